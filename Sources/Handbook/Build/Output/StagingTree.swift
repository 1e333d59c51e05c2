import HandbookFoundation
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The staging folder, updated in place: it starts as whatever the spare generation holds
/// and is brought to the new site file by file, touching a file only when its bytes differ.
///
/// Nothing in it is followed: every folder on a written path is checked once with `lstat`
/// and a symlink, file or other thing where a folder belongs is replaced, and files are
/// opened with `O_NOFOLLOW`, so a link someone left in an old `_site/` never leads a write
/// outside the staging folder.
final class StagingTree: Sendable {
    /// What a write did on disk.
    enum Change: Sendable {
        case unchanged, rewritten, created
    }

    /// The staging folder, absolute.
    let root: String
    /// Folders (relative) known to be real folders in this build, each with its stamp from
    /// before the build first wrote into it (`nil` when the build created it).
    private let folders = Locked<[String: FileStamp?]>(["": nil])

    init(root: String) {
        self.root = root
    }

    /// Makes `folder` and its parents real folders, each checked once per build.
    func ensureFolder(_ folder: String) throws(DiagnosticsError) {
        guard !folders.withLock({ $0[folder] != nil }) else { return }
        if folder.lastSlash != nil {
            try ensureFolder(folder.folderPart)
        }
        let path = root + "/" + folder
        // lstat first: in a rebuild nearly every folder exists already. Its stamp is taken
        // before anything is created in it, since every write into it waits for this.
        var status = stat()
        if lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
            let stamp = FileStamp(status)
            folders.withLock { folders in
                if folders[folder] == nil { folders[folder] = .some(stamp) }
            }
            return
        }
        // Another writer thread may be making the same folder: only ever unlink what was seen
        // not to be a folder (never remove a folder), and take EEXIST as "look again".
        var kind = FileIO.kind(of: path)
        for _ in 0..<3 where kind != S_IFDIR {
            if kind != nil && unlink(path) != 0 && errno != ENOENT && errno != EISDIR { throw FileIO.failure("cannot replace", path) }
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileIO.failure("cannot create folder", path) }
            kind = FileIO.kind(of: path)
        }
        guard kind == S_IFDIR else { throw FileIO.failure("cannot create folder", path) }
        folders.withLock { folders in
            if folders[folder] == nil { folders[folder] = .some(nil) }
        }
    }

    /// The folders written into in this build, each with its stamp from before the build (`nil` if it created it).
    var foldersWritten: [String: FileStamp?] { folders.withLock { $0 } }

    /// Makes the file at `relative` hold exactly `bytes`: compares what is there (by reading
    /// it, when the sizes agree) and writes only when it differs. Returns what it did and the
    /// file's stamp afterwards.
    func update(_ bytes: UnsafeBufferPointer<UInt8>, at relative: String) throws(DiagnosticsError) -> (Change, FileStamp) {
        let path = root + "/" + relative
        var descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        var change = Change.rewritten
        if descriptor >= 0 {
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                if Int(status.st_size) == bytes.count && FileIO.contents(of: descriptor, equal: bytes) {
                    close(descriptor)
                    return (.unchanged, FileStamp(status))
                }
                return try finish(descriptor, bytes, path, .rewritten, truncatingFrom: Int(status.st_size))
            }
            // A FIFO or device where a file belongs: replace it.
            close(descriptor)
            descriptor = -1
        } else if errno == ENOENT {
            change = .created
        }
        if change != .created && !FileIO.remove(path) { throw FileIO.failure("cannot replace", path) }
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIO.failure("cannot create", path) }
        return try finish(descriptor, bytes, path, change == .created ? .created : .rewritten, truncatingFrom: 0)
    }

    /// Writes `bytes` over an existing file the caller knows differs (its manifest entry
    /// says so and its stamp is unchanged), keeping the inode.
    func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, at relative: String, oldSize: Int) throws(DiagnosticsError) -> (Change, FileStamp) {
        let path = root + "/" + relative
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return try update(bytes, at: relative) }
        return try finish(descriptor, bytes, path, .rewritten, truncatingFrom: oldSize)
    }

    /// Writes over the start of the file and cuts what is left of a longer old version:
    /// cheaper than truncating to zero first, which frees every block only to allocate them again.
    private func finish(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, _ path: String, _ change: Change,
                        truncatingFrom oldSize: Int) throws(DiagnosticsError) -> (Change, FileStamp) {
        defer { close(descriptor) }
        guard FileIO.write(descriptor, bytes) else { throw FileIO.failure("cannot write", path) }
        if oldSize > bytes.count && ftruncate(descriptor, off_t(bytes.count)) != 0 { throw FileIO.failure("cannot write", path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileIO.failure("cannot write", path) }
        return (change, FileStamp(status))
    }
}
