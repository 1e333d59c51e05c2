import HandbookDiagnostics

extension MDXTranslator {
    /// `<Code>`: a code block from its `code` attribute (a string, or Polaris's object with
    /// `code` and `className`) or from its children as written (a template literal's text, or
    /// the lines themselves). The language comes from `className="language-x"`, `language` or `lang`.
    mutating func code(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) throws(DiagnosticsError) {
        var language = ""
        var text: String?
        for (name, value) in tag.attributes {
            let literal: MDXLiteral
            switch value {
            case .bare: continue
            case .text(let written): literal = .string(written)
            case .expression(let source): literal = MDXLiteral.parse(Substring(source))
            }
            switch name.lowercased() {
            case "code":
                if case .string(let written) = literal { text = written }
                if let written = literal["code"]?.text { text = written }
                if let className = literal["className"]?.text { language = Self.language(fromClass: className) }
            case "classname", "language", "lang":
                language = literal.text.map(Self.language(fromClass:)) ?? language
            default: break
            }
        }
        if !tag.isSelfClosing {
            guard let children = rawChildren(of: tag.name) else {
                throw error("<\(tag.name)> is never closed", at: location,
                            explanation: "Close it with </\(tag.name)>, or write it as <\(tag.name) /> when it has no children.")
            }
            let written = String(decoding: children, as: UTF8.self)
            let trimmed = written.trimmingSpaces()
            if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), case .string(let literal) = MDXLiteral.parse(Substring(trimmed.dropFirst().dropLast())) {
                text = literal
            } else if !trimmed.isEmpty {
                text = written
            }
            skip(to: index + children.count)
            // Past `</NAME`, to its `>`.
            if let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) { skip(to: end + 1) }
        }
        guard let code = text, !isDropping else { return }
        let lines = Self.dedented(code)
        if isBlock {
            startBlockLine()
            let fence = String(repeating: "`", count: max(3, Self.longestRun(of: "`", in: code) + 1))
            output += Array("\(fence)\(language)".utf8)
            for codeLine in lines {
                newOutputLine()
                output += Array(codeLine.utf8)
            }
            newOutputLine()
            output += Array(fence.utf8)
            outputLineHasContent = true
        } else {
            let ticks = String(repeating: "`", count: Self.longestRun(of: "`", in: code) + 1)
            output += Array("\(ticks) \(lines.joined(separator: " ")) \(ticks)".utf8)
        }
    }

    /// `language-jsx` → `jsx`; `Sass` → `sass`.
    static func language(fromClass className: String) -> String {
        let word = className.split(separator: " ").first.map(String.init) ?? ""
        return (word.hasPrefix("language-") ? String(word.dropFirst("language-".count)) : word).lowercased()
    }

    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var run = 0
        for each in text {
            run = each == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The code's lines without blank lines at either end and without their common indentation.
    static func dedented(_ code: String) -> [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        while let first = lines.first, first.trimmingSpaces().isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingSpaces().isEmpty { lines.removeLast() }
        let indent = lines.filter { !$0.trimmingSpaces().isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }
}
