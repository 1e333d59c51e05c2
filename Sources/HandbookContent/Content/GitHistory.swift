import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import TextMetrics

/// What git knows about the content folder: when each file last changed, and where the
/// folder sits in the repository (for "Edit this page" links). Dates are commit dates, so
/// two builds of the same commit print the same dates; without git, or outside a
/// repository, there are none and pages simply show no date.
package struct GitHistory: Sendable {
    /// Last commit date (`YYYY-MM-DD`) of each content-relative path.
    package var lastChanged: [String: String] = [:]
    /// The content folder's path inside the repository (`Content/`), when it is in one.
    package var contentPrefix: String?

    package init(lastChanged: [String: String] = [:], contentPrefix: String? = nil) {
        self.lastChanged = lastChanged
        self.contentPrefix = contentPrefix
    }

    /// A `git log` started before the pages are read and collected after, so git runs
    /// beside the Markdown work. One log for the whole folder, not one process per file.
    package struct Pending {
        fileprivate let git: ChildProcess?
        fileprivate let contentPrefix: String?

        /// Waits for git and reads its log; no dates when git is missing or fails.
        package func finish() -> GitHistory {
            var history = GitHistory(contentPrefix: contentPrefix)
            guard let git else { return history }
            // Read before waiting: a long log would otherwise fill the pipe and never end.
            let data = git.readOutput()
            guard git.wait() == 0 else { return history }
            var date = ""
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                if line.first == "\u{1E}" {
                    date = String(line.dropFirst())
                } else if history.lastChanged[String(line)] == nil {
                    // Newest first: the first date seen for a path is its last change.
                    history.lastChanged[String(line)] = date
                }
            }
            return history
        }
    }

    /// Starts reading the history of `contentDirectory`; outside a repository nothing is started.
    package static func start(contentDirectory: String) -> Pending {
        guard let prefix = repositoryPrefix(of: contentDirectory) else { return Pending(git: nil, contentPrefix: nil) }
        let git = ChildProcess.start(["git", "-C", contentDirectory, "-c", "core.quotePath=false", "log", "--format=%x1e%cs",
                                      "--name-only", "--no-renames", "--relative", "--", "."],
                                     environment: ["LC_ALL": "C", "GIT_PAGER": "cat"])
        return Pending(git: git, contentPrefix: prefix)
    }

    /// The folder's path below the nearest enclosing directory that holds `.git` (`Content/`, or `` at the top).
    package static func repositoryPrefix(of directory: String) -> String? {
        var parts = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var below: [String] = []
        while !parts.isEmpty {
            let path = parts.count == 1 ? "/" : "/" + parts.dropFirst().joined(separator: "/")
            if FileManager.default.fileExists(atPath: path + "/.git") {
                return below.reversed().map { $0 + "/" }.joined()
            }
            below.append(parts.removeLast())
        }
        return nil
    }

    /// `2026-11-22` → `22 November 2026`; anything else is returned as it is.
    package static func readableDate(_ date: String) -> String {
        let parts = date.split(separator: "-")
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        guard parts.count == 3, let month = Int(parts[1]), months.indices.contains(month - 1), let day = Int(parts[2]) else { return date }
        return "\(day) \(months[month - 1]) \(parts[0])"
    }
}
