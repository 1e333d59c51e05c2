import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one generation of the site held when Handbook finished writing it: each file's stamp
/// (inode, size, mtime, ctime) and a hash of its bytes, and each folder's stamp.
///
/// A file whose stamp on disk is still the one recorded holds the recorded bytes, so the next
/// build can tell "unchanged" or "changed" from one `lstat` and a hash of the new bytes,
/// without reading the old file — which matters because the spare generation sits idle
/// between builds and its pages are the first the kernel evicts. Likewise a folder whose stamp
/// is unchanged holds exactly the entries recorded under it (adding or removing an entry
/// changes a folder's mtime and ctime), so the sweep need not read it. Anything whose stamp
/// differs (someone edited `_site/`, a build was killed while writing it) or that has no entry
/// is compared or listed on disk instead: a stale manifest costs time, never correctness.
///
/// Text after a header naming the generation folder's inode (so a manifest is never applied
/// to another folder), one line per file (`f inode size mtime ctime hash path`) or folder
/// (`d inode size mtime ctime 0 path`), paths with `\` and newlines escaped.
struct GenerationManifest: Sendable {
    /// One file as written.
    struct Entry: Sendable, Equatable {
        var stamp: FileStamp
        var hash: UInt64
    }

    /// The inode of the generation folder this describes.
    var folder: UInt64
    /// Files, by site path.
    var entries: [String: Entry]
    /// Folders below the generation folder, by site path.
    var folders: [String: FileStamp]
    /// When the manifest file was written (its mtime), for `vouches(for:)`.
    var writtenAt = Int64.max

    private static let header = "handbook-manifest 2 "

    init(folder: UInt64, entries: [String: Entry], folders: [String: FileStamp] = [:]) {
        self.folder = folder
        self.entries = entries
        self.folders = folders
    }

    /// The names directly inside each recorded folder (`""` for the generation folder), and
    /// whether each is a folder.
    func listing() -> [String: [(name: String, isFolder: Bool)]] {
        var result: [String: [(name: String, isFolder: Bool)]] = [:]
        func add(_ path: String, isFolder: Bool) {
            let slash = path.lastIndex(of: "/")
            let parent = slash.map { String(path[..<$0]) } ?? ""
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            result[parent, default: []].append((name, isFolder))
        }
        for path in entries.keys { add(path, isFolder: false) }
        for path in folders.keys { add(path, isFolder: true) }
        return result
    }

    /// Whether a file or folder that still has `stamp` can be trusted to hold what the manifest
    /// says. Not if it was changed in the same clock tick as the manifest was written: a later
    /// change within that tick would have left its stamp as it was (git's "racily clean"
    /// entries). Such entries still list what the folder held.
    func vouches(for stamp: FileStamp) -> Bool {
        stamp.changed < writtenAt
    }

    /// The first of `candidates` that describes the folder with inode `folder`, or an empty manifest.
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
        var manifest = GenerationManifest(folder: folder, entries: [:])
        manifest.writtenAt = writtenAt
        manifest.entries.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, let kind = fields[0].first else { continue }
            let numbers = fields[1...5].compactMap { UInt64(String(decoding: $0, as: UTF8.self), radix: 10) }
            guard numbers.count == 5 else { continue }
            let stamp = FileStamp(inode: numbers[0], size: Int(numbers[1]), modified: Int64(bitPattern: numbers[2]), changed: Int64(bitPattern: numbers[3]))
            let path = unescape(String(decoding: fields[6], as: UTF8.self))
            switch kind {
            case UInt8(ascii: "f"): manifest.entries[path] = Entry(stamp: stamp, hash: numbers[4])
            case UInt8(ascii: "d"): manifest.folders[path] = stamp
            default: continue
            }
        }
        return manifest
    }

    /// Writes the manifest to `path`.
    func save(to path: String) throws(DiagnosticsError) {
        var text = Self.header + String(folder) + "\n"
        text.reserveCapacity((entries.count + folders.count) * 100)
        func line(_ kind: String, _ stamp: FileStamp, _ hash: UInt64, _ path: String) {
            text += "\(kind) \(stamp.inode) \(stamp.size) \(UInt64(bitPattern: stamp.modified)) \(UInt64(bitPattern: stamp.changed)) \(hash) \(Self.escape(path))\n"
        }
        for (relative, entry) in entries { line("f", entry.stamp, entry.hash, relative) }
        for (relative, stamp) in folders { line("d", stamp, 0, relative) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIO.failure("cannot create", path) }
        defer { close(descriptor) }
        let written = text.withUTF8 { FileIO.write(descriptor, $0) }
        guard written else { throw FileIO.failure("cannot write", path) }
    }

    // By Unicode scalar: "\r\n" is one Character, and lines are split at the byte "\n".
    private static func escape(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return path }
        var result = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static func unescape(_ path: String) -> String {
        guard path.unicodeScalars.contains("\\") else { return path }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in path.unicodeScalars {
            if escaped {
                result.append(scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
