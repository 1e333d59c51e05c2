/// The component specs of the version before the one being built (the next entry of
/// site.yml's `versions`), so each component page can say what changed since.
public struct PreviousSpecs: Sendable {
    /// The version's name, e.g. `1.0`.
    public let version: String
    /// Its specs by component name (`tabs`).
    public let specs: [String: ComponentSpec]
    /// Its design tokens, resolved in every context, so a page can say what a token change
    /// does (a contrast that now fails, a label that now truncates).
    package let tokens: SiteTokens

    package init(version: String, specs: [String: ComponentSpec], tokens: SiteTokens = .none) {
        self.version = version
        self.specs = specs
        self.tokens = tokens
    }
}
