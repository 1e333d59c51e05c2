#if canImport(Glibc)
import Glibc
#endif

/// `pwrite` and `pread` of a whole range, short transfers and EINTR handled: what the site
/// writer, its streamed files and the page texts' files each need.
package enum PositionalIO {
    /// Writes all of `bytes` at `offset`; false when the file refused them.
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    /// Reads into all of `buffer` from `offset`; how many bytes came (fewer at the file's end or on failure).
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return done
    }
}
