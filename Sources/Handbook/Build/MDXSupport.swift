import Foundation
import Mustache

/// What the build adds to the MDX layer: the theme's partials for components, and the
/// warnings gathered over every page (one per unknown component name, one for live blocks)
/// rather than one per use.
enum MDXSupport {
    /// The theme's `partials/mdx/NAME.mustache` files, rendered with `{name, attributes,
    /// attributeList: [{name, value}], children, isBlock}` (`{{{children}}}` is HTML).
    static func partials(of theme: Theme) -> PageLoader.MDXPartials? {
        let prefix = Conventions.mdxPartialsFolder
        let names = Set(theme.files.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".mustache") }
            .map { String($0.dropFirst(prefix.count).dropLast(".mustache".count)) })
        guard !names.isEmpty else { return nil }
        let library = theme.library
        return PageLoader.MDXPartials(names: names) { element, children in
            var attributes: [String: String] = [:]
            for (name, value) in element.attributes { attributes[name] = value }
            let context: [String: Any] = [
                "name": element.name, "attributes": attributes, "isBlock": element.isBlock, "children": children,
                "attributeList": element.attributes.map { ["name": $0.name, "value": $0.value] },
            ]
            return library.render(context, withTemplate: prefix + element.name) ?? children
        }
    }

    /// A key of what the partials are, for the page store: pages read with other partials differ.
    static func partialsKey(of theme: Theme) -> String {
        var hasher = StableHasher()
        for (path, data) in theme.files.sorted(by: { $0.key < $1.key }) where path.hasPrefix(Conventions.mdxPartialsFolder) {
            hasher.combine(path)
            hasher.combine(bytes: [UInt8](data))
        }
        return String(hasher.finalize())
    }

    /// Whether a diagnostic's file is an MDX partial (`_preamble.mdx`).
    static func isPartial(_ file: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasPrefix("_") && name.lowercased().hasSuffix(".mdx")
    }

    /// The pages' per-use notes (`mdx.unknown-component`, `mdx.live-block`, whose message is the
    /// component's name) gathered into one warning per unknown name and one for live blocks.
    static func gathered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var uses: [String: Set<SourceLocation>] = [:]
        var live: [String: Set<SourceLocation>] = [:]
        var others: [Diagnostic] = []
        // A partial's problems come once with every page that includes it: say them once.
        var fromPartials = Set<Diagnostic>()
        for diagnostic in diagnostics {
            switch diagnostic.id {
            case "mdx.unknown-component": uses[diagnostic.message, default: []].formUnion(diagnostic.location.map { [$0] } ?? [])
            case "mdx.live-block": live[diagnostic.message, default: []].formUnion(diagnostic.location.map { [$0] } ?? [])
            default:
                if let file = diagnostic.location?.file, isPartial(file), !fromPartials.insert(diagnostic).inserted { continue }
                others.append(diagnostic)
            }
        }
        for (name, locations) in uses {
            let sorted = locations.sorted()
            let places = sorted.prefix(5).map { "\($0.file):\($0.line)" }.joined(separator: ", ") + (sorted.count > 5 ? ", and \(sorted.count - 5) more" : "")
            others.append(.warning("mdx.unknown-component", "unknown MDX component <\(name)>, used \(sorted.count == 1 ? "once" : "\(sorted.count) times"): \(places); its children are kept",
                                   at: sorted.first,
                                   explanation: "Say what it is in site.yml's mdx-components (block, children, lede, do-dont, callout, link, code or drop), or give it a partial Templates/partials/mdx/\(name).mustache."))
        }
        if !live.isEmpty {
            let all = live.values.flatMap { $0 }.sorted()
            let pages = Set(all.map(\.file)).count
            let names = live.keys.sorted().map { "<\($0)>" }.joined(separator: ", ")
            others.append(.warning("mdx.live-block", "\(all.count) live-code block\(all.count == 1 ? " is" : "s are") left out on \(pages) page\(pages == 1 ? "" : "s") (\(names)): they need the team's React runtime",
                                   at: all.first,
                                   explanation: "Storybook's Canvas, Story, Controls and ArgTypes and live examples run the team's components; Handbook keeps the prose around them. Show them as images or code blocks, or list the component under drop in site.yml's mdx-components to say so."))
        }
        return others
    }
}
