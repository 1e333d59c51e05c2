import Dispatch
import Foundation
import Handbook

/// `handbook-bench incremental CONTENT_DIR [RUNS]`: a warm in-memory build of the site,
/// then RUNS times: edit one page, rebuild with the cache, report the median time until
/// the page's new HTML exists (what `handbook serve` does on save).
func runIncrementalBenchmark(_ arguments: [String]) throws {
    guard let content = arguments.first else { throw BenchmarkFailure("usage: handbook-bench incremental CONTENT_DIR [RUNS]") }
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 9
    guard runs > 0 else { throw BenchmarkFailure("RUNS must be at least 1") }
    var options = BuildOptions(contentDirectory: content)
    options.output = .memory
    options.cache = BuildCache()
    let cold = SiteBuilder().build(options)
    guard cold.succeeded else { throw BenchmarkFailure("the site did not build: \(cold.summary)") }
    guard let page = firstGuidelinePage(in: content) else { throw BenchmarkFailure("\(content)/guidelines holds no page to edit") }
    let path = content + "/" + page
    let original = try String(contentsOfFile: path, encoding: .utf8)
    defer {
        do {
            try original.write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            // Said, not thrown: the figures are measured, and a later run regenerates the corpus.
            FileHandle.standardError.write(Data("handbook-bench: \(path) was left edited: \(error)\n".utf8))
        }
    }
    var times: [Double] = []
    for run in 0..<runs {
        // An edit not written would time a rebuild with nothing changed: the run stops instead.
        try (original + "\nEdited \(run).\n").write(toFile: path, atomically: false, encoding: .utf8)
        let start = DispatchTime.now()
        let report = SiteBuilder().build(options)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        guard report.succeeded else { throw BenchmarkFailure("the rebuild after edit \(run) failed: \(report.summary)") }
    }
    times.sort()
    let last = SiteBuilder().build(options)
    for (step, ms) in last.stepMilliseconds { print(String(format: "  %8.1f ms  %@", ms, step)) }
    print(String(format: "incremental: %d pages, one page edited: median %.1f ms (min %.1f, max %.1f, %d runs); cold in-memory build %.0f ms",
                 cold.pageCount, times[times.count / 2], times[0], times[times.count - 1], runs, cold.milliseconds))
}

private func firstGuidelinePage(in content: String) -> String? {
    let walker = FileManager.default.enumerator(atPath: content + "/guidelines")
    let pages = (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") && !$0.hasSuffix("index.md") }.sorted()
    return pages.first.map { "guidelines/" + $0 }
}
