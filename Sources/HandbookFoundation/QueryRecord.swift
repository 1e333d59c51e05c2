/// One thing a query's function read, with what it was then: enough to tell later, without
/// running the function, whether it would read the same.
package enum QueryRead: Hashable, Sendable {
    /// A file's bytes: its stamp (nil when it had changed too recently to trust, so only the
    /// digest counts) and the digest of its bytes (nil when there was no readable file).
    case file(path: String, stamp: FileStamp?, digest: UInt64?)
    /// A value the build handed in, by name and digest.
    case input(name: String, digest: UInt64)
    /// Another query's value, by the digest of its bytes.
    case query(name: String, key: String, digest: UInt64)
}

/// A query's value as kept: what its function read, the digest of the value's bytes, and
/// the bytes (decoded again when the value is taken in another process).
package struct QueryRecord: StoreCodable, Sendable {
    package var reads: [QueryRead]
    package var digest: UInt64
    /// The value's bytes: a copy of its own, or the stretch of the store's file it was read
    /// from, shared rather than copied out (a store of a thousand pages holds megabytes of
    /// values, and a build decodes few of them).
    private var storage: StoreBytes
    private var range: Range<Int>

    package init(reads: [QueryRead], digest: UInt64, bytes: [UInt8]) {
        self.reads = reads
        self.digest = digest
        storage = StoreBytes(copying: bytes)
        range = 0..<bytes.count
    }

    /// The value's bytes, copied.
    package var bytes: [UInt8] { storage.array(range) }

    /// Whether the bytes still hash to the digest they were kept with.
    package var isIntact: Bool {
        storage.withBytes(in: range) { ContentHash.of($0) } == digest
    }

    /// A reader of the value's bytes.
    package var reader: StoreReader { StoreReader(storage, range: range) }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        reads = try reader.array { reader throws(StoreReader.Damaged) -> QueryRead in
            switch try reader.int() {
            case 0:
                let path = try reader.string()
                let stamp = try reader.optional { reader throws(StoreReader.Damaged) in try FileStamp(from: &reader) }
                let digest = try reader.optional { reader throws(StoreReader.Damaged) in try reader.uint64() }
                return .file(path: path, stamp: stamp, digest: digest)
            case 1: return .input(name: try reader.string(), digest: try reader.uint64())
            case 2: return .query(name: try reader.string(), key: try reader.string(), digest: try reader.uint64())
            default: throw StoreReader.Damaged()
            }
        }
        digest = try reader.uint64()
        range = try reader.blobRange()
        storage = reader.storage
    }

    package func write(to writer: inout StoreWriter) {
        writer.array(reads) { writer, read in
            switch read {
            case .file(let path, let stamp, let digest):
                writer.int(0)
                writer.string(path)
                writer.optional(stamp) { $1.write(to: &$0) }
                writer.optional(digest) { $0.uint64($1) }
            case .input(let name, let digest):
                writer.int(1)
                writer.string(name)
                writer.uint64(digest)
            case .query(let name, let key, let digest):
                writer.int(2)
                writer.string(name)
                writer.string(key)
                writer.uint64(digest)
            }
        }
        writer.uint64(digest)
        storage.withBytes(in: range) { writer.blob($0) }
    }
}

extension FileStamp {
    /// The stamp as the stores keep it.
    package func write(to writer: inout StoreWriter) {
        writer.uint64(inode)
        writer.int(size)
        writer.int(Int(modified))
        writer.int(Int(changed))
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        self.init(inode: try reader.uint64(), size: try reader.int(), modified: Int64(try reader.int()), changed: Int64(try reader.int()))
    }
}
