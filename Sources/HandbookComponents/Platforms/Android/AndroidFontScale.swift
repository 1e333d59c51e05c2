/// How Android 14 and later scale text with the reader's font scale: not by multiplying,
/// but along a curve per scale that lets small text grow in full and large text less
/// (`FontScaleConverterFactory` in the platform, `AndroidFontScaleCurve` in Compose). Each
/// curve maps sizes in sp to sizes in dp at these points, linearly between them; scales
/// between two curves interpolate them, and below 1.03 the scale is applied as it is.
package enum AndroidFontScale {
    /// The sizes, in sp, the curves are given at.
    package static let sizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
    /// The scales with a published curve, and each curve's sizes in dp at `sizes`.
    package static let curves: [(scale: Double, sizes: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]
    /// Below this the platform multiplies.
    package static let linearBelow = 1.03

    /// The size in dp of text of `size` sp at font `scale`.
    package static func size(_ size: Double, at scale: Double) -> Double {
        guard scale >= linearBelow, let first = curves.first, let last = curves.last else { return size * scale }
        if scale >= last.scale { return lookup(size, in: last.sizes, scale: last.scale) }
        // Between the linear 1.0 and the first curve, or between two curves.
        var lower: (scale: Double, sizes: [Double]) = (1, sizes)
        var upper = first
        for curve in curves {
            if curve.scale <= scale { lower = curve } else { upper = curve; break }
        }
        if lower.scale == scale { return lookup(size, in: lower.sizes, scale: scale) }
        let fraction = (scale - lower.scale) / (upper.scale - lower.scale)
        let blended = zip(lower.sizes, upper.sizes).map { $0 + ($1 - $0) * fraction }
        return lookup(size, in: blended, scale: scale)
    }

    /// `size` looked up in one curve: linear between its points, multiplied past its ends.
    private static func lookup(_ size: Double, in scaled: [Double], scale: Double) -> Double {
        guard let index = sizes.firstIndex(where: { $0 >= size }) else { return size * scale }
        if sizes[index] == size { return scaled[index] }
        guard index > 0 else { return size * scaled[0] / sizes[0] }
        let fraction = (size - sizes[index - 1]) / (sizes[index] - sizes[index - 1])
        return scaled[index - 1] + (scaled[index] - scaled[index - 1]) * fraction
    }
}
