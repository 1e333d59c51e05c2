/// A hash that is the same in every process, for keys kept on disk between builds (Swift's
/// `Hasher` is seeded per process). Collects the bytes of what is combined, then hashes them
/// once with `ContentHash`; every part is length-prefixed, so `"ab", "c"` ≠ `"a", "bc"`.
package struct StableHasher {
    private var writer = StoreWriter()

    package init() {}

    package mutating func combine(_ text: String) { writer.string(text) }
    package mutating func combine(_ number: Int) { writer.int(number) }
    package mutating func combine(_ number: UInt64) { writer.uint64(number) }
    package mutating func combine(_ text: String?) { writer.optional(text) { $0.string($1) } }
    package mutating func combine(bytes: [UInt8]) {
        writer.int(bytes.count)
        combine(ContentHash.of(bytes))
    }

    package func finalize() -> UInt64 { ContentHash.of(writer.bytes) }
}

extension ContentHash {
    /// The hash of `bytes`.
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The hash of `text`'s UTF-8.
    package static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
