import Foundation
import Testing
@testable import Handbook

/// The whole site against its renditions (#47): the bundled Content, and the same specs,
/// tokens and guidelines shipped in nine languages with three more scripts, each built once.
/// Every computed preview of a component page is a rendition in the component's facts
/// (NAME.json's `renditions`); every figure on the page names its rendition, and each view is
/// held to it — the SVG title's cut labels, a Don't's quoted breaks, a failing language
/// cell's claim, the findings `check` reports, the Themes table's failing cells and what
/// `handbook mcp` answers.
@Suite struct SiteConsistencyTests {
    /// The bundled Content's folder.
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    /// The languages the generated site adds, each with a catalog of its own: long Finnish
    /// compounds, Hebrew right to left, Russian and Traditional Chinese.
    static let added: [(locale: String, translate: @Sendable (String) -> String)] = [
        ("fi", { $0 + "kokoelmanäkymä" }),
        ("he", { label in String(label.unicodeScalars.map { scalar in Character(Unicode.Scalar(0x05D0 + (scalar.value % 27)) ?? "א") }) }),
        ("ru", { label in "Раздел " + String(label.lowercased().unicodeScalars.map { scalar in Character(Unicode.Scalar(0x0430 + (scalar.value % 32)) ?? "а") }) }),
        ("zh-Hant", { label in String(label.unicodeScalars.prefix(4).map { scalar in Character(Unicode.Scalar(0x5B57 + (scalar.value % 64)) ?? "字") }) }),
    ]

    /// A copy of the bundled Content in `site`, its site.yml listing the added languages and
    /// their catalog.
    static func manyLocales() throws -> TestSite {
        let site = try TestSite([:])
        try FileManager.default.copyItem(atPath: bundled, toPath: site.path("Content"))
        let catalog = try #require(FileManager.default.contents(atPath: bundled + "/i18n/Localizable.xcstrings"))
        let strings = try #require((try JSONSerialization.jsonObject(with: catalog) as? [String: Any])?["strings"] as? [String: Any])
        var entries: [String] = []
        for key in strings.keys.sorted() {
            let localizations = added.map { locale, translate in
                "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \(Self.quoted(translate(key)))}}"
            }
            entries.append("\(Self.quoted(key)): {\"localizations\": {\(localizations.joined(separator: ", "))}}")
        }
        try site.write("Content/i18n/More.xcstrings", "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\(entries.joined(separator: ",\n"))\n}}\n")
        var settings = try #require(site.read("Content/site.yml"))
        settings = settings.replacingOccurrences(of: "locales: [en, de, ar, ja]", with: "locales: [en, de, ar, ja, " + added.map(\.locale).joined(separator: ", ") + "]")
        settings = settings.replacingOccurrences(of: "translations: [i18n/Localizable.xcstrings]", with: "translations: [i18n/Localizable.xcstrings, i18n/More.xcstrings]")
        #expect(settings.contains("zh-Hant]") && settings.contains("More.xcstrings"), "the bundled site.yml changed its locales line")
        try site.write("Content/site.yml", settings)
        return site
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func theBundledSiteAgreesWithItsRenditions() throws {
        let site = try TestSite([:])
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Self.bundled, toPath: site.path("Content"))
        try Self.expectOneTruth(in: site, locales: 4)
    }

    @Test func aSiteInNineLanguagesAndThreeThemesAgreesWithItsRenditions() throws {
        let site = try Self.manyLocales()
        defer { site.remove() }
        try Self.expectOneTruth(in: site, locales: 8)
    }

    /// Builds `site` and holds every view of every component page to its renditions.
    static func expectOneTruth(in site: TestSite, locales: Int) throws {
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.filter { $0.severity == .error })")
        let (system, _) = DesignSystem.load(contentDirectory: site.path("Content"))
        let answers = try #require(system)
        var figuresSeen = 0, languagesSeen = Set<String>(), textSizeCuts = 0, explorerRows = 0, checkedExamples = 0
        for spec in ["tab-bar", "tabs", "segmented-control"] {
            let json = try #require(site.read("_site/components/\(spec).json"), "\(spec)")
            let facts = try JSONDecoder().decode(DesignSystemAnswer.Component.self, from: Data(json.utf8))
            let renditions = try #require(facts.renditions, "\(spec)")
            let byID = Dictionary(renditions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            #expect(byID.count == renditions.count, "\(spec): each rendition once")
            let html = try #require(site.read("_site/components/\(spec)/index.html"))
            // Every figure names its rendition, and every rendition is a figure on the page.
            let figures = try Self.figures(in: html)
            #expect(Set(figures.map(\.rendition)) == Set(byID.keys), "\(spec): figures and renditions")
            let seen = try Self.expectFiguresAgree(figures, byID, page: spec)
            figuresSeen += seen.figures
            textSizeCuts += seen.textSizeCuts
            languagesSeen.formUnion(seen.languages)
            // The width control's threshold map says of each width the Variants rows draw what
            // their renditions show there: which labels are cut, whether the bar scrolls.
            explorerRows += try Self.expectExplorerAgrees(html, renditions.filter { $0.section == "variants" }, spec: spec)
            // `check` reports exactly what the examples' renditions report, at their places.
            let file = "components/\(spec).yml"
            let ruled = Set(renditions.filter { $0.section == "examples" }.flatMap(\.findings).map(\.rule))
            let checked = Set(report.diagnostics.filter { $0.location?.file.hasSuffix(file) == true && ruled.contains($0.id) }.map(Self.place))
            let reported = Set(renditions.filter { $0.section == "examples" }.flatMap { rendition in
                rendition.findings.filter { rendition.reported.contains($0.rule) }.map(Self.place)
            })
            #expect(checked == reported, "\(spec): check \(checked.subtracting(reported)) beyond the renditions, renditions \(reported.subtracting(checked)) beyond check")
            // The Themes table fails exactly what check reports as contrast.
            let low = try OneTruthTests.lowCells(html)
            let contrast = Set(report.diagnostics.filter { $0.id.hasPrefix("contrast.") && $0.location?.file.hasSuffix(file) == true }.map { finding in
                finding.message.split(separator: " ").prefix { $0.hasPrefix("[") }.joined(separator: " ") + " " + finding.id
            })
            #expect(low == contrast, "\(spec): the table fails \(low), check reports \(contrast)")
            // MCP answers with the page's renditions and thresholds.
            let component = try #require(answers.components.first { $0.spec.name == spec })
            let answer = answers.answer(for: component)
            #expect(answer.renditions == renditions, "\(spec): MCP's renditions")
            #expect(answer.thresholds == facts.thresholds, "\(spec): MCP's thresholds")
            // MCP's check_labels of an example finds what the example's pictures find, on every
            // platform: the same rules, at the same places, in the same words.
            let examples = renditions.filter { $0.section == "examples" }
            let titles = component.spec.examples.compactMap(\.title)
            for title in Set(examples.compactMap(\.example)) where titles.filter({ $0 == title }).count == 1 {
                let check = try answers.checkLabels(.example(title), of: component, variantName: nil, width: nil, translations: [:], useCatalogs: true)
                let drawn = Set(examples.filter { $0.example == title }.flatMap(\.findings).map(Self.said))
                #expect(Set(check.findings.map(Self.said)) == drawn, "\(spec) “\(title)”: check_labels \(Set(check.findings.map(Self.said)).subtracting(drawn)) beyond the pictures, pictures \(drawn.subtracting(check.findings.map(Self.said))) beyond check_labels")
                // And the widths where its labels stop fitting are the page's (a Don't has none there).
                guard component.spec.examples.first(where: { $0.title == title })?.intent != .dont else { continue }
                let published = facts.thresholds.filter { $0.example == title }
                #expect(Set(check.thresholds.map(Self.said)) == Set(published.map(Self.said)), "\(spec) “\(title)”: check_labels' thresholds")
                checkedExamples += 1
            }
        }
        #expect(checkedExamples > 6, "examples asked of check_labels")
        // Every guideline page's blocks, against the renditions it publishes.
        #expect(try Self.expectGuidelineBlocksAgree(in: site, report: report, answers: answers) > 10, "guideline blocks")
        #expect(figuresSeen > 50)
        #expect(explorerRows > 0, "some threshold of the width control falls between two of the site's widths")
        #expect(textSizeCuts > 0, "a label is cut at 200 %")
        #expect(languagesSeen.count == locales, "\(languagesSeen)")
    }

    /// Holds each of a page's figures to its rendition: the SVG title's cut labels, a failing
    /// language cell's claim, a text size's caption, a Don't's quoted breaks.
    static func expectFiguresAgree(_ figures: [Figure], _ byID: [String: DesignSystemAnswer.Rendition], page spec: String) throws
        -> (figures: Int, textSizeCuts: Int, languages: Set<String>) {
        var figuresSeen = 0, textSizeCuts = 0, languagesSeen = Set<String>()
        for figure in figures {
            let rendition = try #require(byID[figure.rendition])
            figuresSeen += 1
            languagesSeen.insert(rendition.locale ?? "source")
            // The picture's title lists the labels the rendition cuts, no more, no fewer.
            #expect(Set(figure.truncated) == Set(rendition.truncated), "\(spec) \(figure.rendition): title \(figure.truncated), rendition \(rendition.truncated)")
            // A failing language cell's caption names a label its picture cuts.
            #expect(Set(rendition.claimsCut).isSubset(of: Set(rendition.truncated)), "\(spec) \(figure.rendition): the caption says \(rendition.claimsCut) is cut; it draws \(rendition.truncated) cut")
            // A text size's caption names every label its picture cuts.
            if rendition.section == "text-sizes" {
                textSizeCuts += rendition.truncated.count
                for label in rendition.truncated {
                    #expect(figure.caption.contains("\u{201C}\(label)\u{201D}"), "\(spec) \(figure.rendition): \(figure.caption) says nothing of \(label)")
                }
            }
            // A Don't's caption quotes the breaks the rendition found, each worded as found.
            #expect(figure.quotesBreaks == !rendition.quoted.isEmpty, "\(spec) \(figure.rendition): breaks quoted \(figure.quotesBreaks), \(rendition.quoted)")
            for finding in rendition.quoted {
                // The words are the picture's (its width); the rule and place are a finding's.
                #expect(rendition.findings.map(Self.place).contains(Self.place(finding)), "\(spec) \(figure.rendition): quotes \(finding.rule), which it did not find")
                #expect(figure.caption.contains(finding.message), "\(spec) \(figure.rendition): \(finding.message) not in \(figure.caption)")
            }
        }
        return (figuresSeen, textSizeCuts, languagesSeen)
    }

    /// One page's `renditions.json`.
    struct PageRenditionsFile: Decodable {
        var page: String
        var renditions: [DesignSystemAnswer.Rendition]
    }

    /// Holds every guideline page's `tabbar` blocks to the renditions the page publishes: each
    /// figure is a record and each record a figure, its views agree with it, and `check`
    /// reports of the page's file exactly what the records report. Returns how many figures.
    static func expectGuidelineBlocksAgree(in site: TestSite, report: BuildReport, answers: DesignSystem) throws -> Int {
        var seen = 0
        let root = site.path("_site")
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("/renditions.json") }
        #expect(files.count >= 4, "guideline pages that draw blocks: \(files)")
        for file in files {
            let text = try #require(site.read("_site/" + file))
            let published = try JSONDecoder().decode(PageRenditionsFile.self, from: Data(text.utf8))
            #expect(file == published.page + "renditions.json")
            let byID = Dictionary(published.renditions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            #expect(byID.count == published.renditions.count, "\(file): each rendition once")
            let html = try #require(site.read("_site/" + published.page + "index.html"))
            let figures = try Self.figures(in: html)
            #expect(Set(figures.map(\.rendition)) == Set(byID.keys), "\(file): figures and renditions")
            seen += try Self.expectFiguresAgree(figures, byID, page: published.page).figures
            // MCP's get_page answers with the same records.
            let page = try #require(answers.pages.first { $0.directory == published.page }, "\(file)")
            #expect(answers.renditions(of: page) == published.renditions, "\(file): MCP's renditions")
            // `check` reports of the page's source what its blocks' renditions report, at their places.
            let sources = Set(published.renditions.flatMap(\.findings).compactMap(\.file))
            #expect(sources.count <= 1, "\(file): one source")
            let ruled = Set(published.renditions.flatMap(\.findings).map(\.rule))
            let checked = Set(report.diagnostics.filter { finding in
                sources.contains { finding.location?.file.hasSuffix($0) == true } && ruled.contains(finding.id)
            }.map(Self.place))
            let reported = Set(published.renditions.flatMap { rendition in rendition.findings.filter { rendition.reported.contains($0.rule) }.map(Self.place) })
            #expect(checked == reported, "\(file): check \(checked.subtracting(reported)) beyond the renditions, renditions \(reported.subtracting(checked)) beyond check")
        }
        return seen
    }

    /// One row of the width control's threshold map, read from its data.
    struct ThresholdRow {
        var kind: String
        var width: Double
        var holdsBelow: Bool
        var bar: String
        var label: String?
    }

    /// Holds the threshold map of each of `html`'s width controls (one per platform) to the
    /// Variants renditions drawn on its platform: for each rendition and each label (or the
    /// scrolling) the map decides at that width, the state the map implies is the state drawn.
    /// Returns how many were compared.
    static func expectExplorerAgrees(_ html: String, _ variants: [DesignSystemAnswer.Rendition], spec: String) throws -> Int {
        try html.components(separatedBy: "<div class=\"width-explorer\" data-width-explorer").dropFirst().reduce(0) { compared, explorer in
            try compared + expectMapAgrees(explorer, variants, spec: spec)
        }
    }

    /// One width control's map (`expectExplorerAgrees`).
    static func expectMapAgrees(_ html: String, _ variants: [DesignSystemAnswer.Rendition], spec: String) throws -> Int {
        guard let platform = html.firstMatch(of: try Regex(#"^ data-platform="([^"]+)""#))?.output[1].substring else { return 0 }
        let row = try Regex(#"<tr data-kind="([^"]+)" data-width="([^"]+)" data-holds-below="(true|false)" data-bar="([^"]*)"(?: data-label="([^"]*)")?>"#)
        let rows = html.matches(of: row).compactMap { match -> ThresholdRow? in
            guard let width = Double(String(match.output[2].substring ?? "")) else { return nil }
            return ThresholdRow(kind: String(match.output[1].substring ?? ""), width: width, holdsBelow: match.output[3].substring == "true",
                                bar: unescaped(String(match.output[4].substring ?? "")), label: match.output[5].substring.map { unescaped(String($0)) })
        }
        let bars = Set(rows.map(\.bar))
        var compared = 0
        for rendition in variants where rendition.platform == platform {
            // Several bars compared (Scroll and Fixed): each rendition is its variant's bar.
            let bar = bars.count == 1 ? bars.first : bars.first { $0.lowercased() == rendition.variant }
            guard let bar else { continue }
            let mine = rows.filter { $0.bar == bar }
            // The state at `width` from the thresholds of one fact: the nearest above holds below
            // it, or the nearest below stopped holding; with none, the map says nothing.
            func state(_ thresholds: [ThresholdRow]) -> Bool? {
                if let above = thresholds.filter({ $0.width > rendition.width }).min(by: { $0.width < $1.width }) { return above.holdsBelow }
                if let below = thresholds.filter({ $0.width <= rendition.width }).max(by: { $0.width < $1.width }) { return !below.holdsBelow }
                return nil
            }
            for label in Set(mine.compactMap(\.label)) {
                guard let cut = state(mine.filter { $0.kind == "truncates" && $0.label == label }) else { continue }
                compared += 1
                #expect(rendition.truncated.contains(label) == cut,
                        "\(spec) \(rendition.id) at \(rendition.width): the map says “\(label)” is \(cut ? "" : "not ")cut; the picture draws \(rendition.truncated)")
            }
            if let scrolls = state(mine.filter { $0.kind == "scrolls" }) {
                compared += 1
                #expect(rendition.scrolls == scrolls, "\(spec) \(rendition.id) at \(rendition.width): the map says it \(scrolls ? "scrolls" : "does not scroll")")
            }
        }
        return compared
    }

    /// A finding's rule and place, to compare `check` with the renditions.
    static func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.id) \(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0)"
    }

    static func place(_ finding: DesignSystemAnswer.Finding) -> String {
        "\(finding.rule) \(finding.line ?? 0):\(finding.column ?? 0)"
    }

    /// A threshold's platform, locale, label and width.
    static func said(_ threshold: DesignSystemAnswer.Threshold) -> String {
        "\(threshold.platform) \(threshold.locale) \(threshold.label) \(threshold.truncatesBelow)"
    }

    /// A finding's rule, place and words, as the build prints them.
    static func said(_ finding: DesignSystemAnswer.Finding) -> String {
        "\(place(finding)) \(finding.taggedMessage)"
    }

    /// One figure of a page, as the page shows it: its rendition, the labels its (first) SVG
    /// title says are cut, its caption's text and whether the caption quotes breaks.
    struct Figure {
        var rendition: String
        var truncated: [String]
        var caption: String
        var quotesBreaks: Bool
    }

    /// The figures of `html` that name a rendition; figures in several themes are one rendition.
    static func figures(in html: String) throws -> [Figure] {
        let figure = try Regex(#"<figure class="preview[^"]*"[^>]*data-rendition="([^"]+)"[^>]*>(.*?)</figure>"#).dotMatchesNewlines()
        let title = try Regex(#"<title[^>]*>([^<]*)</title>"#)
        let caption = try Regex(#"<figcaption>(.*?)</figcaption>"#).dotMatchesNewlines()
        var seen = Set<String>()
        return html.matches(of: figure).compactMap { match in
            let id = String(match.output[1].substring ?? "")
            guard seen.insert(id).inserted else { return nil }
            let body = String(match.output[2].substring ?? "")
            // The bar's title, without where it is shown (", on a 390 × 845 pt screen", ", in a 320 × 352 px page").
            let heading = (body.firstMatch(of: title).map { Self.unescaped(String($0.output[1].substring ?? "")) } ?? "")
                .replacingOccurrences(of: #", (on|in) a [\d.]+ × [\d.]+ (pt|dp|px) (screen|page)$"#, with: "", options: .regularExpression)
            var truncated: [String] = []
            if let range = heading.range(of: "truncated: ") {
                let rest = heading[range.upperBound...]
                let list = rest.range(of: ", under More: ").map { rest[..<$0.lowerBound] } ?? rest
                truncated = list.components(separatedBy: ", ")
            }
            let text = body.firstMatch(of: caption).map { Self.unescaped(String($0.output[1].substring ?? "")) } ?? ""
            return Figure(rendition: id, truncated: truncated, caption: text.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression),
                          quotesBreaks: text.contains("<span class=\"breaks\">"))
        }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
