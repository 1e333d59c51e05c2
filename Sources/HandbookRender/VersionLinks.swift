import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The site's versions as each page links them: the current version at the root and each
/// older one under its name, with the pages each has, so a page links to the same page in
/// the other versions, or to that version's home when it has no such page.
package struct VersionLinks: Sendable, Hashable {
    /// One version: its name, where it is published, its pages' directories.
    package struct Entry: Sendable, Hashable {
        package var name: String
        /// `""` for the current version, `1.0/` for an older one.
        package var prefix: String
        package var directories: Set<String>

        package init(name: String, prefix: String, directories: Set<String>) {
            self.name = name
            self.prefix = prefix
            self.directories = directories
        }
    }

    /// The current version first, then site.yml's versions in order.
    package let entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// What the current version is called in the switcher.
    package static let currentName = "Latest"

    /// The versions as page `directory` of version `index` links them.
    package func context(forPage directory: String, inVersion index: Int) -> [String: Any] {
        let here = entries[index].prefix + directory
        let list = entries.enumerated().map { position, entry -> [String: Any] in
            let target = entry.directories.contains(directory) ? entry.prefix + directory : entry.prefix
            return ["name": entry.name, "url": SitePath.relative(from: here, to: target), "isCurrent": position == index]
        }
        var context: [String: Any] = ["current": entries[index].name, "list": list, "isOld": index > 0]
        if index > 0, let latest = list.first?["url"] { context["latestURL"] = latest }
        return context
    }
}
