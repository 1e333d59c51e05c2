import Dispatch
import Foundation
import TabLayout
import TextMetrics

/// `handbook-bench layout [ITERATIONS]`: layouts per second for a six-item scroll bar on
/// one core, with a cold width cache (emptied before every layout, so every label is
/// shaped by HarfBuzz) and a warm one.
func runLayoutBenchmark(_ arguments: [String]) {
    let iterations = arguments.first.flatMap(Int.init) ?? 200_000
    // Without the font there is nothing to measure; the benchmark says so below.
    guard let measurer = try? HarfBuzzMeasurer() else {
        print("the default font is missing: apt-get install fonts-inter")
        return
    }
    let engine = TabLayoutEngine(measurer: measurer)
    let request = TabLayoutRequest(labels: ["Overview", "Specifications", "Reviews", "Questions", "Related", "Accessories"],
                                   variant: .scroll, width: 360, selected: 3)
    func rate(cold: Bool, count: Int) -> Double {
        var runs: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now()
            for _ in 0..<count {
                if cold { measurer.removeAllCachedWidths() }
                // The benchmark times the engine whatever it answers.
                _ = try? engine.layout(request)
            }
            runs.append(Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
        }
        return runs.sorted()[runs.count / 2]
    }
    let cold = rate(cold: true, count: max(1, iterations / 20))
    let warm = rate(cold: false, count: iterations)
    print(String(format: "layout: six-item scroll bar, one core: cold cache %.0f layouts/s, warm cache %.0f layouts/s (median of 5)", cold, warm))
}
