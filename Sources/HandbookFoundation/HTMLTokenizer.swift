/// Finds the attributes of start tags in HTML source, byte by byte, following the states
/// of the WHATWG HTML tokenizer: tag open, tag name, attribute name, before/after it,
/// double-quoted, single-quoted and unquoted values, self-closing tags, comments (with the
/// abrupt `<!-->` and `<!--->` ends), bogus comments (`<!DOCTYPE …>`, `<?…>`, `</ x>`),
/// CDATA sections (ended by `]]>`, as in SVG and MathML, where they are valid), and the raw
/// text of `<script>`, `<style>`, `<textarea>`, `<title>` and the like, which holds no tags.
///
/// It reports what a browser would see as attributes, so `href="x"` inside a comment, a
/// script's string or an attribute value is not mistaken for one. The state between tags
/// carries over from one input to the next (a `<script>` may open in one HTML block and
/// close in another); an input that ends inside a tag ends that tag.
package struct HTMLTokenizer {
    /// One attribute of a start tag, placed in the input by byte offsets.
    package struct Attribute: Equatable {
        /// The element's name, ASCII-lowercased.
        package var tagName: String
        /// The attribute's name, ASCII-lowercased.
        package var name: String
        /// The value's bytes without its quotes; `nil` for an attribute written without `=`.
        package var value: Range<Int>?
        /// `"` or `'` around the value, or `nil` when it is unquoted.
        package var quote: UInt8?
    }

    package enum State: Equatable {
        case data, tagOpen, endTagOpen, tagName
        case beforeAttributeName, attributeName, afterAttributeName
        case beforeAttributeValue, attributeValueDoubleQuoted, attributeValueSingleQuoted, attributeValueUnquoted
        case afterAttributeValueQuoted, selfClosingStartTag
        case comment, commentEndBang, bogusComment, cdataSection
        /// Text of an element whose content is not markup, up to its end tag.
        case rawText
    }

    /// Where the tokenizer stands: between inputs, one of `data`, `comment`, `bogusComment`,
    /// `cdataSection` or `rawText`.
    package private(set) var state: State = .data
    /// The element whose raw text is being read, lowercased.
    private var rawTextElement: [UInt8] = []

    /// Elements whose content the tokenizer reads as text up to their end tag.
    package static let rawTextElements: Set<[UInt8]> = Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript",
                                                    "textarea", "title"].map { Array($0.utf8) })

    package init() {}

    /// Reads `bytes`, calling `body` with each start tag's attributes once the tag ends (the
    /// first of any repeated name only, since a browser ignores the rest).
    package mutating func scan(_ bytes: [UInt8], _ body: ([Attribute]) -> Void) {
        var tag = TagInProgress()
        var index = 0
        // Counts `-` before a possible comment end, or `]` before a possible CDATA end.
        var run = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .data:
                if byte == UInt8(ascii: "<") { state = .tagOpen }
            case .tagOpen:
                if byte.isASCIIAlpha {
                    tag = TagInProgress(isEndTag: false)
                    tag.name.append(byte.asciiLowercased)
                    state = .tagName
                } else if byte == UInt8(ascii: "/") {
                    state = .endTagOpen
                } else if byte == UInt8(ascii: "!") {
                    index = markupDeclaration(bytes, after: index, run: &run)
                    continue
                } else if byte == UInt8(ascii: "?") {
                    state = .bogusComment
                } else {
                    state = .data
                    continue
                }
            case .endTagOpen:
                if byte.isASCIIAlpha {
                    tag = TagInProgress(isEndTag: true)
                    tag.name.append(byte.asciiLowercased)
                    state = .tagName
                } else {
                    state = byte == UInt8(ascii: ">") ? .data : .bogusComment
                }
            case .tagName:
                if byte.isHTMLWhitespace {
                    state = .beforeAttributeName
                } else if byte == UInt8(ascii: "/") {
                    state = .selfClosingStartTag
                } else if byte == UInt8(ascii: ">") {
                    finish(&tag, body)
                } else {
                    tag.name.append(byte.asciiLowercased)
                }
            case .beforeAttributeName:
                if byte.isHTMLWhitespace { break }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterAttributeName
                    continue
                }
                // A `=` here starts a name (the spec's unexpected-equals-sign case).
                tag.startAttribute(byte)
                state = .attributeName
            case .attributeName:
                if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterAttributeName
                    continue
                } else if byte == UInt8(ascii: "=") {
                    state = .beforeAttributeValue
                } else {
                    tag.attributeName.append(byte.asciiLowercased)
                }
            case .afterAttributeName:
                if byte.isHTMLWhitespace { break }
                if byte == UInt8(ascii: "/") {
                    tag.endAttribute()
                    state = .selfClosingStartTag
                } else if byte == UInt8(ascii: "=") {
                    state = .beforeAttributeValue
                } else if byte == UInt8(ascii: ">") {
                    finish(&tag, body)
                } else {
                    tag.endAttribute()
                    tag.startAttribute(byte)
                    state = .attributeName
                }
            case .beforeAttributeValue:
                if byte.isHTMLWhitespace { break }
                if byte == UInt8(ascii: "\"") {
                    tag.valueStart = index + 1
                    tag.quote = byte
                    state = .attributeValueDoubleQuoted
                } else if byte == UInt8(ascii: "'") {
                    tag.valueStart = index + 1
                    tag.quote = byte
                    state = .attributeValueSingleQuoted
                } else if byte == UInt8(ascii: ">") {
                    finish(&tag, body)
                } else {
                    tag.valueStart = index
                    state = .attributeValueUnquoted
                }
            case .attributeValueDoubleQuoted, .attributeValueSingleQuoted:
                if byte == tag.quote {
                    tag.endAttribute(valueEnd: index)
                    state = .afterAttributeValueQuoted
                }
            case .attributeValueUnquoted:
                if byte.isHTMLWhitespace {
                    tag.endAttribute(valueEnd: index)
                    state = .beforeAttributeName
                } else if byte == UInt8(ascii: ">") {
                    tag.endAttribute(valueEnd: index)
                    finish(&tag, body)
                }
            case .afterAttributeValueQuoted:
                if byte.isHTMLWhitespace {
                    state = .beforeAttributeName
                } else if byte == UInt8(ascii: "/") {
                    state = .selfClosingStartTag
                } else if byte == UInt8(ascii: ">") {
                    finish(&tag, body)
                } else {
                    state = .beforeAttributeName
                    continue
                }
            case .selfClosingStartTag:
                if byte == UInt8(ascii: ">") {
                    finish(&tag, body)
                } else {
                    state = .beforeAttributeName
                    continue
                }
            case .comment:
                if byte == UInt8(ascii: "-") {
                    run += 1
                } else if byte == UInt8(ascii: ">") && run >= 2 {
                    state = .data
                } else if byte == UInt8(ascii: "!") && run >= 2 {
                    state = .commentEndBang
                } else {
                    run = 0
                }
            case .commentEndBang:
                // `--!>` ends a comment too; anything else goes back into it.
                state = byte == UInt8(ascii: ">") ? .data : .comment
                run = byte == UInt8(ascii: "-") ? 1 : 0
            case .bogusComment:
                if byte == UInt8(ascii: ">") { state = .data }
            case .cdataSection:
                if byte == UInt8(ascii: "]") {
                    run += 1
                } else if byte == UInt8(ascii: ">") && run >= 2 {
                    state = .data
                } else {
                    run = 0
                }
            case .rawText:
                if byte == UInt8(ascii: "<"), let end = rawTextEnd(bytes, at: index) {
                    // The end tag itself is read as a tag (its attributes, if any, are ignored).
                    state = .data
                    index = end
                    continue
                }
            }
            index += 1
        }
        // An input ends between tags: a tag cut off here is over, and reported.
        switch state {
        case .data, .comment, .commentEndBang, .bogusComment, .cdataSection, .rawText:
            break
        case .attributeValueDoubleQuoted, .attributeValueSingleQuoted, .attributeValueUnquoted:
            tag.endAttribute(valueEnd: bytes.count)
            finish(&tag, body)
            if state != .rawText { state = .data }
        case .tagOpen, .endTagOpen:
            state = .data
        default:
            finish(&tag, body)
            if state != .rawText { state = .data }
        }
    }

    /// After `<!`: a comment, a CDATA section or a bogus comment. Returns where to go on.
    private mutating func markupDeclaration(_ bytes: [UInt8], after index: Int, run: inout Int) -> Int {
        let rest = bytes[(index + 1)...]
        if rest.starts(with: "--".utf8) {
            state = .comment
            // `<!-->` and `<!--->` end at once: count the opening dashes as a run.
            run = 2
            return index + 3
        }
        if rest.starts(with: "[CDATA[".utf8) {
            state = .cdataSection
            run = 0
            return index + 8
        }
        state = .bogusComment
        return index + 1
    }

    /// If `</name` for the open raw-text element starts at `index` (followed by whitespace,
    /// `/` or `>`), where the tag after it ends.
    private func rawTextEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        let nameStart = index + 2
        let nameEnd = nameStart + rawTextElement.count
        guard nameEnd < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
              zip(bytes[nameStart..<nameEnd], rawTextElement).allSatisfy({ $0.asciiLowercased == $1 }) else { return nil }
        let next = bytes[nameEnd]
        guard next.isHTMLWhitespace || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else { return nil }
        var end = nameEnd
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        return min(end + 1, bytes.count)
    }

    /// Reports a finished start tag and moves to the state its element starts.
    private mutating func finish(_ tag: inout TagInProgress, _ body: ([Attribute]) -> Void) {
        tag.endAttribute()
        state = .data
        guard !tag.isEndTag else { return }
        let name = String(decoding: tag.name, as: UTF8.self)
        body(tag.attributes.map { Attribute(tagName: name, name: $0.name, value: $0.value, quote: $0.quote) })
        if Self.rawTextElements.contains(tag.name) {
            rawTextElement = tag.name
            state = .rawText
        }
        tag = TagInProgress()
    }
}

/// A tag being read: its name and the attributes so far.
private struct TagInProgress {
    package var isEndTag = false
    package var name: [UInt8] = []
    package var attributes: [(name: String, value: Range<Int>?, quote: UInt8?)] = []
    package var attributeName: [UInt8] = []
    package var valueStart: Int?
    package var quote: UInt8?
    private var inAttribute = false

    package init(isEndTag: Bool = false) {
        self.isEndTag = isEndTag
    }

    package mutating func startAttribute(_ first: UInt8) {
        attributeName = [first.asciiLowercased]
        valueStart = nil
        quote = nil
        inAttribute = true
    }

    /// Ends the attribute being read; `valueEnd` closes its value when it has one.
    package mutating func endAttribute(valueEnd: Int? = nil) {
        guard inAttribute else { return }
        inAttribute = false
        let name = String(decoding: attributeName, as: UTF8.self)
        let value = valueStart.flatMap { start in valueEnd.map { start..<max(start, $0) } }
        // A browser keeps the first of two attributes with one name.
        guard !attributes.contains(where: { $0.name == name }) else { return }
        attributes.append((name, value, quote))
    }
}

extension UInt8 {
    /// `A`–`Z` or `a`–`z`: what may start a tag name.
    package var isASCIIAlpha: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    package var asciiLowercased: UInt8 { (0x41...0x5A).contains(self) ? self + 0x20 : self }
    /// Tab, line feed, form feed, carriage return or space: HTML's ASCII whitespace.
    package var isHTMLWhitespace: Bool {
        self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D || self == 0x20
    }
}
