import DesignTokens

/// What changed in a site's tokens since an older version, context by context: tokens added,
/// removed, and those whose value changed (`{color.text.secondary}: #6a717d → #4f5664
/// [dark]`). Contexts are matched by their modifiers' contexts (`theme=dark`); a context the
/// older version lacks has nothing to compare with.
package struct TokenChanges: Sendable {
    /// One token's change.
    package struct Change: Sendable {
        package enum Kind: Sendable { case added, removed, changed }
        package var name: String
        package var kind: Kind
        /// Per context label, the value then and now as CSS writes it (nil: not defined).
        package var values: [(context: String, was: String?, now: String?)]
    }

    /// The older version's name.
    package let since: String
    /// The changes, in the order the current tokens define them (removed ones last).
    package private(set) var changes: [Change] = []

    /// The id of a token page's changes section.
    package static let anchor = "token-changes"

    package init(since: String, old: SiteTokens, new: SiteTokens) {
        self.since = since
        let previous = Dictionary(old.themes.map { ($0.dataTokens, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = new.themes.compactMap { theme in previous[theme.dataTokens].map { (old: $0, new: theme) } }
        guard !pairs.isEmpty else { return }
        let names = TokenPages.names(in: new.themes)
        let gone = TokenPages.names(in: old.themes).filter { name in !new.themes.contains { $0.tokens[name] != nil } }
        for name in names + gone {
            var values: [(context: String, was: String?, now: String?)] = []
            for pair in pairs {
                let was = pair.old.tokens[name].map(TokenPages.plainValue), now = pair.new.tokens[name].map(TokenPages.plainValue)
                if was != now { values.append((pair.new.label, was, now)) }
            }
            guard !values.isEmpty else { continue }
            let everWas = pairs.contains { $0.old.tokens[name] != nil }, stillIs = pairs.contains { $0.new.tokens[name] != nil }
            changes.append(Change(name: name, kind: !everWas ? .added : (!stillIs ? .removed : .changed), values: values))
        }
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { changes.isEmpty }

    /// The change of `name`, if it changed.
    package func change(of name: String) -> Change? { changes.first { $0.name == name } }

    /// One line per change among `names`: `{color.text.secondary}: #6a717d → #4f5664 [dark]`,
    /// contexts that changed alike in one bracket (none when every context changed alike).
    package func lines(for names: Set<String>? = nil, contexts: Int) -> [String] {
        changes.filter { names?.contains($0.name) ?? true }.map { change in
            switch change.kind {
            case .added: return "{\(change.name)} added: " + Self.describe(change.values.map { ($0.context, $0.now ?? "—") }, contexts: contexts)
            case .removed: return "{\(change.name)} removed (was " + Self.describe(change.values.map { ($0.context, $0.was ?? "—") }, contexts: contexts) + ")"
            case .changed:
                return "{\(change.name)}: " + Self.describe(change.values.map { ($0.context, "\($0.was ?? "not defined") → \($0.now ?? "not defined")") }, contexts: contexts)
            }
        }
    }

    /// Values with the contexts that give them: `a [dark, dark-hc]; b [light]`, or `a` alone
    /// when every one of `contexts` gives it.
    private static func describe(_ values: [(context: String, text: String)], contexts: Int) -> String {
        var groups: [(text: String, contexts: [String])] = []
        for value in values {
            if let index = groups.firstIndex(where: { $0.text == value.text }) { groups[index].contexts.append(value.context) } else { groups.append((value.text, [value.context])) }
        }
        if groups.count == 1, groups[0].contexts.count == contexts || contexts <= 1 { return groups[0].text }
        return groups.map { "\($0.text) [\($0.contexts.joined(separator: ", "))]" }.joined(separator: "; ")
    }

    /// A token page's "Changes since" section for the tokens it lists (and those removed
    /// from its group), nil when none changed.
    package struct Section {
        package var title: String
        package var lines: [String]
        package var html: String
    }

    package func section(for names: Set<String>, group: String? = nil, contexts: Int) -> Section? {
        let removed = Set(changes.filter { $0.kind == .removed && group != nil && TokenPages.group(of: $0.name) == group }.map(\.name))
        let lines = self.lines(for: names.union(removed), contexts: contexts)
        guard !lines.isEmpty else { return nil }
        let title = "Changes since \(since)"
        let html = "<h2 id=\"\(Self.anchor)\">\(HTML.escape(title))</h2>\n<ul class=\"token-changes\">\n"
            + lines.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined(separator: "\n") + "\n</ul>\n"
        return Section(title: title, lines: lines, html: html)
    }
}
