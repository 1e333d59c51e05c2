import Foundation
import HandbookFoundation

/// What a symbolic link to a folder in the content points at, so a skipped link is
/// described as what it is: a loop (it points at a folder holding it) or a folder read
/// already. (A link leaving the content is refused before it gets here.)
struct FolderLinks {
    /// One link to a folder inside the content.
    struct Link {
        /// The folder it resolves to, every link on the way followed.
        var target: String
        /// Whether that folder holds the link (following it would walk the same files again and again).
        var holdsItself: Bool
        /// The target relative to the content folder (`""` for the folder itself).
        var relativeTarget: String
    }

    /// The content folder, resolved, which every link must stay inside.
    let boundary: FolderBoundary

    init(root: String) {
        boundary = FolderBoundary(folder: root)
    }

    /// The link at `path`, nil when `path` is not a symbolic link or leaves the content.
    func link(at path: String) -> Link? {
        guard FolderBoundary.isLink(path), case .inside(let target) = boundary.resolve(path) else { return nil }
        let parent = FolderBoundary.realPath((path as NSString).deletingLastPathComponent) ?? ""
        let holds = parent == target || parent.hasPrefix(target.hasSuffix("/") ? target : target + "/")
        let root = boundary.root
        return Link(target: target, holdsItself: holds, relativeTarget: target == root ? "" : String(target.dropFirst(root.count + 1)))
    }
}
