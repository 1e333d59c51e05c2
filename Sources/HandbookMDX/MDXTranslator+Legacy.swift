import HandbookDiagnostics

/// MDX 1 spellings that MDX 3's compiler rejects (`MDXLegacySpelling`), read as MDX 1 read
/// them. Each is recognised only where MDX 3 would fail, so a page MDX 3 accepts reads the
/// same as before; each kind is reported once per file, at its first place.
extension MDXTranslator {
    /// Notes a legacy spelling at `position`; the first of each kind is the one reported.
    mutating func noteLegacy(_ spelling: MDXLegacySpelling, at position: Int) {
        guard legacyFound[spelling] == nil else { return }
        legacyFound[spelling] = location(of: position)
    }

    /// The findings, in the file's order, at the level site.yml asks for.
    var legacyDiagnostics: [Diagnostic] {
        legacyFound.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { $0.key.diagnostic(at: $0.value, level: legacy) }
    }

    /// A `<` in text that MDX 3 rejects and MDX 1 read: a comment (left out), a `<` before a
    /// digit or punctuation (the text `<`), an autolink (copied, for cmark to link). Reads
    /// nothing and returns false for anything else: a tag, or an error MDX 3 reports as one.
    mutating func legacyAngle(at start: Int) -> Bool {
        // The paragraph's end is looked for only after `<!--`: a line of many tags is read once.
        if bytes[start...].starts(with: Self.commentOpening), let end = commentEnd(at: start, limit: endOfParagraph(from: start)) {
            noteLegacy(.htmlComment, at: start)
            skip(to: end)
            return true
        }
        if isLegacyLessThan(at: start) {
            noteLegacy(.lessThan, at: start)
            // Escaped, since cmark would read `<?` or `<!x` as HTML.
            emit("\\")
            copyOne()
            return true
        }
        if let end = autolinkEnd(at: start) {
            noteLegacy(.autolink, at: start)
            emit(bytes[start..<end])
            index = end
            return true
        }
        return false
    }

    /// Whether a line starting with `<` at `start` holds a legacy spelling, and so is text
    /// rather than flow JSX (the text's reading says what it is).
    func startsLegacyText(at start: Int) -> Bool {
        commentEnd(at: start, limit: bytes.count) != nil || isLegacyLessThan(at: start) || autolinkEnd(at: start) != nil
    }

    /// A line that is an HTML comment, over as many lines as it runs (as a CommonMark HTML
    /// block runs to its `-->`, blank lines and all): nothing on the page. False when
    /// anything but white space follows the comment on its last line (the line is then text).
    mutating func legacyCommentLine(at start: Int) throws(DiagnosticsError) -> Bool {
        guard let end = commentEnd(at: start, limit: bytes.count), isBlank(from: end) else { return false }
        try endParagraph()
        noteLegacy(.htmlComment, at: start)
        skip(to: end)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        endInputLine()
        return true
    }

    static let commentOpening: [UInt8] = Array("<!--".utf8)

    /// The end of the `-->` closing the comment that opens at `start`, when one opens there
    /// and closes before `limit`.
    func commentEnd(at start: Int, limit: Int) -> Int? {
        guard bytes[start...].starts(with: Self.commentOpening) else { return nil }
        let end = min(limit, bytes.count)
        var probe = start + Self.commentOpening.count
        while probe + 3 <= end {
            if bytes[probe] == UInt8(ascii: "-"), bytes[probe + 1] == UInt8(ascii: "-"), bytes[probe + 2] == UInt8(ascii: ">") { return probe + 3 }
            probe += 1
        }
        return nil
    }

    /// A `<` before a digit or ASCII punctuation (`<3`, `<=`, `<768px`), or at the end of the
    /// text: MDX 3 fails there (no tag's name starts so); MDX 1 read it as text. A `<` before
    /// a space, tab or line ending is text in MDX 3 too; other white space (U+2006, a
    /// no-break space) MDX 3 skips before the name, so what follows it decides. A letter,
    /// `/`, `>` or `!` starts MDX 3's reading.
    func isLegacyLessThan(at start: Int) -> Bool {
        var probe = start + 1
        if probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 || bytes[probe] == 0x0A || bytes[probe] == 0x0D { return false }
        while probe < bytes.count, bytes[probe] >= 0x80, case let (scalar?, length) = JSCharacters.scalar(in: bytes, at: probe, limit: bytes.count),
              scalar.properties.isWhitespace {
            probe += length
        }
        guard probe < bytes.count else { return true }
        let next = bytes[probe]
        if next >= 0x80 { return false }
        return !JSCharacters.isASCIIIdentifierStart(next) && next != UInt8(ascii: "/") && next != UInt8(ascii: ">") && next != UInt8(ascii: "!")
    }

    /// The end of a CommonMark autolink at `start` (`<https://…>`, `<name@example.com>`) that
    /// MDX 3 cannot read as a tag (`<svg:rect>` is one).
    func autolinkEnd(at start: Int) -> Int? {
        guard let end = Self.uriAutolinkEnd(in: bytes, at: start) ?? Self.emailAutolinkEnd(in: bytes, at: start) else { return nil }
        // Only whether MDX 3 reads a tag there matters, not what its problem would be.
        guard (try? MDXTag.read(bytes, at: start, resume: resumption(flow: false))) == nil else { return nil }
        return end
    }

    /// `<scheme:…>`: a scheme of 2 to 32 letters, digits, `+`, `.`, `-` starting with a letter,
    /// then anything but white space, controls, `<` and `>`.
    static func uriAutolinkEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var probe = start + 1
        guard probe < bytes.count, Self.isASCIILetter(bytes[probe]) else { return nil }
        while probe < bytes.count, Self.isASCIILetter(bytes[probe]) || (bytes[probe] >= 0x30 && bytes[probe] <= 0x39) || "+.-".utf8.contains(bytes[probe]) { probe += 1 }
        let schemeLength = probe - start - 1
        guard schemeLength >= 2, schemeLength <= 32, probe < bytes.count, bytes[probe] == UInt8(ascii: ":") else { return nil }
        probe += 1
        while probe < bytes.count, bytes[probe] > 0x20, bytes[probe] != 0x7F, bytes[probe] != UInt8(ascii: "<"), bytes[probe] != UInt8(ascii: ">") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: ">") else { return nil }
        return probe + 1
    }

    /// `<local@domain>`, as CommonMark's email autolink: the local part's characters, `@`,
    /// then labels of letters, digits and inner `-`, separated by `.`.
    static func emailAutolinkEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var probe = start + 1
        let localBytes = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
        while probe < bytes.count, Self.isASCIILetter(bytes[probe]) || (bytes[probe] >= 0x30 && bytes[probe] <= 0x39) || localBytes.contains(bytes[probe]) { probe += 1 }
        guard probe > start + 1, probe < bytes.count, bytes[probe] == UInt8(ascii: "@") else { return nil }
        probe += 1
        while true {
            let label = probe
            while probe < bytes.count, Self.isASCIILetter(bytes[probe]) || (bytes[probe] >= 0x30 && bytes[probe] <= 0x39) || bytes[probe] == UInt8(ascii: "-") { probe += 1 }
            guard probe > label, probe - label <= 63, bytes[label] != UInt8(ascii: "-"), bytes[probe - 1] != UInt8(ascii: "-") else { return nil }
            guard probe < bytes.count else { return nil }
            if bytes[probe] == UInt8(ascii: ">") { return probe + 1 }
            guard bytes[probe] == UInt8(ascii: ".") else { return nil }
            probe += 1
        }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether the `{` at `start`, which MDX 3 cannot read, is MDX 1 text: its expression is
    /// never closed or not JavaScript, rather than past what Handbook reads.
    func startsLegacyBrace(at start: Int, flow: Bool) -> Bool {
        let extent = flow ? bytes.count : endOfParagraph(from: start)
        guard closesBrace(after: start, before: extent) else { return true }
        do {
            _ = try JSParser.endOfExpression(in: bytes, at: start, resume: resumption(flow: flow))
            return false
        } catch {
            return !error.isLimit
        }
    }

    /// A `{` in text that starts no expression MDX 3 can read (`{color: red}`, a `{` never
    /// closed): the text `{`, as MDX 1 kept it.
    mutating func legacyBrace(at start: Int) {
        noteLegacy(.brace, at: start)
        emit("\\")
        copyOne()
    }
}

extension MDXTranslator {
    /// `{#id}` (MDX 1, `legacy`) or `{/* #id */}` (MDX 3) ending an ATX heading, as Docusaurus
    /// writes a heading's own id: kept for the walk and left out of the text. The id must be
    /// letters, digits, `-` and `_`, and nothing but white space may follow on the line.
    mutating func headingID(at start: Int, legacy: Bool) -> Bool {
        guard inHeading, !isDropping else { return false }
        guard let close = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == 0x0A }), bytes[close] == UInt8(ascii: "}"),
              isBlank(from: close + 1) else { return false }
        var inner = String(decoding: bytes[(start + 1)..<close], as: UTF8.self).trimmingSpaces()
        if !legacy {
            guard inner.hasPrefix("/*"), inner.hasSuffix("*/"), inner.count >= 4 else { return false }
            inner = String(inner.dropFirst(2).dropLast(2)).trimmingSpaces()
        }
        guard inner.hasPrefix("#") else { return false }
        let id = inner.dropFirst()
        guard !id.isEmpty, id.utf8.allSatisfy({ Self.isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else { return false }
        translation.headingIDs[columns.outputLineStarts.count] = String(id)
        if legacy {
            noteLegacy(.headingID, at: start)
            skip(to: close + 1)
        }
        return true
    }
}
