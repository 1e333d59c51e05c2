import Foundation
import Testing
@testable import Handbook
import TabLayout

/// iOS 26's floating tab bar and iPadOS's top tab bar through the whole build: the spec's
/// lengths reach the picture, the page says they came from the spec (Apple publishes none),
/// and a spec that asks for either bar without them is an error naming the example and the
/// key, at the example's `variant:`.
@Suite struct IOSBarsTests {
    static let floatingLengths = "floating: { height: 62, corner-radius: 31, edge-inset: 21, item-inset: 4, search-gap: 8, minimized-height: 48 }"
    static let topLengths = "top-bar: { height: 50, corner-radius: 25, edge-inset: 12, item-padding: 16, font-size: 15, sidebar-width: 320, sidebar-row-height: 44 }"

    static func spec(metrics: String, variant: String = "floating", extra: String = "    search: Search") -> String {
        """
        component: Bar
        summary: Top-level areas.
        kind: tab-bar
        platform: ios
        metrics: { \(metrics) }
        examples:
          - title: Music
            variant: \(variant)
            items: [Home, Radio, Library]
            width: 390
        \(extra)
            selected: 0
            intent: do
            caption: The app's areas.

        """
    }

    @Test func aFloatingBarIsDrawnWithItsSearchTabAndMinimisedState() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(metrics: Self.floatingLengths)])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("class=\"tab-preview tab-preview--floating-tab-bar\" role=\"img\""))
        #expect(page.contains("data-platform=\"ios\""))
        // The capsule 21 in from the edges of a 390 pt screen, 24 of the page above it, the search
        // tab 8 after it, a circle as tall; the material translucent over the page, with a shadow.
        #expect(page.contains("<rect class=\"surface bar\" x=\"21\" y=\"45\" width=\"278\" height=\"62\" rx=\"31\" fill=\"var(--hb-preview-surface, #ffffff)\" fill-opacity=\"0.82\""))
        #expect(page.contains("<g class=\"backdrop\">") && page.contains("<feDropShadow "))
        #expect(page.contains("<g class=\"search\" data-x=\"307\" data-width=\"62\"><title>Search</title>"))
        #expect(page.contains("<rect class=\"indicator selection\" x=\"25\" y=\"49\" width=\"90\" height=\"54\" rx=\"27\""))
        // The minimised state, a picture of its own.
        #expect(page.contains("class=\"tab-preview tab-preview--floating-tab-bar tab-preview--minimized\""))
        #expect(page.contains("<g class=\"minimized-tab tab--active\" data-index=\"0\" data-x=\"21\" data-width=\"48\">"))
        #expect(page.contains("<g class=\"search\" data-x=\"321\" data-width=\"48\">"))
        // Which lengths came from the spec.
        #expect(page.contains("<p class=\"preview-lengths\"><strong>From the spec:</strong> height 62&nbsp;pt, corner radius 31&nbsp;pt, edge inset 21&nbsp;pt, item inset 4&nbsp;pt, search gap 8&nbsp;pt, minimized height 48&nbsp;pt. Apple publishes none of these lengths. The search tab is drawn as a circle as tall as the bar. The minimised bar is as wide as it is high. The glass is approximated (a translucent fill, a hairline and a shadow over the page); every length and label is computed.</p>"))
        let twin = try #require(site.read("_site/components/bar/index.html.md"))
        #expect(twin.contains("From the spec: height 62 pt, corner radius 31 pt"))
        #expect(twin.contains("Minimised while the page scrolls: Home alone, 48 × 48 pt, the search tab beside it."))
        // The download's JSON carries the bar's parts.
        let json = try #require(site.read("_site/components/bar/examples/music.json"))
        #expect(json.contains("\"floating\": {\"height\": 128, \"bar\": {\"x\": 21, \"y\": 45, \"width\": 278, \"height\": 62, \"radius\": 31}"))
        #expect(json.contains("\"minimized\": {\"height\": 114, \"bar\": {\"x\": 21, \"y\": 45, \"width\": 48, \"height\": 48, \"radius\": 24}"))
        #expect(json.contains("\"searchLabel\": \"Search\""))
    }

    /// Apple publishes no length for the floating bar: without the spec's, an error names the example and the keys, never a picture.
    @Test func aFloatingBarWithoutItsLengthsIsAnErrorAtTheVariant() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(metrics: "floating: { height: 62, edge-inset: 21 }")])
        defer { site.remove() }
        let report = site.build()
        let error = try #require(report.diagnostics.first { $0.id == "example.bar-metrics" })
        #expect(error.severity == .error)
        #expect(error.message == "the example 'Music' draws iOS 26's floating tab bar, but the spec's metrics: floating: gives no corner-radius, minimized-height or search-gap; Apple publishes none of these lengths, so the spec must give them")
        #expect(error.location?.file.hasSuffix("components/bar.yml") == true)
        #expect(error.location?.line == 8 && error.location?.column == 14)
        #expect(DiagnosticKind.named("example.bar-metrics")?.severity == .error)
        #expect(site.read("_site/components/bar/index.html")?.contains("tab-preview--floating-tab-bar") != true)
    }

    @Test func aSpecWithNoMetricsAtAllNamesEveryRequiredKey() throws {
        let spec = Self.spec(metrics: "height: 49", extra: "")
        let (_, loaded) = ComponentSpec.parse(SourceText(path: "bar.yml", text: spec), name: "bar")
        #expect(loaded.isEmpty)
        let parsed = try #require(ComponentSpec.parse(SourceText(path: "bar.yml", text: spec), name: "bar").0)
        let found = OwnBarLengthsCheck.findings(in: parsed)
        #expect(found.count == 1 && found[0].message.contains("gives no height, corner-radius, edge-inset or minimized-height;"))
    }

    @Test func aTopBarIsDrawnWithItsSidebar() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(metrics: Self.topLengths, variant: "top", extra: "    sidebar-adaptable: true")])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("class=\"tab-preview tab-preview--top-tab-bar\" role=\"img\""))
        #expect(page.contains("<g class=\"sidebar-button\" data-x=\"12\" data-width=\"50\">"))
        // The sidebar on the tablet's screen (4 ∶ 3), its panel from under the 24 pt status bar
        // to the bottom edge in its 12 pt inset: 520 − 24 − 2 × 12 tall, not its rows' 132.
        #expect(page.contains("class=\"tab-preview tab-preview--on-screen tab-preview--sidebar\" role=\"img\""))
        #expect(page.contains("data-screen=\"390x520\"") && page.contains(" selected, on a 390 × 520 pt screen</title>"))
        #expect(page.contains("<rect class=\"surface bar\" x=\"12\" y=\"12\" width=\"320\" height=\"472\" rx=\"25\" fill=\"var(--hb-preview-surface, #ffffff)\" fill-opacity=\"0.82\" stroke=\"var(--hb-preview-divider, #d5d9e0)\" stroke-opacity=\"0.6\" stroke-width=\"0.5\" filter=\"url(#"))
        #expect(page.contains("-sidebar-shadow)\"/><g class=\"sidebar\">"))
        #expect(page.contains("<g class=\"tab tab--active\" data-index=\"0\" data-x=\"12\" data-width=\"320\">"))
        #expect(page.contains("sidebar width 320&nbsp;pt, sidebar row height 44&nbsp;pt. Apple publishes none of these lengths."))
    }

    @Test func aSidebarWithoutItsLengthsIsAnError() throws {
        let lengths = "top-bar: { height: 50, corner-radius: 25, edge-inset: 12, item-padding: 16 }"
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(metrics: lengths, variant: "top", extra: "    sidebar-adaptable: true")])
        defer { site.remove() }
        let error = try #require(site.build().diagnostics.first { $0.id == "example.bar-metrics" })
        #expect(error.message.hasPrefix("the example 'Music' draws iPadOS's top tab bar and its sidebar, but the spec's metrics: top-bar: gives no sidebar-width or sidebar-row-height;"))
        #expect(error.location?.line == 8 && error.location?.column == 14)
    }

    @Test func aSearchTabOnAPhoneTabBarIsAWarningAtIt() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(metrics: "height: 49", variant: "phone")])
        defer { site.remove() }
        let warning = try #require(site.build().diagnostics.first { $0.id == "example.bar-key" })
        #expect(warning.severity == .warning)
        #expect(warning.message == "the example 'Music' is not a floating tab bar (variant: floating), so its search tab 'Search' is not drawn")
        #expect(warning.location?.line == 11 && warning.location?.column == 13)
    }

    /// On Android the same example is Material's navigation bar, which needs none of these lengths.
    @Test func onAndroidAFloatingExampleIsTheNavigationBar() throws {
        let spec = Self.spec(metrics: "height: 49").replacingOccurrences(of: "platform: ios", with: "platform: android")
        let site = try TestSite.basic(["Content/components/bar.yml": spec])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.contains { $0.id == "example.bar-metrics" }, "\(report.diagnostics)")
        #expect(site.read("_site/components/bar/index.html")?.contains("tab-preview--navigation-bar") == true)
    }

    @Test func theSchemaListsTheBarsLengths() throws {
        let keys = ComponentSpecKeys.metrics(for: .tabBar).shape.mapping?.names ?? []
        #expect(keys.contains("floating") && keys.contains("top-bar"))
        let floating = OwnBarLengthKeys.floating.shape.mapping?.names ?? []
        #expect(floating == FloatingBarLength.allCases.map(\.rawValue))
    }
}
