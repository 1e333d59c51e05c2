extension TokenColor {
    /// A colour from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (any case), in sRGB; nil when
    /// the text is not one of those.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), let values = Optional(digits.compactMap { $0.hexDigitValue }), values.count == digits.count else {
            return nil
        }
        let pairs: [Int] = digits.count <= 4 ? values.map { $0 * 17 } : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let channels = pairs.map { Double($0) / 255 }
        self.init(colorSpace: .srgb, components: Array(channels.prefix(3)), alpha: channels.count == 4 ? channels[3] : 1, hex: hex)
    }
}
