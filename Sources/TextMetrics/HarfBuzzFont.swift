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
    private let face: OpaquePointer
    private let font: OpaquePointer
    let unitsPerEm: Double

    init(fontFile path: String) throws(FontFileError) {
        guard access(path, F_OK) == 0 else { throw .missing(path: path) }
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path)
        }
        defer { hb_blob_destroy(blob) }
        guard hb_face_count(blob) > 0, let face = hb_face_create(blob, 0) else { throw .notAFont(path: path) }
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

    /// The shaped advance of `text` in design units, with the font's default features
    /// (kerning and ligatures on), as a browser shapes it.
    func advance(of text: String) -> Double {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
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
