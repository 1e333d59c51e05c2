import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few system calls the writer needs, with short writes, short reads and EINTR handled.
enum FileIO {
    /// Writes the whole buffer at `start` (by default the file's beginning).
    static func write(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>, at start: Int = 0) -> Bool {
        PositionalIO.write(descriptor, UnsafeRawBufferPointer(buffer), at: start)
    }

    /// `ContentHash` of the file's first `count` bytes, read back in blocks so that a large
    /// file is never in memory whole; `nil` when it cannot be read.
    static func hash(of descriptor: Int32, count: Int) -> UInt64? {
        var hasher = ContentHash.Streaming(count: count)
        let blockSize = 1 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = 0
        while offset < count {
            // Whole blocks (a multiple of 16 bytes, as the hash needs) until the last.
            let wanted = min(blockSize, count - offset)
            let filled = PositionalIO.read(descriptor, into: UnsafeMutableRawBufferPointer(start: block, count: wanted), at: offset)
            guard filled == wanted else { return nil }
            hasher.feed(UnsafeRawBufferPointer(start: block, count: filled))
            offset += filled
        }
        return hasher.finalize()
    }

    /// Whether the file holds exactly `bytes` (its size already known to match), read in
    /// blocks so a large file is never held twice in memory.
    static func contents(of descriptor: Int32, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let expected = bytes.baseAddress else { return true }
        let blockSize = min(bytes.count, 1 << 16)
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = pread(descriptor, block, min(blockSize, bytes.count - offset), off_t(offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0, memcmp(block, expected + offset, count) == 0 else { return false }
            offset += count
        }
        return true
    }

    /// Removes whatever is at `path` — a file, a symlink (not followed) or a whole folder.
    static func remove(_ path: String) -> Bool {
        if unlink(path) == 0 || errno == ENOENT { return true }
        guard errno == EISDIR || errno == EPERM else { return false }
        do {
            try FileManager.default.removeItem(atPath: path)
            return true
        } catch {
            return false
        }
    }

    /// `renameat2(…, RENAME_EXCHANGE)`, looked up at run time because Glibc's Swift module
    /// does not export it; `false` when unavailable or refused (then the caller renames twice).
    static func exchange(_ a: String, _ b: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    /// The kind of file at `path`, not following a symlink; `nil` when there is none.
    static func kind(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// `output.io` for the failed call, with `errno`'s text.
    static func failure(_ what: String, _ path: String) -> DiagnosticsError {
        DiagnosticsError([.error("output.io", "\(what) '\(path)': \(String(cString: strerror(errno)))", at: nil)])
    }
}
