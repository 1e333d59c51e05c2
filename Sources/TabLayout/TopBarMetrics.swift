/// The lengths iPadOS's tab bar at the top of the screen (iPadOS 18 and later) and the sidebar
/// it can turn into are drawn with, in points. Apple documents the bar's place and behaviour
/// (`UITabBarController.Mode.tabSidebar`, SwiftUI's `sidebarAdaptable`) but publishes none of
/// its lengths, so every one comes from the spec's `metrics: top-bar:`.
public struct TopBarMetrics: Sendable, Hashable {
    /// A length of the top bar or its sidebar, by the name a spec gives it.
    public enum Key: String, Sendable, CaseIterable {
        case height
        case cornerRadius = "corner-radius"
        case edgeInset = "edge-inset"
        case itemPadding = "item-padding"
        case itemInset = "item-inset"
        case fontSize = "font-size"
        case sidebarWidth = "sidebar-width"
        case sidebarRowHeight = "sidebar-row-height"

        /// How a caption names it: "sidebar row height".
        public var words: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }
    }

    /// The lengths the spec gave, by key.
    public private(set) var lengths: [Key: Double] = [:]

    /// No lengths yet.
    public init() {}

    /// Lengths by key.
    public init(_ lengths: [Key: Double]) {
        self.lengths = lengths
    }

    public subscript(key: Key) -> Double? {
        get { lengths[key] }
        set { lengths[key] = newValue }
    }

    /// The keys a top bar needs: its height, corner radius, inset from the screen's top and
    /// sides and the padding either side of a label; with a sidebar, the sidebar's width and
    /// row height. The item inset (0) and font size (the spec's label size) may be left out.
    public static func required(sidebar: Bool) -> [Key] {
        [.height, .cornerRadius, .edgeInset, .itemPadding] + (sidebar ? [.sidebarWidth, .sidebarRowHeight] : [])
    }

    /// The required keys the spec did not give, in `required` order.
    public func missing(sidebar: Bool) -> [Key] {
        Self.required(sidebar: sidebar).filter { lengths[$0] == nil }
    }

    var height: Double { lengths[.height] ?? 0 }
    var cornerRadius: Double { lengths[.cornerRadius] ?? 0 }
    var edgeInset: Double { lengths[.edgeInset] ?? 0 }
    var itemPadding: Double { lengths[.itemPadding] ?? 0 }
    var itemInset: Double { lengths[.itemInset] ?? 0 }
    var sidebarWidth: Double { lengths[.sidebarWidth] ?? 0 }
    var sidebarRowHeight: Double { lengths[.sidebarRowHeight] ?? 0 }
}
