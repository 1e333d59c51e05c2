@testable import Handbook

/// A generated site, in memory, for search tests: pages of seeded random words that share
/// prefixes (tab, tabs, table, tablet), carry accents, come from other scripts, or are
/// single digits; titles that repeat exactly or differ only in case or accents.
struct SearchTestCorpus {
    let pages: [Page]
    let navigation: SiteNavigation

    static let vocabulary = ("tab tabs table tablet tabbar label labels item items screen section navigation content indicator "
        + "width device phone scroll fixed badge icon touch target reader pattern state active pressed default spacing "
        + "colour contrast layout grid column motion focus order heading summary variant example caption truncate "
        + "étiquette Étiquettes café naïve crème Ærø straße İstanbul Ünïcödé καρτέλα Καρτέλες вкладка Вкладки 日本語 ラベル "
        + "한국어 हिन्दी 5 7 42 320 2x x2 a b e é").split(separator: " ").map(String.init)
    /// Titles drawn from a short list so that some repeat, some only by case or accent.
    static let titles = ["Overview", "overview", "Écran", "Ecran", "ecran", "Tab bars", "Tab-bars", "Tabs", "Labels",
                         "Étiquettes", "Zebra", "Ærø", "日本語", "Straße", "Strasse", "Tab labels", "10 items", "9 items"]

    init(pageCount: Int, seed: UInt64 = 17) {
        var random = SplitMix64(seed: seed)
        var pages: [Page] = []
        let sections = 5
        for section in 0..<sections {
            let key = "guidelines/part-\(section)"
            pages.append(Self.page(kind: .section, directory: key + "/", title: "Part \(section)", section: key,
                                   body: [TextSection(text: "Pages of part \(section).")]))
        }
        for number in 0..<pageCount {
            let title = random.next(below: 3) == 0
                ? Self.titles[random.next(below: Self.titles.count)]
                : Self.words(3, &random).capitalizedFirst
            var body = [TextSection(text: Self.words(random.next(below: 30) + 1, &random))]
            for heading in 0..<random.next(below: 6) {
                let text = Self.words(3, &random)
                body.append(TextSection(id: "h\(heading)-\(number)", heading: text, text: Self.words(random.next(below: 60), &random),
                                        keywords: random.next(below: 8) == 0 ? Self.words(1, &random) : ""))
            }
            let key = "guidelines/part-\(number % sections)"
            pages.append(Self.page(kind: .guideline, directory: key + "/page-\(number)/", title: title, section: key, body: body))
        }
        self.pages = pages
        navigation = SiteNavigation(pages: pages, navigationOrder: [])
    }

    private static func words(_ count: Int, _ random: inout SplitMix64) -> String {
        (0..<count).map { _ in vocabulary[random.next(below: vocabulary.count)] }.joined(separator: " ")
    }

    private static func page(kind: Page.Kind, directory: String, title: String, section: String, body: [TextSection]) -> Page {
        let rendered = RenderedMarkdown(html: "", toc: [], headingIDs: [], leadingTitle: nil, diagnostics: [], links: [], sections: body)
        return Page(kind: kind, sourcePath: directory + "index.md", directory: directory, title: title, summary: "",
                    order: nil, sectionKey: section, body: rendered)
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
