import Foundation
import Testing
@testable import Handbook

/// What a hostile pull request to a docs repository tries — everything under `Content/` and
/// site.yml is in its hands — and the error it gets instead of script on the published site,
/// the build machine's files in the site or the CI log, or writes outside the checkout.
@Suite struct HostileContentTests {
    static let script = "<script>document.title='PWNED'</script>"

    /// A file outside the test site's own folder (which, outside git, is the repository).
    static func secretElsewhere(_ name: String, _ text: String) throws -> (folder: String, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-secret-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        return (folder, folder + "/" + name)
    }

    // MARK: Files published as they are

    @Test func htmlAndScriptFilesInTheContentAreRefusedAndThePreviousSiteStays() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let before = site.snapshot()
        try site.write("Content/guidelines/files/page.html", "<p>hi</p>\(Self.script)")
        try site.write("Content/guidelines/files/helper.mjs", "alert(1)")
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.locations(in: site).sorted() == [
            "Content/guidelines/files/helper.mjs:1:1 content.unsafe-file",
            "Content/guidelines/files/page.html:1:1 content.unsafe-file",
        ])
        #expect(site.snapshot() == before, "the previous site is left whole")
    }

    @Test func anSVGWithScriptOrAnEventAttributeIsRefusedAtTheElement() throws {
        let site = try TestSite.basic([
            "Content/art/script.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\">\n  <script>alert(1)</script>\n</svg>\n",
            "Content/art/onload.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect width=\"4\" height=\"4\"/>\n   <circle r=\"1\" onload=\"alert(1)\"/>\n</svg>\n",
            "Content/art/link.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<a xlink:href=\"java&#x09;script:alert(1)\"><rect width=\"4\" height=\"4\"/></a>\n</svg>\n",
            "Content/art/fine.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"><a href=\"#top\"><rect width=\"4\" height=\"4\" fill=\"url(#g)\"/></a></svg>\n",
            "Content/icons/unused.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site).sorted() == [
            "Content/art/link.svg:2:1 content.unsafe-file",
            "Content/art/onload.svg:3:4 content.unsafe-file",
            "Content/art/script.svg:2:3 content.unsafe-file",
            "Content/icons/unused.svg:1:41 content.unsafe-file",
        ])
        #expect(!site.exists("_site"))
    }

    @Test func aContentFileCannotReplaceAGeneratedPageOrTheThemesScript() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\nunsafe-files: [assets/**, \"404.html\", demos/**]\n",
            "Content/assets/code.js": "alert('replaced')",
            "Content/404.html": "<p>not the generated one</p>",
            "Content/demos/player.html": "<p>a trusted demo</p>\(Self.script)",
            "Content/CNAME": "design.example.com\n",
            "Content/_headers": "/*\n  X-Frame-Options: DENY\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site).sorted() == [
            "Content/404.html:1:1 output.collision",
            "Content/assets/code.js:1:1 output.collision",
        ])
        let message = try #require(report.diagnostics.first { $0.location?.file.hasSuffix("code.js") == true }).message
        #expect(message.contains("'assets/code.js'"), "\(message)")

        // Without the two collisions the allowed demo and the hosting files are published.
        try FileManager.default.removeItem(atPath: site.path("Content/assets/code.js"))
        try FileManager.default.removeItem(atPath: site.path("Content/404.html"))
        let clean = site.build()
        #expect(clean.succeeded, "\(clean.diagnostics)")
        #expect(site.read("_site/demos/player.html")?.contains("trusted demo") == true)
        #expect(site.read("_site/CNAME") == "design.example.com\n")
        #expect(site.exists("_site/_headers"))
        #expect(site.read("_site/404.html")?.contains("There is no page at this address") == true)
    }

    @Test func aHardLinkIsNotPublished() throws {
        let secret = try Self.secretElsewhere("passwd", "root:x:0:0:root:/root:/bin/bash\n")
        defer { try? FileManager.default.removeItem(atPath: secret.folder) }
        let site = try TestSite.basic()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path("Content/files"), withIntermediateDirectories: true)
        // Hard links cannot cross file systems; the secret's folder is on the same one here.
        try FileManager.default.linkItem(atPath: secret.path, toPath: site.path("Content/files/users.txt"))
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/files/users.txt:1:1 content.hard-link"])
        #expect(!site.exists("_site"))
    }

    // MARK: One address, one source

    @Test func aPageBesideItsFolderBecomesTheFoldersIndex() throws {
        let site = try TestSite.basic([
            "Content/docs/contributing.md": "---\ntitle: Contributing\n---\n\nHow to send a change.\n",
            "Content/docs/contributing/reviews.md": "---\ntitle: Reviews\n---\n\nWho reviews what.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let index = try #require(site.read("_site/docs/contributing/index.html"))
        #expect(index.contains("How to send a change."), "the page, not a generated listing")
        #expect(site.read("_site/docs/contributing/reviews/index.html")?.contains("Who reviews what.") == true)
    }

    @Test func twoFilesForOneAddressAreStillAnErrorNamingBoth() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/voice.md": "# Voice\n\nOne.\n",
            "Content/guidelines/writing/voice.mdx": "# Voice\n\nTwo.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/writing/voice.mdx:1:1 content.duplicate-url"])
        #expect(report.diagnostics.first?.message.contains("guidelines/writing/voice.md'") == true)
    }

    // MARK: Settings and tokens escaped by context

    @Test func aBasePathWithMarkupStaysText() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\nbase-path: \"/\\\"><script>document.title=\\\"PWNED\\\"</script>/\"\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        for page in ["_site/404.html", "_site/index.html", "_site/guidelines/writing/labels/index.html"] {
            let html = try #require(site.read(page))
            #expect(!html.contains("PWNED\"</script>") && !html.contains("<script>document.title"), "\(page)")
        }
    }

    @Test(arguments: ["edit-url", "repository", "url"])
    func aSettingsAddressMustBeTheWebs(key: String) throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\n\(key): \"javascript:alert(1)//\"\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/site.yml:2:\(key.count + 3) site.url"])
    }

    @Test func aFontFamilyThatWouldCloseItsDeclarationIsATokenError() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\ntokens: { files: [type.tokens.json] }\n",
            "Content/type.tokens.json": """
            {
              "type": {
                "body": { "$type": "typography", "$value": {
                  "fontFamily": "Inter'; position: fixed; inset: 0; background: red; '",
                  "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 500 } }
              }
            }
            """,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site).contains("Content/type.tokens.json:4:21 tokens.value"), "\(report.locations(in: site))")
        for (path, data) in site.snapshot() where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).contains("position: fixed"), "\(path)")
        }
    }

    // MARK: Nothing from outside, in the site or the log

    @Test func aTokenReferenceToTheEnvironmentIsRefusedWhereItIsWritten() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\ntokens: tokens/site.resolver.json\n",
            "Content/tokens/site.resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "/proc/self/environ" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }
            """,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site).first == "Content/tokens/site.resolver.json:3:45 content.link-outside", "\(report.locations(in: site))")
        let printed = DiagnosticFormatter().format(report.diagnostics)
        #expect(!printed.contains("PATH="), "\(printed)")
    }

    @Test func aCatalogBehindALinkInAHiddenFolderIsNotRead() throws {
        let secret = try Self.secretElsewhere("x.po", "msgid \"Labels\"\nmsgstr \"HB_SECRET_LEAKED\"\n")
        defer { try? FileManager.default.removeItem(atPath: secret.folder) }
        let site = try TestSite.basic(["Content/site.yml": "title: T\nlocales: [en, de]\ntranslations: [.x/de.po]\n"])
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path("Content/.x"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/.x/de.po"), withDestinationPath: secret.path)
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/site.yml:3:16 content.link-outside"])
        #expect(!report.diagnostics.contains { $0.message.contains("HB_SECRET") })
        #expect(!site.exists("_site"))
    }

    @Test func aCatalogBesideTheContentFolderInTheRepositoryIsRead() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\nlocales: [en, de]\ntranslations: [../app/de.po]\n",
            "app/de.po": "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Labels\"\nmsgstr \"Beschriftungen\"\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")
    }

    @Test func aFontOutsideTheRepositoryIsRefused() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\nfont: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/site.yml:2:7 content.link-outside"])
    }

    // MARK: Writes stay in the checkout

    @Test func aCommittedHandbookFolderThatIsALinkIsNotWrittenThrough() throws {
        let elsewhere = try Self.secretElsewhere(".gitignore", "mine\n")
        defer { try? FileManager.default.removeItem(atPath: elsewhere.folder) }
        let site = try TestSite.basic()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path(".handbook"), withDestinationPath: elsewhere.folder)
        let report = site.build()
        #expect(report.diagnostics.map(\.id) == ["output.link"])
        #expect(try String(contentsOfFile: elsewhere.path, encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.folder) == [".gitignore"])
    }

    // MARK: Trusted HTML and MDX still follow the link policy

    @Test func trustedHTMLLinksThatRunScriptLeadNowhereOnThePageAndInItsTwin() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\nunsafe-html: true\n",
            "Content/guidelines/raw.md": "# Raw\n\n<a href=\" java&#x73;cript:alert(1)\">click</a> and [md](javascript:alert(2)).\n\n<div><a href=\"javascript:alert(3)\">block</a></div>\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.filter { $0.id == "link.unsafe" }.count == 3)
        for page in ["_site/guidelines/raw/index.html", "_site/guidelines/raw/index.html.md", "_site/llms-full.txt"] {
            let text = try #require(site.read(page)).lowercased()
            #expect(!text.contains("javascript:") && !text.contains("java&#x73;cript"), "\(page)")
        }
    }

    @Test func untrustedRawHTMLIsLeftOutOfTheTwinToo() throws {
        let site = try TestSite.basic(["Content/guidelines/raw.md": "# Raw\n\nText <img src=x onerror=alert(1)> here.\n\n<script>alert(2)</script>\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let twin = try #require(site.read("_site/guidelines/raw/index.html.md"))
        #expect(!twin.contains("onerror") && !twin.contains("<script>"), "\(twin)")
    }

    @Test func anMDXStyleCannotLiftItsElementOverThePage() throws {
        let site = try TestSite.basic([
            "Content/guidelines/styled.mdx": "# Styled\n\n<div style={{position: 'fixed', inset: 0, zIndex: 9, maxWidth: '100%'}}>Overlay</div>\n\n<p style=\"background: url(https://x.example/t.png); color: red\">Text</p>\n",
        ])
        defer { site.remove() }
        let report = site.build()
        let html = try #require(site.read("_site/guidelines/styled/index.html"))
        #expect(!html.contains("position: fixed") && !html.contains("url("), "\(html)")
        #expect(html.contains("max-width: 100%") && html.contains("color: red"))
        #expect(report.diagnostics.contains { $0.message.contains("position: fixed") }, "\(report.diagnostics)")
    }
}
