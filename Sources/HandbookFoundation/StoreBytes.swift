import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes a `StoreReader` reads: a copy of an array, or a store's file mapped read-only,
/// so that loading a store decodes what it needs without copying the file into memory first.
/// A page store of 10,000 pages is 110 MB, most of it the pages' HTML and Markdown, which a
/// load leaves in the file (`StoreReader.text()`): read into arrays, every byte was copied
/// and its page zeroed on every build; mapped, the texts' pages are never touched.
///
/// A mapped store stays valid while it is mapped: the stores are replaced by renaming a new
/// file over the old (the mapping keeps the old file) and appended to past the end mapped,
/// and an append cut short is truncated back to where it began, never below.
package final class StoreBytes: @unchecked Sendable {
    @usableFromInline package let base: UnsafeRawPointer
    package let count: Int
    private let mapped: Bool

    /// A copy of `bytes`.
    package init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let address = source.baseAddress { memory.copyMemory(from: address, byteCount: source.count) }
        }
        base = UnsafeRawPointer(memory)
        count = bytes.count
        mapped = false
    }

    /// The first `count` bytes of the file open on `descriptor`, mapped; nil when it cannot be.
    package init?(mapping descriptor: Int32, count: Int) {
        guard count > 0, let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(address)
        self.count = count
        mapped = true
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            base.deallocate()
        }
    }

    /// Lets the pages holding `range` go from the process's memory, when mapped: they are
    /// the file's and come back from it if read again. A load decodes a store's frames and
    /// then forgets them, so a 110 MB page store does not stay resident (and count in the
    /// build's peak) for the few values read again later.
    package func forget(_ range: Range<Int>) {
        guard mapped, !range.isEmpty else { return }
        let page = Self.pageSize
        let start = range.lowerBound / page * page
        let end = min(count, (range.upperBound + page - 1) / page * page)
        guard start < end else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, Int32(MADV_DONTNEED))
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The bytes in `range`, for as long as `body` runs.
    package func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// The bytes in `range`, copied.
    package func array(_ range: Range<Int>) -> [UInt8] {
        withBytes(in: range) { Array($0) }
    }
}
