import Foundation

/// Where a site and Handbook's bookkeeping for it live on disk.
///
/// Beside an output folder `NAME` Handbook keeps one hidden folder, `.handbook/`, and in it
/// `NAME/`: the previous generation of the site (`generation/`, updated in place by the next
/// build and then swapped in), the lock that keeps two builds apart, and the manifests that
/// let a build skip files whose bytes are unchanged without reading them. `NAME/` itself holds
/// nothing of Handbook's but the `.handbook-site` marker. One `.handbook/` serves every output
/// folder in the same parent, like `.build/` or `.git/`; its `.gitignore` keeps it out of git.
struct OutputPaths: Sendable {
    /// The output folder, absolute and standardised.
    let output: String
    /// The folder that holds the output.
    let parent: String
    /// The output folder's own name.
    let name: String

    init(output: String) {
        self.output = URL(fileURLWithPath: output).standardizedFileURL.path
        parent = (self.output as NSString).deletingLastPathComponent
        name = (self.output as NSString).lastPathComponent
    }

    /// Whether the output can have Handbook's folder beside it (it is not `/`, nor `.handbook` itself).
    var isValid: Bool { !name.isEmpty && name != "/" && name != "." && name != ".." && name != Self.folderName && !parent.isEmpty }

    /// The hidden folder beside the output.
    static let folderName = ".handbook"
    /// Handbook's folder beside the output, shared with other outputs in the same parent.
    var shared: String { parent + "/" + Self.folderName }
    /// Handbook's folder for this output.
    var bookkeeping: String { shared + "/" + name }
    /// The spare generation: the site before last, updated in place into the next one.
    var generation: String { bookkeeping + "/generation" }
    /// Locked (flock) for as long as a build writes this output.
    var lock: String { bookkeeping + "/lock" }
    /// Holds the old site for a moment where the file system cannot swap two folders in one step.
    var aside: String { bookkeeping + "/aside" }
    /// Makes git ignore `.handbook/`, which `_site/` in a project's `.gitignore` does not cover.
    var gitignore: String { shared + "/.gitignore" }

    /// The manifest that describes the folder in `role` (`site`, `generation` or `next`).
    func manifest(_ role: String) -> String { bookkeeping + "/" + role + ".manifest" }

    /// Earlier builds staged into `.NAME.staging-PID` (and `.NAME.staging-PID.old` for the site
    /// moved aside), which a killed build left behind: the process id in such a name, if `entry` is one.
    func legacyStagingProcess(_ entry: String) -> Int32? {
        let prefix = "." + name + ".staging-"
        guard entry.hasPrefix(prefix) else { return nil }
        var digits = entry.dropFirst(prefix.count)
        if digits.hasSuffix(".old") { digits = digits.dropLast(4) }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int32(digits)
    }
}
