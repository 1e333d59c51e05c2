import HandbookFoundation

/// The characters drawn while one piece of work ran, in every stack it measured with. A
/// measurer's own record says what was drawn since it was last reset, and a cached width
/// adds its characters there only once per reset; a capture gets every character the work
/// drew, cached widths included. Work whose result is kept and taken again later (a
/// picture under `serve`, `RenditionMemo`) keeps its capture beside it and gives it back
/// to the measurers, so the preview fonts' subsets are those of a build that drew it.
public final class GlyphCapture: Sendable {
    /// The capture the current work records into, if any.
    @TaskLocal static var current: GlyphCapture?

    /// Whose characters: a measurer's (by its shared state, which one stack's measurers
    /// share; an identity hashes in a step where a stack would hash every face's path), or
    /// a stack's, for characters handed in whole (`add(_:)`).
    private enum Source: Hashable {
        case measurer(ObjectIdentifier)
        case stack(FontStack)
    }

    private let drawn = Locked<[Source: GlyphUsage]>([:])
    /// Unique in the process (never an address, which a later capture may reuse): a cached
    /// width notes the last capture it was counted in, and adds nothing to it again.
    let id: Int

    private static let made = Locked(0)

    private init() {
        id = Self.made.withLock { count in
            count += 1
            return count
        }
    }

    /// `work`'s value and the characters it drew, per stack (a stack may come in more than
    /// one record). A capture running around this one gets them too.
    public static func capturing<Value>(_ work: () -> Value) -> (value: Value, drawn: [GlyphUsage]) {
        let outer = current
        let capture = GlyphCapture()
        let value = $current.withValue(capture) { work() }
        let drawn = capture.drawn.withLock { $0 }
        if let outer {
            outer.drawn.withLock { recorded in
                for (source, usage) in drawn { recorded[source] = recorded[source].map { $0.merging(usage) } ?? usage }
            }
        }
        return (value, Array(drawn.values))
    }

    /// Counts `drawn` as drawn by the current work, if it is captured: a kept result taken
    /// inside work whose own result is being kept.
    public static func add(_ drawn: [GlyphUsage]) {
        guard let capture = current else { return }
        capture.drawn.withLock { recorded in
            for usage in drawn where !usage.isEmpty {
                recorded[.stack(usage.stack)] = recorded[.stack(usage.stack)].map { $0.merging(usage) } ?? usage
            }
        }
    }

    /// Adds characters `measurer` drew, each a face index and a scalar value.
    func record(_ scalars: [(face: Int, scalar: UInt32)], by measurer: FontStackMeasurer) {
        let source = Source.measurer(ObjectIdentifier(measurer.shared))
        drawn.withLock { drawn in
            // Taken out while it is added to, so the sets are changed in place, never copied.
            var usage = drawn.removeValue(forKey: source) ?? GlyphUsage(stack: measurer.stack)
            for (face, scalar) in scalars { usage.record(scalar, face: face) }
            drawn[source] = usage
        }
    }

    /// Adds characters kept packed by `measurer`'s width cache (face in the high half, scalar in the low).
    func record(packed: [UInt64], by measurer: FontStackMeasurer) {
        let source = Source.measurer(ObjectIdentifier(measurer.shared))
        drawn.withLock { drawn in
            var usage = drawn.removeValue(forKey: source) ?? GlyphUsage(stack: measurer.stack)
            for packed in packed { usage.record(UInt32(truncatingIfNeeded: packed), face: Int(packed >> 32)) }
            drawn[source] = usage
        }
    }
}
