/// Which token page lists each token. A top-level group (`color`, or the first word of flat
/// names such as `gray-50`) is one page while it holds at most `budget` tokens; a larger one
/// becomes a page per subgroup (`color.background`, then deeper), keeping its small subgroups
/// itself, and a page still too large is continued on numbered pages, so a 5 MB token file
/// is many pages a reader can open rather than one of 7 MB.
package struct TokenPagePlan {
    /// One page: where it is, what it is called, the tokens it lists, the pages under it.
    package struct Entry {
        /// The site directory, `tokens/color/background/`.
        package var directory: String
        /// The group path it lists, `color.background`; a continuation adds its number.
        package var title: String
        package var names: [String]
        /// The directories and titles of the subgroup pages it links to.
        package var children: [(directory: String, title: String, count: Int)] = []
    }

    package private(set) var entries: [Entry] = []
    /// The directory of the page listing each token.
    package private(set) var pageOf: [String: String] = [:]
    package let budget: Int

    package init(names: [String], folder: String, budget: Int) {
        self.budget = budget
        var groups: [String: [String]] = [:], order: [String] = []
        for name in names {
            let group = Self.segments(of: name)[0]
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(name)
        }
        var used = Set<String>()
        for group in order {
            _ = plan(prefix: [group], names: groups[group] ?? [], under: folder + "/", used: &used)
        }
    }

    /// The names of a token's groups and its own: split at dots, or — for a set of flat names —
    /// at hyphens, so `tab-item-height-medium` is listed under `tab` (and `tab.item` when the
    /// `tab` page grows too large).
    package static func segments(of name: String) -> [String] {
        if name.contains(".") { return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        if name.contains("-"), !name.hasPrefix("-") { return name.split(separator: "-").map(String.init) }
        return [name]
    }

    /// Plans the page for `prefix` and the pages under it; returns the entry's directory.
    private mutating func plan(prefix: [String], names: [String], under parent: String, used: inout Set<String>) -> String {
        let directory = Self.unique(parent + Self.slug(prefix.last ?? "tokens") + "/", used: &used)
        let title = prefix.joined(separator: ".")
        guard names.count > budget else {
            add(Entry(directory: directory, title: title, names: names))
            return directory
        }
        // Subgroups large enough for a page of their own; the rest stay here.
        var subgroups: [String: [String]] = [:], order: [String] = [], own: [String] = []
        for name in names {
            let parts = Self.segments(of: name)
            guard parts.count > prefix.count + 1 else { own.append(name); continue }
            let next = parts[prefix.count]
            if subgroups[next] == nil { order.append(next) }
            subgroups[next, default: []].append(name)
        }
        let smallest = max(budget / 8, 1)
        var childPages: [(prefix: [String], names: [String])] = []
        for next in order {
            let members = subgroups[next] ?? []
            if members.count > smallest, members.count < names.count {
                childPages.append((prefix + [next], members))
            } else {
                own += members
            }
        }
        // Own names keep the order the files give them.
        let kept = Set(own)
        own = names.filter { kept.contains($0) }
        let index = entries.count
        add(Entry(directory: directory, title: title, names: Array(own.prefix(budget))))
        var children: [(directory: String, title: String, count: Int)] = []
        for (number, start) in stride(from: budget, to: own.count, by: budget).enumerated() {
            let page = number + 2, pageDirectory = directory + "page-\(number + 2)/"
            let slice = Array(own[start..<min(start + budget, own.count)])
            add(Entry(directory: pageDirectory, title: "\(title) (\(page))", names: slice))
            used.insert(pageDirectory)
            children.append((pageDirectory, "\(title) (\(page))", slice.count))
        }
        for child in childPages {
            let childDirectory = plan(prefix: child.prefix, names: child.names, under: directory, used: &used)
            children.append((childDirectory, child.prefix.joined(separator: "."), child.names.count))
        }
        entries[index].children = children
        return directory
    }

    private mutating func add(_ entry: Entry) {
        for name in entry.names { pageOf[name] = entry.directory }
        entries.append(entry)
    }

    /// A group name as a folder name: lowercase letters and digits, other characters `-`.
    package static func slug(_ name: String) -> String {
        let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return slug.isEmpty ? "group" : slug
    }

    private static func unique(_ directory: String, used: inout Set<String>) -> String {
        var candidate = directory, number = 1
        while used.contains(candidate) {
            number += 1
            candidate = String(directory.dropLast()) + "-\(number)/"
        }
        used.insert(candidate)
        return candidate
    }
}
