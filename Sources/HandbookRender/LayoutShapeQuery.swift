import Foundation
import HandbookFoundation

/// A shape of the layout, kept in the query store: a build that renders every page (a site
/// title edited) met each shape anew, and rendered each twice through swift-mustache to prove
/// it, a fifth of a 1,000-page title edit's time. Shapes are proved while pages render, so
/// each is fed to the store (`FedQuery`) with the one input it depends on, the templates and
/// Handbook itself: what an earlier process proved holds for this one.
struct LayoutShapeQuery: FedQuery {
    static let name = "layout-shape 1"
    /// The shape's signature (`ShapedLayout.renderBytes`).
    let key: String

    /// A shape, or the fact that one could not be split at its markers.
    struct Value: StoreCodable {
        var shape: ShapedLayout.Shape?

        init(_ shape: ShapedLayout.Shape?) {
            self.shape = shape
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            shape = try reader.optional { reader throws(StoreReader.Damaged) in
                let bytes = try reader.blob()
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
}

extension ShapedLayout {
    /// Takes shapes earlier builds proved from `store` and feeds it those proved from now on;
    /// `key` names everything they depend on: the theme's templates and Handbook itself.
    package func remember(in store: QueryStore, key: String) {
        var hasher = StableHasher()
        hasher.combine(key)
        store.set(QueryInput(Self.shapesInput, (), digest: hasher.finalize()))
        memory.withLock { $0 = store }
    }

    /// The query store's input naming the templates and Handbook.
    static let shapesInput = "layout-templates"

    /// A shape an earlier build proved, now known to this process too.
    func remembered(_ signature: String) -> Shape?? {
        guard let store = memory.withLock({ $0 }), let kept = store.fed(LayoutShapeQuery(key: signature)) else { return nil }
        shapes.withLock { $0[signature] = kept.shape }
        return kept.shape
    }

    /// Feeds a shape this process proved to the store.
    func found(_ signature: String, _ shape: Shape?) {
        memory.withLock { $0 }?.feed(LayoutShapeQuery(key: signature), LayoutShapeQuery.Value(shape), inputs: [Self.shapesInput])
    }
}
