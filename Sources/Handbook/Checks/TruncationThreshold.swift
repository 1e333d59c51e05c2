/// Where an example starts truncating, in one language: below `width`, `label` no longer fits.
struct TruncationThreshold {
    /// nil for the source language.
    var locale: String?
    /// The label (as drawn in that language) that truncates first below `width`.
    var label: String
    var width: Double
}
