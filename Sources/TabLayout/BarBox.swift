/// A rounded box in a picture of a bar: the floating bar's capsule, its search tab, the
/// minimised bar, the iPad's top bar or its sidebar. Lengths in points, origin at the
/// picture's top left.
public struct BarBox: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Corner radius, never more than half the shorter side.
    public var radius: Double

    /// Memberwise; the radius is clamped to half the shorter side.
    public init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.radius = max(0, min(radius, min(width, height) / 2))
    }

    /// Right edge.
    public var maxX: Double { x + width }

    /// The box reflected within a picture `width` wide (right-to-left layouts).
    func mirrored(within width: Double) -> BarBox {
        var box = self
        box.x = width - x - self.width
        return box
    }
}
