import Foundation

/// Each spec example's picture as the site draws it, for `handbook://previews/COMPONENT/EXAMPLE.svg`,
/// and a component page's Markdown for `get_page`.
extension DesignSystem {
    /// One example's picture, by component and the example's slug.
    public struct PreviewName: Sendable {
        public var component: String
        /// The example's title as a URL segment (`product-details`), `example-N` without one.
        public var example: String
        public var title: String
    }

    /// Every example of every component, in content order.
    public var previewNames: [PreviewName] {
        components.flatMap { component in
            component.spec.examples.enumerated().map { index, example in
                PreviewName(component: component.spec.name, example: Self.slug(of: example, at: index), title: example.title ?? "Example \(index + 1)")
            }
        }
    }

    /// The SVG of `component`'s example whose slug is `slug`, drawn for the spec's first
    /// platform in its first theme, as the component page's first figure of it.
    public func previewSVG(component name: String, example slug: String) throws(AssistantRefusal) -> String {
        guard let component = component(named: name) else {
            throw AssistantRefusal(argument: "uri", message: "no component is named '\(name)'")
        }
        let spec = component.spec
        guard let index = spec.examples.indices.first(where: { Self.slug(of: spec.examples[$0], at: $0) == slug }) else {
            let slugs = spec.examples.indices.map { Self.slug(of: spec.examples[$0], at: $0) }
            throw AssistantRefusal(argument: "uri", message: "\(spec.name) has no example '\(slug)'; its examples are " + slugs.joined(separator: ", "))
        }
        let example = spec.examples[index]
        var renderer = previews.on(PlatformPacks.pack(for: example.platform ?? spec.platform), tagging: false)
        renderer.themes = Array(StyledSpec(spec, tokens: tokens, stack: fontStack).themes.prefix(1))
        let drawn: String?
        do throws(DiagnosticsError) {
            // The kind draws it, with its own renderer: a kind from outside the tab family too.
            drawn = try spec.kind.definition.previewSVG(example, of: spec, idPrefix: "\(spec.name)-\(slug)", on: renderer)
        } catch {
            throw AssistantRefusal(argument: "uri", message: error.diagnostics.map(\.message).joined(separator: "\n"))
        }
        guard let drawn else { throw AssistantRefusal(argument: "uri", message: "\(spec.name) is a \(spec.kind.rawValue), which draws no pictures of its examples") }
        return drawn
    }

    /// A component's page as Markdown: its facts, as its twin states them (without the
    /// pictures' facts, which `get_component` and the previews give).
    public func markdown(ofComponent component: Component) -> String {
        let facts = answer(for: component)
        let body = ComponentMarkdown(facts: facts, examples: [], notes: nil, json: "../\(component.spec.name).json").markdown
        return "# \(component.spec.component)\n\n> \(component.spec.summary)\n\n" + body
    }

    static func slug(of example: ComponentExample, at index: Int) -> String {
        let words = (example.title ?? "").lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "example-\(index + 1)" : words.joined(separator: "-")
    }
}
