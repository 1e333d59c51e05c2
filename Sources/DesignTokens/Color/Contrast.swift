import Foundation

/// Contrast between two colours: WCAG 2.2's ratio and APCA's lightness contrast.
public enum Contrast {
    /// WCAG 2.2 contrast ratio of two opaque colours, 1…21.
    public static func wcagRatio(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        let (l1, l2) = (a.relativeLuminance, b.relativeLuminance)
        return (Swift.max(l1, l2) + 0.05) / (Swift.min(l1, l2) + 0.05)
    }

    /// The ratio of `foreground` as seen on `background`: a translucent background is first
    /// seen on white (a page's canvas), a translucent foreground then over it.
    public static func wcagRatio(foreground: SRGBColor, background: SRGBColor) -> Double {
        let ground = background.composited(over: .white)
        return wcagRatio(foreground.composited(over: ground), ground)
    }

    /// APCA-W3 0.0.98G-4g lightness contrast Lc (× 100, as APCA reports it): positive for
    /// dark text on a light background, negative for light on dark; 0 below its clip.
    public static func apcaLc(text: SRGBColor, background: SRGBColor) -> Double {
        let ground = background.composited(over: .white)
        let ink = text.composited(over: ground)
        // APCA's screen luminance: a plain 2.4 exponent and its own coefficients.
        func luminance(_ c: SRGBColor) -> Double {
            0.2126729 * pow(c.red, 2.4) + 0.7151522 * pow(c.green, 2.4) + 0.0721750 * pow(c.blue, 2.4)
        }
        func softClamp(_ y: Double) -> Double { y > 0.022 ? y : y + pow(0.022 - y, 1.414) }
        let textY = softClamp(luminance(ink)), backgroundY = softClamp(luminance(ground))
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }
}

extension SRGBColor {
    /// Opaque white, the canvas a translucent background is seen on.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
}
