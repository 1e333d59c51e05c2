/// A glyph a preview draws for an item's icon: SVG shapes in their own coordinate box, painted
/// with `currentColor`, so one drawing takes any part's colour (the `color` of the group the
/// renderer wraps it in) and the selection script can repaint it like a label.
public struct IconArt: Sendable, Hashable {
    /// The art's coordinate box (an SVG file's `viewBox`, a font glyph's advance × em box).
    public var minX: Double
    public var minY: Double
    public var width: Double
    public var height: Double
    /// The shapes, as SVG markup whose paints are `currentColor` or `none` (never a colour of
    /// their own, never anything that runs or loads).
    public var body: String
    /// Where the art came from, for the SVG's `data-glyph` (`home`, `icons/cart.svg`).
    public var source: String

    public init(minX: Double = 0, minY: Double = 0, width: Double, height: Double, body: String, source: String) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        self.body = body
        self.source = source
    }

    /// One font glyph's outline, filled.
    public static func glyph(pathData: String, advance: Double, boxHeight: Double, source: String) -> IconArt {
        IconArt(width: advance, height: boxHeight, body: "<path d=\"\(pathData)\" fill=\"currentColor\"/>", source: source)
    }

    /// The More item's glyph: three dots in a 24-unit box.
    public static let more = IconArt(width: 24, height: 24,
                                     body: "<circle cx=\"5\" cy=\"12\" r=\"2\" fill=\"currentColor\"/><circle cx=\"12\" cy=\"12\" r=\"2\" fill=\"currentColor\"/><circle cx=\"19\" cy=\"12\" r=\"2\" fill=\"currentColor\"/>",
                                     source: "more")
}

/// The glyphs of one icon: the one drawn for an item that is not selected, and the one drawn
/// when it is (iOS fills the selected tab's symbol; Material draws it filled inside the pill).
public struct PreviewIcon: Sendable, Hashable {
    public var normal: IconArt
    public var selected: IconArt
    /// Whether `normal` is the outline Handbook found beside a bundled glyph (`star_outline`
    /// for `star`) rather than art the team chose: a platform that draws filled symbols in
    /// every state (iOS) draws `selected` instead.
    public var outlineIsFound: Bool

    public init(normal: IconArt, selected: IconArt? = nil, outlineIsFound: Bool = false) {
        self.normal = normal
        self.selected = selected ?? normal
        self.outlineIsFound = outlineIsFound
    }
}
