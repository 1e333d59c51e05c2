/// The lengths iPadOS's tab bar at the top of the screen (iPadOS 18 and later) and the sidebar
/// it can turn into are drawn with, in points. Apple documents the bar's place and behaviour
/// (`UITabBarController.Mode.tabSidebar`, SwiftUI's `sidebarAdaptable`) but publishes none of
/// its lengths, so every one comes from the spec's `metrics: top-bar:`.
public typealias TopBarMetrics = SpecLengths<TopBarLength>

/// A length of the top bar or its sidebar, by the name a spec gives it.
public enum TopBarLength: String, LengthName {
    case height
    case cornerRadius = "corner-radius"
    case edgeInset = "edge-inset"
    case itemPadding = "item-padding"
    case itemInset = "item-inset"
    case fontSize = "font-size"
    case sidebarWidth = "sidebar-width"
    case sidebarRowHeight = "sidebar-row-height"
}

extension SpecLengths where Key == TopBarLength {
    /// The keys a top bar needs: its height, corner radius, inset from the screen's top and
    /// sides and the padding either side of a label; with a sidebar, the sidebar's width and
    /// row height. The item inset (0) and font size (the spec's label size) may be left out.
    public static func required(sidebar: Bool) -> [Key] {
        [.height, .cornerRadius, .edgeInset, .itemPadding] + (sidebar ? [.sidebarWidth, .sidebarRowHeight] : [])
    }

    /// The required keys the spec did not give, in `required` order.
    public func missing(sidebar: Bool) -> [Key] {
        missing(of: Self.required(sidebar: sidebar))
    }

    var height: Double { lengths[.height] ?? 0 }
    var cornerRadius: Double { lengths[.cornerRadius] ?? 0 }
    var edgeInset: Double { lengths[.edgeInset] ?? 0 }
    var itemPadding: Double { lengths[.itemPadding] ?? 0 }
    var itemInset: Double { lengths[.itemInset] ?? 0 }
    var sidebarWidth: Double { lengths[.sidebarWidth] ?? 0 }
    var sidebarRowHeight: Double { lengths[.sidebarRowHeight] ?? 0 }
}
