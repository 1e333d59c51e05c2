extension FontStackMeasurer {
    /// Every glyph's advance, offsets and cluster for `text`, run by run, in design units
    /// (tests compare a stack of subsets with the full faces).
    func glyphPositions(of text: String) -> [[Int32]] {
        shared.fonts.glyphPositions(of: text, language: languageHandle.handle)
    }
}
