import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Text appended to a file a block at a time, for a file too large to hold whole
/// (`llms-full.txt` at 10,000 pages): pieces gather in a buffer of `blockSize` bytes, which
/// is written when full. The first failure is kept and every later piece dropped; the caller
/// asks `finish()` once, which writes the rest and says whether all of it reached the file.
struct FileSink {
    /// Bytes gathered before a write: large enough that a write costs little, small enough to be no one's peak.
    static let blockSize = 1 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Bytes written so far.
    private(set) var count = 0
    private var failed = false

    /// Appends to the open file `descriptor` from its start; the caller closes it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.blockSize)
    }

    /// Adds `text`'s UTF-8 bytes.
    mutating func append(_ text: String) {
        guard !failed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is gathered; false when any write failed.
    mutating func finish() -> Bool {
        flush()
        return !failed
    }

    private mutating func flush() {
        guard !failed, !buffer.isEmpty else { return }
        let written = buffer.withUnsafeBufferPointer { bytes in FileIO.write(descriptor, bytes, at: count) }
        if written { count += buffer.count } else { failed = true }
        buffer.removeAll(keepingCapacity: true)
    }
}
