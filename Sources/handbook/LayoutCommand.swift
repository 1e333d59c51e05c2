import ArgumentParser
import Foundation
import Handbook
import TabLayout
import TextMetrics

/// `handbook layout`: prints one computed tab layout as JSON (the default) or SVG.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print one computed tab layout as JSON or SVG.",
        discussion: "Example: handbook layout --items \"Reviews,About,Photos\" --variant fixed --width 320"
    )

    @Option(help: "Comma-separated labels, e.g. \"Home,Search,Library\".")
    var items: String

    @Option(help: "scroll, fixed, tab-bar, segmented, navigation-bar, navigation-rail, floating-tab-bar (iOS 26) or top-tab-bar (iPadOS).")
    var variant = "scroll"

    @Option(help: "ios, android or web: the bar as that platform draws it (on Android a tab bar is Material's navigation bar, in Roboto).")
    var platform: String?

    @Option(help: "Width of the bar in points.")
    var width = 390.0

    @Option(help: "Index of the selected item, from 0.")
    var selected = 0

    @Option(help: "An OpenType font file, tried before the default stack (Inter Medium, then Noto Sans for other scripts).")
    var font: String?

    @Option(help: "The language of the labels (BCP 47, e.g. de, ar, ja): picks localised glyph forms.")
    var locale: String?

    @Option(help: "Label font size in points (default: the variant's).")
    var fontSize: Double?

    @Option(help: "Padding either side of a label, in points.")
    var itemPadding: Double?

    @Option(help: "Narrowest scroll item, in points.")
    var minItemWidth: Double?

    @Option(help: "Space before the first and after the last scroll item, in points.")
    var edgePadding: Double?

    @Option(help: "Multiplies the font size, e.g. 1.35 or 2 for accessibility sizes.")
    var textScale = 1.0

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "phone or tablet (tab bars).")
    var device = "phone"

    @Option(help: "The indicator spans the label or the whole item: label or item.")
    var indicator = "label"

    @Option(help: "json or svg.")
    var format = "json"

    @Option(help: "The floating tab bar's lengths as the spec's metrics: floating: names them, e.g. \"height=62,corner-radius=31,edge-inset=21,search-gap=8,minimized-height=48\" (Apple publishes none).")
    var floating: String?

    @Option(help: "The top tab bar's lengths as the spec's metrics: top-bar: names them, e.g. \"height=50,corner-radius=25,edge-inset=12,item-padding=16\" (Apple publishes none).")
    var topBar: String?

    @Option(help: "The floating tab bar's search tab, drawn apart at its trailing end.")
    var search: String?

    @Flag(help: "The top tab bar can turn into a sidebar (needs sidebar-width and sidebar-row-height).")
    var sidebarAdaptable = false

    func run() throws {
        guard let written = TabVariant(rawValue: variant) else {
            throw ValidationError("unknown variant '\(self.variant)'; use scroll, fixed, tab-bar, segmented or navigation-bar")
        }
        var pack: (any PlatformPack)?
        if let platform {
            guard let named = Platform(rawValue: platform) else { throw ValidationError("unknown platform '\(platform)'; use ios, android or web") }
            pack = PlatformPacks.pack(for: named)
        }
        guard let device = DeviceClass(rawValue: device) else {
            throw ValidationError("unknown device '\(self.device)'; use phone or tablet")
        }
        let variant = pack.flatMap { TabVariant(rawValue: $0.variant(for: ExampleVariant(rawValue: written.rawValue), device: device).rawValue) } ?? written
        guard let span = IndicatorSpan(rawValue: indicator) else {
            throw ValidationError("unknown indicator '\(indicator)'; use label or item")
        }
        guard format == "json" || format == "svg" else {
            throw ValidationError("unknown format '\(format)'; use json or svg")
        }
        let labels = items.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        guard !labels.isEmpty, !labels.allSatisfy(\.isEmpty) else { throw ValidationError("no items: give --items \"A,B,C\"") }
        var metrics = TabMetrics.defaults(for: variant, device: device)
        if let fontSize { metrics.fontSize = fontSize }
        if let itemPadding { metrics.itemPadding = itemPadding }
        if let minItemWidth { metrics.minItemWidth = minItemWidth }
        if let edgePadding { metrics.edgePadding = edgePadding }
        if let floating { metrics.floating = FloatingBarMetrics(try Self.lengths(floating, option: "--floating")) }
        if let topBar { metrics.topBar = TopBarMetrics(try Self.lengths(topBar, option: "--top-bar")) }
        var request = TabLayoutRequest(labels: labels, variant: variant, width: width, selected: selected, metrics: metrics,
                                       textScale: textScale, rightToLeft: rtl, device: device, indicatorSpan: span)
        if variant == .floatingTabBar { request.search = search.map { TabItem($0) } }
        if variant == .topTabBar { request.sidebarAdaptable = sidebarAdaptable }
        let measurer: FontStackMeasurer
        do {
            var config = SiteConfig()
            config.fontFile = font
            let fonts = try PreviewFonts.locate(config: config, contentDirectory: ".", siteFile: "--font")
            // A platform with a face of its own (Android's Roboto) draws with it first.
            let faces = (pack?.previewFace.map { [$0] } ?? []) + fonts.stack.faces
            measurer = try FontStackMeasurer(stack: FontStack(faces), language: locale)
        } catch let error as DiagnosticsError {
            throw ValidationError(error.diagnostics.map(\.message).joined(separator: "; "))
        } catch {
            throw ValidationError("\(error)")
        }
        let layout: TabBarLayout
        do {
            layout = try TabLayoutEngine(measurer: measurer).layout(request)
        } catch {
            throw ValidationError("\(error)")
        }
        if format == "svg" {
            var drawing = TabBarSVGRenderer(idPrefix: "layout", textScale: textScale)
            if let pack {
                drawing.platform = pack.tag
                if let family = PlatformFonts.svgFamily(for: pack) { drawing.fontFamily = family }
            }
            print(drawing.render(layout))
            // The floating bar's minimised state and the sidebar follow as pictures of their own.
            if let minimized = drawing.renderMinimized(layout) { print(minimized) }
            if let sidebar = drawing.renderSidebar(layout) { print(sidebar) }
        } else {
            let fonts = layout.items.map { item in measurer.shape(item.text, fontSize: layout.fontSize).faceNames.joined(separator: ", ") }
            print(LayoutJSON.encode(layout, fonts: fonts), terminator: "")
        }
    }

    /// `key=value,…` lengths, each key one `Key` names and each value a positive number.
    static func lengths<Key: RawRepresentable & CaseIterable>(_ text: String, option: String) throws -> [Key: Double] where Key.RawValue == String {
        var lengths: [Key: Double] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let names = Key.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let key = Key(rawValue: parts[0]) else {
                throw ValidationError("\(option): '\(pair)' is not KEY=LENGTH with KEY one of \(names)")
            }
            guard let value = Double(parts[1]), value.isFinite, value > 0 else {
                throw ValidationError("\(option): \(parts[0]) must be a positive number of points, not '\(parts[1])'")
            }
            lengths[key] = value
        }
        return lengths
    }
}
