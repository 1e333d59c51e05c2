import CHarfBuzz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A HarfBuzz font at the face's own units per em, so advances come back as exact design
/// units and are scaled to any size afterwards.
///
/// `@unchecked Sendable` because HarfBuzz documents `hb_font_t` as safe to shape with from
/// several threads once it is set up and no longer mutated, which is how this type uses it.
final class HarfBuzzFont: @unchecked Sendable {
    let face: OpaquePointer
    private let font: OpaquePointer
    let unitsPerEm: Double

    init(fontFile path: String, index: Int = 0) throws(FontFileError) {
        guard access(path, F_OK) == 0 else { throw .missing(path: path) }
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path)
        }
        defer { hb_blob_destroy(blob) }
        guard index >= 0, hb_face_count(blob) > UInt32(index), let face = hb_face_create(blob, UInt32(index)) else { throw .notAFont(path: path) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            throw .notAFont(path: path)
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.unitsPerEm = Double(upem)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the font maps `scalar` to a glyph of its own.
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The shaped advance of `text` in design units, with the font's default features
    /// (kerning and ligatures on), as a browser shapes it, guessing direction and script.
    func advance(of text: String) -> Double {
        let scalars = text.unicodeScalars.map(\.value)
        return advance(of: scalars, range: 0..<scalars.count, direction: nil, script: nil, language: nil)
    }

    /// The shaped advance, in design units, of `scalars[range]`, shaped with the rest of
    /// `scalars` as context (so Arabic letters join across a run's edge), in `direction`
    /// and `script` (guessed when nil) for `language` (a BCP 47 tag).
    func advance(of scalars: [UInt32], range: Range<Int>, direction: hb_direction_t?, script: hb_script_t?, language: String?) -> Double {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { all in
            hb_buffer_add_codepoints(buffer, all.baseAddress, Int32(all.count), UInt32(range.lowerBound), Int32(range.count))
        }
        if let direction { hb_buffer_set_direction(buffer, direction) }
        if let script { hb_buffer_set_script(buffer, script) }
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) {
            total += Int(positions[index].x_advance)
        }
        return Double(total)
    }
}
