/// What a page's walk needs to turn the MDX translation's markers into HTML: the
/// translation's elements and markers (HandbookMDX makes them, `MDXRendering(translation:)`),
/// and a team's own partials (`Templates/partials/mdx/NAME.mustache`), which the build
/// supplies since templates are not this target's business.
public struct MDXRendering {
    /// The components with HTML of their own, in the order they open.
    public var elements: [MDXElement]
    /// The markers the translation wrote, `<!--mdx:N-->` being `markers[N]`; the walk replaces them.
    public var markers: [MDXMarker]
    /// Whether the theme has a partial for the component `name`.
    public var hasPartial: (_ name: String) -> Bool
    /// The partial's HTML for an element and its rendered children.
    public var partial: (_ element: MDXElement, _ children: String) -> String
    /// The HTML of the file an element stands for (`MDXElement.source`).
    public var include: (_ element: MDXElement) -> String
    /// Ids a heading gives itself (`## Usage {#use}`), by the translation's line the heading starts on.
    public var headingIDs: [Int: String] = [:]

    /// A page's rendering; without partials or includes, every element is the built-in HTML of its role.
    public init(elements: [MDXElement], markers: [MDXMarker], hasPartial: @escaping (String) -> Bool = { _ in false },
                partial: @escaping (MDXElement, String) -> String = { _, children in children },
                include: @escaping (MDXElement) -> String = { _ in "" }) {
        self.elements = elements
        self.markers = markers
        self.hasPartial = hasPartial
        self.partial = partial
        self.include = include
    }
}

/// The built-in HTML of each role, made of the theme's own classes: the do/don't figures
/// (`preview--do`, `preview--dont`, `verdict`), the callout box, the lead paragraph. Each
/// element is written as an opening and a closing around its children, so nesting costs
/// nothing more than the children themselves.
package enum MDXHTML {
    /// The element's opening HTML; `index` is its place among the page's elements, which
    /// tabs take their ids from.
    static func opening(_ element: MDXElement, index: Int = 0) -> String {
        switch element.role {
        case .tabs where !element.isBlock, .tabItem where !element.isBlock:
            // Inside a line of text tabs cannot stand: the text stays, in spans.
            return "<span class=\"mdx-\(className(element.name))\">"
        case .tabs:
            return tabsOpening(element, group: index)
        case .tabItem:
            return tabItemOpening(element)
        case .directive:
            return directiveOpening(element)
        case .steps:
            return "<ol class=\"directive-steps__list\">\n"
        case .step:
            return "<li class=\"directive-steps__step\">\n"
        case .card:
            return element.isBlock ? "<div class=\"mdx-card mdx-\(className(element.name))\">\n" : "<span class=\"mdx-card mdx-\(className(element.name))\">"
        case .lede:
            return element.isBlock ? "<div class=\"lead\">\n" : "<span class=\"lead\">"
        case .doDont:
            return "<div class=\"do-dont\">\n"
        case .doItem, .dontItem:
            let isDo = element.role == .doItem
            var html = "<figure class=\"do-dont__item preview--\(isDo ? "do" : "dont")\">\n<figcaption><strong class=\"verdict\">"
            CmarkEscaping.appendHTML(element.verdict ?? (isDo ? "Do" : "Don’t"), to: &html)
            return html + "</strong></figcaption>\n"
        case .callout, .warning, .tip:
            // Inside a line of text the box is a span, so the paragraph stays valid HTML.
            let box = element.isBlock ? "div" : "span"
            var html = "<\(box) class=\"callout\(tone(of: element).map { " callout--\($0)" } ?? "")\" role=\"note\">" + (element.isBlock ? "\n" : "")
            if let title = element.attribute("title"), !title.isEmpty {
                html += element.isBlock ? "<p><strong>" : "<strong>"
                CmarkEscaping.appendHTML(title, to: &html)
                html += element.isBlock ? "</strong></p>\n" : "</strong> "
            }
            return html
        case .block, .children, .code, .drop, .meta, .link, .html, .childPages:
            return element.isBlock ? "<div class=\"mdx-block mdx-\(className(element.name))\">\n" : "<span class=\"mdx-\(className(element.name))\">"
        }
    }

    static func closing(_ element: MDXElement) -> String {
        switch element.role {
        case .doItem, .dontItem: return "</figure>\n"
        case .tabs, .tabItem: return element.isBlock ? "</div>\n" : "</span>"
        case .directive: return directiveClosing(element)
        case .steps: return "</ol>\n"
        case .step: return "</li>\n"
        case .card: return element.isBlock ? "</div>\n" : "</span>"
        case .doDont: return "</div>\n"
        case .callout, .warning, .tip: return element.isBlock ? "</div>\n" : "</span>"
        case .lede, .block, .children, .code, .drop, .meta, .link, .html, .childPages: return element.isBlock ? "</div>\n" : "</span>"
        }
    }

    /// Where a page's `<ChildPages />` lists the pages of its folder: the build puts the
    /// generated index's list there, once the other pages' titles are known.
    package static let childPagesPlaceholder = "<!--handbook:child-pages-->"

    /// The callout's tone from `status`, `tone`, `type`, `variant` or `kind` (`warn` or `ok`),
    /// else from its role (`<Warning>`, `<Tip>`), else the plain box.
    static func tone(of element: MDXElement) -> String? {
        let value = ["status", "tone", "type", "variant", "kind", "severity"].lazy.compactMap { element.attribute($0) }.first?.lowercased() ?? ""
        if ["critical", "danger", "error", "warning", "warn", "caution", "attention", "severe", "deprecated", "negative"].contains(value) { return "warn" }
        if ["success", "ok", "positive", "tip", "good", "hint"].contains(value) { return "ok" }
        if ["info", "note", "neutral", "information", "important", "default", "secondary", "highlight"].contains(value) { return nil }
        switch element.role {
        case .warning: return "warn"
        case .tip: return "ok"
        default: return nil
        }
    }

    /// `LayoutSection` → `layout-section`: a class name from a component's name.
    static func className(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isUppercase {
                if !result.isEmpty && result.last != "-" { result += "-" }
                result += String(scalar).lowercased()
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && result.last != "-" {
                result += "-"
            }
        }
        return result
    }
}
