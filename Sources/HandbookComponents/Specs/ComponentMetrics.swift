/// The lengths a spec's `metrics:` gives and its tokens resolve, as its kind's engine takes
/// them. The kind makes the value with its defaults filled in
/// (`ComponentKindDefinition.defaultMetrics`) and is the only one to read its lengths; the
/// spec loader and the token resolver set them by the names the spec writes.
public protocol ComponentMetrics: Sendable {
    /// Sets the length a `metrics:` key names, in points: a number written, or a dimension
    /// token resolved. Keys that draw nothing (`font-weight`) are ignored.
    mutating func set(_ key: String, to points: Double)
    /// Sets the choice a `metrics:` key names (`indicator-span: item`); the key's schema has
    /// already checked the value.
    mutating func choose(_ key: String, _ value: String)
    /// Sets a group of lengths a `metrics:` key holds (`floating: {height: 62}`), by their keys.
    mutating func setGroup(_ key: String, _ lengths: [String: Double])
    /// The label's font size in points, before the text scale: a typography token sets it,
    /// and contrast checks tell large text by it.
    var fontSize: Double { get set }
    /// Extra space after each character of a label, from a typography token.
    var letterSpacing: Double { get set }
}

extension ComponentMetrics {
    public mutating func setGroup(_ key: String, _ lengths: [String: Double]) {}
}
