import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes the page store's file without holding its bytes twice: at 10,000 pages
/// the store is ~70 MB, and `Data` → `[UInt8]` copies had raised the build's peak by as much.
package enum StoreFile {
    /// The file's bytes, read straight into one array; nil when it cannot be read.
    package static func read(_ path: String) -> [UInt8]? {
        guard let file = Pieces(path) else { return nil }
        return file.read(file.size)
    }

    /// Writes what `fill` hands to its `flush` closure, block by block, into a temporary
    /// file renamed over `path` once whole. A store that cannot be written is left out.
    package static func write(_ path: String, _ fill: (_ flush: (inout StoreWriter) -> Void) -> Void) {
        let temporary = path + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var failed = false
        fill { writer in
            // A value that could not be written whole spoils the file: the old one stays.
            if writer.failed { failed = true }
            let bytes = writer.take()
            guard !failed else { return }
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 {
                        failed = true
                        return
                    }
                    offset += written
                }
            }
        }
        close(descriptor)
        if failed || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Appends `bytes` to the end of `path` in one write, so that a build appending at the
    /// same moment cannot interleave with it; a short write is cut off again.
    package static func append(_ path: String, _ bytes: [UInt8]) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        // What was written in part would be read as a batch cut short: take it back.
        if written != bytes.count { _ = ftruncate(descriptor, status.st_size) }
    }

    /// A store file read a piece at a time, so that its bytes are never all in memory.
    package final class Pieces {
        private let descriptor: Int32
        /// The file's size when it was opened.
        package let size: Int
        private var consumed = 0

        package init?(_ path: String) {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                close(descriptor)
                return nil
            }
            size = Int(status.st_size)
        }

        /// How many bytes have been read: the file offset of the next.
        package var position: Int { consumed }

        /// The same file through a descriptor of its own, for texts left in it (`StoreReader.text()`).
        package func sharedFile() -> TextFile? { TextFile.sharing(descriptor) }

        /// Whether every byte of the file has been read (and none was left over at its end).
        package var isAtEnd: Bool { consumed == size }

        deinit { close(descriptor) }

        /// The next `count` bytes; nil at the end of the file or when fewer are left.
        package func read(_ count: Int) -> [UInt8]? {
            guard count >= 0 else { return nil }
            var complete = true
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
                var offset = 0
                while offset < count {
                    let got = Glibc.read(descriptor, buffer.baseAddress! + offset, count - offset)
                    if got < 0 && errno == EINTR { continue }
                    if got <= 0 { break }
                    offset += got
                }
                complete = offset == count
                filled = offset
            }
            consumed += bytes.count
            return complete ? bytes : nil
        }

        /// A string as `StoreWriter.string(_:)` wrote it.
        package func string() -> String? {
            var length = 0, shift = 0
            while shift < 63 {
                guard let byte = read(1)?.first else { return nil }
                length |= Int(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            // Zig-zag, as every `StoreWriter` integer.
            let count = (length >> 1) ^ -(length & 1)
            guard count >= 0, count < 1 << 20, let bytes = read(count) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The next frame: its length (8 bytes, little-endian), then that many bytes.
        package func frame() -> [UInt8]? {
            guard let header = read(8) else { return nil }
            var length: UInt64 = 0
            for byte in header.reversed() { length = length << 8 | UInt64(byte) }
            guard length < 1 << 32 else { return nil }
            return read(Int(length))
        }

        /// The file mapped, on first need; nil when it cannot be (then frames are read).
        private lazy var mapping: StoreBytes? = StoreBytes(mapping: descriptor, count: size)

        /// A reader of the next frame and its length in bytes, nil at the end of the file or
        /// when the frame is cut short. The reader reads the mapped file where it can, so the
        /// frame is not copied; texts it leaves in the file (`StoreReader.text()`) are read
        /// back through `textFile`.
        package func frameReader(textFile: TextFile?) -> (reader: StoreReader, count: Int)? {
            guard let mapping else {
                let start = consumed + 8
                return frame().map { (StoreReader($0, origin: textFile.map { ($0, start) }), $0.count) }
            }
            guard consumed + 8 <= size else { return nil }
            var length: UInt64 = 0
            for index in (0..<8).reversed() { length = length << 8 | UInt64(mapping.base.load(fromByteOffset: consumed + index, as: UInt8.self)) }
            guard length < 1 << 32, consumed + 8 + Int(length) <= size else { return nil }
            let start = consumed + 8
            consumed = start + Int(length)
            return (StoreReader(mapping, range: start..<consumed, origin: textFile.map { ($0, 0) }), Int(length))
        }
    }
}
