/// The lengths iOS 26's floating tab bar is drawn with, in points. Apple's Human Interface
/// Guidelines describe the bar (it floats above the content at the bottom of the screen, a
/// search tab sits apart at its trailing end, it can minimise while the page scrolls) but
/// publish none of its lengths, so every one of them comes from the spec's
/// `metrics: floating:`; a length the spec leaves out is missing, never filled in.
public typealias FloatingBarMetrics = SpecLengths<FloatingBarLength>

/// A length of the floating bar, by the name a spec gives it.
public enum FloatingBarLength: String, LengthName {
    case height
    case cornerRadius = "corner-radius"
    case edgeInset = "edge-inset"
    case itemInset = "item-inset"
    case searchGap = "search-gap"
    case minimizedHeight = "minimized-height"
    case minimizedWidth = "minimized-width"
    case maxWidth = "max-width"
}

extension SpecLengths where Key == FloatingBarLength {
    /// The keys a bar needs before it can be drawn: its height, corner radius, inset from the
    /// screen's edges and the minimised bar's height (the page draws both states), and the gap
    /// before the search tab when it has one. The item inset (0: the selection fills its
    /// item) and the minimised width (its height: a circle) may be left out.
    public static func required(search: Bool) -> [Key] {
        [.height, .cornerRadius, .edgeInset, .minimizedHeight] + (search ? [.searchGap] : [])
    }

    /// The required keys the spec did not give, in `required` order.
    public func missing(search: Bool) -> [Key] {
        missing(of: Self.required(search: search))
    }

    var height: Double { lengths[.height] ?? 0 }
    var cornerRadius: Double { lengths[.cornerRadius] ?? 0 }
    var edgeInset: Double { lengths[.edgeInset] ?? 0 }
    var itemInset: Double { lengths[.itemInset] ?? 0 }
    var searchGap: Double { lengths[.searchGap] ?? 0 }
    var minimizedHeight: Double { lengths[.minimizedHeight] ?? 0 }
    var minimizedWidth: Double { lengths[.minimizedWidth] ?? minimizedHeight }
    /// The capsule's widest (with the search tab beside it): a compact bar keeps its size on a
    /// wider screen and stands centred. Absent, as wide as on the widest iPhone in portrait.
    var maxWidth: Double { lengths[.maxWidth] ?? FloatingBarGeometry.widestCompactScreen - 2 * edgeInset }
}
