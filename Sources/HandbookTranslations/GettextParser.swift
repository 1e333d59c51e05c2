import Foundation
import HandbookDiagnostics

/// One message of a `.po` file.
package struct GettextMessage: Equatable {
    package var context: String?
    package var id: String?
    package var idPlural: String?
    /// `msgstr` (as 0) or `msgstr[N]`: the text, and where its first non-empty string starts.
    package var translations: [Int: Text] = [:]
    package var isFuzzy = false
    /// Where the message's first keyword is.
    package var position = TextPosition.start
    /// A syntax error inside it was reported; it is dropped.
    package var isBroken = false

    /// A translated text and its position.
    package struct Text: Equatable {
        var value: String
        var position: TextPosition
    }

    package var isEmpty: Bool { context == nil && id == nil }
}

/// Reads a gettext `.po` file line by line: `msgctxt`, `msgid`, `msgid_plural`, `msgstr`,
/// `msgstr[N]`, each followed by strings that continue on the following lines and are
/// concatenated; `#,` flags (`fuzzy`); other comments and obsolete `#~` messages skipped.
/// A malformed line is reported and its message dropped; reading goes on with the next.
package struct GettextParser {
    private let path: String
    private(set) var messages: [GettextMessage] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var current = GettextMessage()
    /// The field a continuation string adds to.
    private var field: Field?

    private enum Field {
        case context, id, idPlural, translation(Int)
    }

    private init(path: String) {
        self.path = path
    }

    package static func parse(_ source: SourceText) -> (messages: [GettextMessage], diagnostics: [Diagnostic]) {
        var parser = GettextParser(path: source.path)
        // Split by scalar: "\r\n" is a single Character and would not split on "\n".
        for (offset, line) in source.text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var scalars = Array(line)
            if scalars.last == "\r" { scalars.removeLast() }
            parser.read(scalars, line: offset + 1)
        }
        parser.finishMessage()
        return (parser.messages, parser.diagnostics)
    }

    private mutating func read(_ line: [Unicode.Scalar], line number: Int) {
        guard let start = line.firstIndex(where: { $0 != " " && $0 != "\t" }) else {
            finishMessage()
            return
        }
        let position = TextPosition(line: number, column: start + 1)
        switch line[start] {
        case "#":
            // A comment starts the next message.
            finishMessage()
            if start + 1 < line.count, line[start + 1] == "," {
                let flags = String(String.UnicodeScalarView(line[(start + 2)...])).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if flags.contains("fuzzy") { current.isFuzzy = true }
            }
        case "\"":
            guard let field else {
                fail("a string must follow a keyword (msgid, msgstr…)", at: position)
                return
            }
            readStrings(line, from: start, into: field, line: number)
        default:
            readKeyword(line, from: start, line: number)
        }
    }

    private mutating func readKeyword(_ line: [Unicode.Scalar], from start: Int, line number: Int) {
        var index = start
        while index < line.count, line[index].properties.isAlphabetic || line[index] == "_" { index += 1 }
        let name = String(String.UnicodeScalarView(line[start..<index]))
        let position = TextPosition(line: number, column: start + 1)
        var plural: Int?
        if index < line.count, line[index] == "[" {
            let digits = line[(index + 1)...].prefix { $0.isASCII && $0.properties.numericType != nil }
            guard name == "msgstr", !digits.isEmpty, index + 1 + digits.count < line.count, line[index + 1 + digits.count] == "]",
                  let value = Int(String(String.UnicodeScalarView(digits))) else {
                fail("a plural form is written msgstr[N]", at: position)
                return
            }
            plural = value
            index += digits.count + 2
        }
        switch name {
        case "msgctxt":
            finishMessage()
            begin(at: position)
            current.context = ""
            field = .context
        case "msgid":
            if current.id != nil { finishMessage() }
            begin(at: position)
            current.id = ""
            field = .id
        case "msgid_plural":
            guard current.id != nil, current.translations.isEmpty else {
                fail("msgid_plural must follow a msgid", at: position)
                return
            }
            current.idPlural = ""
            field = .idPlural
        case "msgstr":
            guard current.id != nil else {
                fail("msgstr has no msgid before it", at: position)
                return
            }
            field = .translation(plural ?? 0)
        default:
            fail("unknown keyword '\(name.isEmpty ? String(line[start]) : name)'; expected msgctxt, msgid, msgid_plural or msgstr", at: position)
            return
        }
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        guard index < line.count, line[index] == "\"", let field else {
            fail("expected a string in double quotes after \(name)", at: TextPosition(line: number, column: index + 1))
            return
        }
        readStrings(line, from: index, into: field, line: number)
    }

    /// Reads the string at `start` and adds it to `field`; only spaces may follow it.
    private mutating func readStrings(_ line: [Unicode.Scalar], from start: Int, into field: Field, line number: Int) {
        switch GettextStringLiteral.read(line, from: start) {
        case .failure(let failure):
            fail(failure.message, at: TextPosition(line: number, column: failure.index + 1))
        case .success(let (value, end)):
            var rest = end
            while rest < line.count, line[rest] == " " || line[rest] == "\t" { rest += 1 }
            guard rest == line.count else {
                fail("unexpected text after the string; each string goes on a line of its own", at: TextPosition(line: number, column: rest + 1))
                return
            }
            append(value, to: field, at: TextPosition(line: number, column: start + 1))
        }
    }

    private mutating func append(_ value: String, to field: Field, at position: TextPosition) {
        switch field {
        case .context: current.context = (current.context ?? "") + value
        case .id: current.id = (current.id ?? "") + value
        case .idPlural: current.idPlural = (current.idPlural ?? "") + value
        case .translation(let index):
            if let existing = current.translations[index] {
                // The place of a translation is its first non-empty string: `msgstr ""` is
                // often followed by the text on the next lines.
                current.translations[index] = GettextMessage.Text(value: existing.value + value, position: existing.value.isEmpty && !value.isEmpty ? position : existing.position)
            } else {
                current.translations[index] = GettextMessage.Text(value: value, position: position)
            }
        }
    }

    private mutating func begin(at position: TextPosition) {
        if current.isEmpty { current.position = position }
    }

    private mutating func fail(_ message: String, at position: TextPosition) {
        diagnostics.append(.error("translation.syntax", message, at: position.location(in: path)))
        if !current.isEmpty { current.isBroken = true }
        field = nil
    }

    /// Ends the message being read: kept when whole, reported when it lacks a part.
    private mutating func finishMessage() {
        guard !current.isEmpty else { return }
        defer {
            current = GettextMessage()
            field = nil
        }
        guard !current.isBroken else { return }
        if current.id == nil {
            diagnostics.append(.error("translation.syntax", "msgctxt has no msgid after it", at: current.position.location(in: path)))
        } else if current.translations.isEmpty {
            diagnostics.append(.error("translation.syntax", "msgid has no msgstr", at: current.position.location(in: path)))
        } else {
            messages.append(current)
        }
    }
}
