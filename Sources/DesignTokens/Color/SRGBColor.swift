import Foundation

/// A colour ready to paint: gamma-encoded sRGB channels in 0…1 and an alpha.
public struct SRGBColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// As SVG and CSS take it: `#rrggbb` when opaque, else `rgba(r, g, b, a)`.
    public var cssValue: String {
        let channels = [red, green, blue].map(Self.byte)
        if alpha >= 1 {
            let digits = Array("0123456789abcdef")
            return "#" + channels.map { String([digits[$0 / 16], digits[$0 % 16]]) }.joined()
        }
        let a = (alpha.clamped(to: 0...1) * 1000).rounded() / 1000
        var alphaText = String(a)
        if alphaText.hasSuffix(".0") { alphaText.removeLast(2) }
        return "rgba(\(channels[0]), \(channels[1]), \(channels[2]), \(alphaText))"
    }

    /// A channel as the 0…255 value drawn, rounded once and the same way for every channel:
    /// half-way up, after dropping the last bits of arithmetic noise (a conversion that gives
    /// 25.499999999 for 25.5 would otherwise round one channel down and its twin up).
    static func byte(_ channel: Double) -> Int {
        let scaled = (channel.clamped(to: 0...1) * 255 * 1e6).rounded() / 1e6
        return Int(scaled.rounded(.toNearestOrAwayFromZero))
    }

    /// This colour painted over `background` (source-over, in gamma-encoded sRGB, as browsers
    /// composite).
    public func composited(over background: SRGBColor) -> SRGBColor {
        let a = alpha.clamped(to: 0...1), b = background.alpha.clamped(to: 0...1)
        let out = a + b * (1 - a)
        guard out > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * a + bottom * b * (1 - a)) / out }
        return SRGBColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: out)
    }

    /// WCAG 2.2's relative luminance (the opaque colour's).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
