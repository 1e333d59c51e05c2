import HandbookDiagnostics

/// Block quotes and list items, followed line by line as CommonMark has them, so that a tag
/// or an expression in one is read in it (`> <Note>text</Note>`), a component indented under
/// a list item stays in the item, and a tag or expression that runs over several lines
/// skips each line's container prefix as micromark does. The translation writes each
/// container's prefix itself (`> `, the item's indentation), so the lines it adds for
/// markers sit in the same container for cmark.
extension MDXTranslator {
    /// A place on the line being read: the byte, and the column there in the file and in the translation.
    struct Cursor {
        var position: Int
        var column: Int
        var outputColumn: Int
    }

    /// Where the line goes on after `container`'s prefix, when it continues it.
    func continuation(of container: Container, from cursor: Cursor) -> Cursor? {
        Self.continuation(of: container, from: cursor, in: bytes)
    }

    static func continuation(of container: Container, from cursor: Cursor, in bytes: [UInt8]) -> Cursor? {
        var cursor = cursor
        switch container.kind {
        case .quote:
            var spaces = 0
            while spaces < 3, cursor.position < bytes.count, bytes[cursor.position] == 0x20 {
                cursor.position += 1
                spaces += 1
            }
            guard cursor.position < bytes.count, bytes[cursor.position] == UInt8(ascii: ">") else { return nil }
            cursor.position += 1
            cursor.column += spaces + 1
            if cursor.position < bytes.count, bytes[cursor.position] == 0x20 || bytes[cursor.position] == 0x09 {
                cursor.position += 1
                cursor.column += 1
            }
            cursor.outputColumn += 2
            return cursor
        case .item:
            if isBlank(from: cursor.position, in: bytes) { return cursor }
            while cursor.column < container.inputColumn, cursor.position < bytes.count, bytes[cursor.position] == 0x20 || bytes[cursor.position] == 0x09 {
                cursor.column += bytes[cursor.position] == 0x09 ? 4 - cursor.column % 4 : 1
                cursor.position += 1
            }
            guard cursor.column >= container.inputColumn else { return nil }
            cursor.outputColumn = container.outputColumn
            return cursor
        }
    }

    /// Writes the prefix of the first `count` containers (`> `, an item's indentation) at the start of an output line.
    mutating func writePrefix(_ count: Int) {
        var column = 0
        for container in containers.prefix(count) {
            switch container.kind {
            case .quote:
                output += [UInt8(ascii: ">"), 0x20]
                column += 2
            case .item:
                if container.outputColumn > column { output += Array(repeating: 0x20, count: container.outputColumn - column) }
                column = max(column, container.outputColumn)
            }
        }
    }

    /// Closes the containers after the first `count`: the paragraph in them ends, and an
    /// element opened in one must have closed in it.
    mutating func closeContainers(to count: Int) throws(DiagnosticsError) {
        guard count < containers.count else { return }
        try endParagraph()
        // Elements opened in the containers that close are the last opened: at the top.
        if let open = stack.reversed().prefix(while: { $0.containerDepth > count }).first(where: { !$0.isPart }) {
            let what = containers[open.containerDepth - 1].kind == .quote ? "block quote" : "list item"
            misnested(error("<\(open.name)> is not closed before the end of its \(what)", at: open.location,
                            explanation: "Close <\(open.name)> inside the \(what) it starts in: give </\(open.name)> the same \(what == "block quote" ? "'>' prefix" : "indentation")."))
            while let last = stack.last, last.containerDepth > count { finish(stack.removeLast(), isBlock: last.isBlock) }
        }
        if let open = fence, open.containerDepth > count { fence = nil }
        containers.removeLast(containers.count - count)
    }

    /// A block quote marker or a list item marker at the cursor: the container is opened and
    /// its marker copied. Returns whether one started.
    mutating func startContainer(at cursor: inout Cursor) throws(DiagnosticsError) -> Bool {
        var probe = cursor.position
        var indent = 0
        while probe < bytes.count, bytes[probe] == 0x20, indent < 4 {
            probe += 1
            indent += 1
        }
        guard probe < bytes.count, indent < 4 else { return false }
        let byte = bytes[probe]
        if byte == UInt8(ascii: ">") {
            try endParagraph()
            emit(bytes[cursor.position..<(probe + 1)])
            var end = probe + 1
            var width = indent + 1
            if end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 {
                emit(bytes[end..<(end + 1)])
                end += 1
                width += 1
            }
            containers.append(Container(kind: .quote, inputColumn: cursor.column + width, outputColumn: cursor.outputColumn + width))
            cursor = Cursor(position: end, column: cursor.column + width, outputColumn: cursor.outputColumn + width)
            index = end
            return true
        }
        guard let marker = listMarker(at: probe) else { return false }
        // After the marker: its content's column (one to four spaces; one when more, or none follow).
        var spaces = 0
        var after = marker.end
        while after < bytes.count, bytes[after] == 0x20, spaces < 5 {
            after += 1
            spaces += 1
        }
        let isEmpty = isBlank(from: marker.end)
        if isEmpty || spaces > 4 {
            spaces = isEmpty ? 1 : 1
            after = min(marker.end + (isEmpty ? 0 : 1), bytes.count)
        } else if spaces == 0 {
            return false
        }
        if inParagraph && (isEmpty || (marker.ordered && marker.start != 1)) { return false }
        try endParagraph()
        emit(bytes[cursor.position..<after])
        let width = indent + (marker.end - probe) + spaces
        containers.append(Container(kind: .item, inputColumn: cursor.column + width, outputColumn: cursor.outputColumn + width))
        cursor = Cursor(position: after, column: cursor.column + width, outputColumn: cursor.outputColumn + width)
        index = after
        return true
    }

    /// A list item's marker: `-`, `*`, `+`, or up to nine digits and `.` or `)`; not a thematic break.
    func listMarker(at position: Int) -> (end: Int, ordered: Bool, start: Int)? {
        let byte = bytes[position]
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
            guard position + 1 >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position + 1]) else { return nil }
            if isThematicBreak(at: position) { return nil }
            // `-` under a paragraph is a setext underline.
            if inParagraph, byte == UInt8(ascii: "-"), isSetextUnderline(at: position) { return nil }
            return (position + 1, false, 0)
        }
        var end = position
        var value = 0
        while end < bytes.count, end - position < 9, JSCharacters.isDigit(bytes[end]) {
            value = value * 10 + Int(bytes[end] - 0x30)
            end += 1
        }
        guard end > position, end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")") else { return nil }
        end += 1
        guard end >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) else { return nil }
        return (end, true, value)
    }

    /// Whether the line from `position` holds only white space.
    func isBlank(from position: Int) -> Bool {
        Self.isBlank(from: position, in: bytes)
    }

    static func isBlank(from position: Int, in bytes: [UInt8]) -> Bool {
        var probe = position
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 || bytes[probe] == 0x0D { probe += 1 }
        return probe >= bytes.count || bytes[probe] == 0x0A
    }

    /// Whether a line whose content starts at `position` would end a paragraph rather than continue it.
    func interruptsParagraph(at position: Int) -> Bool {
        var probe = position
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        guard probe < bytes.count else { return false }
        let byte = bytes[probe]
        if byte == UInt8(ascii: ">") || isATXHeading(at: probe) || isThematicBreak(at: probe) || fenceOpening(at: probe) != nil { return true }
        if byte == UInt8(ascii: ":"), bytes[probe...].starts(with: [0x3A, 0x3A, 0x3A]) { return true }
        if let marker = listMarker(at: probe), !isBlank(from: marker.end), !marker.ordered || marker.start == 1 { return true }
        // A line of nothing but tags and expressions is flow JSX, which ends a paragraph.
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "{") { return isFlowLine(at: probe) }
        return false
    }

    /// Whether the line from `start` holds nothing but tags and expressions (read, not translated).
    func isFlowLine(at start: Int) -> Bool {
        var position = start
        var constructs = 0
        while true {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D { position += 1 }
            guard position < bytes.count, bytes[position] != 0x0A else { return constructs > 0 }
            guard let end = flowConstructEnd(at: position) else { return false }
            position = end
            constructs += 1
        }
    }

    /// Where the tag or expression at `position` ends; `nil` when there is none, or when it
    /// breaks the grammar — an error the line's reading for real reports, with its place.
    func flowConstructEnd(at position: Int) -> Int? {
        do {
            switch bytes[position] {
            case UInt8(ascii: "<"):
                guard case .tag(let tag) = try MDXTag.read(bytes, at: position, resume: resumption(flow: true)) else { return nil }
                return tag.end
            case UInt8(ascii: "{"):
                return try JSParser.endOfExpression(in: bytes, at: position, resume: resumption(flow: true))
            default:
                return nil
            }
        } catch {
            return nil
        }
    }

    func isATXHeading(at position: Int) -> Bool {
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: "#"), end - position < 7 { end += 1 }
        let level = end - position
        return level >= 1 && level <= 6 && (end >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]))
    }

    /// Three or more `*`, `-` or `_`, with spaces between, and nothing else.
    func isThematicBreak(at position: Int) -> Bool {
        guard position < bytes.count, [UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "_")].contains(bytes[position]) else { return false }
        let byte = bytes[position]
        var count = 0
        var probe = position
        while probe < bytes.count, bytes[probe] != 0x0A {
            if bytes[probe] == byte { count += 1 } else if bytes[probe] != 0x20 && bytes[probe] != 0x09 && bytes[probe] != 0x0D { return false }
            probe += 1
        }
        return count >= 3
    }

    /// `===` or `---` alone on a line (under a paragraph, a setext heading's underline).
    func isSetextUnderline(at position: Int) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") || bytes[position] == UInt8(ascii: "-") else { return false }
        let byte = bytes[position]
        var probe = position
        while probe < bytes.count, bytes[probe] == byte { probe += 1 }
        return isBlank(from: probe)
    }

    /// Where a construct that runs over the line ending at `newline` goes on: after the next
    /// line's container prefix. In flow, a line that does not continue the containers is an
    /// error (a lazy line); in text, it may continue the paragraph lazily, but a blank line
    /// ends the paragraph and so the construct.
    func resumption(flow: Bool) -> (Int) -> Int? {
        let containers = self.containers
        let bytes = self.bytes
        return { newline in
            var cursor = Cursor(position: newline + 1, column: 0, outputColumn: 0)
            for container in containers {
                guard let next = Self.continuation(of: container, from: cursor, in: bytes) else {
                    if flow { return nil }
                    return Self.isBlank(from: newline + 1, in: bytes) ? nil : newline + 1
                }
                cursor = next
            }
            if !flow && Self.isBlank(from: cursor.position, in: bytes) { return nil }
            return cursor.position
        }
    }
}
