/// The HTML of tabs, directives and cards. Tabs work without script: the tab list's links
/// point at their panels, and the theme's CSS shows the selected panel (the linked one,
/// `:target`, else the default); `code.js` then makes them tabs that keys move between.
/// Where CSS cannot choose, every panel shows, headed by its own label.
extension MDXHTML {
    /// The ids of a group's tab and panel: the group is the element's index on the page.
    static func tabID(group: Int, index: Int) -> String { "tabs-\(group)-tab-\(index)" }
    static func panelID(group: Int, index: Int) -> String { "tabs-\(group)-panel-\(index)" }

    /// The index of the tab shown first: `defaultValue` (`<Tabs defaultValue="b">`), else the
    /// first written `default`, else the first.
    package static func selectedTab(of tabs: [MDXTab], defaultValue: String?) -> Int {
        if let defaultValue, let index = tabs.firstIndex(where: { $0.value == defaultValue }) { return index }
        return tabs.firstIndex(where: \.isDefault) ?? 0
    }

    static func tabsOpening(_ element: MDXElement, group: Int) -> String {
        var html = "<div class=\"tabs\(element.directive.map { " directive directive-\(className($0))" } ?? "")\" data-tabs"
        if let sync = element.attribute("groupId"), !sync.isEmpty {
            html += " data-tabs-group=\""
            CmarkEscaping.appendHTML(sync, to: &html)
            html += "\""
        }
        html += ">\n"
        guard !element.tabs.isEmpty else { return html }
        let selected = selectedTab(of: element.tabs, defaultValue: element.attribute("defaultValue"))
        html += "<div class=\"tabs__list\" role=\"tablist\">"
        for (index, tab) in element.tabs.enumerated() {
            let panel = panelID(group: group, index: index)
            html += "<a class=\"tabs__tab\" role=\"tab\" id=\"\(tabID(group: group, index: index))\" href=\"#\(panel)\" aria-controls=\"\(panel)\" aria-selected=\"\(index == selected)\" data-value=\""
            CmarkEscaping.appendHTML(tab.value, to: &html)
            html += "\">"
            CmarkEscaping.appendHTML(tab.label, to: &html)
            html += "</a>"
        }
        return html + "</div>\n"
    }

    static func tabItemOpening(_ element: MDXElement) -> String {
        guard let place = element.tabPlace else {
            // A TabItem outside any Tabs: a labelled block.
            var html = "<div class=\"mdx-block mdx-\(className(element.name))\">\n"
            if let label = element.attribute("label") ?? element.attribute("value"), !label.isEmpty {
                html += "<p class=\"tabs__panel-label\">"
                CmarkEscaping.appendHTML(label, to: &html)
                html += "</p>\n"
            }
            return html
        }
        var html = "<div class=\"tabs__panel\" role=\"tabpanel\" id=\"\(panelID(group: place.group, index: place.index))\" "
            + "aria-labelledby=\"\(tabID(group: place.group, index: place.index))\" tabindex=\"0\"\(place.isSelected ? " data-selected" : "")>\n"
        html += "<p class=\"tabs__panel-label\" aria-hidden=\"true\">"
        CmarkEscaping.appendHTML(place.label, to: &html)
        return html + "</p>\n"
    }

    /// A directive that is not an admonition: `<details>` for `:::details`, a neutral box
    /// classed by its name for the others, its title (`:::name[Title]`) leading it.
    static func directiveOpening(_ element: MDXElement) -> String {
        let name = element.directive ?? element.name
        let title = element.attribute("title")
        if name == "details" {
            var html = "<details class=\"directive directive-details\">\n<summary>"
            CmarkEscaping.appendHTML(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Details", to: &html)
            return html + "</summary>\n"
        }
        var html = "<div class=\"directive directive-\(className(name))\">\n"
        if let title, !title.isEmpty {
            html += "<p class=\"directive__title\"><strong>"
            CmarkEscaping.appendHTML(title, to: &html)
            html += "</strong></p>\n"
        }
        return html
    }

    static func directiveClosing(_ element: MDXElement) -> String {
        (element.directive ?? element.name) == "details" ? "</details>\n" : "</div>\n"
    }
}
