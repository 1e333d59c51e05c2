import DesignTokens

/// One theme a styled spec's previews are drawn in: the token context, the paints resolved
/// in it, and where each paint came from (for findings and the Themes section).
public struct PreviewTheme: Sendable {
    /// A resolved paint of one part.
    public struct Paint: Sendable {
        public var color: SRGBColor
        /// As the spec wrote it (`{color.text.primary}`, `#1f6feb`), or nil when derived
        /// from another part (an unstyled pressed state from the label).
        public var written: String?
        /// The token's own place in its file, when the paint is a token.
        public var tokenLocation: SourceLocation?
        /// Where the spec's `style:` wrote it.
        public var styleLocation: SourceLocation?

        /// "{color.text.primary}" or "#1f6feb" or, for a derived paint, its colour.
        public var name: String { written ?? color.cssValue }
    }

    /// Unique on the page: element ids and the theme switch.
    public let id: String
    public let name: String
    /// The contexts as the resolver writes them (`light_ax`), in findings' brackets.
    public let label: String
    /// `MODIFIER=CONTEXT;…` for the `<svg>`'s `data-tokens`.
    public let dataTokens: String
    public let palette: PreviewPalette
    public let paints: [String: Paint]
    /// Whether the theme reads as dark (its container darker than mid grey): the page shows it
    /// first to readers whose system is in dark mode.
    public let isDark: Bool
    /// Whether one of its contexts asks for more contrast (`high-contrast`, `contrast=more`).
    public let isMoreContrast: Bool
    /// The spec's metrics in this theme, when its tokens give other lengths or type than the
    /// default context's (a Dynamic Type size): its previews are laid out with them.
    public var ownMetrics: (any ComponentMetrics)? = nil
}
