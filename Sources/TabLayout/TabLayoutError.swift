/// Why the engine refused a request. Each has a one-line message for the user.
public enum TabLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request has no items.
    case noItems
    /// `selected` is not an index into the items.
    case selectedOutOfRange(selected: Int, count: Int)
    /// The bar width is zero, negative or not a number.
    case nonPositiveWidth(Double)
    /// The text scale is zero, negative or not a number.
    case invalidTextScale(Double)
    /// A metric is negative or not a number (the font size must also be positive).
    case invalidMetric(name: String, value: Double)
    /// A bar whose lengths Apple does not publish was asked for without the lengths the spec
    /// must give: `group` names the metrics' group (`floating`, `top-bar`), `keys` what is missing.
    case missingMetrics(variant: TabVariant, group: String, keys: [String])
    /// The example names a variant the engine does not draw (one another kind of component
    /// gave it); never drawn as some other variant.
    case unknownVariant(String)

    public var description: String {
        switch self {
        case .noItems:
            "a tab layout needs at least one item"
        case .selectedOutOfRange(let selected, let count):
            "selected item \(selected) is out of range: there are \(count) items (0 to \(count - 1))"
        case .nonPositiveWidth(let width):
            "width must be a positive number of points, not \(width)"
        case .invalidTextScale(let scale):
            "text scale must be a positive number, not \(scale)"
        case .invalidMetric(let name, let value):
            "\(name) must be a non-negative number, not \(value)"
        case .missingMetrics(let variant, let group, let keys):
            "the \(variant.displayName.lowercased()) needs metrics \(group): \(keys.joined(separator: ", ")); Apple publishes none of its lengths, so the spec must give them"
        case .unknownVariant(let name):
            "the tab engine draws no variant '\(name)'; its variants are " + TabVariant.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
