/// Why a benchmark gave no figures: `main` prints it to standard error and exits 1, so a
/// script recording figures stops instead of keeping a wrong or missing one.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
