import CCmark
import Dispatch
import Foundation

/// `handbook-bench cmark CONTENT_DIR`: the floor — cmark alone rendering every Markdown
/// file of the folder, once per file in one process, on one core.
func runCmarkFloorBenchmark(_ arguments: [String]) throws {
    guard let content = arguments.first else { throw BenchmarkFailure("usage: handbook-bench cmark CONTENT_DIR") }
    let files = (FileManager.default.enumerator(atPath: content)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".md") }.sorted()
    guard !files.isEmpty else { throw BenchmarkFailure("no Markdown file under \(content)") }
    let texts = try files.map { file in
        guard let text = FileManager.default.contents(atPath: content + "/" + file) else { throw BenchmarkFailure("cannot read \(content)/\(file)") }
        return text
    }
    let bytes = texts.reduce(0) { $0 + $1.count }
    var runs: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now()
        for text in texts {
            text.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                      let html = cmark_markdown_to_html(base, buffer.count, CMARK_OPT_SMART) else { return }
                free(html)
            }
        }
        runs.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
    }
    runs.sort()
    let median = runs[runs.count / 2]
    print(String(format: "cmark floor: %d files, %.1f MB, median %.0f ms on one core (%.0f pages/s)",
                 texts.count, Double(bytes) / 1e6, median, Double(texts.count) / median * 1000))
}
