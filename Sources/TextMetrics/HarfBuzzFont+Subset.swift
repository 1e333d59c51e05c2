import CHarfBuzz
import Foundation

extension HarfBuzzFont {
    /// A font file (sfnt bytes) holding just the glyphs for `scalars` and whatever glyphs
    /// the face's layout features reach from them (HarfBuzz's glyph closure: Arabic joining
    /// forms, ligatures, Indic conjuncts, marks), with GSUB, GPOS and kerning pruned to
    /// them but kept, so a browser shapes the subset as HarfBuzz shaped the full face.
    /// Hinting is dropped: previews are drawn with `geometricPrecision`. The license
    /// (name IDs 13 and 14) stays with the font, as the OFL asks of modified copies.
    func subset(keeping scalars: some Sequence<UInt32>) -> Data? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in scalars { hb_set_add(unicodes, scalar) }
        hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
        let names = hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID)
        hb_set_add(names, 13)
        hb_set_add(names, 14)
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        guard let blob = hb_face_reference_blob(subset) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }
}
