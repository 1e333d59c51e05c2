import Foundation
import TextMetrics

/// A design system as its content folder says, loaded once to answer questions about it
/// (`handbook mcp`): its components with what the checks found of each, the guideline pages,
/// and the renderer that lays out and checks new labels exactly as the site's previews do.
/// Loaded by the build's own loading steps, so an answer and the built site never disagree.
public struct DesignSystem: Sendable {
    /// One component spec, styled by the site's tokens, and every finding on it.
    public struct Component: Sendable {
        public let spec: ComponentSpec
        public let findings: [Diagnostic]
        /// The facts the build published for it (NAME.json), as written; nil when the spec has no page.
        let facts: String?

        init(spec: ComponentSpec, findings: [Diagnostic], facts: String? = nil) {
            self.spec = spec
            self.findings = findings
            self.facts = facts
        }

        /// The published facts, whose thresholds and renditions the answers repeat: decoded
        /// when an answer needs them (a layout or a label check does not). The build wrote these
        /// bytes itself: bytes that do not decode are its defect, and the answers then work
        /// the thresholds out again.
        public var published: DesignSystemAnswer.Component? {
            facts.flatMap { try? JSONDecoder().decode(DesignSystemAnswer.Component.self, from: Data($0.utf8)) }
        }
    }

    public let config: SiteConfig
    public let components: [Component]
    /// The guideline pages (not the component pages), in content order.
    public let pages: [Page]
    /// What loading found: errors leave the answers built from what did load.
    public let diagnostics: [Diagnostic]
    let previews: PreviewRenderer
    let localization: Localization
    /// The site's tokens, resolved in every theme (`.none` without `tokens:`).
    let tokens: SiteTokens
    /// The preview fonts, which a proposed `style:`'s font is matched against.
    let fontStack: FontStack
    /// Each token a spec's style uses, with the names of the specs using it.
    let tokenUsers: [String: [String]]
    /// Names the content's files in what the answers publish.
    let inventory: ContentInventory

    /// Loads the content folder `contentDirectory`; `cache` keeps unchanged pages between
    /// loads of the same folder. Nil, with the reasons, when not even its settings load.
    public static func load(contentDirectory: String, cache: BuildCache? = nil, kinds: ComponentKinds = .builtIn) -> (DesignSystem?, [Diagnostic]) {
        var options = BuildOptions(contentDirectory: contentDirectory, output: .none)
        // The kinds the build registers: a kind from outside answers every tool as the built-in ones do.
        options.kinds = kinds
        // A session of its own when none is given: the answers need the specs themselves,
        // which the query store keeps only as the pages and findings they made.
        options.cache = cache ?? BuildCache()
        options.keepsSpecs = true
        var state = BuildState(options: options)
        for step in BuildStep.answering {
            do {
                try step.run(&state)
            } catch {
                state.diagnostics += error.diagnostics
            }
            if state.diagnostics.hasErrors && state.settings == nil { break }
        }
        guard let settings = state.settings, let localization = state.localization, let theme = state.theme, let content = state.content else {
            return (nil, state.diagnostics.sortedForDisplay())
        }
        let system = DesignSystem(
            config: settings.config,
            components: (state.components?.specs ?? []).map { Component(spec: $0.spec, findings: $0.findings, facts: $0.facts) },
            pages: state.guidelines?.pages ?? [],
            diagnostics: state.diagnostics.sortedForDisplay(),
            previews: settings.previews(theme: theme, localization: localization, inventory: content.inventory),
            localization: localization,
            tokens: state.tokens,
            fontStack: settings.fonts.stack,
            tokenUsers: (state.components?.tokenUsers ?? [:]).mapValues { $0.map(\.name) },
            inventory: content.inventory)
        return (system, system.diagnostics)
    }

    /// The component named `name` (its spec's file name, or its title, in any case).
    public func component(named name: String) -> Component? {
        let wanted = name.lowercased()
        return components.first { $0.spec.name.lowercased() == wanted || $0.spec.component.lowercased() == wanted }
    }

    /// The nearest component name to `name`, for a did-you-mean.
    public func suggestion(for name: String) -> String? {
        Spelling.suggestion(for: name, among: components.map(\.spec.name))
    }

    /// The site path of a component's page, relative to the site's root.
    public func url(ofComponent spec: ComponentSpec) -> String {
        Conventions.componentPage(spec.name)
    }

    /// The page whose source is `path` (`guidelines/navigation/tab-bars.md`) or whose site
    /// path is it (`guidelines/navigation/tab-bars/`).
    public func page(at path: String) -> Page? {
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let folder = trimmed.hasSuffix("/") || trimmed.isEmpty ? trimmed : trimmed + "/"
        return pages.first { $0.sourcePath == trimmed || $0.directory == folder || $0.directory == trimmed }
    }

    /// A page's Markdown twin, as the site publishes it beside the page's HTML: its title,
    /// its summary, and its body with links leading to other twins and computed previews said
    /// as their facts (`MachineReadableSite`). `nil` when the page's text, kept in Handbook's
    /// cache, cannot be read back.
    public func markdown(of page: Page) -> String? {
        MachineReadableSite.twin(of: page)
    }

    /// The records of the previews `page`'s blocks draw, as its `renditions.json` holds them.
    public func renditions(of page: Page) -> [DesignSystemAnswer.Rendition] {
        PageRenditions.records(of: page, in: inventory)
    }
}
