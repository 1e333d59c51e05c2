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
/// Written with the page store's coding (`StoreWriter`): a header naming the generation
/// folder's inode (so a manifest is never applied to another folder), then the files (path,
/// stamp, hash) and the folders (path, stamp). Binary, because every build reads one entry
/// per file of the site before it can keep any of them: parsing lines of text cost as much
/// as rendering the page a one-page edit changes.
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

    private static let header = "handbook-manifest 3"

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
            result[path.folderPart, default: []].append((path.namePart, isFolder))
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
            guard let written = FileStamp.of(path)?.modified, let bytes = StoreFile.read(path),
                  let manifest = parse(bytes, folder: folder, writtenAt: written) else { continue }
            return manifest
        }
        return GenerationManifest(folder: folder, entries: [:])
    }

    private static func parse(_ bytes: [UInt8], folder: UInt64, writtenAt: Int64) -> GenerationManifest? {
        var reader = StoreReader(bytes)
        do throws(StoreReader.Damaged) {
            guard try reader.string() == header, try reader.uint64() == folder else { return nil }
            var manifest = GenerationManifest(folder: folder, entries: [:])
            manifest.writtenAt = writtenAt
            let files = try reader.count()
            manifest.entries.reserveCapacity(files)
            for _ in 0..<files {
                let path = try reader.string()
                manifest.entries[path] = Entry(stamp: try FileStamp(from: &reader), hash: try reader.uint64())
            }
            let folders = try reader.count()
            for _ in 0..<folders {
                let path = try reader.string()
                manifest.folders[path] = try FileStamp(from: &reader)
            }
            return reader.isAtEnd ? manifest : nil
        } catch {
            return nil
        }
    }

    /// Writes the manifest to `path`.
    func save(to path: String) throws(DiagnosticsError) {
        var writer = StoreWriter()
        writer.string(Self.header)
        writer.uint64(folder)
        writer.int(entries.count)
        for (relative, entry) in entries {
            writer.string(relative)
            entry.stamp.write(to: &writer)
            writer.uint64(entry.hash)
        }
        writer.int(folders.count)
        for (relative, stamp) in folders {
            writer.string(relative)
            stamp.write(to: &writer)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIO.failure("cannot create", path) }
        defer { close(descriptor) }
        let written = writer.bytes.withUnsafeBufferPointer { FileIO.write(descriptor, $0) }
        guard written else { throw FileIO.failure("cannot write", path) }
    }
}
