import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An open file that texts are read back from by place: the page store a build loaded, or a
/// scratch file the build writes texts into, so that at 10,000 pages the pages' HTML and
/// Markdown (70 MB) need not stay in memory from reading to writing.
///
/// It holds its own descriptor: the store may be written anew meanwhile (a new file renamed
/// over it) or appended to, neither of which changes the bytes this descriptor reads.
package final class TextFile: Sendable {
    private let descriptor: Int32
    /// Where the next appended text goes.
    private let end: Locked<Int>

    private init(descriptor: Int32, end: Int) {
        self.descriptor = descriptor
        self.end = Locked(end)
    }

    deinit { close(descriptor) }

    /// The file open on `descriptor`, through a descriptor of its own.
    package static func sharing(_ descriptor: Int32) -> TextFile? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        return copy >= 0 ? TextFile(descriptor: copy, end: 0) : nil
    }

    /// A new file in `folder` that only this process can reach (removed from the folder as
    /// soon as it is made) and that disappears when the last text in it is dropped.
    package static func scratch(in folder: String) -> TextFile? {
        BestEffortFiles.makeFolder(folder)
        var template = Array((folder + "/texts-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        unlink(String(cString: template))
        return TextFile(descriptor: descriptor, end: 0)
    }

    /// Writes `text` at the end of the file; its place, or `nil` when it could not be written.
    package func append(_ text: String) -> (offset: Int, count: Int)? {
        var text = text
        return text.withUTF8 { bytes -> (offset: Int, count: Int)? in
            let offset = end.withLock { end in
                defer { end += bytes.count }
                return end
            }
            guard PositionalIO.write(descriptor, UnsafeRawBufferPointer(bytes), at: offset) else { return nil }
            return (offset, bytes.count)
        }
    }

    /// The `count` bytes at `offset` as text; `nil` when they cannot be read.
    package func read(at offset: Int, count: Int) -> String? {
        guard count > 0 else { return "" }
        var complete = false
        // Read straight into the string's own storage: a build reads every kept page's twin
        // and Markdown back, and an array between file and string was a second copy of each.
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            let filled = PositionalIO.read(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            complete = filled == count
            return filled
        }
        return complete ? text : nil
    }
}
