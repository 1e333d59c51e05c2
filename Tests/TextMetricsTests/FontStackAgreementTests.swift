import Foundation
import Handbook
import TabLayout
import Testing
import TextMetrics

/// Previews in every script a team ships draw exactly as the engine measured them: labels
/// in eleven scripts laid out with the default font stack, drawn as SVG, and measured in
/// headless Chromium with the *subset* web fonts and the `@font-face` rules the site
/// publishes. Every label's computed length is within 0.1 px of the engine's and its
/// drawn box lies inside its item.
@Suite(.serialized) struct FontStackAgreementTests {
    struct Case {
        var labels: [String]
        var variant: TabVariant
        var width: Double
        var language: String
        var rightToLeft = false
    }

    static let cases: [Case] = [
        Case(labels: ["Übersicht", "Bewertungen", "Größentabelle", "Tiếng Việt", "Cài đặt"], variant: .scroll, width: 360, language: "de"),
        Case(labels: ["Ρυθμίσεις", "Настройки", "Профиль"], variant: .fixed, width: 320, language: "el"),
        Case(labels: ["الإعدادات", "المراجعات", "الملف الشخصي", "التوصيل"], variant: .scroll, width: 390, language: "ar", rightToLeft: true),
        Case(labels: ["הגדרות", "פרופיל", "חיפוש 2"], variant: .fixed, width: 320, language: "he", rightToLeft: true),
        Case(labels: ["सेटिंग्स", "प्रोफ़ाइल", "खोज"], variant: .scroll, width: 360, language: "hi"),
        Case(labels: ["การตั้งค่า", "โปรไฟล์", "ค้นหา"], variant: .fixed, width: 320, language: "th"),
        Case(labels: ["設定", "プロフィール", "レビューを書く", "サイズガイド"], variant: .scroll, width: 360, language: "ja"),
        Case(labels: ["설정", "프로필", "검색"], variant: .fixed, width: 320, language: "ko"),
        Case(labels: ["设置", "个人资料", "搜索"], variant: .scroll, width: 360, language: "zh-Hans"),
        // Truncated, right to left and in Japanese: the engine cuts them, the browser agrees.
        Case(labels: ["الإعدادات العامة", "المراجعات", "الملف الشخصي", "التوصيل"], variant: .fixed, width: 280, language: "ar", rightToLeft: true),
        Case(labels: ["レビューを書く", "サイズガイド", "プロフィール", "お気に入り"], variant: .fixed, width: 240, language: "ja"),
        Case(labels: ["Settings الإعدادات", "設定 Settings", "Home"], variant: .scroll, width: 390, language: "en"),
    ]

    @Test(.enabled(if: ChromiumAgreementTests.chromiumPresent || ChromiumAgreementTests.isCI, "chromium is not installed"))
    func everyScriptDrawsAsMeasured() throws {
        try #require(ChromiumAgreementTests.chromiumPresent, "CI is set but chromium is missing")
        let stack = try FontStack.installedDefault().get()
        let measurer = try FontStackMeasurer(stack: stack)
        var layouts: [TabBarLayout] = []
        var drawn: [Int: Set<UInt32>] = [:]
        for item in Self.cases {
            let local = measurer.forLanguage(item.language)
            let layout = try TabLayoutEngine(measurer: local).layout(TabLayoutRequest(labels: item.labels, variant: item.variant, width: item.width,
                                                                                      selected: 1, rightToLeft: item.rightToLeft))
            layouts.append(layout)
            for text in layout.items.map(\.text) {
                for run in local.shape(text, fontSize: layout.fontSize).runs {
                    drawn[run.face, default: []].formUnion(run.text.unicodeScalars.map(\.value))
                }
            }
        }
        #expect(layouts[9].items.contains(where: \.truncated) && layouts[10].items.contains(where: \.truncated), "the narrow cases truncate")
        let css = try Self.fontFaces(stack: stack, drawn: drawn)
        let svgs = layouts.enumerated().map { index, layout in
            "<div lang=\"\(Self.cases[index].language)\">" + TabBarSVGRenderer(idPrefix: "stack-\(index)").render(layout) + "</div>"
        }
        let measured = try Self.measure(svgs: svgs, css: css)
        var compared = 0
        for row in measured {
            let item = try #require(layouts[safe: row.svg]?.items[safe: row.index])
            #expect(row.text == item.text)
            #expect(abs(row.width - item.labelWidth) <= ChromiumAgreementTests.tolerance,
                    "\"\(item.text)\" (\(Self.cases[row.svg].language)): Chromium \(row.width) px, engine \(item.labelWidth) px")
            #expect(row.left >= row.itemLeft - 0.1 && row.right <= row.itemRight + 0.1,
                    "\"\(item.text)\" drawn at \(row.left)…\(row.right), outside its item \(row.itemLeft)…\(row.itemRight)")
            compared += 1
            if ProcessInfo.processInfo.environment["HANDBOOK_AGREEMENT_REPORT"] != nil {
                print(String(format: "agreement %@ %@: engine %.3f chromium %.3f delta %.4f", Self.cases[row.svg].language, item.text, item.labelWidth, row.width, abs(row.width - item.labelWidth)))
            }
        }
        #expect(compared == layouts.reduce(0) { $0 + $1.items.filter { !($0.hidden && $0.width == 0) }.count })
    }

    /// `@font-face` rules with each used face subset to what it draws, as data URLs.
    static func fontFaces(stack: FontStack, drawn: [Int: Set<UInt32>]) throws -> String {
        let ranges = WebFontCSS.disjoint(drawn)
        let faces = try drawn.keys.sorted().compactMap { index -> WebFontCSS.Face? in
            guard let own = ranges[index] else { return nil }
            let bytes = try FontSubsetter.subset(stack.faces[index], scalars: drawn[index, default: []])
            let isCFF = bytes.starts(with: Array("OTTO".utf8))
            return WebFontCSS.Face(url: "data:font/\(isCFF ? "otf" : "ttf");base64," + Data(bytes).base64EncodedString(),
                                   format: isCFF ? "opentype" : "truetype", scalars: own, name: stack.faces[index].name)
        }
        return WebFontCSS.rules(family: "Handbook Preview", faces: faces)
    }

    struct Measured: Decodable {
        var svg: Int
        var index: Int
        var text: String
        var width: Double
        var left: Double
        var right: Double
        var itemLeft: Double
        var itemRight: Double
    }

    static func measure(svgs: [String], css: String) throws -> [Measured] {
        let html = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><style>\(css)</style></head><body>
        \(svgs.joined(separator: "\n"))
        <pre id="result">pending</pre>
        <script>
        const texts = [...document.querySelectorAll('text.label')].map(t => t.textContent).join('');
        document.fonts.load("500 14px 'Handbook Preview'", texts).then(() => document.fonts.ready).then(() => {
          const rows = [];
          document.querySelectorAll('svg').forEach((svg, svgIndex) => {
            svg.querySelectorAll('g.tab text.label').forEach(text => {
              const tab = text.closest('g.tab'), box = text.getBBox();
              rows.push({svg: svgIndex, index: Number(tab.dataset.index), text: text.textContent, width: text.getComputedTextLength(),
                         left: box.x, right: box.x + box.width, itemLeft: Number(tab.dataset.x), itemRight: Number(tab.dataset.x) + Number(tab.dataset.width)});
            });
          });
          document.getElementById('result').textContent = JSON.stringify(rows);
        });
        </script></body></html>
        """
        let data = try ChromiumAgreementTests.dumpResult(html)
        return try JSONDecoder().decode([Measured].self, from: data)
    }
}
