extension GlyphUsage {
    /// Characters drawn by more than one face (e.g. a combining mark that followed a Latin
    /// letter in one label and an Arabic letter in another). CSS can route a code point to
    /// one face only, so the browser may draw these clusters with another font than the
    /// engine measured; worth a warning. Keys are scalar values, values face indices.
    public var scalarsDrawnBySeveralFaces: [UInt32: [Int]] {
        var faces: [UInt32: [Int]] = [:]
        for (index, scalars) in scalarsByFace.enumerated() {
            for scalar in scalars { faces[scalar, default: []].append(index) }
        }
        return faces.filter { $0.value.count > 1 }
    }
}
