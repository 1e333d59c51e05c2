import Dispatch
import Foundation
import Handbook

/// `handbook-bench incremental CONTENT_DIR [RUNS]`: a warm in-memory build of the site,
/// then RUNS times: edit one page, rebuild with the cache, report the median time until
/// the page's new HTML exists (what `handbook serve` does on save).
func runIncrementalBenchmark(_ arguments: [String]) {
    guard let content = arguments.first else {
        print("usage: handbook-bench incremental CONTENT_DIR [RUNS]")
        return
    }
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 9
    var options = BuildOptions(contentDirectory: content)
    options.output = .memory
    options.cache = BuildCache()
    let cold = SiteBuilder().build(options)
    guard cold.succeeded, let page = firstGuidelinePage(in: content) else {
        print("the site did not build: \(cold.summary)")
        return
    }
    let path = content + "/" + page
    // A corpus without the page has nothing to edit: the benchmark prints nothing.
    guard let original = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    // The page is put back as well as it can be; the corpus is regenerated before each bench run.
    defer { try? original.write(toFile: path, atomically: false, encoding: .utf8) }
    var times: [Double] = []
    for run in 0..<runs {
        // An edit that cannot be written times a rebuild of the same page, which the figures would show.
        try? (original + "\nEdited \(run).\n").write(toFile: path, atomically: false, encoding: .utf8)
        let start = DispatchTime.now()
        let report = SiteBuilder().build(options)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        guard report.succeeded else { print("rebuild failed"); return }
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
