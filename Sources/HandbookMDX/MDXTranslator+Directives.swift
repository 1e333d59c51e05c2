import HandbookDiagnostics
import HandbookMarkdown

/// What directives other than admonitions make of what they hold: a `:::code-group` is tabs
/// of its fences, labelled by their titles; a `:::steps` is an ordered list of its headings'
/// sections. Tabs written as components (`<Tabs>`, `<TabItem>`) gather their labels here too.
extension MDXTranslator {
    /// The innermost element open that is not a part, and its element's index, when it is marked.
    var innermostMarked: (open: Open, element: Int)? {
        guard let open = stack.last(where: { !$0.isPart }), case .marked(let element) = open.kind, element >= 0 else { return nil }
        return (open, element)
    }

    // MARK: Tabs

    /// Adds a tab to the innermost `tabs` element open and returns where the item sits, or
    /// `nil` when no tabs element is open (the item is then a labelled block of its own).
    mutating func joinTabs(label: String, value: String, isDefault: Bool) -> MDXTabPlace? {
        guard !isDropping else { return nil }
        for open in stack.reversed() where !open.isPart {
            guard case .marked(let group) = open.kind, group >= 0 else { continue }
            switch translation.elements[group].role {
            case .tabs:
                let index = translation.elements[group].tabs.count
                translation.elements[group].tabs.append(MDXTab(label: label, value: value, isDefault: isDefault))
                return MDXTabPlace(group: group, index: index, label: label)
            case .tabItem:
                // An item inside an item belongs to no tabs of its own.
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// `<TabItem value="❌ Incorrect">`: a panel of the tabs around it, labelled by `label`,
    /// else `value`, else the `values={[{label, value}]}` of its `<Tabs>`, else its number.
    mutating func openTabItem(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) {
        let value = attributeText(tag, "value")
        var label = attributeText(tag, "label")
        if label == nil, let value, let listed = listedLabel(of: value) { label = listed }
        let isDefault = tag.attributes.contains { attribute in
            guard attribute.name == "default" else { return false }
            if case .bare = attribute.value { return true }
            return attributeValue(attribute.value) == "true"
        }
        let groupSize = innermostTabs.map { translation.elements[$0].tabs.count } ?? 0
        let shown = label ?? value ?? "Tab \(groupSize + 1)"
        var element = MDXElement(name: tag.name, role: .tabItem, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                                 location: location, isBlock: isBlock)
        element.tabPlace = joinTabs(label: shown, value: value ?? shown, isDefault: isDefault)
        mark(element, tag: tag)
    }

    /// The innermost `tabs` element open.
    var innermostTabs: Int? {
        for open in stack.reversed() where !open.isPart {
            if case .marked(let group) = open.kind, group >= 0, translation.elements[group].role == .tabs { return group }
        }
        return nil
    }

    /// The label Docusaurus's `<Tabs values={[{label: 'Apple', value: 'apple'}]}>` gives `value`.
    func listedLabel(of value: String) -> String? {
        guard let group = innermostTabs,
              let written = translation.elements[group].attribute("values"),
              case .array(let entries) = MDXLiteral.parse(Substring(written)) else { return nil }
        return entries.first { $0["value"]?.text == value }?["label"]?.text
    }

    /// A fence directly inside a `:::code-group`: a tab of its own, labelled by the fence's
    /// title (`title="a.ts"`, `[a.ts]`), else its language. Writes the tab's opening marker
    /// and returns its element, or -1 when the fence is no such tab.
    mutating func codeGroupTab(fenceAt start: Int, after count: Int) -> Int {
        guard !isDropping, let (open, group) = innermostMarked, open.admonitionColons > 0, translation.elements[group].role == .tabs,
              open.containerDepth == containers.count else { return -1 }
        var end = start + count
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let info = String(decoding: bytes[(start + count)..<end], as: UTF8.self).trimmingSpaces()
        let language = MarkdownWalk.language(ofInfo: info)
        let label = FenceMeta.title(ofInfo: info) ?? (language.isEmpty ? "Code \(translation.elements[group].tabs.count + 1)" : language)
        var element = MDXElement(name: "code-group-tab", role: .tabItem, attributes: [("label", label)], location: location(of: start), isBlock: true)
        element.tabPlace = joinTabs(label: label, value: label, isDefault: false)
        let recorded = record(element)
        marker(recorded, opening: true, isBlock: true)
        return recorded
    }

    /// After all is read: which tab of each group is shown first.
    mutating func selectTabs() {
        for index in translation.elements.indices {
            guard let place = translation.elements[index].tabPlace, translation.elements.indices.contains(place.group) else { continue }
            let group = translation.elements[place.group]
            translation.elements[index].tabPlace?.isSelected = MDXHTML.selectedTab(of: group.tabs, defaultValue: group.attribute("defaultValue")) == place.index
        }
    }

    // MARK: Steps

    /// Inside a `:::steps`, a heading of the steps' level (the first heading's) ends the step
    /// before it and starts the next; the heading itself is then read as any heading.
    mutating func stepHeading(at position: Int) throws(DiagnosticsError) {
        guard !isDropping, isATXHeading(at: position), let (open, element) = innermostMarked, open.admonitionColons > 0,
              translation.elements[element].directive == "steps", open.containerDepth == containers.count,
              let openIndex = stack.lastIndex(where: { !$0.isPart }) else { return }
        var level = 0
        while position + level < bytes.count, bytes[position + level] == UInt8(ascii: "#") { level += 1 }
        if stack[openIndex].stepLevel == 0 { stack[openIndex].stepLevel = level }
        guard level == stack[openIndex].stepLevel else { return }
        try endParagraph()
        let location = location(of: position)
        // The step before this one ends; the list opens with the first.
        if let last = stack.last, last.isPart, last.name == "step" { finish(stack.removeLast(), isBlock: true) }
        if !(stack.last.map { $0.isPart && $0.name == "steps" } ?? false) {
            openPart(named: "steps", MDXElement(name: "steps", role: .steps, attributes: [], location: location, isBlock: true))
        }
        openPart(named: "step", MDXElement(name: "step", role: .step, attributes: [], location: location, isBlock: true))
        // The heading follows on a line of its own.
        newOutputLine()
    }

    /// Opens a part of the element open (closed by the next part or the element's end).
    mutating func openPart(named name: String, _ element: MDXElement) {
        let recorded = record(element)
        marker(recorded, opening: true, isBlock: true)
        var open = Open(name: name, kind: .marked(element: recorded), location: element.location, isBlock: true, containerDepth: containers.count)
        open.isPart = true
        stack.append(open)
    }
}
