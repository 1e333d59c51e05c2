/// A bar width at which the engine's answer changes in a way a designer cares about: a
/// label starts truncating, the bar starts scrolling, a More item appears, the device class
/// switches, items drop below the touch target.
///
/// `width` is the narrowest width with the behaviour found from there up; one step below it
/// (`width.nextDown`) the engine gives the other behaviour. Whether the fact named by `kind`
/// holds below or from `width` up is `holdsBelow`: a fixed label that fits from 412 pt and
/// truncates below is `.truncates` with `holdsBelow == true`.
public struct WidthThreshold: Sendable, Hashable {
    /// What changes at the threshold; each names a fact about a layout.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Item `itemIndex`'s label is drawn truncated.
        case truncates
        /// The content is wider than the bar, so the bar scrolls.
        case scrolls
        /// A phone tab bar shows a More item for the items past the fourth.
        case moreItem = "more-item"
        /// The bar is laid out for a tablet (regular width) rather than a phone.
        case tablet
        /// Some visible tab bar item is narrower than the minimum touch target.
        case touchTarget = "touch-target"
        /// Material's navigation rail is expanded: labels beside their icons, 220–360 dp wide.
        case expanded
    }

    /// The fact that changes.
    public var kind: Kind
    /// The narrowest width, in points, of the behaviour found from here up.
    public var width: Double
    /// Whether `kind` holds just below `width` (and not at it); otherwise the reverse.
    public var holdsBelow: Bool
    /// The item the fact is about (`.truncates`), as an index into the request's items.
    public var itemIndex: Int?
    /// That item's label as requested.
    public var label: String?

    /// A threshold.
    public init(kind: Kind, width: Double, holdsBelow: Bool, itemIndex: Int? = nil, label: String? = nil) {
        self.kind = kind
        self.width = width
        self.holdsBelow = holdsBelow
        self.itemIndex = itemIndex
        self.label = label
    }
}
