import HandbookDiagnostics
import HandbookMarkdown

/// Components whose text lives in their attributes (`<ResourceCard title="…" description="…"
/// href="…" />`): their text is written as Markdown inside a card, so its link is resolved
/// and checked like any other, and the page's twin and search keep the words.
extension MDXTranslator {
    /// Attributes that name the card, first found first.
    static let cardTitleAttributes = ["title", "heading", "label", "header"]
    /// Attributes that describe it, each a paragraph, in this order.
    static let cardTextAttributes = ["description", "summary", "subtitle", "text", "content", "caption", "body", "excerpt"]
    /// Attributes whose value the title links to.
    static let cardLinkAttributes = ["href", "to", "link", "url"]

    /// Writes `tag` as a card when an attribute holds text; returns false, having written
    /// nothing, when none does. A card with children keeps them after its text.
    mutating func openCard(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) -> Bool {
        let title = Self.cardTitleAttributes.compactMap { attributeText(tag, $0) }.first { !$0.trimmingSpaces().isEmpty }
        let texts = Self.cardTextAttributes.compactMap { attributeText(tag, $0) }.filter { !$0.trimmingSpaces().isEmpty }
        guard title != nil || !texts.isEmpty else { return false }
        let href = Self.cardLinkAttributes.compactMap { attributeText(tag, $0) }.first { !$0.isEmpty }
        let element = record(MDXElement(name: tag.name, role: .card, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                                        location: location, isBlock: isBlock))
        marker(element, opening: true, isBlock: isBlock)
        // A list item's paragraphs are kept tight by a hard break: a blank line would loosen the list.
        let inItem = containers.contains { $0.kind == .item }
        var first = true
        if isBlock { newOutputLine() }
        if let title {
            let text = Self.escapedMarkdown(title)
            emit("**" + (href.map { "[\(text)](<\(Self.angleSafe($0))>)" } ?? text) + "**")
            first = false
        }
        for text in texts {
            if !first { separateCardText(isBlock: isBlock, inItem: inItem) }
            emit(Self.escapedMarkdown(text))
            first = false
        }
        outputLineHasContent = true
        if tag.isSelfClosing {
            marker(element, opening: false, isBlock: isBlock)
        } else {
            if isBlock { newOutputLine() }
            stack.append(Open(name: tag.name, kind: .marked(element: element), location: location, isBlock: isBlock, containerDepth: containers.count))
        }
        return true
    }

    /// Between a card's title and its texts: a space inside a line of text, a hard break in
    /// a list item, else a blank line (a paragraph each).
    mutating func separateCardText(isBlock: Bool, inItem: Bool) {
        if !isBlock {
            emit(" ")
        } else if inItem {
            emit("\\")
            newOutputLine()
        } else {
            newOutputLine()
            newOutputLine()
        }
    }

    /// Whether an attribute the card does not show holds text: an expression with a string
    /// in it (an array or object of entries), which only the team's component could render.
    func cardLeavesOutText(_ tag: MDXTag) -> Bool {
        let shown = Set(Self.cardTitleAttributes + Self.cardTextAttributes + Self.cardLinkAttributes)
        return tag.attributes.contains { attribute in
            guard !shown.contains(attribute.name), case .expression(let source) = attribute.value else { return false }
            switch MDXLiteral.parse(Substring(source)) {
            case .array, .object, .other: return source.contains { $0 == "'" || $0 == "\"" || $0 == "`" }
            case .string, .number, .flag: return false
            }
        }
    }
}
