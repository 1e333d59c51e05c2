import ArgumentParser
import Handbook

/// `handbook layout`: prints one computed tab layout as JSON (the default) or SVG; the
/// options become a `LayoutQuery`, which the tab family answers.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print one computed tab layout as JSON or SVG.",
        discussion: "Example: handbook layout --items \"Reviews,About,Photos\" --variant fixed --width 320"
    )

    @Option(help: "Comma-separated labels, e.g. \"Home,Search,Library\".")
    var items: String

    @Option(help: "scroll, fixed, tab-bar, segmented, navigation-bar, navigation-rail, navigation-rail-expanded (Material 3 Expressive), floating-tab-bar (iOS 26) or top-tab-bar (iPadOS).")
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

    @Option(help: "With --platform ios: 26 draws a tab bar as iOS 26's floating bar (phone) or the top bar (tablet), 18 as the edge-to-edge bar. Default: 26 when --floating gives the floating bar's lengths, else 18.")
    var iosVersion: Int?

    @Option(help: "With --platform android: expressive (Material 3 Expressive's 64 dp bar and 96 dp rail, the default) or baseline (the 80 dp bar and rail).")
    var androidStyle: String?

    /// Lengths a layout can be drawn at: a width of 1e19 would overflow the integers it is written through.
    func validate() throws {
        let lengths: [(String, Double?)] = [("width", width), ("font-size", fontSize), ("item-padding", itemPadding), ("min-item-width", minItemWidth),
                              ("edge-padding", edgePadding), ("text-scale", textScale)]
        for (name, value) in lengths {
            guard let value else { continue }
            guard value.isFinite, value > 0, value <= YAMLShape.largestLength else {
                throw ValidationError("--\(name) must be greater than 0 and at most \(Int(YAMLShape.largestLength)), not \(value)")
            }
        }
    }

    func run() throws {
        var query = LayoutQuery(items: items)
        query.variant = variant
        query.platform = platform
        query.width = width
        query.selected = selected
        query.font = font
        query.locale = locale
        query.fontSize = fontSize
        query.itemPadding = itemPadding
        query.minItemWidth = minItemWidth
        query.edgePadding = edgePadding
        query.textScale = textScale
        query.rightToLeft = rtl
        query.device = device
        query.indicator = indicator
        query.format = format
        query.floating = floating
        query.topBar = topBar
        query.search = search
        query.sidebarAdaptable = sidebarAdaptable
        query.iosVersion = iosVersion
        query.androidStyle = androidStyle
        do {
            print(try query.output(), terminator: "")
        } catch {
            throw ValidationError(error.description)
        }
    }
}
