import Foundation
import HandbookFoundation
import Synchronization

/// The layout's shapes kept between builds, in the user's cache: a build that renders every
/// page (a site title edited) met each shape anew, and rendered each twice through
/// swift-mustache to prove it, a fifth of a 1,000-page title edit's time. A shape depends on
/// the templates and on Handbook alone, so the store's key is both; what an earlier process
/// proved holds for this one.
struct ShapeMemory: Sendable {
    /// A shape, or the fact that one could not be split at its markers.
    struct Entry: StoreCodable {
        var shape: ShapedLayout.Shape?

        init(_ shape: ShapedLayout.Shape?) {
            self.shape = shape
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            shape = try reader.optional { reader throws(StoreReader.Damaged) in
                let bytes = Array(try reader.blob())
                let runs = try reader.array { reader throws(StoreReader.Damaged) -> (text: Range<Int>, value: Int?, escaped: Bool) in
                    let start = try reader.int(), end = try reader.int()
                    let value = try reader.optional { reader throws(StoreReader.Damaged) in try reader.int() }
                    let escaped = try reader.bool()
                    guard start >= 0, start <= end, end <= bytes.count else { throw StoreReader.Damaged() }
                    return (start..<end, value, escaped)
                }
                return ShapedLayout.Shape(bytes: bytes, runs: runs)
            }
        }

        func write(to writer: inout StoreWriter) {
            writer.optional(shape) { writer, shape in
                writer.blob(shape.bytes)
                writer.array(shape.runs) { writer, run in
                    writer.int(run.text.lowerBound)
                    writer.int(run.text.upperBound)
                    writer.optional(run.value) { $0.int($1) }
                    writer.bool(run.escaped)
                }
            }
        }
    }

    static let format = "handbook-shapes 1"

    private var memo: StoreMemo<Entry>

    init(file: String, key: String) {
        memo = StoreMemo(file: file, key: Self.format + " " + key)
    }

    /// The shape kept under `signature`: `.some(nil)` for one known not to split.
    mutating func shape(_ signature: String) -> ShapedLayout.Shape?? {
        memo.value(signature).map(\.shape)
    }

    /// Notes a shape this process proved.
    mutating func found(_ signature: String, _ shape: ShapedLayout.Shape?) {
        memo.found(signature, Entry(shape))
    }

    /// Adds the shapes found in this process to the store.
    mutating func save() {
        memo.save()
    }
}

extension ShapedLayout {
    /// Keeps the shapes proved from now on in `file` of the user's cache, and uses those
    /// earlier builds kept there; `key` names everything they depend on: the theme's
    /// templates and Handbook itself.
    package func remember(in file: String, key: String) {
        memory.withLock { $0 = ShapeMemory(file: file, key: key) }
    }

    /// Writes the shapes proved since `remember(in:key:)` to the store.
    package func saveShapes() {
        memory.withLock { $0?.save() }
    }

    /// A shape an earlier build proved, now known to this process too.
    func remembered(_ signature: String) -> Shape?? {
        guard let kept = memory.withLock({ $0?.shape(signature) }) else { return nil }
        shapes.withLock { $0[signature] = kept }
        return kept
    }
}
