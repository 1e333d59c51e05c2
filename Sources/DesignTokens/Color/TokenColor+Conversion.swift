import Foundation

/// Conversion to sRGB for drawing and contrast, following CSS Color 4: every space goes to
/// CIE XYZ (D65; D50 spaces through the Bradford adaptation), then to linear sRGB. A colour
/// outside sRGB is brought in by CSS Color 4's gamut mapping — chroma reduced in OKLCH,
/// lightness and hue kept, until clipping changes it by less than one just-noticeable
/// difference (ΔEOK 0.02) — as browsers draw it on an sRGB display.
extension TokenColor {
    /// The colour in sRGB, mapped into its gamut.
    public var srgb: SRGBColor {
        if let direct = directSRGB { return direct }
        let linear = Self.multiply(Self.xyzToLinearSRGB, xyzD65)
        if Self.inGamut(linear) {
            return SRGBColor(red: Self.encode(linear[0]), green: Self.encode(linear[1]), blue: Self.encode(linear[2]), alpha: alpha)
        }
        let mapped = Self.gamutMapped(oklab: Self.oklab(fromXYZ: xyzD65))
        return SRGBColor(red: mapped[0], green: mapped[1], blue: mapped[2], alpha: alpha)
    }

    /// A colour of the sRGB family (srgb, hsl, hwb) inside the gamut, from its own components:
    /// a round trip through XYZ moves a channel that sits on a half-way point (0.1 × 255 =
    /// 25.5) to either side of it, so `[0.6, 0.1, 0.1]` drew green and blue differently.
    private var directSRGB: SRGBColor? {
        let c = components.map { $0 ?? 0 } + [0, 0, 0]
        let rgb: [Double]
        switch colorSpace {
        case .srgb: rgb = [c[0], c[1], c[2]]
        case .hsl: rgb = Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100).map { $0 ?? 0 }
        case .hwb: rgb = Self.hwbToSRGB(c[0], c[1] / 100, c[2] / 100).map { $0 ?? 0 }
        default: return nil
        }
        guard rgb.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return SRGBColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Whether the colour lies in sRGB (to a small tolerance for rounding).
    public var isInSRGBGamut: Bool { Self.inGamut(Self.multiply(Self.xyzToLinearSRGB, xyzD65)) }

    /// CIE XYZ relative to D65.
    var xyzD65: [Double] {
        let c = components.map { $0 ?? 0 } + [0, 0, 0]
        let (c0, c1, c2) = (c[0], c[1], c[2])
        switch colorSpace {
        case .srgb: return Self.multiply(Self.linearSRGBToXYZ, [c0, c1, c2].map(Self.decode))
        case .srgbLinear: return Self.multiply(Self.linearSRGBToXYZ, [c0, c1, c2])
        case .hsl: return TokenColor(colorSpace: .srgb, components: Self.hslToSRGB(c0, c1 / 100, c2 / 100)).xyzD65
        case .hwb: return TokenColor(colorSpace: .srgb, components: Self.hwbToSRGB(c0, c1 / 100, c2 / 100)).xyzD65
        case .displayP3: return Self.multiply(Self.linearP3ToXYZ, [c0, c1, c2].map(Self.decode))
        case .a98RGB: return Self.multiply(Self.linearA98ToXYZ, [c0, c1, c2].map { Self.signed($0) { pow($0, 563.0 / 256) } })
        case .prophotoRGB:
            let linear = [c0, c1, c2].map { Self.signed($0) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return Self.multiply(Self.d50ToD65, Self.multiply(Self.linearProPhotoToXYZD50, linear))
        case .rec2020:
            // CSS Color 4 (since 2024) decodes rec2020 with BT.1886's display EOTF, a 2.4 power.
            return Self.multiply(Self.linearRec2020ToXYZ, [c0, c1, c2].map { Self.signed($0) { pow($0, 2.4) } })
        case .xyzD65: return [c0, c1, c2]
        case .xyzD50: return Self.multiply(Self.d50ToD65, [c0, c1, c2])
        case .lab: return Self.multiply(Self.d50ToD65, Self.labToXYZD50(c0, c1, c2))
        case .lch:
            let h = c2 * .pi / 180
            return Self.multiply(Self.d50ToD65, Self.labToXYZD50(c0, c1 * cos(h), c1 * sin(h)))
        case .oklab: return Self.xyz(fromOKLab: [c0, c1, c2])
        case .oklch:
            let h = c2 * .pi / 180
            return Self.xyz(fromOKLab: [c0, c1 * cos(h), c1 * sin(h)])
        }
    }

    // MARK: Transfer functions

    static func decode(_ c: Double) -> Double { signed(c) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) } }
    static func encode(_ c: Double) -> Double { signed(c) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 } }
    /// Applies `f` to |c| and keeps c's sign, as CSS Color 4 extends transfer functions.
    static func signed(_ c: Double, _ f: (Double) -> Double) -> Double { c < 0 ? -f(-c) : f(c) }

    // MARK: Cylindrical sRGB

    static func hslToSRGB(_ hue: Double, _ s: Double, _ l: Double) -> [Double?] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> [Double?] {
        if white + black >= 1 {
            let grey = white / (white + black)
            return [grey, grey, grey]
        }
        return hslToSRGB(hue, 1, 0.5).map { ($0 ?? 0) * (1 - white - black) + white }
    }

    // MARK: Lab and OKLab

    static let d50White = [0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585]

    static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116, f0 = a / 500 + f1, f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow(f1, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    static func xyz(fromOKLab lab: [Double]) -> [Double] {
        let lms = multiply(okLabToLMS, lab).map { $0 * $0 * $0 }
        return multiply(lmsToXYZ, lms)
    }

    static func oklab(fromXYZ xyz: [Double]) -> [Double] {
        multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map { cbrt($0) })
    }

    // MARK: Gamut mapping

    static func inGamut(_ linear: [Double]) -> Bool {
        linear.allSatisfy { $0 >= -0.000001 && $0 <= 1.000001 }
    }

    /// CSS Color 4's gamut mapping to sRGB, from OKLab: gamma-encoded channels in 0…1.
    static func gamutMapped(oklab origin: [Double]) -> [Double] {
        let lightness = origin[0]
        if lightness >= 1 { return [1, 1, 1] }
        if lightness <= 0 { return [0, 0, 0] }
        let hue = atan2(origin[2], origin[1])
        func encoded(chroma: Double) -> [Double] {
            multiply(xyzToLinearSRGB, xyz(fromOKLab: [lightness, chroma * cos(hue), chroma * sin(hue)])).map(encode)
        }
        func clip(_ rgb: [Double]) -> [Double] { rgb.map { $0.clamped(to: 0...1) } }
        func deltaEOK(_ rgb: [Double], _ lab: [Double]) -> Double {
            let other = oklab(fromXYZ: multiply(linearSRGBToXYZ, rgb.map(decode)))
            return sqrt(zip(other, lab).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
        }
        let jnd = 0.02
        var current = encoded(chroma: hypot(origin[1], origin[2]))
        var clipped = clip(current)
        if deltaEOK(clipped, origin) < jnd { return clipped }
        var low = 0.0, high = hypot(origin[1], origin[2]), lowInGamut = true
        while high - low > 0.0001 {
            let chroma = (low + high) / 2
            current = encoded(chroma: chroma)
            let lab = [lightness, chroma * cos(hue), chroma * sin(hue)]
            if lowInGamut && current.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
                low = chroma
                continue
            }
            clipped = clip(current)
            let error = deltaEOK(clipped, lab)
            if error < jnd {
                if jnd - error < 0.0001 { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    // MARK: Matrices (CSS Color 4)

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static let linearSRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let linearP3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let linearA98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let linearProPhotoToXYZD50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    static let linearRec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let xyzToLMS: [[Double]] = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
    static let lmsToOKLab: [[Double]] = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let okLabToLMS: [[Double]] = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
}
