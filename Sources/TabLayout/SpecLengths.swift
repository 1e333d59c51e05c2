/// Lengths a spec gives by name, in points, for a bar whose platform publishes none of them
/// (iOS 26's floating tab bar, iPadOS's top tab bar): only what the spec wrote, never a
/// default, so a length it leaves out is missing and can be named.
public struct SpecLengths<Key: LengthName>: Sendable, Hashable {
    /// The lengths the spec gave, by key.
    public private(set) var lengths: [Key: Double] = [:]

    /// No lengths yet.
    public init() {}

    /// Lengths by key.
    public init(_ lengths: [Key: Double]) {
        self.lengths = lengths
    }

    /// Lengths by the names a spec writes (`corner-radius`); a name of no length is left out.
    public init(named: [String: Double]) {
        self.init(Dictionary(uniqueKeysWithValues: named.compactMap { name, value in Key(rawValue: name).map { ($0, value) } }))
    }

    public subscript(key: Key) -> Double? {
        get { lengths[key] }
        set { lengths[key] = newValue }
    }

    /// Those of `required` the spec did not give, in their order.
    public func missing(of required: [Key]) -> [Key] {
        required.filter { lengths[$0] == nil }
    }
}

/// The name of one length in a spec's group of lengths (`metrics: floating: corner-radius`).
public protocol LengthName: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension LengthName {
    /// How a caption names it: "corner radius".
    public var words: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }
}
