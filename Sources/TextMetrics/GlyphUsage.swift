/// Which characters each face of a stack drew: what a subset of each face must hold.
public struct GlyphUsage: Sendable, Hashable {
    /// The stack the indices refer to.
    public var stack: FontStack
    /// Per face (stack order), the scalar values it drew.
    public var scalarsByFace: [Set<UInt32>]

    /// No characters for any face of `stack`.
    public init(stack: FontStack) {
        self.stack = stack
        self.scalarsByFace = Array(repeating: [], count: stack.faces.count)
    }

    /// The characters face `index` drew, in code point order.
    public func scalars(forFaceAt index: Int) -> [Unicode.Scalar] {
        guard scalarsByFace.indices.contains(index) else { return [] }
        return scalarsByFace[index].sorted().compactMap(Unicode.Scalar.init)
    }

    /// Indices of the faces that drew anything, in stack order.
    public var usedFaceIndices: [Int] {
        scalarsByFace.indices.filter { !scalarsByFace[$0].isEmpty }
    }

    /// Whether no face drew anything.
    public var isEmpty: Bool { usedFaceIndices.isEmpty }

    /// Adds `scalar` to what face `index` drew.
    mutating func record(_ scalar: UInt32, face index: Int) {
        guard scalarsByFace.indices.contains(index) else { return }
        scalarsByFace[index].insert(scalar)
    }

    /// This usage and `other`'s together (same stack).
    public func merging(_ other: GlyphUsage) -> GlyphUsage {
        var merged = self
        for index in merged.scalarsByFace.indices where other.scalarsByFace.indices.contains(index) {
            merged.scalarsByFace[index].formUnion(other.scalarsByFace[index])
        }
        return merged
    }
}
