/// The small pieces of JavaScript and JSX syntax the MDX translation must step over without
/// understanding them: balanced braces with the strings, template literals and comments in
/// them, and tag names. Each is one forward pass over bytes, iterative, so nesting costs no
/// stack.
enum MDXSyntax {
    /// Where the expression opened by the `{` at `start` ends (the index after its `}`), or
    /// `nil` when the text ends first. Braces inside strings, template literals (and their
    /// `${…}`) and comments do not count.
    static func endOfBraces(_ bytes: [UInt8], from start: Int) -> Int? {
        enum Mode { case code, template }
        var modes: [Mode] = [.code]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            switch modes[modes.count - 1] {
            case .template:
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "`") {
                    modes.removeLast()
                } else if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                    modes.append(.code)
                    index += 1
                }
            case .code:
                switch byte {
                case UInt8(ascii: "{"):
                    modes.append(.code)
                case UInt8(ascii: "}"):
                    modes.removeLast()
                    if modes.isEmpty { return index + 1 }
                case UInt8(ascii: "`"):
                    modes.append(.template)
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard let end = endOfQuote(bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    guard let end = find(Array("*/".utf8), in: bytes, from: index + 2) else { return nil }
                    index = end + 2
                    continue
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }

    /// The index after the closing quote of the string opened at `start`.
    static func endOfQuote(_ bytes: [UInt8], from start: Int) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The first index of `needle` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a JSX name may start with `byte`.
    static func isNameStart(_ byte: UInt8) -> Bool {
        byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// Whether a JSX name (or an attribute's) may go on with `byte`: `Layout.Section`, `aria-label`, `xlink:href`.
    static func isNamePart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
