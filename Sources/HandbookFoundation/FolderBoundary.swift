#if canImport(Glibc)
import Glibc
#endif

/// A folder the user gave (content, templates, catalogs, tokens, icons, an exported
/// version) and the rule that keeps every read inside it: a path is read only when its
/// real path — every symbolic link on the way followed — is the folder's own real path or
/// below it.
///
/// Docs repositories take pull requests and CI publishes what they build, so one link to
/// `/etc` or `/proc/self/environ` in a pull request would otherwise put the build
/// machine's files on a public host. Jekyll's safe mode and the AWS CDK's `BLOCK_EXTERNAL`
/// refuse such links for the same reason.
public struct FolderBoundary: Sendable, Hashable {
    /// The folder's real path (as given when it cannot be resolved, e.g. does not exist yet).
    public let root: String

    public init(folder: String) {
        root = Self.realPath(folder) ?? folder
    }

    /// What `path` resolves to, judged against the folder.
    public enum Resolution: Sendable, Equatable {
        /// Inside the folder, at this real path.
        case inside(String)
        /// Outside it, at this real path: nothing behind it may be read.
        case outside(String)
        /// Nothing there (a link to nothing, or no file at all).
        case missing
    }

    /// Resolves `path` and says whether it stays inside the folder.
    public func resolve(_ path: String) -> Resolution {
        guard let real = Self.realPath(path) else { return .missing }
        return contains(real) ? .inside(real) : .outside(real)
    }

    /// Whether a real path (already resolved) is the folder or below it.
    public func contains(_ realPath: String) -> Bool {
        realPath == root || realPath.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The real path leaving the folder when `path` does, else nil (inside, or missing).
    public func escape(at path: String) -> String? {
        if case .outside(let target) = resolve(path) { return target }
        return nil
    }

    /// Whether `path` itself is a symbolic link (not followed).
    public static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved; nil when
    /// something on the way does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension FolderBoundary {
    /// A symbolic link below the folder that leads out of it.
    public struct Escape: Sendable, Equatable {
        /// The link, relative to the folder.
        public var link: String
        /// Where it leads (a real path outside the folder).
        public var target: String
    }

    /// Every file below the folder, relative to it and in path order, hidden names left out;
    /// links are followed while they stay inside (each folder read once, however many links
    /// lead to it), and those that leave are returned as escapes, never followed.
    public func files(maximumDepth: Int = 32) -> (files: [String], escapes: [Escape]) {
        var files: [String] = []
        var escapes: [Escape] = []
        var visited: Set<String> = [root]
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (folder, depth) = pending.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let entries = DirectoryListing.entries(of: absolute, details: false) else { continue }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.isLink, let target = escape(at: absolute + "/" + entry.name) {
                    escapes.append(Escape(link: relative, target: target))
                    continue
                }
                // A folder is read once, however many links lead to it (a loop included).
                if entry.kind == .directory, !visited.insert(Self.realPath(absolute + "/" + entry.name) ?? relative).inserted { continue }
                switch entry.kind {
                case .directory where depth < maximumDepth: pending.append((relative, depth + 1))
                case .file: files.append(relative)
                default: break
                }
            }
        }
        return (files.sorted(), escapes.sorted { $0.link < $1.link })
    }
}
