/// Where an example starts truncating, in one language: below `width`, `label` no longer fits.
package struct TruncationThreshold {
    /// nil for the source language.
    package var locale: String?
    /// The label (as drawn in that language) that truncates first below `width`.
    package var label: String
    package var width: Double

    package init(locale: String? = nil, label: String, width: Double) {
        self.locale = locale
        self.label = label
        self.width = width
    }
}
