import Foundation

extension LoadedSite {
    /// Writes everything besides the pages: the theme's assets, the preview fonts, the
    /// content folder's other files, example downloads, the sitemap, the search index, the
    /// Markdown twins with `llms.txt` and `llms-full.txt`, and `.nojekyll`. Failures are collected; the caller commits only when there are none.
    /// An older version (`isVersion`) leaves out what only the site's root has: the sitemap
    /// (it lists the current version) and `.nojekyll`.
    /// With a `searchIndex` (a build into a folder), the last build's search index is updated
    /// shard by shard where it can be; with `queries`, the preview fonts' stylesheet is taken
    /// from the store while the faces and the characters they drew stand (`PreviewFontsQuery`);
    /// with `twins`, each Markdown twin's rebased links are taken from the last build while the twin is unchanged.
    func publish(into output: any SiteOutput, isVersion: Bool = false, searchIndex: KeptSearchIndex? = nil,
                 queries: QueryStore? = nil, twins: TwinStore? = nil) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        failures += output.write(theme.assets.map { (path: $0.path, data: $0.data) })
        let fonts = PreviewWebFonts(measurer: measurer, platforms: platformFonts.families)
        let query = PreviewFontsQuery(fonts)
        queries?.set(query.fonts)
        let stylesheet = queries.map { $0.value(query) } ?? PreviewFontsStylesheet(fonts)
        failures += stylesheet.diagnostics
        if let css = stylesheet.css { failures += output.write([(path: Conventions.previewFontsStylesheet, data: Data(css.utf8))]) }
        failures += output.write(files.sorted { $0.key < $1.key }.map { (path: $0.key, data: Data($0.value.utf8)) })
        if !isVersion {
            failures += output.write([(path: "sitemap.xml", data: Data(Sitemap(config: config, pages: pages).xml.utf8)),
                                      (path: ".nojekyll", data: Data())])
        }
        failures += MachineReadableSite(config: config, inventory: inventory, pages: pages, navigation: navigation, twins: twins).publish(into: output)
        do {
            try SearchPublisher.publish(pages: pages, navigation: navigation, to: output, memory: searchIndex)
        } catch {
            failures += error.diagnostics
        }
        // Last, so a content file claiming a path the build generated is seen as a collision.
        failures += ContentFiles(inventory: inventory, config: config).publish(into: output)
        return failures
    }
}
