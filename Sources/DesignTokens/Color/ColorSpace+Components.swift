extension ColorSpace {
    /// Every colour space of the Color module has three components.
    public var componentCount: Int { 3 }

    /// The range the Color module allows for component `index`; nil where it sets none
    /// (lab's a and b, oklab's a and b, XYZ).
    public func validRange(ofComponent index: Int) -> ClosedRange<Double>? {
        let unbounded = 0...Double.greatestFiniteMagnitude
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return 0...1
        case .hsl, .hwb: return index == 0 ? 0...360 : 0...100
        case .lab: return index == 0 ? 0...100 : nil
        case .lch: return [0...100, unbounded, 0...360][index.clamped(0, 2)]
        case .oklab: return index == 0 ? 0...1 : nil
        case .oklch: return [0...1, unbounded, 0...360][index.clamped(0, 2)]
        case .xyzD65, .xyzD50: return nil
        }
    }
}

extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}
