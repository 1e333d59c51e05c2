import HandbookDiagnostics

/// Where each value of a JSON text starts, nested the way the text nests them. Foundation's
/// JSON decoding keeps no positions; this is the map from a decoded value's path back to
/// the text.
package struct JSONPositionTree: Sendable {
    /// What a value is, as far as finding its children goes.
    package indirect enum Shape: Sendable {
        case object([String: Member])
        case array([JSONPositionTree])
        case scalar
    }

    /// An object member: where its key is, and its value.
    package struct Member: Sendable {
        var keyPosition: TextPosition
        var value: JSONPositionTree
    }

    /// One step of a path into JSON.
    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// Where the value starts (its opening quote or bracket, or its first character).
    package var position: TextPosition
    package var shape: Shape

    /// The member of an object under `key`.
    package func member(_ key: String) -> Member? {
        guard case .object(let members) = shape else { return nil }
        return members[key]
    }

    /// The value at the end of `path`, or nil when the text has no such value.
    package func node(at path: [Step]) -> JSONPositionTree? {
        var node = self
        for step in path {
            guard let next = node.child(step) else { return nil }
            node = next
        }
        return node
    }

    /// The deepest value along `path` that the text has (the root at worst).
    package func closestNode(along path: [Step]) -> JSONPositionTree {
        var node = self
        for step in path {
            guard let next = node.child(step) else { break }
            node = next
        }
        return node
    }

    private func child(_ step: Step) -> JSONPositionTree? {
        switch (step, shape) {
        case (.key(let key), .object(let members)): members[key]?.value
        case (.index(let index), .array(let elements)) where elements.indices.contains(index): elements[index]
        default: nil
        }
    }
}
