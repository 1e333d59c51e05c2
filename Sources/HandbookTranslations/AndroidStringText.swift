import HandbookDiagnostics

/// The text of an Android string resource as the app shows it, by aapt2's rules: outside
/// double quotes a run of whitespace is one space and the ends are trimmed; an unescaped
/// `"` opens or closes a quoted run and is dropped; `\n`, `\t` and `\uXXXX` are a newline,
/// a tab and that character, and any other escaped character (`\'`, `\"`, `\@`, `\?`, `\\`)
/// is itself. Markup (`<b>`, `<xliff:g>`) has already been flattened to its text.
package struct AndroidStringText: Equatable {
    package var text: String
    /// The value is a resource reference (`@string/other`) or theme attribute (`?attr/x`), not text.
    package var reference: String?
    /// An apostrophe outside quotes without a backslash, which aapt2 refuses.
    package var hasUnescapedApostrophe = false

    package init(decoding raw: String) {
        var output = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        var quoted = false
        var pendingSpace = false
        var first = true
        var startsWithReferenceSign = false
        text = ""
        while let scalar = scalars.next() {
            if !quoted, scalar.isASCII, scalar.properties.isWhitespace {
                pendingSpace = !output.isEmpty
                continue
            }
            if first {
                startsWithReferenceSign = scalar == "@" || scalar == "?"
                first = false
            }
            if scalar == "\"" {
                quoted.toggle()
                continue
            }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else { break }
                switch escaped {
                case "n": output.append("\n")
                case "t": output.append("\t")
                case "u": output.append(Self.unicodeEscape(&scalars))
                default: output.append(escaped)
                }
            case "'" where !quoted:
                hasUnescapedApostrophe = true
                output.append(scalar)
            default:
                output.append(scalar)
            }
        }
        let value = String(output)
        if startsWithReferenceSign {
            reference = value
        } else {
            text = value
        }
    }

    /// Up to four hex digits after `\u`; aapt2 takes what hex digits there are.
    private static func unicodeEscape(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar {
        var value: UInt32 = 0
        var lookahead = scalars
        for _ in 0..<4 {
            guard let next = lookahead.next(), next.isASCII, let digit = UInt32(String(next), radix: 16) else { break }
            value = value << 4 | digit
            scalars = lookahead
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
