import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The files of a content folder, sorted, by what the build does with them.
public struct ContentInventory: Sendable {
    /// The folder on disk.
    public var root: String
    /// How diagnostics name the folder (`Content`, as the user typed it).
    public var displayRoot: String
    /// Markdown pages (content-relative paths), the home page `index.md` included.
    public var pages: [String] = []
    /// Component specs: `components/NAME.yml`.
    public var componentSpecs: [String] = []
    /// Markdown companions of specs: `components/NAME.md`.
    public var componentNotes: [String] = []
    /// Files copied as they are (images and other assets).
    public var staticFiles: [String] = []
    /// MDX files whose name starts with `_` (`_preamble.mdx`): partials that pages include
    /// where they use the component an `import` names; not pages, not published.
    public var mdxPartials: [String] = []
    /// Documents in a format Handbook does not read (`.rst`, `.adoc`, `.tsx` …): neither
    /// pages nor published, and counted in the build's summary so none goes unnoticed.
    public var unreadFiles: [String] = []

    /// Extensions of documents and source files that are not pages and should not be
    /// published as they are.
    package static let unreadExtensions: Set<String> = ["rst", "adoc", "asciidoc", "org", "textile", "rmd", "ipynb", "mdoc", "markdoc",
                                                         "tsx", "jsx", "ts", "vue", "svelte", "astro"]

    /// Storybook stories files (`Button.stories.tsx`), whose titles MDX docs pages take.
    public var storiesFiles: [String] {
        unreadFiles.filter { $0.split(separator: "/").last?.contains(".stories.") == true }
    }

    /// A stories file in JavaScript (`Button.stories.js`): source read for its title, never published.
    private static func isStoriesScript(_ lower: String) -> Bool {
        guard let name = lower.split(separator: "/").last, name.contains(".stories.") else { return false }
        return name.hasSuffix(".js") || name.hasSuffix(".mjs") || name.hasSuffix(".cjs")
    }

    /// How many unread files of each extension, most first: `[(".rst", 3)]`.
    public var unreadCounts: [(fileExtension: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in unreadFiles { counts[Self.fileExtension(of: file), default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ("." + $0.key, $0.value) }
    }

    /// The lowercased text after a file name's last dot.
    package static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    public init(root: String, displayRoot: String, pages: [String] = [], componentSpecs: [String] = [], componentNotes: [String] = [], staticFiles: [String] = []) {
        self.root = root
        self.displayRoot = displayRoot
        self.pages = pages
        self.componentSpecs = componentSpecs
        self.componentNotes = componentNotes
        self.staticFiles = staticFiles
    }

    /// The path diagnostics show for a content-relative path.
    public func displayPath(_ relative: String) -> String {
        displayRoot.isEmpty || displayRoot == "." ? relative : (displayRoot.hasSuffix("/") ? displayRoot + relative : displayRoot + "/" + relative)
    }

    /// A path as `displayPath` gives it, relative to the content folder again; other paths
    /// as they are. Published files name places this way, so they carry nothing of the
    /// machine or the folder they were built from.
    public func contentRelative(_ display: String) -> String {
        let prefix = displayRoot.isEmpty || displayRoot == "." ? "" : (displayRoot.hasSuffix("/") ? displayRoot : displayRoot + "/")
        return !prefix.isEmpty && display.hasPrefix(prefix) ? String(display.dropFirst(prefix.count)) : display
    }

    /// The file on disk for a content-relative path.
    public func filePath(_ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Walks `root` (which the settings step has found to be a folder). Unreadable folders
    /// and symbolic links that loop back or repeat a folder are reported, not fatal to the
    /// walk. A symbolic link whose target — every hop followed — leaves the content folder
    /// is an error at the link (`content.link-outside`), and nothing behind it is listed,
    /// so nothing from outside is read, copied, indexed or served.
    public static func scan(root: String, displayRoot: String) -> (ContentInventory, [Diagnostic]) {
        var inventory = ContentInventory(root: root, displayRoot: displayRoot)
        var diagnostics: [Diagnostic] = []
        var visited: [[UInt64]: String] = [:]
        var pending = [""]
        let links = FolderLinks(root: root)
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : inventory.filePath(folder)
            if !folder.isEmpty, let link = links.link(at: absolute), link.holdsItself {
                diagnostics.append(.warning("content.symlink-loop", "folder '\(inventory.displayPath(folder))' is a symbolic link to '\(inventory.shown(link))', a folder that holds it; a loop, skipped", at: nil))
                continue
            }
            guard let identity = DirectoryListing.identity(of: absolute), visited[identity] == nil else {
                let earlier = DirectoryListing.identity(of: absolute).flatMap { visited[$0] }.map { $0.isEmpty ? inventory.displayRoot : inventory.displayPath($0) } ?? "another folder"
                if let link = links.link(at: absolute), Self.isQualifierAlias(folder, of: link.relativeTarget) {
                    // Android apps link one qualifier to another (values-zh-rHK → values-zh-rTW): the
                    // catalog reader reads it under its own locale, and nothing in it is published.
                } else if let link = links.link(at: absolute) {
                    diagnostics.append(.warning("content.symlink-repeat", "folder '\(inventory.displayPath(folder))' is a symbolic link to '\(inventory.shown(link))', already read as '\(earlier)'; skipped", at: nil))
                } else {
                    diagnostics.append(.warning("content.symlink-repeat", "folder '\(inventory.displayPath(folder))' is the folder '\(earlier)' again (a link or mount); skipped", at: nil))
                }
                continue
            }
            visited[identity] = folder
            guard let entries = DirectoryListing.entries(of: absolute, details: false) else {
                diagnostics.append(.error("content.unreadable", "cannot read folder '\(folder.isEmpty ? displayRoot : inventory.displayPath(folder))'", at: nil))
                continue
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.isLink, let target = links.boundary.escape(at: inventory.filePath(relative)) {
                    diagnostics.append(.linkOutside(inventory.displayPath(relative), target: target, folder: "the content folder '\(displayRoot)'"))
                    continue
                }
                switch entry.kind {
                case .brokenLink:
                    diagnostics.append(.warning("content.broken-link", "'\(inventory.displayPath(relative))' is a symbolic link to nothing; skipped", at: nil))
                case .directory:
                    pending.append(relative)
                case .file, .other:
                    inventory.classify(relative)
                }
            }
        }
        // A note is a spec's only when the spec exists; any other Markdown file in the
        // components folder (its index.md, pages for components without a spec) is a page.
        let notesOfSpecs = Set(inventory.componentSpecs.map { Conventions.componentNotes(Conventions.componentName(ofSpec: $0)) })
        inventory.pages += inventory.componentNotes.filter { !notesOfSpecs.contains($0) }
        inventory.componentNotes = inventory.componentNotes.filter(notesOfSpecs.contains)
        inventory.pages.sort()
        inventory.componentSpecs.sort()
        inventory.componentNotes.sort()
        inventory.staticFiles.sort()
        inventory.unreadFiles.sort()
        inventory.mdxPartials.sort()
        return (inventory, diagnostics)
    }

    /// Whether `folder` is an Android resource qualifier folder linked to a sibling one.
    private static func isQualifierAlias(_ folder: String, of target: String) -> Bool {
        let (name, targetName) = ((folder as NSString).lastPathComponent, (target as NSString).lastPathComponent)
        return name.hasPrefix("values-") && (targetName == "values" || targetName.hasPrefix("values-"))
            && (folder as NSString).deletingLastPathComponent == (target as NSString).deletingLastPathComponent
    }

    /// A link's target as messages name it: a content path.
    private func shown(_ link: FolderLinks.Link) -> String {
        link.relativeTarget.isEmpty ? displayRoot : displayPath(link.relativeTarget)
    }

    private mutating func classify(_ relative: String) {
        let isComponentFile = Conventions.isComponentFile(relative)
        let lower = relative.lowercased()
        if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") {
            if isComponentFile { componentNotes.append(relative) } else { pages.append(relative) }
        } else if lower.hasSuffix(".mdx") {
            let name = lower.split(separator: "/").last ?? ""
            if name.hasPrefix("_") && !SitePath.isIndexPage(relative) { mdxPartials.append(relative) } else { pages.append(relative) }
        } else if Self.unreadExtensions.contains(Self.fileExtension(of: lower)) || Self.isStoriesScript(lower) {
            unreadFiles.append(relative)
        } else if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            if isComponentFile { componentSpecs.append(relative) }
            // site.yml and other YAML are settings, never published.
        } else {
            staticFiles.append(relative)
        }
    }
}
