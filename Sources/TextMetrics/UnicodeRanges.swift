/// Sets of code points as the fewest closed ranges, and as a CSS `unicode-range` value.
public enum UnicodeRanges {
    /// `scalars` as sorted, disjoint, non-adjacent closed ranges.
    public static func compact(_ scalars: some Sequence<UInt32>) -> [ClosedRange<UInt32>] {
        var ranges: [ClosedRange<UInt32>] = []
        for scalar in Set(scalars).sorted() {
            if let last = ranges.last, last.upperBound &+ 1 == scalar {
                ranges[ranges.count - 1] = last.lowerBound...scalar
            } else {
                ranges.append(scalar...scalar)
            }
        }
        return ranges
    }

    /// The CSS `unicode-range` value for `ranges`: `U+20, U+41-5A` (uppercase hex, no padding).
    public static func css(_ ranges: [ClosedRange<UInt32>]) -> String {
        ranges.map { range in
            let low = String(range.lowerBound, radix: 16, uppercase: true)
            guard range.upperBound != range.lowerBound else { return "U+" + low }
            return "U+" + low + "-" + String(range.upperBound, radix: 16, uppercase: true)
        }.joined(separator: ", ")
    }
}
