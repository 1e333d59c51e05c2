import Foundation
import Testing
@testable import Handbook

/// The bundled site rebuilt after each kind of edit a team makes — a guideline page, a spec,
/// a catalog entry, a design token, a template, the site's title — one after another into
/// the same folder with the same cache, as `handbook serve` and repeated builds do: after
/// every edit the site is byte for byte what a build from scratch (no cache, a new folder)
/// makes of the same files. Whatever a rebuild keeps (pages, components, render memory,
/// search shards, fonts) it keeps only while nothing it depends on changed.
@Suite struct RebuildIdentityTests {
    /// The repository's `Content/`, beside this file's folder.
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    /// Each edit: the file, the text it holds, and what replaces it.
    static let edits: [(what: String, path: String, from: String, to: String)] = [
        ("guideline page", "Content/guidelines/navigation/tab-bars.md", "\n## How many items", "\nA sentence added by the test.\n\n## How many items"),
        ("spec", "Content/components/tab-bar.yml", "caption: Five areas people return to all day",
         "caption: Five places people return to all day"),
        ("catalog entry", "Content/i18n/Localizable.xcstrings", "\"Mediathek\"", "\"Bibliothek\""),
        ("design token", "Content/tokens/dark.tokens.json", "\"secondary\": { \"$value\": \"#b4bcc8\" }",
         "\"secondary\": { \"$value\": \"#b6bdc8\" }"),
        ("template", "Templates/partials/footer.mustache", "", "<footer class=\"site-footer\">Made with the test's footer.</footer>\n"),
        ("site title", "Content/site.yml", "title: Harbor", "title: Edited Harbor"),
    ]

    /// `cache` nil: no store, so the component stage runs whole (`ComponentStage.run`)
    /// rather than as queries.
    func build(_ site: TestSite, output: String, cache: String?) -> BuildReport {
        var options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                   output: .directory(site.path(output)))
        options.cacheFolder = cache.map(site.path)
        return SiteBuilder().build(options)
    }

    /// The component stage as queries makes its specs on every core, each capturing the
    /// characters its previews draw: the site, its preview fonts' subsets included, is what
    /// the stage run whole without a store makes — when every spec is made, and when one
    /// spec drawing a character no other draws is made again beside the others kept.
    @Test func theComponentQueriesMakeTheSiteTheStageRunWholeMakes() throws {
        var files = TestSite.files(under: Self.bundled).reduce(into: [String: String]()) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) }
        files["Templates/partials/footer.mustache"] = ""
        let site = try TestSite(files)
        defer { site.remove() }
        let edits: [(what: String, path: String, from: String, to: String)] = [
            ("nothing", "", "", ""),
            ("a segmented control's item drawing a character no other picture draws", "Content/components/segmented-control.yml",
             "items: [Day, Week, Month, Year]", "items: [Dayŵ, Week, Month, Year]"),
        ]
        for (index, edit) in edits.enumerated() {
            if !edit.path.isEmpty {
                let text = try #require(site.read(edit.path))
                #expect(text.contains(edit.from), "the bundled file no longer holds what the test edits")
                try site.write(edit.path, text.replacingOccurrences(of: edit.from, with: edit.to))
            }
            let queries = build(site, output: "_site", cache: ".cache")
            #expect(queries.succeeded, "\(edit.what): \(queries.diagnostics)")
            #expect(queries.madeSpecs == (index == 0 ? 3 : 1), "\(edit.what): the specs made")
            let whole = build(site, output: "_whole-\(index)", cache: nil)
            #expect(whole.succeeded)
            let kept = site.snapshot("_site"), fresh = site.snapshot("_whole-\(index)")
            #expect(kept.keys.sorted() == fresh.keys.sorted(), "\(edit.what): the same files")
            let differing = fresh.keys.filter { kept[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "\(edit.what): these differ from the stage run whole: \(differing.prefix(5))")
        }
    }

    @Test func everyKindOfEditRebuildsWhatABuildFromScratchMakes() throws {
        var files = TestSite.files(under: Self.bundled).reduce(into: [String: String]()) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) }
        let footer = URL(fileURLWithPath: Self.bundled).deletingLastPathComponent().appendingPathComponent("Templates/partials/footer.mustache")
        files["Templates/partials/footer.mustache"] = try String(contentsOf: footer, encoding: .utf8)
        let site = try TestSite(files)
        defer { site.remove() }
        let first = build(site, output: "_site", cache: ".cache")
        #expect(first.succeeded, "\(first.diagnostics)")
        for (index, edit) in Self.edits.enumerated() {
            let text = try #require(site.read(edit.path), "\(edit.what)")
            if edit.from.isEmpty {
                try site.write(edit.path, edit.to)
            } else {
                #expect(text.contains(edit.from), "\(edit.what): the bundled file no longer holds what the test edits")
                try site.write(edit.path, text.replacingOccurrences(of: edit.from, with: edit.to, options: [], range: text.range(of: edit.from)))
            }
            let rebuilt = build(site, output: "_site", cache: ".cache")
            #expect(rebuilt.succeeded, "\(edit.what): \(rebuilt.diagnostics)")
            let scratch = build(site, output: "_scratch-\(index)", cache: ".cache-scratch-\(index)")
            #expect(scratch.succeeded)
            let kept = site.snapshot("_site"), fresh = site.snapshot("_scratch-\(index)")
            #expect(kept.keys.sorted() == fresh.keys.sorted(), "\(edit.what): the same files")
            let differing = fresh.keys.filter { kept[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "after the \(edit.what) edit these differ from a build from scratch: \(differing.prefix(5))")
        }
        // The edits show in the pages: the team's footer and the new title.
        let home = try #require(site.read("_site/index.html"))
        #expect(home.contains("Made with the test's footer.") && home.contains("Edited "))
    }

    /// Sets every file's modification time an hour back, as files a team saved a while ago:
    /// only settled files are kept between builds.
    func settle(_ site: TestSite) throws {
        let past = Date(timeIntervalSinceNow: -3600)
        for case let relative as String in FileManager.default.enumerator(atPath: site.path("Content"))?.allObjects ?? [] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.path("Content/" + relative))
        }
    }

    /// The guideline pages that draw previews are kept between builds with the characters
    /// they drew (`PreviewPagesQuery`): taken while none of them changed, read again all
    /// together when one did, and the site — its preview fonts too — is a build from scratch.
    @Test func pagesWithPreviewsAreKeptAndTheSiteIsABuildFromScratch() throws {
        var files = TestSite.files(under: Self.bundled).reduce(into: [String: String]()) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) }
        let markdown = files.keys.filter { ($0.hasSuffix(".md") || $0.hasSuffix(".mdx")) && !$0.hasPrefix("Content/components/") }.count
        files["Templates/partials/footer.mustache"] = ""
        let site = try TestSite(files)
        defer { site.remove() }
        try settle(site)
        let first = build(site, output: "_site", cache: ".cache")
        #expect(first.succeeded && first.reusedPages == 0)
        // Every Markdown page (components' notes are not pages), some of them with previews.
        let withPreviews = files.filter { $0.key.hasSuffix(".md") && !$0.key.hasPrefix("Content/components/") && $0.value.contains("```tabbar") }.count
        #expect(withPreviews >= 2)
        let again = build(site, output: "_site", cache: ".cache")
        #expect(again.reusedPages == markdown, "every Markdown page, those with previews too, is taken from the stores")

        // A label with characters nothing else draws, then an edit elsewhere: the kept pages
        // must give their characters back, or the preview fonts would lose them.
        let edits: [(what: String, path: String, from: String, to: String)] = [
            ("a page with previews: a label with characters no page drew", "Content/guidelines/navigation/tab-bars.md",
             "{ label: Radio, icon: radio }", "{ label: Radioŵ, icon: radio }"),
            ("a page without previews", "Content/guidelines/getting-started/index.md", "\n", "\nA sentence added by the test.\n"),
        ]
        for (index, edit) in edits.enumerated() {
            let text = try #require(site.read(edit.path), "\(edit.what)")
            #expect(text.contains(edit.from), "\(edit.what): the bundled file no longer holds what the test edits")
            try site.write(edit.path, text.replacingOccurrences(of: edit.from, with: edit.to, options: [], range: text.range(of: edit.from)))
            // Saved a while ago, the one file: every other file keeps its stamp.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: site.path(edit.path))
            let rebuilt = build(site, output: "_site", cache: ".cache")
            #expect(rebuilt.succeeded, "\(edit.what): \(rebuilt.diagnostics)")
            // A page with previews is read again with every other page with previews; any other page alone.
            #expect(rebuilt.reusedPages == markdown - (index == 0 ? withPreviews : 1), "\(edit.what): what is read again")
            let scratch = build(site, output: "_scratch-\(index)", cache: ".cache-scratch-\(index)")
            let kept = site.snapshot("_site"), fresh = site.snapshot("_scratch-\(index)")
            #expect(kept.keys.sorted() == fresh.keys.sorted(), "\(edit.what): the same files")
            let differing = fresh.keys.filter { kept[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "after \(edit.what) these differ from a build from scratch: \(differing.prefix(5))")
        }
    }
}
