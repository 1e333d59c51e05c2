/// A colour as the DTCG 2025.10 Color module writes it: a colour space, its components
/// (`nil` for the keyword `none`), an alpha and an optional hex fallback.
public struct TokenColor: Hashable, Sendable {
    public var colorSpace: ColorSpace
    /// The components in the space's order (`r, g, b` for sRGB in 0…1; `l, c, h` for oklch …).
    public var components: [Double?]
    /// 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// The hex fallback the file gave (`#rrggbb`), kept for display.
    public var hex: String?

    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

/// The colour spaces of the DTCG 2025.10 Color module, by their `colorSpace` names.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}
