/// What makes a finding the same finding from one run to the next, for baselines
/// (`handbook check --baseline`) and SARIF's `partialFingerprints`: its rule, its file and
/// its subject — the contexts in brackets (`[dark]`, `[de]`, `[android]`), the tokens
/// (`{color.text.secondary}`), the quoted labels and names (`'Bewertungen'`) and the
/// characters (`U+0E01`) its message names — never its line or column, nor the numbers a
/// measurement gives (a ratio, a width), which move when a file above it is edited or a
/// font changes while the finding stays the same.
public struct FindingFingerprint: Sendable, Hashable, Comparable {
    public var rule: String
    /// The file as findings name it (relative to where `check` runs); empty for none.
    public var file: String
    public var subject: String

    public init(rule: String, file: String, subject: String) {
        self.rule = rule
        self.file = file
        self.subject = subject
    }

    public init(_ diagnostic: Diagnostic) {
        self.init(rule: diagnostic.id, file: diagnostic.location?.file ?? "", subject: Self.subject(of: diagnostic.message))
    }

    /// Sixteen hex digits of a hash of the three parts, the same in every process.
    public var hash: String {
        var hasher = StableHasher()
        hasher.combine("handbook-finding/1")
        hasher.combine(rule)
        hasher.combine(file)
        hasher.combine(subject)
        let value = hasher.finalize()
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }

    public static func < (lhs: FindingFingerprint, rhs: FindingFingerprint) -> Bool {
        (lhs.file, lhs.rule, lhs.subject) < (rhs.file, rhs.rule, rhs.subject)
    }

    /// The parts of `message` that name what the finding is about, in order, joined by
    /// spaces; a message naming nothing is its own subject with every number masked
    /// (`invalid JSON: expected ',' at #`).
    package static func subject(of message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        var parts: [String] = []
        var index = 0
        // Contexts lead the message: `[android] [de] …`.
        while index < scalars.count, scalars[index] == "[" {
            guard let close = scalars[index...].firstIndex(of: "]") else { break }
            parts.append(String(String.UnicodeScalarView(scalars[index...close])))
            index = close + 1
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", let close = scalars[index...].firstIndex(of: "}") {
                parts.append(String(String.UnicodeScalarView(scalars[index...close])))
                index = close + 1
            } else if let closing = Self.closingQuote(scalar), index == 0 || !Self.isWordScalar(scalars[index - 1]),
                      let close = Self.closing(closing, in: scalars, after: index) {
                parts.append(String(String.UnicodeScalarView(scalars[index...close])))
                index = close + 1
            } else if scalar == "U", index + 2 < scalars.count, scalars[index + 1] == "+", scalars[index + 2].properties.isASCIIHexDigit {
                var end = index + 2
                while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
                parts.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
            } else {
                index += 1
            }
        }
        if !parts.isEmpty { return parts.joined(separator: " ") }
        var masked = ""
        var inNumber = false
        for scalar in message.unicodeScalars {
            if scalar.properties.numericType != nil || (inNumber && scalar == ".") {
                if !inNumber { masked += "#" }
                inNumber = true
            } else {
                inNumber = false
                masked.unicodeScalars.append(scalar)
            }
        }
        return masked
    }

    /// The quote that closes one opened by `scalar`, if it opens a quotation.
    private static func closingQuote(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "'": "'"
        case "\u{2018}": "\u{2019}"
        case "\u{201C}": "\u{201D}"
        default: nil
        }
    }

    /// Where a quotation opened at `start` closes: the next `quote` not followed by a letter
    /// (so the apostrophe of "Don't" inside a label does not end it).
    private static func closing(_ quote: Unicode.Scalar, in scalars: [Unicode.Scalar], after start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == quote, index + 1 == scalars.count || !isWordScalar(scalars[index + 1]) { return index }
            index += 1
        }
        return nil
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
