import Foundation
import TabLayout
import TextMetrics

/// One tab layout as `handbook layout` asks for it, with the command line's options as
/// written: the labels, the variant, the platform that draws it, the width, the fonts and
/// the lengths. `output()` lays it out with the site's font stack and gives what the command
/// prints: the layout JSON (DESIGN.md's contract) or the SVG.
public struct LayoutQuery: Sendable {
    /// An option the query cannot use, worded as the command line reports it.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    public var items: String
    public var variant = "scroll"
    public var platform: String?
    public var width = 390.0
    public var selected = 0
    public var font: String?
    public var locale: String?
    public var fontSize: Double?
    public var itemPadding: Double?
    public var minItemWidth: Double?
    public var edgePadding: Double?
    public var textScale = 1.0
    public var rightToLeft = false
    public var device = "phone"
    public var indicator = "label"
    public var format = "json"
    public var floating: String?
    public var topBar: String?
    public var search: String?
    public var sidebarAdaptable = false
    /// `26` or `18`: the iOS generation a tab bar is drawn as on iOS (26 by default when
    /// `floating` gives the floating bar's lengths, else 18).
    public var iosVersion: Int?
    /// `expressive` (the default) or `baseline`: Material's generation on Android.
    public var androidStyle: String?

    /// A query for the comma-separated labels `items`, every other option at its default.
    public init(items: String) {
        self.items = items
    }

    /// The layout as the command prints it: JSON, or the bar's SVG followed by the floating
    /// bar's minimised state or the sidebar as pictures of their own.
    public func output() throws(Invalid) -> String {
        guard let written = TabVariant(rawValue: variant) else {
            throw Invalid(description: "unknown variant '\(variant)'; use " + TabVariant.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var pack: (any PlatformPack)?
        if let platform {
            guard let named = Platform(rawValue: platform) else { throw Invalid(description: "unknown platform '\(platform)'; use ios, android or web") }
            pack = PlatformPacks.pack(for: named)
        }
        guard let device = DeviceClass(rawValue: device) else {
            throw Invalid(description: "unknown device '\(self.device)'; use phone or tablet")
        }
        var generation = PlatformGeneration(ios: floating == nil ? .ios18 : .ios26)
        if let iosVersion {
            guard let version = PlatformGeneration.IOSVersion(rawValue: iosVersion) else { throw Invalid(description: "unknown iOS version \(iosVersion); use 26 or 18") }
            generation.ios = version
        }
        if let androidStyle {
            guard let style = PlatformGeneration.AndroidStyle(rawValue: androidStyle) else { throw Invalid(description: "unknown Android style '\(androidStyle)'; use expressive or baseline") }
            generation.android = style
        }
        // A platform draws one of the engine's own variants in place of each.
        let variant = pack.flatMap { $0.variant(for: ExampleVariant(written), device: device, generation: generation).tab } ?? written
        guard let span = IndicatorSpan(rawValue: indicator) else {
            throw Invalid(description: "unknown indicator '\(indicator)'; use label or item")
        }
        guard format == "json" || format == "svg" else {
            throw Invalid(description: "unknown format '\(format)'; use json or svg")
        }
        let labels = items.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        guard !labels.isEmpty, !labels.allSatisfy(\.isEmpty) else { throw Invalid(description: "no items: give --items \"A,B,C\"") }
        var metrics = variant.isMaterialNavigation ? TabMetrics.material(variant, style: generation.android.materialStyle) : TabMetrics.defaults(for: variant, device: device)
        if let fontSize { metrics.fontSize = fontSize }
        if let itemPadding { metrics.itemPadding = itemPadding }
        if let minItemWidth { metrics.minItemWidth = minItemWidth }
        if let edgePadding { metrics.edgePadding = edgePadding }
        if let floating { metrics.floating = FloatingBarMetrics(try Self.lengths(floating, option: "--floating")) }
        if let topBar { metrics.topBar = TopBarMetrics(try Self.lengths(topBar, option: "--top-bar")) }
        var request = TabLayoutRequest(labels: labels, variant: variant, width: width, selected: selected, metrics: metrics,
                                       textScale: textScale, rightToLeft: rightToLeft, device: device, indicatorSpan: span)
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
            throw Invalid(description: error.diagnostics.map(\.message).joined(separator: "; "))
        } catch {
            throw Invalid(description: "\(error)")
        }
        let layout: TabBarLayout
        do {
            layout = try TabLayoutEngine(measurer: measurer).layout(request)
        } catch {
            throw Invalid(description: "\(error)")
        }
        guard format == "svg" else {
            let fonts = layout.items.map { item in measurer.shape(item.text, fontSize: layout.fontSize).faceNames.joined(separator: ", ") }
            return LayoutJSON.encode(layout, fonts: fonts)
        }
        var drawing = TabBarSVGRenderer(idPrefix: "layout", textScale: textScale)
        if let pack {
            drawing.platform = pack.tag
            drawing.unit = pack.unit
            if let family = PlatformFonts.svgFamily(for: pack) { drawing.fontFamily = family }
        }
        // The floating bar's minimised state and the sidebar follow as pictures of their own.
        let pictures = [drawing.render(layout)] + [drawing.renderMinimized(layout), drawing.renderSidebar(layout)].compactMap { $0 }
        return pictures.map { $0 + "\n" }.joined()
    }

    /// `key=value,…` lengths, each key one `Key` names and each value a positive number.
    package static func lengths<Key: LengthName>(_ text: String, option: String) throws(Invalid) -> [Key: Double] {
        var lengths: [Key: Double] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let names = Key.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let key = Key(rawValue: parts[0]) else {
                throw Invalid(description: "\(option): '\(pair)' is not KEY=LENGTH with KEY one of \(names)")
            }
            guard let value = Double(parts[1]), value.isFinite, value > 0 else {
                throw Invalid(description: "\(option): \(parts[0]) must be a positive number of points, not '\(parts[1])'")
            }
            lengths[key] = value
        }
        return lengths
    }
}
