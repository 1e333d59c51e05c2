import Foundation
import HandbookMarkdown

/// What the translation knows of HTML elements written in JSX: which it leaves out, the
/// HTML names of JSX's attribute names, and a style object as CSS.
extension MDXHTMLElements {
    /// Elements that run script, style the whole page or load other documents: left out
    /// with their children (and said so), as raw HTML's scripts are.
    static let refused: Set<String> = ["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "link", "meta",
                                       "noscript", "template", "portal"]

    /// The HTML name of a JSX attribute (`className` → `class`, `htmlFor` → `for`).
    static func attributeName(_ name: String) -> String {
        switch name {
        case "className": "class"
        case "htmlFor": "for"
        case "tabIndex": "tabindex"
        case "colSpan": "colspan"
        case "rowSpan": "rowspan"
        case "srcSet": "srcset"
        case "readOnly": "readonly"
        case "autoPlay": "autoplay"
        case "playsInline": "playsinline"
        case "crossOrigin": "crossorigin"
        case "dateTime": "datetime"
        case "xlinkHref": "xlink:href"
        default: name
        }
    }

    /// A JSX style object as CSS, the way React writes it (`{maxWidth: '100%', margin: 0,
    /// borderRadius: 4}` → `max-width: 100%; margin: 0; border-radius: 4px`), when every
    /// value is a string or a number; `nil` for anything else.
    static func css(_ literal: MDXLiteral) -> String? {
        guard case .object(let entries) = literal, !entries.isEmpty else { return nil }
        var declarations: [String] = []
        for (key, value) in entries {
            var property = ""
            for character in key {
                if character.isUppercase { property += "-" + character.lowercased() } else { property.append(character) }
            }
            if property.hasPrefix("ms-") { property = "-" + property }
            switch value {
            case .string(let text):
                guard !text.contains(";"), !text.contains("\"") else { return nil }
                declarations.append("\(property): \(text)")
            case .number(let number):
                let written = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
                declarations.append("\(property): \(written)\(number == 0 || unitless.contains(key) ? "" : "px")")
            default:
                return nil
            }
        }
        return declarations.joined(separator: "; ")
    }

    /// The declarations of `css` that keep an element in its place, and those refused: a
    /// `position` that lifts it out of the page's flow (`fixed`, `absolute`, `sticky`: a
    /// pull request's overlay over every page), and values that load or run something
    /// (`url(`, `expression(`, `javascript:`, `@import`, escapes, bindings).
    static func containedStyle(_ css: String) -> (kept: String, refused: [String]) {
        var kept: [String] = []
        var refused: [String] = []
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let property = parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let value = parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
            let lowered = value.lowercased()
            let lifts = property == "position" && !["static", "relative"].contains(lowered)
            let loads = ["url(", "expression(", "javascript:", "@import", "\\", "<", ">"].contains { lowered.contains($0) }
            if lifts || loads || ["behavior", "-moz-binding", "z-index"].contains(property) {
                refused.append("\(property): \(value.prefix(40))")
            } else {
                kept.append("\(property): \(value)")
            }
        }
        return (kept.joined(separator: "; "), refused)
    }

    /// Style properties React writes numbers for without `px`.
    static let unitless: Set<String> = ["animationIterationCount", "aspectRatio", "columnCount", "columns", "flex", "flexGrow", "flexShrink",
                                        "fontWeight", "gridColumn", "gridRow", "lineClamp", "lineHeight", "opacity", "order", "orphans",
                                        "scale", "tabSize", "widows", "zIndex", "zoom", "fillOpacity", "strokeOpacity", "strokeWidth"]
}
