import Foundation

/// What a symbolic link to a folder in the content points at, so a skipped link is
/// described as what it is: a loop (it points at a folder holding it), a folder read
/// already, or a folder outside the content.
struct FolderLinks {
    /// One link to a folder.
    struct Link {
        /// The folder it resolves to, every link on the way followed.
        var target: String
        /// Whether that folder is outside the content folder.
        var isOutside: Bool
        /// Whether that folder holds the link (following it would walk the same files again and again).
        var holdsItself: Bool
        /// The target relative to the content folder (`""` for the folder itself); nil outside it.
        var relativeTarget: String?
    }

    /// The content folder with its links resolved.
    let root: String

    init(root: String) {
        self.root = Self.resolved(root)
    }

    /// The link at `path`, nil when `path` is not a symbolic link.
    func link(at path: String) -> Link? {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return nil }
        let target = Self.resolved(path)
        let parent = Self.resolved((path as NSString).deletingLastPathComponent)
        let inside = target == root || target.hasPrefix(root + "/")
        let holds = parent == target || parent.hasPrefix(target.hasSuffix("/") ? target : target + "/")
        let relative = inside ? (target == root ? "" : String(target.dropFirst(root.count + 1))) : nil
        return Link(target: target, isOutside: !inside, holdsItself: holds, relativeTarget: relative)
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
