import HandbookDiagnostics

/// Reads XLIFF 1.2 (`<file source-language target-language>`, `<trans-unit id>` with
/// `<source>` and `<target>`) and XLIFF 2.0 (`<xliff srcLang trgLang>`, `<unit id>` with
/// `<segment>`s, and `<ignorable>`s, of `<source>` and `<target>`).
///
/// A key is the unit's `resname` (1.2) or `name` (2.0), else its `id`. Text inside inline
/// markup (`<g>`, `<pc>`, `<mrk>`) is kept. A placeholder stays as the app writes it, as in
/// the other formats (`%@`, `{{name}}`): the content of a 1.2 `<ph>`, the `equiv-text` of a
/// 1.2 `<x/>` (Angular's interpolations), the `disp` (else `equiv`) of a 2.0 `<ph/>` — unless
/// that text is a tag (`<b>`), which is formatting. Formatting codes (`<bpt>`, `<ept>`,
/// `<it>`, `<bx/>`, `<ex/>`, `<sc/>`, `<ec/>`) are left out; `<cp hex>` is its character. A target whose state says it is not translated yet (1.2 `new`,
/// `needs-translation`; 2.0 `initial` written out) is not a translation, nor is a 2.0 unit
/// with an untranslated segment. `translate="no"` marks a unit never translated; a 1.2
/// `needs-review-*` state marks a translation not yet confirmed. Text is kept as written
/// (Xcode writes `xml:space="preserve"`).
package enum XLIFFParser {
    package static func parse(_ source: SourceText) -> ParsedCatalog {
        switch XMLEventReader.read(source) {
        case .failure(let error):
            return .failed(.error("translation.syntax", error.message, at: error.position.location(in: source.path)))
        case .success(let events):
            var reader = XLIFFReader(source: source)
            for event in events {
                guard reader.handle(event) else { break }
            }
            return reader.catalog
        }
    }
}

/// Walks one XLIFF file's events.
private struct XLIFFReader {
    package enum Version { case one, two }

    /// Source or target text being collected.
    package struct Capture {
        var isTarget: Bool
        var depth: Int
        var text = ""
        var position: TextPosition
        /// Depth inside inline codes, whose text is not part of the string.
        var codeDepth = 0
    }

    /// One 2.0 segment or ignorable, or the single pair of a 1.2 unit.
    package struct Part {
        var isIgnorable = false
        var isTranslated = true
        /// A 1.2 target in a `needs-review-*` state: translated, not yet confirmed.
        var needsReview = false
        var source = ""
        var target: String?
        var targetPosition: TextPosition?
    }

    /// The unit being read.
    package struct Unit {
        var key: String
        var translate: Bool
        var parts: [Part] = []
    }

    package let source: SourceText
    package var catalog = ParsedCatalog()
    private var version: Version?
    private var stack: [String] = []
    private var targetLanguage: String?
    private var fileStart = TextPosition.start
    private var unitsInFile = 0
    private var unit: Unit?
    private var capture: Capture?
    private lazy var lines = TextLines(source.text)

    package init(source: SourceText) {
        self.source = source
    }

    private static let codes: Set<String> = ["ph", "bpt", "ept", "it", "x", "bx", "ex", "sc", "ec", "sm", "em"]

    /// The text an empty placeholder element stands for, if it says.
    private static func placeholderText(_ name: String, _ attributes: [String: String], version: Version?) -> String? {
        let shown: String? = switch (version, name) {
        case (.one, "x"): attributes["equiv-text"]
        case (.two, "ph"): attributes["disp"] ?? attributes["equiv"]
        default: nil
        }
        guard let shown, !shown.hasPrefix("<") else { return nil }
        return shown
    }

    /// Whether an inline element's text is native code rather than text; a 1.2 `<ph>` holds
    /// the placeholder itself and is kept.
    private func isCode(_ name: String) -> Bool {
        Self.codes.contains(name) && !(name == "ph" && version == .one)
    }

    package mutating func handle(_ event: XMLEvent) -> Bool {
        switch event {
        case .start(let qualifiedName, let attributes, let contentStart):
            let name = Self.localName(qualifiedName)
            let parent = stack.last
            stack.append(name)
            if stack.count == 1 { return startRoot(name, attributes, at: contentStart) }
            if var open = capture {
                if open.codeDepth == 0 {
                    if name == "cp", let hex = attributes["hex"], let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        open.text.unicodeScalars.append(scalar)
                    } else if let shown = Self.placeholderText(name, attributes, version: version) {
                        open.text += shown
                    }
                }
                if isCode(name) { open.codeDepth += 1 }
                capture = open
                return true
            }
            startElement(name, parent: parent, attributes, at: contentStart)
        case .text(let text):
            if capture?.codeDepth == 0 { capture?.text += text }
        case .end:
            let name = stack.popLast() ?? ""
            if let open = capture {
                if stack.count == open.depth - 1 {
                    finishCapture(open)
                } else if isCode(name) {
                    capture?.codeDepth -= 1
                }
                return true
            }
            endElement(name)
        }
        return true
    }

    private mutating func startRoot(_ name: String, _ attributes: [String: String], at contentStart: TextPosition) -> Bool {
        guard name == "xliff" else {
            report("not an XLIFF file: the root element is <\(name)>, expected <xliff>", at: tagStart(contentStart))
            return false
        }
        let declared = attributes["version"] ?? (attributes["srcLang"] != nil ? "2.0" : "1.2")
        if declared.hasPrefix("1.") {
            version = .one
        } else if declared.hasPrefix("2.") {
            version = .two
            startFile(sourceLanguage: attributes["srcLang"], targetLanguage: attributes["trgLang"], at: tagStart(contentStart))
        } else {
            report("XLIFF version \(declared) is not supported; Handbook reads 1.2 and 2.0", at: tagStart(contentStart))
            return false
        }
        return true
    }

    private mutating func startElement(_ name: String, parent: String?, _ attributes: [String: String], at contentStart: TextPosition) {
        switch (version, name) {
        case (.one, "file"):
            startFile(sourceLanguage: attributes["source-language"], targetLanguage: attributes["target-language"], at: tagStart(contentStart))
        case (.one, "trans-unit"), (.two, "unit"):
            guard let id = attributes["id"], !id.isEmpty else {
                report("<\(name)> needs an id", at: tagStart(contentStart))
                return
            }
            unitsInFile += 1
            unit = Unit(key: attributes[version == .one ? "resname" : "name"] ?? id, translate: attributes["translate"] != "no")
            if version == .one { unit?.parts = [Part()] }
        case (.two, "segment"), (.two, "ignorable"):
            // An explicit `initial` means no translation yet; without a state, a target is taken as one.
            unit?.parts.append(Part(isIgnorable: name == "ignorable", isTranslated: attributes["state"] != "initial"))
        case (_, "source"), (_, "target"):
            let partParent = version == .one ? parent == "trans-unit" : parent == "segment" || parent == "ignorable"
            guard partParent, unit != nil else { return }
            if name == "target", version == .one, let state = attributes["state"], ["new", "needs-translation"].contains(state) {
                unit?.parts[0].isTranslated = false
            }
            if name == "target", version == .one, attributes["state"]?.hasPrefix("needs-review") == true {
                unit?.parts[0].needsReview = true
            }
            capture = Capture(isTarget: name == "target", depth: stack.count, position: contentStart)
        default:
            break
        }
    }

    private mutating func finishCapture(_ open: Capture) {
        capture = nil
        guard let last = unit?.parts.indices.last else { return }
        if open.isTarget {
            unit?.parts[last].target = open.text
            unit?.parts[last].targetPosition = open.position
        } else {
            unit?.parts[last].source = open.text
        }
    }

    private mutating func endElement(_ name: String) {
        switch (version, name) {
        case (.one, "trans-unit"), (.two, "unit"):
            if let finished = unit { finishUnit(finished) }
            unit = nil
        case (.one, "file"):
            finishFile()
        case (.two, "xliff"):
            finishFile()
        default:
            break
        }
    }

    private mutating func finishUnit(_ finished: Unit) {
        let sourceText = finished.parts.map(\.source).joined()
        guard finished.translate else {
            catalog.doNotTranslate.append(DoNotTranslate(key: finished.key, sourceText: sourceText))
            return
        }
        guard let locale = targetLanguage else { return }
        var text = ""
        var position: TextPosition?
        for part in finished.parts {
            // An ignorable without a target keeps its source (whitespace between segments).
            guard let target = part.target ?? (part.isIgnorable ? part.source : nil), part.isTranslated else { return }
            text += target
            if !part.isIgnorable, position == nil { position = part.targetPosition }
        }
        guard !text.isEmpty, let position else { return }
        catalog.entries.append(Translation(key: finished.key, sourceText: sourceText, text: text, locale: locale,
                                           location: position.location(in: source.path), format: .xliff,
                                           needsReview: finished.parts.contains(where: \.needsReview)))
    }

    private mutating func startFile(sourceLanguage: String?, targetLanguage target: String?, at position: TextPosition) {
        targetLanguage = target.flatMap { $0.isEmpty ? nil : LocaleIdentifier.normalized($0) }
        fileStart = position
        unitsInFile = 0
        if let sourceLanguage, catalog.declaredSourceLocale == nil {
            catalog.declaredSourceLocale = .init(locale: sourceLanguage, location: position.location(in: source.path))
        }
    }

    private mutating func finishFile() {
        if targetLanguage == nil, unitsInFile > 0 {
            catalog.diagnostics.append(.warning("translation.unknown-locale", "this XLIFF \(version == .one ? "<file> has no target-language" : "file has no trgLang"); its units are skipped", at: fileStart.location(in: source.path),
                                                explanation: "An XLIFF file without a target language is a template for translators, not a translation."))
        }
    }

    private mutating func report(_ message: String, at position: TextPosition) {
        catalog.diagnostics.append(.error("translation.structure", message, at: position.location(in: source.path)))
    }

    private mutating func tagStart(_ contentStart: TextPosition) -> TextPosition {
        lines.lastOccurrence(of: "<", atOrBefore: TextPosition(line: contentStart.line, column: contentStart.column - 1)) ?? contentStart
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
