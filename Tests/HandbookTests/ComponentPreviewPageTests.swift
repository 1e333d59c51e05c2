import Foundation
import Testing
import TabLayout
@testable import Handbook

/// Component pages' interactive parts as built: the comparison rows, the width control and
/// its threshold map, the thresholds in the example downloads, and text sizes by platform.
@Suite struct ComponentPreviewPageTests {
    static func tabBar(platform: String?) -> String {
        ComponentPageTests.tabBar.replacingOccurrences(of: "kind: tab-bar\n", with: "kind: tab-bar\n" + (platform.map { "platform: \($0)\n" } ?? ""))
    }

    @Test func theVariantsHaveAWidthControlWhoseMapIsTheEnginesThresholds() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": ComponentPageTests.tabs])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        // A comparison row at each device width, Scroll and Fixed in it, named for assistive technology.
        #expect(page.components(separatedBy: "<div class=\"preview-row\" data-fit-group data-width=").count == 5)
        for width in [320, 375, 390, 768] { #expect(page.contains(">Scroll and Fixed at \(width) pt</p>")) }
        #expect(page.contains("<input class=\"width-explorer__slider\"") && page.contains("min=\"280\" max=\"1024\" step=\"1\" value=\"320\" disabled"))
        // The map's widest fixed threshold is the one the guideline rules compute.
        let measurer = try GuidelineRuleTests.measurer()
        var example = try GuidelineRuleTests.example("variant: fixed\nitems: [About, Specifications, Photos]")
        example.variant = .fixed
        let threshold = try #require(GuidelineRules(measurer: measurer, deviceWidths: [320]).fixedThreshold(example, metrics: .defaults(for: .fixed)))
        let whole = Int(threshold.width.rounded(.up))
        #expect(page.contains("data-bar=\"Fixed\" data-label=\"Specifications\"><td>\(whole) pt</td><td>Fixed</td><td>“Specifications” truncates below \(whole) pt</td></tr>"))
        #expect(page.contains("<script type=\"application/json\" class=\"width-explorer__data\">{\"from\":280,\"to\":1024,\"parts\":["))
        // Previews carry their selection data; the anatomy diagram does not.
        #expect(page.components(separatedBy: "class=\"preview__states\"").count > 10)
        #expect(page.contains("<div class=\"preview__viewport\" tabindex=\"0\" role=\"group\" aria-label=\"Tabs, scroll at 320 pt\">"))
    }

    /// Every width site.yml lists has its picture, in the form the platform draws at that width,
    /// and the width control and the downloads' thresholds follow the same forms. On 2342cfc a
    /// tab bar page had no picture at any device width (its Variants rows were empty), and the
    /// control stretched iOS 26's capsule to the slider's width (1,000 pt wide at 1,024).
    @Test func everyDeviceWidthHasAPictureInTheFormItsPlatformDrawsThere() throws {
        let spec = IOSBarsTests.spec(metrics: IOSBarsTests.floatingLengths + ", " + IOSBarsTests.topLengths, variant: "phone", extra: "")
        let site = try TestSite.basic(["Content/site.yml": "title: Test system\ndescription: A test.\ndevice-widths: [360, 411, 600]\n",
                                       "Content/components/bar.yml": spec.replacingOccurrences(of: "platform: ios\n", with: "platform: ios\nios-version: 26\n")])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/bar/index.html"))
        let rows = Array(page.components(separatedBy: "<div class=\"preview-row\" data-fit-group data-width=\"").dropFirst())
        try #require(rows.map { String($0.prefix { $0 != "\"" }) } == ["360", "411", "600"])
        let titles = rows.map { row in row.range(of: "<title").flatMap { start in row[start.upperBound...].split(separator: ">", maxSplits: 1).last.map { String($0.prefix { $0 != "<" }) } } ?? "" }
        #expect(titles[0].hasPrefix("Floating tab bar") && titles[1].hasPrefix("Floating tab bar"), "\(titles)")
        #expect(titles[2].hasPrefix("Top tab bar"), "\(titles)")
        // Each on its screen: the phone's at the bottom of a 19.5 ∶ 9 screen, the tablet's at the top of a 4 ∶ 3 one.
        #expect(rows.allSatisfy { $0.contains("tab-preview--on-screen") })
        #expect(rows[0].contains("data-screen=\"360x780\"") && rows[2].contains("data-screen=\"600x800\""))
        #expect(rows[2].contains("<g class=\"screen-bar\" transform=\"translate(0 24)\" data-height="))
        // The width control draws both forms (their titles are among its pieces) and marks the switch.
        let data = try #require(page.components(separatedBy: "class=\"width-explorer__data\">").dropFirst().first?.components(separatedBy: "</script>").first)
        #expect(data.contains("Floating tab bar") && data.contains("Top tab bar"))
        #expect(page.contains("<tr data-kind=\"tablet\" data-width=\"600\" data-holds-below=\"false\" data-bar=\"Tab bar\"><td>600 pt</td><td>Tab bar</td><td>Laid out for a tablet from 600 pt</td></tr>"),
                "the threshold map names the switch")
        // The capsule at the control's widest is the compact one: 440 − 2 × 21 wide at most.
        #expect(!data.contains("\"Floating tab bar, 1 items"), "no stray form")
        let json = try #require(site.read("_site/components/bar/examples/music.json"))
        #expect(json.contains("\"variant\": \"floating-tab-bar\""), "the download is the form drawn")
    }

    @Test func exampleDownloadsKeepTheirKeysAndAddThresholds() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": ComponentPageTests.tabs])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let text = try #require(site.read("_site/components/tabs/examples/product-details.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let keys = ["variant", "width", "height", "contentWidth", "scrollOffset", "items", "indicator", "more", "diagnostics", "thresholds"]
        #expect(Set(json.keys) == Set(keys))
        let positions = keys.map { text.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil } && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "documented order, thresholds last")
        let thresholds = try #require(json["thresholds"] as? [String: Any])
        #expect(thresholds["from"] as? Int == 280 && thresholds["to"] as? Int == 1024)
        let changes = try #require(thresholds["changes"] as? [[String: Any]])
        let specifications = try #require(changes.first { $0["label"] as? String == "Specifications" })
        #expect(specifications["kind"] as? String == "truncates" && specifications["below"] as? Bool == true && specifications["index"] as? Int == 1)
        // The width is the engine's, in full: just below it the label truncates, at it it fits.
        let width = try #require(specifications["width"] as? Double)
        let engine = TabLayoutEngine(measurer: try GuidelineRuleTests.measurer())
        let labels = ["About", "Specifications", "Photos"]
        #expect(try engine.layout(TabLayoutRequest(labels: labels, variant: .fixed, width: width.nextDown)).items[1].truncated)
        #expect(try !engine.layout(TabLayoutRequest(labels: labels, variant: .fixed, width: width)).items[1].truncated)
    }

    @Test func anIOSTabBarKeepsItsLabelsAndShowsTheLargeContentViewer() throws {
        let site = try TestSite.basic(["Content/components/tab-bar.yml": Self.tabBar(platform: "ios")])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        let section = try #require(page.components(separatedBy: "id=\"text-sizes\"").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(section.contains("<p>On iOS a tab bar"))
        #expect(section.contains("<figcaption>Text at 100 % and 135 %: the labels keep their size</figcaption>"), "one bar stands for the sizes that change nothing")
        #expect(section.contains("<figcaption>Text at 200 %: touching and holding an item shows it in the Large Content Viewer</figcaption>"))
        #expect(!section.contains("phone, text at"), "the bars are drawn at their own size")
        #expect(section.contains("class=\"preview-picture large-content-viewer\" role=\"img\""))
        #expect(section.contains("<text class=\"viewer-label\""))
        #expect(section.contains("tab--pressed"), "the bar under the viewer shows the item being pressed")
    }

    @Test(arguments: ["android", "web", nil])
    func otherPlatformsScaleTheirLabels(platform: String?) throws {
        let site = try TestSite.basic(["Content/components/tab-bar.yml": Self.tabBar(platform: platform)])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        #expect(page.contains("<figcaption>Text at 200 %</figcaption>"))
        #expect(page.contains("text at 200 %"), "the bar is laid out with larger labels")
        #expect(!page.contains("large-content-viewer"))
    }

    /// Each platform the spec names has its bar on its screens, at every width the site lists:
    /// Material's bar on the phones, its rail on the tablet, the clock over the rail.
    @Test func everyPlatformHasItsBarOnItsScreensAtEveryWidth() throws {
        let site = try TestSite.basic(["Content/components/tab-bar.yml": Self.tabBar(platform: "[ios, android]")])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        let variants = try #require(page.components(separatedBy: "id=\"variants\"").dropFirst().first?.components(separatedBy: "id=\"examples\"").first)
        let android = try #require(variants.components(separatedBy: "<h3 id=\"variants-on-android\">On Android</h3>").dropFirst().first?
            .components(separatedBy: "class=\"width-explorer\"").first)
        #expect(variants.contains("<h3 id=\"variants-on-ios\">On iOS</h3>"))
        for caption in ["Phone, 320 dp", "Phone, 375 dp", "Phone, 390 dp", "Tablet, 768 dp"] { #expect(android.contains(caption), "\(caption)") }
        let screens = android.components(separatedBy: "<svg ").dropFirst().filter { $0.contains("tab-preview--on-screen") }
        #expect(screens.count == 4)
        #expect(screens.prefix(3).allSatisfy { $0.contains("tab-preview--navigation-bar") && $0.contains("data-platform=\"android\"") })
        let tablet = try #require(screens.last)
        #expect(tablet.contains("tab-preview--navigation-rail"))
        let rail = try #require(tablet.range(of: "class=\"rail-surface\""))
        let clock = try #require(tablet.range(of: "<g class=\"status-bar\">"))
        #expect(rail.lowerBound < clock.lowerBound, "the clock is drawn over the rail that runs behind it")
    }

    @Test func aMisspeltPlatformIsAnErrorWithASuggestion() throws {
        let site = try TestSite.basic(["Content/components/tab-bar.yml": Self.tabBar(platform: "andriod")])
        defer { site.remove() }
        let report = site.build()
        let found = try #require(report.diagnostics.first { $0.id == "spec.platform" })
        #expect(found.message == "unknown platform 'andriod'; did you mean 'android'?")
        #expect(found.location?.line == 4 && found.location?.column == 11)
        #expect(!report.succeeded)
    }
}
