import HandbookDiagnostics

/// One `<string>` or `<plurals>` of an Android `strings.xml`.
package struct AndroidString: Equatable {
    package var name: String
    package var value: AndroidStringText
    /// Where the text starts (for plurals, the text of the chosen `<item>`).
    package var position: TextPosition
    package var isTranslatable: Bool
}

/// Reads the `<string>` (and `<item type="string">`) and `<plurals>` children of a
/// `strings.xml`'s `<resources>`.
/// Inline markup is flattened to its text, CDATA is text; `<plurals>` gives its
/// `quantity="other"` item (else `one`, else the first by name); `<string-array>` and
/// anything else is ignored.
package enum AndroidStringsParser {
    package static func parse(_ source: SourceText) -> (strings: [AndroidString], diagnostics: [Diagnostic]) {
        switch XMLEventReader.read(source) {
        case .failure(let error):
            return ([], [.error("translation.syntax", error.message, at: error.position.location(in: source.path))])
        case .success(let events):
            var reader = Reader(source: source)
            for event in events {
                guard reader.handle(event) else { break }
            }
            return (reader.strings, reader.diagnostics)
        }
    }

    /// Walks the events of one file.
    private struct Reader {
        let source: SourceText
        var strings: [AndroidString] = []
        var diagnostics: [Diagnostic] = []
        private var depth = 0
        private var element: (kind: String, name: String, translatable: Bool, position: TextPosition)?
        private var text = ""
        private var item: (quantity: String, position: TextPosition)?
        private var items: [String: (text: String, position: TextPosition)] = [:]
        private lazy var lines = TextLines(source.text)

        init(source: SourceText) {
            self.source = source
        }

        /// Takes one event; false when the file cannot be read further.
        mutating func handle(_ event: XMLEvent) -> Bool {
            switch event {
            case .start(let name, let attributes, let contentStart):
                depth += 1
                if depth == 1, name != "resources" {
                    report("an Android strings file's root element must be <resources>, not <\(name)>", at: tagStart(contentStart))
                    return false
                }
                // `<item type="string" name="…">` declares a string as `<string>` does.
                let kind = name == "item" && attributes["type"] == "string" ? "string" : name
                if depth == 2, kind == "string" || kind == "plurals" {
                    guard let resourceName = attributes["name"], !resourceName.isEmpty else {
                        report("<\(name)> needs a name attribute", at: tagStart(contentStart))
                        return true
                    }
                    element = (kind, resourceName, attributes["translatable"] != "false", contentStart)
                    text = ""
                    items = [:]
                } else if depth == 3, element?.kind == "plurals", name == "item" {
                    item = (attributes["quantity"] ?? "", contentStart)
                    text = ""
                }
            case .text(let characters):
                if element != nil { text += characters }
            case .end(let name):
                if depth == 3, element?.kind == "plurals", name == "item", let open = item {
                    items[open.quantity] = (text, open.position)
                    item = nil
                } else if depth == 2, let open = element {
                    finish(open)
                    element = nil
                }
                depth -= 1
            }
            return true
        }

        private mutating func finish(_ open: (kind: String, name: String, translatable: Bool, position: TextPosition)) {
            var raw: (text: String, position: TextPosition)
            if open.kind == "plurals" {
                guard let chosen = ["other", "one"].compactMap({ items[$0] }).first ?? items.keys.sorted().first.flatMap({ items[$0] }) else { return }
                raw = chosen
            } else {
                raw = (text, open.position)
            }
            // aapt2 drops leading whitespace, so the text starts at the first character that is not.
            if raw.text.unicodeScalars.first?.properties.isWhitespace == true {
                raw.position = lines.skippingWhitespace(from: raw.position)
            }
            let value = AndroidStringText(decoding: raw.text)
            if value.hasUnescapedApostrophe {
                report("unescaped apostrophe in string '\(open.name)'; Android needs \\' or the text in double quotes", at: apostrophe(from: raw.position))
            }
            strings.append(AndroidString(name: open.name, value: value, position: raw.position, isTranslatable: open.translatable))
        }

        private mutating func report(_ message: String, at position: TextPosition) {
            let id = message.hasPrefix("unescaped") ? "translation.syntax" : "translation.structure"
            diagnostics.append(.error(id, message, at: position.location(in: source.path)))
        }

        /// The `<` of the start tag whose content starts at `contentStart`.
        private mutating func tagStart(_ contentStart: TextPosition) -> TextPosition {
            lines.lastOccurrence(of: "<", atOrBefore: TextPosition(line: contentStart.line, column: contentStart.column - 1)) ?? contentStart
        }

        /// The first apostrophe aapt2 would refuse, scanning the source from the text's start
        /// to the next tag; the text's start when it is not found there (an `&apos;`).
        private mutating func apostrophe(from start: TextPosition) -> TextPosition {
            var position = start
            var quoted = false
            var escaped = false
            for _ in 0..<200 {
                let rest = lines.rest(of: position)
                for (offset, scalar) in rest.enumerated() {
                    if escaped {
                        escaped = false
                    } else if scalar == "\\" {
                        escaped = true
                    } else if scalar == "\"" {
                        quoted.toggle()
                    } else if scalar == "<" {
                        return start
                    } else if scalar == "'" && !quoted {
                        return TextPosition(line: position.line, column: position.column + offset)
                    }
                }
                guard position.line < lines.count else { return start }
                position = TextPosition(line: position.line + 1, column: 1)
            }
            return start
        }
    }
}
