import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What each file of one generation of the site held when Handbook wrote it: its stamp
/// (inode, size, mtime, ctime) and a hash of its bytes.
///
/// A file whose stamp on disk is still the one recorded holds the recorded bytes, so the next
/// build can tell "unchanged" or "changed" from one `lstat` and a hash of the new bytes,
/// without reading the old file — which matters because the spare generation sits idle
/// between builds and its pages are the first the kernel evicts. A file whose stamp differs
/// (someone edited `_site/`, a build was killed while writing it) or that has no entry is
/// compared by reading instead, so a stale manifest costs time, never correctness.
///
/// Text, one file a line: `inode size mtime ctime hash path`, after a header naming the
/// folder's inode so a manifest is never applied to another folder.
struct GenerationManifest: Sendable {
    /// One file as written.
    struct Entry: Sendable, Equatable {
        var stamp: FileStamp
        var hash: UInt64
    }

    /// The inode of the generation folder this describes.
    var folder: UInt64
    /// By site path.
    var entries: [String: Entry]

    private static let header = "handbook-manifest 1 "

    init(folder: UInt64, entries: [String: Entry]) {
        self.folder = folder
        self.entries = entries
    }

    /// The first of `candidates` that describes the folder with inode `folder`, or an empty
    /// manifest. Entries changed in the same clock tick as the manifest was written are
    /// dropped: a later write in that tick would leave their stamp as it was (git's "racily
    /// clean" entries).
    static func load(describing folder: UInt64, from candidates: [String]) -> GenerationManifest {
        for path in candidates {
            guard let written = FileStamp.of(path)?.modified, let data = FileManager.default.contents(atPath: path),
                  let manifest = parse(data, folder: folder, writtenAt: written) else { continue }
            return manifest
        }
        return GenerationManifest(folder: folder, entries: [:])
    }

    private static func parse(_ data: Data, folder: UInt64, writtenAt: Int64) -> GenerationManifest? {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), String(decoding: first, as: UTF8.self) == header + String(folder) else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(lines.count)
        for line in lines {
            var fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: false)[...]
            guard fields.count == 6 else { continue }
            let numbers = fields.prefix(5).map { UInt64(String(decoding: $0, as: UTF8.self), radix: 10) }
            guard let inode = numbers[0], let size = numbers[1], let modified = numbers[2], let changed = numbers[3],
                  let hash = numbers[4], Int64(bitPattern: changed) < writtenAt else { continue }
            fields.removeFirst(5)
            let stamp = FileStamp(inode: inode, size: Int(size), modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
            entries[String(decoding: fields[fields.startIndex], as: UTF8.self)] = Entry(stamp: stamp, hash: hash)
        }
        return GenerationManifest(folder: folder, entries: entries)
    }

    /// Writes the manifest to `path`.
    func save(to path: String) throws(DiagnosticsError) {
        var text = Self.header + String(folder) + "\n"
        text.reserveCapacity(entries.count * 96)
        for (relative, entry) in entries where !relative.contains("\n") {
            let stamp = entry.stamp
            text += "\(stamp.inode) \(stamp.size) \(UInt64(bitPattern: stamp.modified)) \(UInt64(bitPattern: stamp.changed)) \(entry.hash) \(relative)\n"
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIO.failure("cannot create", path) }
        defer { close(descriptor) }
        let written = text.withUTF8 { FileIO.write(descriptor, $0) }
        guard written else { throw FileIO.failure("cannot write", path) }
    }
}
