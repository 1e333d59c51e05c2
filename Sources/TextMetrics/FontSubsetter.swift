import CHarfBuzz

/// Cuts a face down to the characters a site draws with it, with HarfBuzz's own
/// subsetter (`hb-subset`). Every layout feature is kept, so the browser shapes the subset
/// exactly as the engine shaped the full font (Arabic joining, Thai and Devanagari marks,
/// kerning, ligatures); glyphs those features reach are kept with them.
public enum FontSubsetter {
    /// The bytes of an OpenType font holding `scalars` of `face`.
    public static func subset(_ face: FontFace, scalars: Set<UInt32>) throws(FontFileError) -> [UInt8] {
        guard let blob = hb_blob_create_from_file_or_fail(face.file) else { throw .unreadable(path: face.file) }
        defer { hb_blob_destroy(blob) }
        guard face.index >= 0, hb_face_count(blob) > UInt32(face.index), let source = hb_face_create(blob, UInt32(face.index)) else {
            throw .notAFont(path: face.file)
        }
        defer { hb_face_destroy(source) }
        guard let input = hb_subset_input_create_or_fail() else { throw .notAFont(path: face.file) }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in scalars.sorted() { hb_set_add(unicodes, scalar) }
        // Keep every layout feature, not only hb-subset's default list.
        let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
        hb_set_clear(features)
        hb_set_invert(features)
        // The license and its URL travel with the copy, as the SIL Open Font License asks of
        // modified fonts (hb-subset keeps only the name records 0–6 by default).
        let names = hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID)
        for id: UInt32 in [13, 14] { hb_set_add(names, id) }
        // Hints only steer rasterising at small pixel sizes; advances stay as they are.
        hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
        guard let subset = hb_subset_or_fail(source, input) else { throw .notAFont(path: face.file) }
        defer { hb_face_destroy(subset) }
        guard let result = hb_face_reference_blob(subset) else { throw .notAFont(path: face.file) }
        defer { hb_blob_destroy(result) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(result, &length), length > 0 else { throw .notAFont(path: face.file) }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }
}
