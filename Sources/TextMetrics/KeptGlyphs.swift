import HandbookFoundation

/// The characters some previews drew, per font family and face, as a store keeps them: a kept
/// result gives them back to the measurers (`ComponentContext.restore`), so the preview fonts
/// are subset from the same characters as in a build that drew those previews.
package struct KeptGlyphs: StoreCodable {
    /// Per preview font family, per face of its stack, the characters drawn (sorted).
    package var byFamily: [String: [[UInt32]]]

    package init(_ usage: [String: GlyphUsage]) {
        byFamily = usage.mapValues { $0.scalarsByFace.map { $0.sorted() } }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        let families = try reader.array { reader throws(StoreReader.Damaged) in
            (try reader.string(), try reader.array { reader throws(StoreReader.Damaged) in
                try reader.array { reader throws(StoreReader.Damaged) in UInt32(truncatingIfNeeded: try reader.uint64()) }
            })
        }
        byFamily = Dictionary(families, uniquingKeysWith: { first, _ in first })
    }

    package func write(to writer: inout StoreWriter) {
        writer.array(byFamily.sorted { $0.key < $1.key }) { writer, family in
            writer.string(family.key)
            writer.array(family.value) { writer, face in writer.array(face) { $0.uint64(UInt64($1)) } }
        }
    }

    /// The records, counted against `fonts`' stacks; a family whose stack no longer has the
    /// same number of faces is left out (the key covers the font files, so it cannot be).
    package func usage(fonts: [String: FontStack]) -> [String: GlyphUsage] {
        var usage: [String: GlyphUsage] = [:]
        for (family, faces) in byFamily {
            guard let stack = fonts[family] else { continue }
            var record = GlyphUsage(stack: stack)
            guard faces.count == record.scalarsByFace.count else { continue }
            record.scalarsByFace = faces.map(Set.init)
            usage[family] = record
        }
        return usage
    }
}
