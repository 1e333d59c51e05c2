import CHarfBuzz
import Synchronization
import TabLayout

/// Measures text as the browser draws it with the site's web fonts: a font stack, each
/// cluster drawn by the first face that covers it, runs split by the Unicode bidi
/// algorithm and by script, each run shaped by HarfBuzz with its direction, script and
/// the language of the text. Widths are cached per (language, size, text); pages render
/// on every core, so the cache sits behind a lock and shaping runs outside it.
public final class FontStackMeasurer: TextMeasurer, Sendable {
    /// The fonts and the cache, shared by the measurer of every language.
    private final class Core: Sendable {
        let stack: FontStack
        let fonts: [HarfBuzzFont]
        let cache = Mutex<[Key: ShapedText]>([:])

        init(stack: FontStack) throws(FontFileError) {
            self.stack = stack
            var fonts: [HarfBuzzFont] = []
            for face in stack.faces { fonts.append(try HarfBuzzFont(fontFile: face.file, index: face.index)) }
            self.fonts = fonts
        }
    }

    private struct Key: Hashable {
        var language: String?
        var fontSize: Double
        var text: String
    }

    private let core: Core
    /// The BCP 47 language the text is in (`ja`, `ar`); it picks localised glyph forms.
    public let language: String?

    /// A measurer over `stack`.
    /// - Throws: `FontFileError` when a face is missing, unreadable or not a font.
    public init(stack: FontStack, language: String? = nil) throws(FontFileError) {
        core = try Core(stack: stack)
        self.language = language
    }

    private init(core: Core, language: String?) {
        self.core = core
        self.language = language
    }

    /// The same fonts and cache, for text in `language`.
    public func forLanguage(_ language: String?) -> FontStackMeasurer {
        language == self.language ? self : FontStackMeasurer(core: core, language: language)
    }

    /// The stack measured with.
    public var stack: FontStack { core.stack }

    /// The shaped advance width of `text` at `fontSize` points, unrounded.
    public func measureWidth(of text: String, fontSize: Double) -> Double {
        shape(text, fontSize: fontSize).width
    }

    /// `text` split into runs and shaped, with the characters no face covers.
    public func shape(_ text: String, fontSize: Double) -> ShapedText {
        let key = Key(language: language, fontSize: fontSize, text: text)
        if let known = core.cache.withLock({ $0[key] }) { return known }
        let (scalars, items, missing) = TextRunSegmenter(faces: core.fonts).segment(text)
        var runs: [ShapedText.Run] = []
        var width = 0.0
        for item in items {
            let font = core.fonts[item.face]
            let rightToLeft = item.level % 2 == 1
            let advance = font.advance(of: scalars, range: item.range, direction: rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR,
                                       script: item.script, language: language)
            let runWidth = advance * fontSize / font.unitsPerEm
            width += runWidth
            let runText = String(String.UnicodeScalarView(scalars[item.range].compactMap(Unicode.Scalar.init)))
            runs.append(ShapedText.Run(face: item.face, text: runText, rightToLeft: rightToLeft, script: Self.tag(item.script), width: runWidth))
        }
        let shaped = ShapedText(width: width, runs: runs, missing: missing)
        core.cache.withLock { $0[key] = shaped }
        return shaped
    }

    /// The characters of `text` no face of the stack covers.
    public func missingCharacters(in text: String) -> [Unicode.Scalar] {
        shape(text, fontSize: 1).missing
    }

    /// The names of the faces that draw `text`, in order of first use.
    public func faces(drawing text: String) -> [FontFace] {
        var used: [Int] = []
        for run in shape(text, fontSize: 1).runs where !used.contains(run.face) { used.append(run.face) }
        return used.map { core.stack.faces[$0] }
    }

    /// Every text shaped so far.
    var cachedTexts: [ShapedText] { core.cache.withLock { Array($0.values) } }

    /// How many texts are cached.
    public var cachedWidthCount: Int { core.cache.withLock { $0.count } }

    /// Empties the cache (benchmarks use it to time cold layouts).
    public func removeAllCachedWidths() {
        core.cache.withLock { $0.removeAll(keepingCapacity: true) }
    }

    /// `HB_SCRIPT_ARABIC` → `Arab`.
    private static func tag(_ script: hb_script_t) -> String {
        let value = hb_script_to_iso15924_tag(script)
        let bytes = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension FontStackMeasurer {
    /// Every character each face has drawn in the texts measured so far, by face index:
    /// what the site's web fonts must hold. Truncation measures prefixes of labels, so the
    /// characters are exactly those of the labels drawn, and "…".
    public func drawnScalars() -> [Int: Set<UInt32>] {
        var drawn: [Int: Set<UInt32>] = [:]
        for shaped in cachedTexts {
            for run in shaped.runs { drawn[run.face, default: []].formUnion(run.text.unicodeScalars.map(\.value)) }
        }
        return drawn
    }
}

/// A measurer that can tell which characters none of its fonts can draw.
public protocol GlyphCoverage: Sendable {
    /// The characters of `text` no font covers, each once, in order.
    func missingCharacters(in text: String) -> [Unicode.Scalar]
}

extension FontStackMeasurer: GlyphCoverage {}
