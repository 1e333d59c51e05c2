/// The width class a component is laid out for (compact or regular width); for a tab bar it
/// decides the More item and centring.
public enum DeviceClass: String, Sendable, CaseIterable {
    /// Compact width: at most five tab bar items, the rest under More.
    case phone
    /// Regular width: about seven centred tab bar items, never a More item.
    case tablet
}
