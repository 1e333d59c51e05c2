import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Mustache

/// What a parsed swift-mustache template does, read from swift-mustache's own parse.
///
/// The tokens are internal to swift-mustache, so they are read through `Mirror`: a template
/// holds `tokens`, each an enum case (`variable`, `section`, `dynamicNamePartial`, …) whose
/// payload names the variable, its transforms and any nested template. Reading the parse
/// rather than the text means delimiter changes, comments and nesting are seen exactly as
/// swift-mustache sees them. A token this reader does not know makes the answer "unknown",
/// so a newer swift-mustache can only turn shaping off, never make it wrong.
package struct MustacheParse {
    /// One tag of a template, as far as shaping cares.
    package enum Tag: Equatable {
        /// Literal text.
        case text(String)
        /// A value looked up by name, with transforms (a variable or a section).
        case lookup(name: String, transforms: [String])
        /// A partial whose name comes from the context (`{{>*name}}`).
        case dynamicPartial(name: String)
        /// A token this reader does not recognise.
        case unknown(String)
    }

    /// Every tag of the template and of the templates nested in it, in order.
    package let tags: [Tag]

    package init(_ template: MustacheTemplate) {
        var tags: [Tag] = []
        Self.collect(template, into: &tags)
        self.tags = tags
    }

    private static func collect(_ template: Any, into tags: inout [Tag]) {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value as? [Any] else {
            tags.append(.unknown("template without tokens"))
            return
        }
        for token in tokens {
            guard let (caseName, payload) = Mirror(reflecting: token).children.first.map({ ($0.label ?? "", $0.value) }) else {
                tags.append(.unknown(String(describing: token)))
                continue
            }
            let fields = Mirror(reflecting: payload).children.map { (label: $0.label, value: $0.value) }
            func field(_ label: String) -> Any? { fields.first { $0.label == label }?.value }
            switch caseName {
            case "text":
                tags.append(.text(payload as? String ?? ""))
            case "variable", "unescapedVariable", "section", "invertedSection":
                guard let name = field("name") as? String, let transforms = field("transforms") as? [String] else {
                    tags.append(.unknown(caseName))
                    continue
                }
                tags.append(.lookup(name: name, transforms: transforms))
                if let nested = field("template") { collect(nested, into: &tags) }
            case "partial":
                // A named partial is checked as a template of its own; what it inherits is nested here.
                collectInherited(field("inherits"), into: &tags)
            case "dynamicNamePartial":
                tags.append(.dynamicPartial(name: fields.first?.value as? String ?? ""))
                collectInherited(field("inherits"), into: &tags)
            case "blockDefinition", "blockExpansion":
                if let nested = field("template") ?? field("default") { collect(nested, into: &tags) }
            case "contentType":
                continue
            default:
                tags.append(.unknown(caseName))
            }
        }
    }

    private static func collectInherited(_ inherits: Any?, into tags: inout [Tag]) {
        guard let inherits else { return }
        // `[String: MustacheTemplate]?`: unwrap the optional, then each block's template.
        let mirror = Mirror(reflecting: inherits)
        let dictionary: Any = mirror.displayStyle == .optional ? (mirror.children.first?.value as Any) : inherits
        guard Mirror(reflecting: dictionary).displayStyle == .dictionary else { return }
        for entry in Mirror(reflecting: dictionary).children {
            if let template = Mirror(reflecting: entry.value).children.dropFirst().first?.value { collect(template, into: &tags) }
        }
    }
}
