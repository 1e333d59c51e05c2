import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The paints of one preview, one per drawn part, as SVG paint values.
///
/// Without design tokens every paint is a CSS custom property with a fallback, so the theme's
/// light and dark schemes both apply (`PreviewPalette.theme`). A spec styled with tokens is
/// drawn once per token context with resolved colours (`#rrggbb`, `rgba()`), never a
/// variable a stylesheet could change under it; `tokens` then names the context for the
/// `<svg>`'s `data-tokens` (`theme=dark;contrast=high`).
public struct PreviewPalette: Sendable, Hashable {
    public var surface: String
    public var label: String
    public var activeLabel: String
    public var indicator: String
    public var divider: String
    public var pressed: String
    public var disabled: String
    public var icon: String
    public var activeIcon: String
    public var badge: String
    public var badgeLabel: String
    /// A segmented control's track (behind the segments) and thumb (under the selected one).
    public var track: String
    public var thumb: String
    public var frame: String
    public var offscreen: String
    /// The token context the paints were resolved in, `MODIFIER=CONTEXT;…` in resolution order.
    public var tokens: String?
    /// A context that raises contrast (Increase Contrast, `prefers-contrast: more`): as the
    /// platforms then do, glass is drawn opaque and containers get a visible edge.
    public var moreContrast = false

    public init(surface: String, label: String, activeLabel: String, indicator: String, divider: String, pressed: String, disabled: String, icon: String, activeIcon: String, badge: String, badgeLabel: String, track: String, thumb: String, frame: String, offscreen: String, tokens: String? = nil) {
        self.surface = surface
        self.label = label
        self.activeLabel = activeLabel
        self.indicator = indicator
        self.divider = divider
        self.pressed = pressed
        self.disabled = disabled
        self.icon = icon
        self.activeIcon = activeIcon
        self.badge = badge
        self.badgeLabel = badgeLabel
        self.track = track
        self.thumb = thumb
        self.frame = frame
        self.offscreen = offscreen
        self.tokens = tokens
    }

    /// The built-in theme's paints, read from its custom properties.
    public static let theme = PreviewPalette(
        surface: "var(--hb-preview-surface, #ffffff)", label: "var(--hb-preview-label, #3d4350)",
        activeLabel: "var(--hb-preview-label-active, #2f3fbf)", indicator: "var(--hb-preview-indicator, #2f3fbf)",
        divider: "var(--hb-preview-divider, #d5d9e0)", pressed: "var(--hb-preview-pressed, #e9ebf0)",
        disabled: "var(--hb-preview-disabled, #6b7280)", icon: "var(--hb-preview-label, #3d4350)",
        activeIcon: "var(--hb-preview-label-active, #2f3fbf)", badge: "var(--hb-badge, #d92d20)",
        badgeLabel: "var(--hb-badge-text, #ffffff)", track: "var(--hb-preview-pressed, #e9ebf0)",
        thumb: "var(--hb-preview-surface, #ffffff)", frame: "var(--hb-frame, #8a93a3)",
        offscreen: "var(--hb-offscreen, #ffffff)")

    /// Material 3's colour roles for its navigation bar and rail, read from the theme's custom
    /// properties (`--hb-md-*`, light and dark), with Material's baseline light scheme behind
    /// them: the container surface-container, the pill secondary-container, the active icon
    /// on-secondary-container, the active label secondary, the rest on-surface-variant.
    public static let material = PreviewPalette(
        surface: "var(--hb-md-surface-container, #f3edf7)", label: "var(--hb-md-on-surface-variant, #49454f)",
        activeLabel: "var(--hb-md-secondary, #625b71)", indicator: "var(--hb-md-secondary-container, #e8def8)",
        divider: "var(--hb-md-outline-variant, #cac4d0)", pressed: "var(--hb-md-pressed, #e6e0e9)",
        disabled: "var(--hb-md-disabled, #79747e)", icon: "var(--hb-md-on-surface-variant, #49454f)",
        activeIcon: "var(--hb-md-on-secondary-container, #4a4458)", badge: "var(--hb-md-error, #b3261e)",
        badgeLabel: "var(--hb-md-on-error, #ffffff)", track: "var(--hb-preview-pressed, #e9ebf0)",
        thumb: "var(--hb-preview-surface, #ffffff)", frame: "var(--hb-frame, #8a93a3)",
        offscreen: "var(--hb-offscreen, #ffffff)")

    /// Every paint a marker naming it (`\u{1}surface\u{2}` …, no digit, so a sweep of the SVG
    /// keeps each whole in its text), for pictures drawn once and painted per theme in the page.
    public static let markers = PreviewPalette(
        surface: marker("surface"), label: marker("label"), activeLabel: marker("activeLabel"), indicator: marker("indicator"),
        divider: marker("divider"), pressed: marker("pressed"), disabled: marker("disabled"), icon: marker("icon"),
        activeIcon: marker("activeIcon"), badge: marker("badge"), badgeLabel: marker("badgeLabel"), track: marker("track"),
        thumb: marker("thumb"), frame: marker("frame"), offscreen: marker("offscreen"), tokens: marker("tokens"))

    private static func marker(_ name: String) -> String { "\u{1}" + name + "\u{2}" }

    /// `palette`'s paints by the names `markers` uses, for a page script to put in place of them.
    public static func markerValues(_ palette: PreviewPalette) -> [(String, String)] {
        [("surface", palette.surface), ("label", palette.label), ("activeLabel", palette.activeLabel), ("indicator", palette.indicator),
         ("divider", palette.divider), ("pressed", palette.pressed), ("disabled", palette.disabled), ("icon", palette.icon),
         ("activeIcon", palette.activeIcon), ("badge", palette.badge), ("badgeLabel", palette.badgeLabel), ("track", palette.track),
         ("thumb", palette.thumb), ("frame", palette.frame), ("offscreen", palette.offscreen), ("tokens", palette.tokens ?? "")]
    }
}
