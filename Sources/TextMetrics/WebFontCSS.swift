/// The `@font-face` rules that make the browser draw previews with exactly the faces the
/// engine measured: one family made of one face per font, each with a `unicode-range` of
/// the characters the engine drew with it. The ranges never overlap — CSS gives an
/// overlapping character to the face declared last, which would break agreement — so
/// every browser picks the same face for every character, and no system font is used.
public enum WebFontCSS {
    /// One face of the family: where its file is (relative to the stylesheet, or a `data:`
    /// URL), its format, and the characters it draws.
    public struct Face: Sendable {
        public var url: String
        public var format: String
        public var scalars: Set<UInt32>
        public var name: String

        public init(url: String, format: String, scalars: Set<UInt32>, name: String) {
            self.url = url
            self.format = format
            self.scalars = scalars
            self.name = name
        }
    }

    /// The rules for `family`, faces in stack order, at `weight` (the weight the previews
    /// ask for, so a Regular face is never made bold by the browser).
    public static func rules(family: String, faces: [Face], weight: Int = 500) -> String {
        faces.map { face in
            "/* \(face.name) */\n@font-face { font-family: \"\(family)\"; src: url(\"\(face.url)\") format(\"\(face.format)\"); "
                + "font-weight: \(weight); font-style: normal; font-display: block; unicode-range: \(unicodeRange(face.scalars)); }\n"
        }.joined()
    }

    /// `U+20, U+41-5A, U+627`: sorted, runs of consecutive code points joined.
    public static func unicodeRange(_ scalars: Set<UInt32>) -> String {
        var parts: [String] = []
        var sorted = scalars.sorted()[...]
        while let start = sorted.popFirst() {
            var end = start
            while let next = sorted.first, next == end + 1 {
                end = next
                sorted.removeFirst()
            }
            let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
            parts.append(start == end ? "U+\(hex(start))" : "U+\(hex(start))-\(hex(end))")
        }
        return parts.joined(separator: ", ")
    }

    /// Gives each character to one face: the first in stack order that drew it. `drawn`
    /// holds, per face index, the characters the engine drew with that face.
    public static func disjoint(_ drawn: [Int: Set<UInt32>]) -> [Int: Set<UInt32>] {
        var taken = Set<UInt32>()
        var result: [Int: Set<UInt32>] = [:]
        for face in drawn.keys.sorted() {
            let own = drawn[face, default: []].subtracting(taken)
            if !own.isEmpty { result[face] = own }
            taken.formUnion(own)
        }
        return result
    }
}
