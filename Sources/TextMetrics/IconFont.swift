import CHarfBuzz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An icon font — Google's Material Icons, or a team's own — whose glyphs are found by name
/// and drawn as SVG path data through HarfBuzz's draw API, so a preview draws the very outline
/// the font would.
///
/// A name is looked up as the font is used: typed as text, which the font's ligatures turn
/// into one glyph (`home` → the house), then as a glyph name in the font's `post` table.
/// `@unchecked Sendable` for the reason `HarfBuzzFont` gives: nothing is mutated after `init`.
public final class IconFont: @unchecked Sendable {
    /// The file, as given.
    public let path: String
    private let face: OpaquePointer
    private let font: OpaquePointer
    /// Design units per em; glyph outlines come back in these units.
    public let unitsPerEm: Double
    /// The em box's top above the baseline (the font's ascender), in design units: outlines
    /// are given with y measured down from it.
    public let ascender: Double
    /// The em box's height, ascender to descender.
    public let boxHeight: Double

    /// The font at `path`; throws when there is no file or it is not a font.
    public init(path: String) throws(FontFileError) {
        self.path = path
        guard access(path, F_OK) == 0 else { throw .missing(path: path) }
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else { throw .unreadable(path: path) }
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
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        // An icon font's em box is its design grid; fonts without extents use the em square.
        let ascender = extents.ascender > 0 ? Double(extents.ascender) : Double(upem) * 0.8
        let descender = extents.ascender > 0 ? Double(extents.descender) : -Double(upem) * 0.2
        self.ascender = ascender
        boxHeight = ascender - descender > 0 ? ascender - descender : Double(upem)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// One glyph: its outline as SVG path data, y down from the ascender, and its advance.
    public struct Glyph: Sendable, Hashable {
        /// SVG path data in design units (`M…L…Q…C…Z`), whole units where the font has them.
        public var pathData: String
        /// The glyph's advance: the width of its box.
        public var advance: Double
    }

    /// The glyph `name` stands for: its ligature, else its glyph name; nil when the font has
    /// neither or the glyph has no outline.
    public func glyph(named name: String) -> Glyph? {
        guard !name.isEmpty, name.utf8.count <= 128, let id = ligatureGlyph(name) ?? namedGlyph(name) else { return nil }
        let outline = Self.outline(of: id, in: font, ascender: ascender)
        guard !outline.isEmpty else { return nil }
        return Glyph(pathData: outline, advance: Double(hb_font_get_glyph_h_advance(font, id)))
    }

    /// The glyph shaping `name` gives, when it gives exactly one that is not `.notdef`.
    private func ligatureGlyph(_ name: String) -> hb_codepoint_t? {
        guard let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, name, Int32(name.utf8.count), 0, Int32(name.utf8.count))
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1, infos[0].codepoint != 0 else { return nil }
        return infos[0].codepoint
    }

    private func namedGlyph(_ name: String) -> hb_codepoint_t? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_glyph_from_name(font, name, Int32(name.utf8.count), &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The outline of glyph `id` as path data, collected through HarfBuzz's draw callbacks.
    private static func outline(of id: hb_codepoint_t, in font: OpaquePointer, ascender: Double) -> String {
        let path = PathRecorder(ascender: ascender)
        guard let funcs = drawFunctions else { return "" }
        let context = Unmanaged.passUnretained(path).toOpaque()
        hb_font_get_glyph_shape(font, id, funcs, context)
        return path.data
    }

    /// The draw callbacks, made once: each appends to the `PathRecorder` it is handed.
    nonisolated(unsafe) private static let drawFunctions: OpaquePointer? = {
        guard let funcs = hb_draw_funcs_create() else { return nil }
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            PathRecorder.from(data)?.command("M", [x, y])
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            PathRecorder.from(data)?.command("L", [x, y])
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            PathRecorder.from(data)?.command("Q", [cx, cy, x, y])
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            PathRecorder.from(data)?.command("C", [c1x, c1y, c2x, c2y, x, y])
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            PathRecorder.from(data)?.close()
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()
}

/// Collects path commands with y flipped (fonts draw y up, SVG down).
private final class PathRecorder {
    let ascender: Double
    var data = ""

    init(ascender: Double) { self.ascender = ascender }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> PathRecorder? {
        pointer.map { Unmanaged<PathRecorder>.fromOpaque($0).takeUnretainedValue() }
    }

    func command(_ letter: String, _ coordinates: [Float]) {
        data += letter
        for (index, value) in coordinates.enumerated() {
            let number = index % 2 == 0 ? Double(value) : ascender - Double(value)
            if index > 0 { data += " " }
            data += Self.format(number)
        }
    }

    func close() { data += "Z" }

    /// Whole units without a fraction, others to a hundredth.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
