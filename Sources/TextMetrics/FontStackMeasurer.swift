import HandbookFoundation
import CHarfBuzz
import LayoutFoundation

/// Measures text as a browser draws it with a font stack: split into bidi runs (fribidi)
/// and script runs, each grapheme cluster set in the first face that covers it, each run
/// shaped by HarfBuzz with its direction, script and language. Widths are cached per
/// (size, text, language), and the characters each face drew are recorded for subsetting.
/// A cached width keeps the characters its text drew and records them again the first time
/// it is taken after the record was reset, so the record after any run of measurements is
/// what measuring them in a fresh measurer records, and the cache never has to be emptied to
/// learn what a set of previews draws (a spec remade under `serve` keeps every width).
///
/// Pages render on two threads at once, so the cache and the record sit behind locks;
/// shaping runs outside them.
public final class FontStackMeasurer: TextMeasurer, Sendable {
    struct Key: Hashable {
        var fontSize: Double
        var text: String
        var language: String?
        var ligatures = true
    }

    /// A cached measurement (a width, or a count of units): the value, the characters the
    /// text drew (face index in the high half, scalar in the low) and the record it was last
    /// counted in.
    struct Entry: Sendable {
        var value: Double
        var drawn: [UInt64]
        var epoch: Int
        /// The last capture its characters were counted in (`GlyphCapture.id`; 0: none).
        var captured = 0
    }

    /// Cached measurements and the record they are counted in (bumped by each reset).
    struct Cache: Sendable {
        var entries: [Key: Entry] = [:]
        var epoch = 0
    }

    /// What a measurer shares with its per-language views: the loaded faces, the width
    /// cache and the record of drawn characters.
    final class Shared: Sendable {
        let fonts: LoadedFontStack
        let cache = Locked(Cache())
        /// Letter-spacing units of texts, by text and language (`letterSpacingUnits(in:)`).
        let units = Locked(Cache())
        let usage: Locked<GlyphUsage>

        init(_ fonts: LoadedFontStack) {
            self.fonts = fonts
            self.usage = Locked(GlyphUsage(stack: fonts.stack))
        }
    }

    /// `hb_language_t` points into HarfBuzz's immutable, process-wide language list.
    struct Language: @unchecked Sendable {
        let tag: String?
        let handle: hb_language_t?

        init(_ tag: String?) {
            self.tag = tag
            self.handle = tag.flatMap { $0.isEmpty ? nil : hb_language_from_string($0, -1) }
        }
    }

    let shared: Shared
    let languageHandle: Language

    /// The faces, most preferred first.
    public var stack: FontStack { shared.fonts.stack }
    /// The BCP 47 language tag text is shaped for (e.g. "ja", "ar"), or nil for none.
    public var language: String? { languageHandle.tag }

    /// Loads every face of `stack`.
    /// - Parameter language: the BCP 47 tag of the text's language; it picks localized
    ///   glyph forms (`locl`), e.g. Japanese or Chinese shapes of the same Han character.
    /// - Throws: `FontStackError.missingFaces` listing every absent file, or
    ///   `.unusableFace` for a file that is not a font (or a collection without that face).
    public init(stack: FontStack = .default, language: String? = nil) throws(FontStackError) {
        self.shared = Shared(try LoadedFontStack(stack))
        self.languageHandle = Language(language)
    }

    private init(shared: Shared, language: String?) {
        self.shared = shared
        self.languageHandle = Language(language)
    }

    /// A measurer for text in `language` (a BCP 47 tag such as "ja" or "de-CH") sharing
    /// this one's faces, cache and record of drawn characters.
    public func measurer(forLanguage language: String?) -> FontStackMeasurer {
        FontStackMeasurer(shared: shared, language: language)
    }

    /// The shaped advance width of `text` at `fontSize` points, unrounded.
    public func measureWidth(of text: String, fontSize: Double) -> Double {
        cached(Key(fontSize: fontSize, text: text, language: language), in: shared.cache) {
            let outcome = shapeAndRecord(text, language: languageHandle)
            return (shared.fonts.width(of: outcome.runs, fontSize: fontSize), outcome)
        }
    }

    /// The measurement of `key` in `cache`, made by `measure` (which records what it drew)
    /// when it is not cached; a cached one records its characters again when the record was
    /// reset since it last did.
    private func cached(_ key: Key, in cache: Locked<Cache>, measure: () -> (Double, LoadedFontStack.Outcome)) -> Double {
        // Not generic, and no enum: this runs for every label measured, debug builds included.
        var value = 0.0, unrecorded: [UInt64] = [], captured: [UInt64] = [], epoch = 0
        // Work whose result is kept captures every character it draws, cached or not.
        let capture = GlyphCapture.current
        let found = cache.withLock { cache -> Bool in
            epoch = cache.epoch
            guard let entry = cache.entries[key] else { return false }
            value = entry.value
            if let capture, entry.captured != capture.id {
                captured = entry.drawn
                cache.entries[key]?.captured = capture.id
            }
            if entry.epoch != cache.epoch {
                unrecorded = entry.drawn
                cache.entries[key]?.epoch = cache.epoch
            }
            return true
        }
        if found {
            if let capture, !captured.isEmpty { capture.record(packed: captured, by: self) }
            if !unrecorded.isEmpty {
                shared.usage.withLock { usage in
                    for packed in unrecorded { usage.record(UInt32(truncatingIfNeeded: packed), face: Int(packed >> 32)) }
                }
            }
            return value
        }
        // The epoch read before measuring: a reset meanwhile leaves the entry to be recorded again.
        let (measured, outcome) = measure()
        let drawn = outcome.drawn.map { UInt64($0.face) << 32 | UInt64($0.scalar) }
        // Measured inside a capture, its characters went to it (`shapeAndRecord`).
        cache.withLock { $0.entries[key] = Entry(value: measured, drawn: drawn, epoch: epoch, captured: capture?.id ?? 0) }
        return measured
    }

    /// `text` shaped at `fontSize`: width, runs, faces used and characters no face covers.
    /// - Parameter language: a BCP 47 tag, or nil for this measurer's language.
    public func shape(_ text: String, fontSize: Double, language: String? = nil) -> ShapedText {
        let language = language.map(Language.init) ?? languageHandle
        let outcome = shapeAndRecord(text, language: language)
        let fonts = shared.fonts
        let scalars = Array(text.unicodeScalars)
        let runs = outcome.runs.map { run in
            ShapedRun(faceIndex: run.face, faceName: fonts.stack.faces[run.face].name,
                      direction: run.level % 2 == 1 ? .rightToLeft : .leftToRight, bidiLevel: Int(run.level),
                      script: ScriptResolver.tag(run.script), scalarRange: run.scalars,
                      text: String(String.UnicodeScalarView(scalars[run.scalars])),
                      width: Double(run.advance) * fontSize / fonts.fonts[run.face].unitsPerEm)
        }
        var seen = Set<UInt32>()
        let missing = outcome.missing.filter { seen.insert($0).inserted }.compactMap(Unicode.Scalar.init)
        return ShapedText(text: text, fontSize: fontSize, width: fonts.width(of: outcome.runs, fontSize: fontSize),
                          direction: outcome.base, runs: runs, missingScalars: missing)
    }

    /// The units Chromium letter-spaces in `text`: each glyph cluster HarfBuzz shapes it into
    /// with ligatures off (so "क्ष", one conjunct glyph, is one unit and "ग्स" two), except in
    /// runs of a cursive script (Arabic, Syriac, N'Ko, Mongolian, Adlam, Hanifi Rohingya),
    /// which CSS Text 3 leaves unspaced but for their spaces.
    public func letterSpacingUnits(in text: String) -> Int? {
        let units = cached(Key(fontSize: 0, text: text, language: language, ligatures: false), in: shared.units) {
            let outcome = shapeAndRecord(text, language: languageHandle, ligatures: false)
            var units = 0
            for run in outcome.runs {
                if Self.cursiveScripts.contains(run.script.rawValue) {
                    units += outcome.scalars[run.scalars].filter { Unicode.Scalar($0)?.properties.isWhitespace ?? false }.count
                } else {
                    units += run.clusters
                }
            }
            return (Double(units), outcome)
        }
        return Int(units)
    }

    /// Scripts whose letters join, which browsers do not letter-space.
    static let cursiveScripts: Set<UInt32> = [HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MONGOLIAN,
                                              HB_SCRIPT_ADLAM, HB_SCRIPT_HANIFI_ROHINGYA, HB_SCRIPT_MANDAIC].map(\.rawValue)
        .reduce(into: []) { $0.insert($1) }

    /// The width with ligatures off, for letter-spaced labels (see `TextMeasurer`).
    public func measureWidthWithoutLigatures(of text: String, fontSize: Double) -> Double {
        cached(Key(fontSize: fontSize, text: text, language: language, ligatures: false), in: shared.cache) {
            let outcome = shapeAndRecord(text, language: languageHandle, ligatures: false)
            return (shared.fonts.width(of: outcome.runs, fontSize: fontSize), outcome)
        }
    }

    private func shapeAndRecord(_ text: String, language: Language, ligatures: Bool = true) -> LoadedFontStack.Outcome {
        let outcome = shared.fonts.shape(text, language: language.handle, ligatures: ligatures)
        if !outcome.drawn.isEmpty {
            shared.usage.withLock { usage in
                for (face, scalar) in outcome.drawn { usage.record(scalar, face: face) }
            }
            GlyphCapture.current?.record(outcome.drawn, by: self)
        }
        return outcome
    }
}
