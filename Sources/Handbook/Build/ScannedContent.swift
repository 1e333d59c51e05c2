/// The second step's product: the content folder's files by kind, and everything a link
/// may point at. Each page's place in the site is decided here, once, so two sources that
/// would land on the same URL are reported here and nowhere else.
struct ScannedContent: Sendable {
    let inventory: ContentInventory
    let targets: LinkTargets
    /// Warnings about the folder (symbolic links, rule pages the site lacks).
    let warnings: [Diagnostic]

    /// What the step reads besides the folder's listing: the listing's file lists and what
    /// listing it found, and site.yml's text (catalogs and rule pages). The same inputs make
    /// the same result, so `serve` keeps it while they stand (`BuildCache.scanned`).
    struct Inputs: Equatable {
        var roots: [String]
        var lists: [[String]]
        var found: [Diagnostic]
        var settings: UInt64

        init(_ inventory: ContentInventory, found: [Diagnostic], settings: SiteSettings) {
            roots = [inventory.root, inventory.displayRoot]
            lists = [inventory.pages, inventory.componentSpecs, inventory.componentNotes, inventory.staticFiles,
                     inventory.mdxPartials, inventory.unreadFiles]
            self.found = found
            self.settings = settings.sourceHash
        }
    }

    static func scan(_ options: BuildOptions, settings: SiteSettings) throws(DiagnosticsError) -> ScannedContent {
        let (inventory, found) = ContentInventory.scan(root: options.contentDirectory, displayRoot: options.contentDirectory)
        guard let cache = options.cache else { return try assemble(inventory, found: found, settings: settings) }
        return try cache.scanned(Inputs(inventory, found: found, settings: settings)) { () throws(DiagnosticsError) in
            try assemble(inventory, found: found, settings: settings)
        }
    }

    /// Each page's place and every link target, from the folder's listing.
    private static func assemble(_ inventory: ContentInventory, found: [Diagnostic], settings: SiteSettings) throws(DiagnosticsError) -> ScannedContent {
        var inventory = inventory
        var diagnostics = found
        // Translation catalogs are settings, like site.yml: read, never published.
        let catalogs = settings.config.translations.map { $0.value.hasSuffix("/") ? $0.value : $0.value + "/" }
        inventory.staticFiles.removeAll { file in catalogs.contains { (file + "/").hasPrefix($0) } }
        var targets = LinkTargets()
        // Every page, Markdown or component, by the site folder it is published in.
        var owners: [String: String] = [:]
        func claim(_ directory: String, by source: String) {
            if let other = owners[directory] {
                diagnostics.append(.error("content.duplicate-url", "'\(inventory.displayPath(source))' and '\(inventory.displayPath(other))' would both be published at /\(directory)",
                                          at: SourceLocation(file: inventory.displayPath(source), line: 1, column: 1)))
            }
            owners[directory] = source
        }
        for source in inventory.pages {
            let directory = SitePath.pageDirectory(forSource: source)
            claim(directory, by: source)
            targets.addPage(source: source, directory: directory)
        }
        // Folders of pages without an index.md get one from the build (`GeneratedIndex`),
        // and so does the site's root: links to `/` and to such folders reach them.
        let indexed = Set(inventory.pages.filter(SitePath.isIndexPage).map(\.folderPart))
        let folders = Set((inventory.pages + inventory.componentSpecs).map(\.folderPart))
        for folder in folders.union([""]).subtracting(indexed) { targets.addGeneratedIndex(folder: folder) }
        for file in inventory.staticFiles { targets.addFile(file) }
        for spec in inventory.componentSpecs {
            let name = Conventions.componentName(ofSpec: spec)
            claim(Conventions.componentPage(name), by: spec)
            targets.addComponent(name: name, sourcePaths: [spec, Conventions.componentNotes(name)], page: spec)
        }
        for (rule, page) in settings.config.rulePages.pages.sorted(by: { $0.key < $1.key }) where targets.target(for: page) == nil {
            diagnostics.append(.warning("site.rule-pages", "rule-pages names '\(page)' for \(rule), and the site has no such page",
                                        at: settings.config.rulePageLocations[rule],
                                        explanation: "Name a guideline page or component spec by its path in the content folder."))
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        return ScannedContent(inventory: inventory, targets: targets, warnings: diagnostics)
    }
}
