import Dispatch
import Foundation
import TabLayout
import TextMetrics

/// `handbook-bench layout [ITERATIONS]`: layouts per second for a six-item scroll bar on
/// one core, with a cold width cache (emptied before every layout, so every label is
/// shaped by HarfBuzz) and a warm one.
func runLayoutBenchmark(_ arguments: [String]) throws {
    let iterations = arguments.first.flatMap(Int.init) ?? 200_000
    let measurer: HarfBuzzMeasurer
    do {
        measurer = try HarfBuzzMeasurer()
    } catch {
        throw BenchmarkFailure("\(error) (apt-get install fonts-inter)")
    }
    let engine = TabLayoutEngine(measurer: measurer)
    let request = TabLayoutRequest(labels: ["Overview", "Specifications", "Reviews", "Questions", "Related", "Accessories"],
                                   variant: .scroll, width: 360, selected: 3)
    // A refused request stops the benchmark: timing the refusal would give figures for no layout.
    func rate(cold: Bool, count: Int) throws -> Double {
        var runs: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now()
            for _ in 0..<count {
                if cold { measurer.removeAllCachedWidths() }
                _ = try engine.layout(request)
            }
            runs.append(Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
        }
        return runs.sorted()[runs.count / 2]
    }
    let cold = try rate(cold: true, count: max(1, iterations / 20))
    let warm = try rate(cold: false, count: iterations)
    print(String(format: "layout: six-item scroll bar, one core: cold cache %.0f layouts/s, warm cache %.0f layouts/s (median of 5)", cold, warm))
}
