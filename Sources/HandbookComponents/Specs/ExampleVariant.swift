/// How an example's items are laid out, by the name its kind gives the layout: `scroll`,
/// `tab-bar`, a chip group's `row`. Kinds declare the names they draw (`variantNames`) and
/// are the only ones to read them; the tab family's are in `Kinds/TabFamily`.
public struct ExampleVariant: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The name, as the engine and the layout JSON spell it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
