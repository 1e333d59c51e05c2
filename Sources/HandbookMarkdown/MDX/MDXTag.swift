/// One JSX tag as written: `<DoDont>`, `</DoDont>`, `<Meta title="Button" />`, `<>`.
struct MDXTag {
    /// An attribute's value as written.
    enum Value {
        /// `open`: no value.
        case bare
        /// `title="Button"` or `title='Button'`.
        case text(String)
        /// `status={frontmatter.status}`: the expression between the braces.
        case expression(String)
    }

    /// The name; empty for a fragment (`<>`, `</>`).
    var name: String
    var attributes: [(name: String, value: Value)] = []
    var isClosing = false
    var isSelfClosing = false
    /// The index after the tag's `>`.
    var end: Int

    /// What reading a `<` found.
    enum Reading {
        /// A tag.
        case tag(MDXTag)
        /// Not a tag: the `<` is text (`a < b`, an autolink).
        case text
        /// A tag the text ends inside.
        case unterminated
    }

    /// Reads the tag whose `<` is at `start`.
    static func read(_ bytes: [UInt8], at start: Int) -> Reading {
        var index = start + 1
        var tag = MDXTag(name: "", end: start)
        guard index < bytes.count else { return .text }
        if bytes[index] == UInt8(ascii: "/") {
            tag.isClosing = true
            index += 1
        }
        guard index < bytes.count else { return .unterminated }
        if bytes[index] == UInt8(ascii: ">") {
            tag.end = index + 1
            return .tag(tag)
        }
        guard MDXSyntax.isNameStart(bytes[index]) else { return .text }
        let nameStart = index
        while index < bytes.count, MDXSyntax.isNamePart(bytes[index]) { index += 1 }
        tag.name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        // `<https://…>` and `<name@example.com>` are autolinks, not tags.
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") || (bytes[index - 1] == UInt8(ascii: ":") && index < bytes.count && bytes[index] == UInt8(ascii: "/")) {
            return .text
        }
        while true {
            while index < bytes.count, MDXSyntax.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return .unterminated }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.end = index + 1
                return .tag(tag)
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count else { return .unterminated }
                guard bytes[index + 1] == UInt8(ascii: ">"), !tag.isClosing else { return .text }
                tag.isSelfClosing = true
                tag.end = index + 2
                return .tag(tag)
            }
            if byte == UInt8(ascii: "{") {
                // `{...props}`: nothing Handbook can read.
                guard let end = MDXSyntax.endOfBraces(bytes, from: index) else { return .unterminated }
                index = end
                continue
            }
            guard MDXSyntax.isNameStart(byte), !tag.isClosing else { return .text }
            let attributeStart = index
            while index < bytes.count, MDXSyntax.isNamePart(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
            var probe = index
            while probe < bytes.count, MDXSyntax.isSpace(bytes[probe]) { probe += 1 }
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: "=") else {
                tag.attributes.append((name, .bare))
                continue
            }
            probe += 1
            while probe < bytes.count, MDXSyntax.isSpace(bytes[probe]) { probe += 1 }
            guard probe < bytes.count else { return .unterminated }
            switch bytes[probe] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // JSX strings have no escapes: the value runs to the next quote of the same kind.
                guard let close = bytes[(probe + 1)...].firstIndex(of: bytes[probe]) else { return .unterminated }
                tag.attributes.append((name, .text(String(decoding: bytes[(probe + 1)..<close], as: UTF8.self))))
                index = close + 1
            case UInt8(ascii: "{"):
                guard let end = MDXSyntax.endOfBraces(bytes, from: probe) else { return .unterminated }
                tag.attributes.append((name, .expression(String(decoding: bytes[(probe + 1)..<(end - 1)], as: UTF8.self))))
                index = end
            default:
                return .text
            }
        }
    }
}
