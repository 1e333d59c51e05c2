import HandbookDiagnostics

/// Where and why a file is not well-formed XML, in words rather than libxml2's numbers.
package struct XMLSyntaxError: Error, Sendable, Equatable {
    package var message: String
    package var position: TextPosition

    package init(message: String, position: TextPosition) {
        self.message = message
        self.position = position
    }

    /// Explains libxml2 error `code` (XMLParser passes libxml2's `xmlParserErrors` numbers
    /// through; corelibs' `XMLParser.ErrorCode` names are one off from them, so the numbers are
    /// used), moving the position from where libxml2 noticed the problem to where it is
    /// when that is clear: the `</` of a mismatched closing tag, the `&` of a bad entity.
    package init(code: Int, reportedAt reported: TextPosition, openElements: [(name: String, position: TextPosition)], text: String) {
        let lines = TextLines(text)
        position = reported
        switch code {
        case 5, 77:
            if let open = openElements.last {
                message = "the file ends before <\(open.name)> (line \(open.position.line)) is closed"
            } else {
                message = "unexpected content after the root element"
            }
        case 76:
            // libxml2 stands just past the closing tag's '>', which may be the next tag's '<'.
            let found = lines.lastOccurrence(of: "<", atOrBefore: TextPosition(line: reported.line, column: reported.column - 1))
            let name = found.map { String(String.UnicodeScalarView(lines.rest(of: $0).dropFirst(2).prefix { $0 != ">" && !$0.properties.isWhitespace })) } ?? "?"
            position = found ?? reported
            if let open = openElements.last {
                message = "closing tag </\(name)> does not match <\(open.name)> opened on line \(open.position.line)"
            } else {
                message = "closing tag </\(name)> has no opening tag"
            }
        case 26, 23, 22:
            let ampersand = lines.lastOccurrence(of: "&", atOrBefore: reported, lineLimit: 0)
            position = ampersand ?? reported
            let reference = ampersand.map { String(String.UnicodeScalarView(lines.rest(of: $0).prefix { $0 != ";" && !$0.properties.isWhitespace && $0 != "<" }.prefix(40))) } ?? "&"
            switch code {
            case 26: message = "unknown entity '\(reference);' (XML knows &amp; &lt; &gt; &quot; &apos;; write a lone & as &amp;)"
            case 23: message = "entity '\(reference)' is missing its ';'"
            default: message = "'&' must be written &amp;"
            }
        case 68 where lines.scalar(at: TextPosition(line: reported.line, column: reported.column - 1)) == "&":
            position = TextPosition(line: reported.line, column: reported.column - 1)
            message = "'&' must be written &amp;"
        default:
            message = Self.messages[code] ?? "malformed XML (libxml2 error \(code))"
        }
        message = "invalid XML: " + message
    }

    private static let messages: [Int: String] = [
        3: "the file does not start like an XML document",
        4: "the file holds no element",
        6: "invalid hexadecimal character reference",
        7: "invalid decimal character reference",
        8: "invalid character reference",
        9: "a character XML does not allow",
        38: "'<' cannot be inside an attribute value; write &lt;",
        39: "an attribute value must be in quotes",
        40: "an attribute value is not closed",
        41: "an attribute needs a value",
        42: "an attribute appears twice on one element",
        45: "a comment is not closed with -->",
        57: "the XML declaration is not closed with ?>",
        63: "a CDATA section is not closed with ]]>",
        64: "the XML declaration <?xml …?> must be the very first thing in the file",
        65: "a space is required here",
        68: "a name is required here",
        73: "'>' expected to close the tag",
        74: "'</' expected",
        80: "'--' is not allowed inside a comment",
        85: "elements are not properly nested",
        86: "extra content after the root element",
        89: "entities expand in a loop or too far",
    ]
}
