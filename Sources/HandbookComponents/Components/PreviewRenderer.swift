import Mustache

/// What a component page's previews are drawn with, whatever their kind: the measurer (the
/// site's fonts, or a platform's), the device widths the rules check at, the platform, the
/// locales, the token themes, and the theme's `<figure class="preview">` partial. A kind's
/// engine draws through it: the tab family's is `PreviewRenderer+TabFamily.swift`, which turns
/// examples into figures with the computed SVG, the caption, Do/Don't framing and the rules
/// each example breaks.
public struct PreviewRenderer: Sendable {
    /// What stands where a preview could not be drawn; the build's diagnostics say why.
    package static let brokenFigure = "<p class=\"callout callout--warn\">This preview could not be drawn; see the build's diagnostics.</p>\n"

    /// Measures labels in the site's fonts, or the platform's face ahead of them.
    package private(set) var measurer: any TextMeasurer
    /// The device widths the rules check at, smallest first (the platform's, after `on`).
    package private(set) var deviceWidths: [Double]
    /// Which page explains each rule, named in each finding's explanation.
    package let rulePages: RulePages
    /// Width used when an example names none: a common phone.
    package let defaultWidth: Double
    /// Renders the figure around each preview (`partials/preview.mustache`).
    package let library: MustacheLibrary
    /// The site's locales: an example drawn in one (`locale:`) shows its translated labels.
    package private(set) var localization: Localization
    /// The platform previews are drawn for: a spec that names none is drawn as for the web.
    package private(set) var pack: any PlatformPack = PlatformPacks.pack(for: nil)
    /// Findings name the platform (`[android] …`), for a spec that names several.
    package private(set) var tagsFindings = false
    /// The measurers of platforms that draw with a face of their own.
    package var platformFonts: PlatformFonts?
    /// The token themes the current spec is drawn in (`StyledSpec`); empty: the theme's paints.
    package var themes: [PreviewTheme] = []
    /// The spec's themes for every platform but Android, and Android's (Material's roles);
    /// `on(_:tagging:)` draws each platform in its own.
    private var baseThemes: [PreviewTheme] = []
    private var androidThemes: [PreviewTheme] = []

    /// Draws the spec in `base`, and on Android in `android` when there are any.
    package mutating func setThemes(_ base: [PreviewTheme], android: [PreviewTheme]) {
        baseThemes = base
        androidThemes = android
        themes = pack.platform == .android && !android.isEmpty ? android : base
    }
    /// The generation of each platform's bars the current spec documents; the device widths
    /// follow it (iOS 26 runs on no iPhone narrower than 375 pt).
    package var generation = PlatformGeneration.current {
        didSet { deviceWidths = Self.checkedWidths(pack.deviceWidths(from: siteWidths, generation: generation)) }
    }
    /// The site's device widths, before a platform narrows them.
    private let siteWidths: [Double]
    /// Where items' icons are looked up (nil: every icon is the generic square).
    package var iconLibrary: IconLibrary?
    /// The glyphs the current spec's items name, by `ComponentExample.Item.glyph`.
    package var icons: [String: PreviewIcon] = [:]
    /// Where pictures are kept between builds of this process (`serve`); nil in a build that
    /// runs once.
    package var memo: RenditionMemo?
    /// The spec being drawn, by name and `ComponentSpec.drawingKey`: with `memo`, what a
    /// picture's key starts from (`memoKey`).
    package var memoScope: MemoScope?

    /// This renderer with the glyphs `examples` name, and what looking them up found wrong
    /// (`icon.missing` at an `icon:`, a team file refused).
    package func withIcons(for examples: [ComponentExample]) -> (PreviewRenderer, [Diagnostic]) {
        guard let iconLibrary else { return (self, []) }
        var copy = self
        let (icons, problems) = iconLibrary.icons(for: examples)
        copy.icons = icons
        return (copy, problems)
    }

    /// The paints of pictures drawn once (the anatomy diagram, the width control, downloads):
    /// the first theme's, which is every modifier's default context.
    package var primaryPalette: PreviewPalette { themes.first?.palette ?? defaultPalette }

    /// The paints of a preview drawn without tokens: Material's colour roles on Android (as CSS
    /// custom properties with Material's baseline scheme behind them), the theme's elsewhere.
    package var defaultPalette: PreviewPalette { pack.platform == .android ? .material : .theme }

    /// A renderer over `measurer`; figures use `theme`'s partial (the built-in theme's by default).
    public init(measurer: any TextMeasurer, deviceWidths: [Double], rulePages: RulePages = RulePages(), theme: Theme? = nil,
                localization: Localization = Localization()) {
        library = (theme ?? Theme.builtIn)?.library ?? MustacheLibrary()
        self.measurer = measurer
        self.deviceWidths = Self.checkedWidths(deviceWidths)
        siteWidths = deviceWidths
        self.rulePages = rulePages
        self.localization = localization
        let common = Conventions.defaultPreviewWidth
        defaultWidth = deviceWidths.contains(common) ? common : (deviceWidths.sorted().dropFirst().first ?? deviceWidths.first ?? common)
    }

    /// This renderer drawing for `pack`: examples as the platform draws them (a tab bar as
    /// Material's navigation bar on Android), measured with its font; `tagging` names the
    /// platform in every finding.
    package func on(_ pack: any PlatformPack, tagging: Bool) -> PreviewRenderer {
        var copy = self
        copy.pack = pack
        copy.tagsFindings = tagging
        if let measurer = platformFonts?.measurer(for: pack) {
            copy.localization = Localization(translations: localization.translations, measurer: measurer)
            copy.measurer = measurer
        }
        copy.deviceWidths = Self.checkedWidths(pack.deviceWidths(from: siteWidths, generation: generation))
        if !baseThemes.isEmpty || !androidThemes.isEmpty {
            copy.themes = pack.platform == .android && !androidThemes.isEmpty ? androidThemes : baseThemes
        }
        return copy
    }

    /// This renderer measuring in `locale`'s fonts: for labels given already in that language
    /// (an assistant's own translation), drawn and judged as they are, not looked up again.
    package func measuring(in locale: String?) -> PreviewRenderer {
        guard let locale else { return self }
        var copy = self
        copy.measurer = localization.measurer(for: locale, fallback: measurer)
        return copy
    }

    /// This renderer naming (or not) the platform in every finding.
    package func tagging(_ tags: Bool) -> PreviewRenderer {
        var copy = self
        copy.tagsFindings = tags
        return copy
    }

    /// This renderer with its rules checking at `width` alone, when one is given (an
    /// assistant asking "does it fit at 1000 pt?").
    package func checking(at width: Double?) -> PreviewRenderer {
        guard let width, width > 0 else { return self }
        var copy = self
        copy.deviceWidths = [width]
        return copy
    }

    /// `widths` as the rules check them: positive, smallest first; the conventional widths
    /// when none is left.
    package static func checkedWidths(_ widths: [Double]) -> [Double] {
        let kept = widths.filter { $0 > 0 }.sorted()
        return kept.isEmpty ? Conventions.deviceWidths : kept
    }

    /// Findings as this renderer reports them: named by platform when it tags them.
    package func tagged(_ findings: [Diagnostic]) -> [Diagnostic] {
        guard tagsFindings else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.message = "[\(pack.tag)] " + finding.message
            return finding
        }
    }

    /// A picture drawn elsewhere (the width control's bars, the Large Content Viewer) in the
    /// theme's figure, named `label`, with an optional caption.
    package func figure(svg: String, label: String, caption: String?, theme: [String: Any]? = nil) -> String {
        var context: [String: Any] = ["svg": svg, "label": label]
        if let caption { context["caption"] = ["text": caption] }
        if let theme { context["theme"] = theme }
        return library.render(context, theme: Conventions.previewTemplate)
    }
}
