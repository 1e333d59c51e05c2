import Foundation
import Testing
@testable import Handbook

/// The files a build writes for programs and assistants: each page's Markdown twin, `llms.txt`,
/// `llms-full.txt` and `components/NAME.json`.
@Suite struct MachineReadableSiteTests {
    static let page = """
    ---
    title: Tab bars
    summary: Where the app's areas live.
    order: 3
    ---

    Read [labels](labels.md#length) and the [tabs spec](../../components/tabs.yml).

    ```tabbar
    items: [Home, Reply, Share]
    variant: tab-bar
    width: 375
    intent: dont
    caption: Actions are not places.
    ```

    ```swift
    let x = 1
    ```

    """

    func site(extra: [String: String] = [:]) throws -> TestSite {
        var files = ["Content/guidelines/writing/tab-bars.md": Self.page, "Content/components/tabs.yml": ComponentTests.spec]
        for (path, text) in extra { files[path] = text }
        return try TestSite.basic(files)
    }

    @Test func aPagesTwinIsItsMarkdownWithLinksToTwinsAndPreviewsAsFacts() throws {
        let site = try site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let twin = try #require(site.read("_site/guidelines/writing/tab-bars/index.html.md"))
        #expect(twin.hasPrefix("# Tab bars\n\n> Where the app's areas live.\n\nRead [labels](../labels/index.html.md#length) and the [tabs spec](../../../components/tabs/index.html.md).\n"), "\(twin)")
        #expect(!twin.contains("order: 3") && !twin.contains("```tabbar") && !twin.contains("items: [Home"))
        // The preview as the engine computed it: three equal items of 125 at 375 wide.
        #expect(twin.contains("**Computed preview:** tab bar, 375 pt wide, Web, phone — Don’t: Actions are not places."), "\(twin)")
        #expect(twin.contains("| Home (selected) | 0–125 | Home |"))
        #expect(twin.contains("| Share | 250–375 | Share |"))
        #expect(twin.contains("- `labels.action-verb`: 'Share' starts with the verb 'Share'"))
        // Other code blocks stay code.
        #expect(twin.contains("``` swift\nlet x = 1\n```") || twin.contains("```swift\nlet x = 1\n```"), "\(twin)")
        // A page without front matter keeps its heading as the title, once.
        let tone = try #require(site.read("_site/guidelines/writing/tone/index.html.md"))
        #expect(tone == "# Tone of voice\n\nBe direct.\n", "\(tone)")
        // The HTML names its twin.
        #expect(site.read("_site/guidelines/writing/tab-bars/index.html")?.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"index.html.md\">") == true)
    }

    @Test func everyPageHasATwinAndLlmsTxtLinksResolve() throws {
        let site = try site()
        defer { site.remove() }
        #expect(site.build(basePath: "/docs/").succeeded)
        let files = site.snapshot()
        let pages = files.keys.filter { $0.hasSuffix("index.html") }
        #expect(pages.count >= 6)
        for page in pages {
            #expect(files[page + ".md"] != nil, "\(page) has no twin")
        }
        let outline = try #require(site.read("_site/llms.txt"))
        #expect(outline.hasPrefix("# Test system\n\n> A test.\n"))
        #expect(outline.contains("- [Tab bars](guidelines/writing/tab-bars/index.html.md): Where the app's areas live."))
        #expect(outline.contains("- [Tabs](components/tabs/index.html.md): Switch between sections. ([facts as JSON](components/tabs.json))"))
        let targets = Self.links(in: outline)
        #expect(targets.count == pages.count + 2, "\(targets)")
        for target in targets {
            #expect(!target.hasPrefix("/") && files[target] != nil, "llms.txt links to \(target)")
        }
        // llms-full.txt holds every twin, each link rewritten to resolve from the site's root.
        let full = try #require(site.read("_site/llms-full.txt"))
        for page in pages {
            #expect(full.contains("Source: \(page).md\n"), "llms-full.txt lacks \(page)")
        }
        #expect(full.contains("Read [labels](guidelines/writing/labels/index.html.md#length) and the [tabs spec](components/tabs/index.html.md)."), "\(full)")
        for target in Self.links(in: full) where !target.hasPrefix("#") && !target.contains(":") {
            let path = String(target.prefix { $0 != "#" })
            #expect(files[path] != nil, "llms-full.txt links to \(target), which does not resolve from the root")
        }
    }

    @Test func aComponentHasItsFactsAsJSONAndItsPageAsMarkdown() throws {
        let site = try site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let data = try #require(site.read("_site/components/tabs.json")).data(using: .utf8) ?? Data()
        let facts = try JSONDecoder().decode(DesignSystemAnswer.Component.self, from: data)
        #expect(facts.summary.name == "tabs" && facts.summary.url == "tabs/")
        #expect(facts.variants.map(\.name) == ["scroll", "fixed"])
        #expect(facts.rules.contains { $0.id == "tabs.fixed.truncates" })
        let threshold = try #require(facts.thresholds.first)
        #expect(threshold.example == "Product details" && threshold.label == "Specs" && threshold.truncatesBelow > 50)
        let twin = try #require(site.read("_site/components/tabs/index.html.md"))
        #expect(twin.hasPrefix("# Tabs\n\n> Switch between sections.\n\nThe same facts as JSON: [tabs.json](../tabs.json).\n"), "\(twin)")
        #expect(twin.contains("| Product details | web | en | Specs | \(Int(threshold.truncatesBelow)) |"), "\(twin)")
        #expect(twin.contains("**Computed preview:** tabs, fixed, 375 pt wide"), "\(twin)")
    }

    @Test func aRebuildFromTheStoreWritesTheSameTwins() throws {
        let site = try site()
        defer { site.remove() }
        // Files an hour old settle into the page store; the next build takes them from it.
        for path in TestSite.files(under: site.path("Content")).keys {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: site.path("Content/" + path))
        }
        #expect(site.build().succeeded)
        try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nBe direct. See [tab bars](tab-bars.md).\n")
        let report = site.build()
        // Four pages come from the stores (the page with a preview from `PreviewPagesQuery`).
        #expect(report.succeeded)
        #expect(report.reusedPages == 4)
        let rebuilt = site.snapshot()
        #expect(rebuilt["guidelines/writing/tone/index.html.md"].map { String(decoding: $0, as: UTF8.self) }
                == "# Tone of voice\n\nBe direct. See [tab bars](../tab-bars/index.html.md).\n")
        try FileManager.default.removeItem(atPath: site.path(".cache"))
        try FileManager.default.removeItem(atPath: site.path("_site"))
        #expect(site.build().succeeded)
        #expect(site.snapshot() == rebuilt)
    }

    @Test func anMDXPagesTwinIsPlainMarkdownWithItsDosAndDonts() throws {
        let mdx = """
        ---
        title: Buttons
        ---
        import { DoDont } from '@components'

        # {frontmatter.title}

        <DoDont>
        #### Do
        Use a verb.

        #### Don't
        Say "Click here".
        </DoDont>

        <Callout status="warning">Never two primaries.</Callout>

        """
        let site = try TestSite.basic(["Content/guidelines/writing/buttons.mdx": mdx])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let twin = try #require(site.read("_site/guidelines/writing/buttons/index.html.md"))
        #expect(twin == "# Buttons\n\n**Do:**\n\nUse a verb.\n\n**Don't:**\n\nSay “Click here”.\n\n**Warning:** Never two primaries.\n", "\(twin)")
    }

    /// With site.yml's `url:`, the outline, the twins and the full text link absolutely.
    @Test func withAURLEveryLinkIsAbsolute() throws {
        let site = try site(extra: ["Content/site.yml": "title: Test system\ndescription: A test.\nurl: https://design.example.com/\n"])
        defer { site.remove() }
        #expect(site.build(basePath: "/docs/").succeeded)
        let root = "https://design.example.com/docs/"
        for file in ["llms.txt", "llms-full.txt", "guidelines/writing/tab-bars/index.html.md"] {
            let text = try #require(site.read("_site/" + file))
            let targets = Self.links(in: text)
            #expect(!targets.isEmpty)
            for target in targets {
                #expect(target.hasPrefix(root) || target.hasPrefix("#"), "\(file) links to \(target)")
            }
        }
        #expect(site.read("_site/guidelines/writing/tab-bars/index.html.md")?.contains("Read [labels](\(root)guidelines/writing/labels/index.html.md#length)") == true)
    }

    /// The destinations of a Markdown document's inline links.
    static func links(in markdown: String) -> [String] {
        var found: [String] = []
        var rest = Substring(markdown)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            found.append(String(rest[..<close]))
            rest = rest[close...]
        }
        return found
    }
}
