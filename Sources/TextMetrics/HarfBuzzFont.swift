import CHarfBuzz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A HarfBuzz font at the face's own units per em, so advances come back as exact design
/// units and are scaled to any size afterwards.
///
/// `@unchecked Sendable` because HarfBuzz documents `hb_font_t` and `hb_face_t` as safe to
/// use from several threads once they are set up and no longer mutated, which is how this
/// type uses them.
final class HarfBuzzFont: @unchecked Sendable {
    /// The `hb_face_t`, kept for subsetting.
    let face: OpaquePointer
    private let font: OpaquePointer
    let unitsPerEm: Double
    /// The glyph HarfBuzz inserts for a mark with no base (U+25CC), if the face has one.
    private let dottedCircleGlyph: UInt32?

    /// The face at `faceIndex` of the file at `path` (0 for single-face files).
    init(fontFile path: String, faceIndex: Int = 0) throws(FontFileError) {
        guard access(path, F_OK) == 0 else { throw .missing(path: path) }
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path)
        }
        defer { hb_blob_destroy(blob) }
        let count = Int(hb_face_count(blob))
        guard count > 0 else { throw .notAFont(path: path) }
        guard faceIndex >= 0, faceIndex < count else { throw .noSuchFace(path: path, index: faceIndex, count: count) }
        guard let face = hb_face_create(blob, UInt32(faceIndex)) else { throw .notAFont(path: path) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            throw .notAFont(path: path)
        }
        hb_face_make_immutable(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.unitsPerEm = Double(upem)
        var glyph: hb_codepoint_t = 0
        self.dottedCircleGlyph = hb_font_get_nominal_glyph(font, 0x25CC, &glyph) != 0 ? glyph : nil
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the face's character map has a glyph for `scalar`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// What shaping one run gave.
    struct ShapedAdvance {
        /// The sum of the glyphs' advances, in design units.
        var advance: Int
        /// HarfBuzz put a dotted circle under a mark that had no base.
        var insertedDottedCircle: Bool
        /// How many glyph clusters the run shaped into: the units a browser letter-spaces.
        var clusters = 0
    }

    /// Shapes `range` of `scalars` (the rest is context, which Arabic joining reads) with
    /// the face's default features, in one direction, script and language, as a browser
    /// shapes one run of a fallback font.
    func shape(_ scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, rightToLeft: Bool,
               script: hb_script_t, language: hb_language_t?, ligatures: Bool = true) -> ShapedAdvance {
        let shaped = withShapedBuffer(scalars, range: range, rightToLeft: rightToLeft, script: script, language: language,
                                      ligatures: ligatures) { infos, positions in
            var total = 0
            var dottedCircles = 0
            var clusters = Set<UInt32>()
            for index in positions.indices {
                total += Int(positions[index].x_advance)
                clusters.insert(infos[index].cluster)
                if let dottedCircleGlyph, infos[index].codepoint == dottedCircleGlyph { dottedCircles += 1 }
            }
            // Only a circle the text did not ask for counts as inserted.
            let asked = scalars[range].lazy.filter { $0 == 0x25CC }.count
            return ShapedAdvance(advance: total, insertedDottedCircle: dottedCircles > asked, clusters: clusters.count)
        }
        return shaped ?? ShapedAdvance(advance: 0, insertedDottedCircle: false)
    }

    /// The glyphs' positions of a shaped run, in design units: advance, offsets, cluster.
    /// Glyph ids are left out so a subset (which renumbers glyphs) compares equal.
    func glyphPositions(_ scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, rightToLeft: Bool,
                        script: hb_script_t, language: hb_language_t?) -> [[Int32]] {
        withShapedBuffer(scalars, range: range, rightToLeft: rightToLeft, script: script, language: language) { infos, positions in
            positions.indices.map { index in
                [positions[index].x_advance, positions[index].x_offset, positions[index].y_offset, Int32(bitPattern: infos[index].cluster)]
            }
        } ?? []
    }

    private func withShapedBuffer<Result>(
        _ scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, rightToLeft: Bool, script: hb_script_t, language: hb_language_t?,
        ligatures: Bool = true, _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Result
    ) -> Result? {
        guard let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars.baseAddress, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, language) }
        if ligatures {
            hb_shape(font, buffer, nil, 0)
        } else {
            Self.withoutLigatures.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count),
              let infos = hb_buffer_get_glyph_infos(buffer, nil) else { return nil }
        return body(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// `liga` and `clig` off over the whole buffer: what Chromium asks of HarfBuzz for text
    /// with `letter-spacing`.
    private static let withoutLigatures: [hb_feature_t] = ["liga", "clig"].map { tag in
        let bytes = Array(tag.utf8).map(UInt32.init)
        return hb_feature_t(tag: bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3], value: 0,
                            start: 0, end: UInt32.max)
    }
}
