/// Measures the advance width of a run of text, in points, at a font size.
///
/// The engine never measures text itself: the build hands it a HarfBuzz measurer over the
/// site's font file, and tests hand it a fixed-width one, so golden geometry does not
/// depend on a font.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` set on one line at `fontSize` points, unrounded.
    func measureWidth(of text: String, fontSize: Double) -> Double
}
