import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// What Handbook reads from a page's front matter, whichever generator it was written for.
///
/// Handbook's own keys (`title`, `summary`, `order`) keep their strict types. Keys other
/// generators use for the same things mean what their users expect (`description`,
/// `shortDescription`, `weight`, `nav_order`, `sidebar_position`, `draft`, `date`, `lastmod`,
/// `tags`, `sidebar_label`, `linkTitle`); keys of other generators Handbook has no use for
/// (`slug`, `layout`, `permalink` …) are kept without a word. A near-miss of a known key
/// (`titel`) is warned about. Every other key is kept, as it was written, for
/// templates (`page.params`): front matter never fails a build for a key it does not know.
public struct PageFrontMatter: Sendable, Hashable {
    public var title: String?
    public var summary: String?
    /// Position among its section's pages.
    public var order: Double?
    /// `draft: true`: the page is not published.
    public var draft = false
    /// `date` and `lastmod` as written (`2024-05-01`).
    public var date: String?
    public var lastModified: String?
    public var tags: [String] = []
    /// A shorter title for the sidebar (`sidebar_label`, `linkTitle`).
    public var navigationTitle: String?
    /// Every other key, for templates.
    public var params: [String: FrontMatterValue] = [:]
    /// The sidebar group a Storybook page names (`Components/Actions` of `<Meta title="Components/Actions/Button">`),
    /// as written: its sections' titles keep this case.
    public var sectionGroup: String?
    /// Whether the page lists its folder's pages where it says `<ChildPages />` (or, an
    /// index page with nothing else to read, at its end): the build fills the list in.
    public var listsChildPages = false

    public init() {}

    /// What each key means; the first key of a meaning that is present wins.
    package enum Meaning { case title, summary, order, draft, date, lastModified, tags, navigationTitle }
    package static let meanings: [(key: String, meaning: Meaning)] = [
        ("title", .title), ("summary", .summary), ("shortDescription", .summary), ("description", .summary),
        ("order", .order), ("weight", .order), ("nav_order", .order), ("sidebar_position", .order),
        ("draft", .draft), ("date", .date), ("lastmod", .lastModified), ("last_modified_at", .lastModified),
        ("tags", .tags), ("sidebar_label", .navigationTitle), ("linkTitle", .navigationTitle),
    ]
    /// Keys other generators read that Handbook has no use for: a docs folder written for one
    /// of them keeps them on purpose, so they are kept for templates without a near-miss
    /// warning (`slug` is not a misspelt `tags`, nor `image` of `date`).
    package static let otherGeneratorKeys: Set<String> = [
        // Hugo
        "slug", "url", "aliases", "type", "layout", "keywords", "categories", "series", "menu", "publishDate", "expiryDate",
        "headless", "cascade", "outputs", "resources", "markup", "translationKey", "toc", "images", "image", "author", "authors",
        // Jekyll, Just the Docs
        "permalink", "excerpt", "published", "parent", "grand_parent", "has_children", "nav_exclude", "redirect_from", "redirect_to", "lang",
        // Docusaurus
        "id", "hide_title", "hide_table_of_contents", "sidebar_class_name", "sidebar_custom_props", "pagination_label", "pagination_next",
        "pagination_prev", "custom_edit_url", "toc_min_heading_level", "toc_max_heading_level", "displayed_sidebar", "unlisted",
        // Zola, Eleventy, VitePress, MkDocs, Astro
        "template", "extra", "in_search_index", "render", "sort_by", "paginate_by", "insert_anchor_links", "permalinks", "eleventyNavigation",
        "eleventyExcludeFromCollections", "aside", "outline", "prev", "next", "hide", "search", "status", "icon", "subtitle", "hero", "sidebar",
        "head", "editLink", "lastUpdated", "pubDate", "updatedDate", "heroImage", "category", "position", "hidden", "data",
    ]

    /// The known key `key` is a slip of: within one edit (a transposition counts as one) for
    /// a key of up to 8 letters, two for a longer one — small beside the key, so another
    /// generator's longer key (`shortDescription`) is never taken for `description`.
    package static func nearMiss(_ key: String, among known: [String]) -> String? {
        let limit = key.count <= 8 ? 1 : 2
        let scored = known.map { ($0, Spelling.transposingDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Keys whose wrong type is an error; other generators' keys with a surprising value are skipped with a warning.
    package static let strictKeys: Set<String> = ["title", "summary", "order"]

    /// Reads the mapping at `root`. A near-miss of a known key (`titel`) is a warning with
    /// a suggestion; any other unknown key is kept in `params` without a word.
    package static func read(_ root: Node?, reader: inout YAMLReader) -> PageFrontMatter {
        var result = PageFrontMatter()
        guard let root else { return result }
        guard case .mapping(let mapping) = root else {
            reader.report("yaml.type", "front matter must be a mapping of keys to values", at: root)
            return result
        }
        let knownKeys = meanings.map(\.key)
        var known: [String: Node] = [:]
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                reader.report("yaml.type", "keys in front matter must be plain text", at: keyNode)
                continue
            }
            guard seen.insert(key).inserted else {
                reader.report("yaml.duplicate-key", "key '\(key)' appears twice in front matter", at: keyNode)
                continue
            }
            if knownKeys.contains(key) {
                known[key] = value
                continue
            }
            if !Self.otherGeneratorKeys.contains(key), let near = Self.nearMiss(key, among: knownKeys) {
                reader.report("front-matter.unknown-key", "unknown key '\(key)' in front matter; did you mean '\(near)'?", at: keyNode,
                              severity: .warning, explanation: "Unknown keys are kept for templates as page.params.\(key).")
            }
            result.params[key] = FrontMatterValue(value)
        }
        // In the order of `meanings`, so `summary` wins over `description` and `order` over `weight`.
        for (key, meaning) in meanings {
            guard let value = known[key] else { continue }
            // `title: {$ref: ./#/title}`: a reference some generators resolve (Salt's site). It
            // is valid front matter that Handbook cannot follow, so the page is built and
            // titled otherwise, with a word, rather than refused.
            if case .mapping(let entries) = value, entries.contains(where: { $0.0.scalar?.string == "$ref" }) {
                let target = entries.first { $0.0.scalar?.string == "$ref" }?.1.scalar?.string ?? ""
                reader.report("front-matter.value", "'\(key)' is a reference ($ref: \(target)) that Handbook does not follow; '\(key)' is ignored",
                              at: value, severity: .warning,
                              explanation: "Write the value itself; without a title the page's first # heading, else its file name, titles it.")
                continue
            }
            if strictKeys.contains(key) {
                _ = result.read(meaning, key: key, from: value, reader: &reader)
                continue
            }
            var lenient = YAMLReader(reader.document)
            if !result.read(meaning, key: key, from: value, reader: &lenient), let problem = lenient.diagnostics.first {
                reader.report(.warning("front-matter.value", "\(problem.message); '\(key)' is ignored", at: problem.location))
            }
        }
        return result
    }

    /// Sets the field for `meaning` from `value`; false when the value has the wrong type.
    private mutating func read(_ meaning: Meaning, key: String, from value: Node, reader: inout YAMLReader) -> Bool {
        var copy = self
        switch meaning {
        case .title: guard let text = reader.string(value, what: key) else { return false }; copy.title = copy.title ?? text
        case .summary: guard let text = reader.string(value, what: key) else { return false }; copy.summary = copy.summary ?? text
        case .order:
            guard case .scalar(let scalar) = value, let number = Double(scalar.string), number.isFinite else {
                reader.report("yaml.type", "\(key) must be a number", at: value)
                return false
            }
            copy.order = copy.order ?? number
        case .draft: guard let flag = reader.bool(value, what: key) else { return false }; copy.draft = copy.draft || flag
        case .date: guard let text = reader.string(value, what: key) else { return false }; copy.date = copy.date ?? text
        case .lastModified: guard let text = reader.string(value, what: key) else { return false }; copy.lastModified = copy.lastModified ?? text
        case .tags:
            // Hugo and Jekyll accept one tag as a plain value too.
            if case .scalar(let scalar) = value { copy.tags += [scalar.string] } else {
                guard let tags = reader.strings(value, what: key) else { return false }
                copy.tags += tags.map(\.0)
            }
        case .navigationTitle: guard let text = reader.string(value, what: key) else { return false }; copy.navigationTitle = copy.navigationTitle ?? text
        }
        self = copy
        return true
    }
}

/// A front matter value kept for templates: text, true/false, a list or a mapping.
public enum FrontMatterValue: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case list([FrontMatterValue])
    case map([String: FrontMatterValue])

    package init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            switch scalar.string {
            case "true": self = .flag(true)
            case "false": self = .flag(false)
            default: self = .text(scalar.string)
            }
        case .sequence(let sequence): self = .list(sequence.map(FrontMatterValue.init))
        case .mapping(let mapping):
            var entries: [String: FrontMatterValue] = [:]
            for (key, value) in mapping { if let name = key.scalar?.string { entries[name] = FrontMatterValue(value) } }
            self = .map(entries)
        case .alias: self = .text("")
        }
    }

    /// The value as a Mustache context value.
    package var templateValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .list(let values): values.map(\.templateValue)
        case .map(let entries): entries.mapValues(\.templateValue)
        }
    }
}
