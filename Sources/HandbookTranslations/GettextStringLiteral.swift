import HandbookDiagnostics

/// A C-like string literal of a `.po` file: `"…"` on one line, with gettext's escapes
/// (`\n \t \r \a \b \f \v \\ \" \' \?`, octal `\ooo`, hexadecimal `\xhh`).
package enum GettextStringLiteral {
    /// Why a literal could not be read, and the index of the scalar at fault.
    package struct Failure: Error, Equatable {
        var message: String
        var index: Int
    }

    /// Reads the literal whose opening quote is at `start`; returns its value and the index
    /// just past its closing quote.
    package static func read(_ line: [Unicode.Scalar], from start: Int) -> Result<(value: String, end: Int), Failure> {
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < line.count {
            let scalar = line[index]
            switch scalar {
            case "\"":
                return .success((String(value), index + 1))
            case "\\":
                guard index + 1 < line.count else {
                    return .failure(Failure(message: "string is not closed: the line ends before its closing '\"'", index: start))
                }
                switch escape(in: line, at: index) {
                case .success(let (escaped, next)):
                    value.append(escaped)
                    index = next
                case .failure(let failure):
                    return .failure(failure)
                }
            default:
                value.append(scalar)
                index += 1
            }
        }
        return .failure(Failure(message: "string is not closed: the line ends before its closing '\"'", index: start))
    }

    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
        "\\": "\\", "\"": "\"", "'": "'", "?": "?",
    ]

    /// The escape at `backslash`: the scalar it stands for and the index after it.
    private static func escape(in line: [Unicode.Scalar], at backslash: Int) -> Result<(Unicode.Scalar, Int), Failure> {
        let letter = line[backslash + 1]
        if let simple = simpleEscapes[letter] { return .success((simple, backslash + 2)) }
        if let (value, end) = number(in: line, from: backslash + 1, radix: 8, maximumDigits: 3) {
            return .success((Unicode.Scalar(value) ?? "\u{FFFD}", end))
        }
        if letter == "x", let (value, end) = number(in: line, from: backslash + 2, radix: 16, maximumDigits: 8) {
            return .success((Unicode.Scalar(value) ?? "\u{FFFD}", end))
        }
        return .failure(Failure(message: "unknown escape '\\\(letter)' in a string", index: backslash))
    }

    private static func number(in line: [Unicode.Scalar], from start: Int, radix: UInt32, maximumDigits: Int) -> (UInt32, Int)? {
        var value: UInt32 = 0
        var index = start
        while index < line.count, index - start < maximumDigits, line[index].isASCII, let digit = UInt32(String(line[index]), radix: Int(radix)) {
            value = value &* radix &+ digit
            index += 1
        }
        return index > start ? (value, index) : nil
    }
}
