import Foundation
import Testing
@testable import Handbook
import TabLayout
import TextMetrics

/// Platform packs through the whole build: a spec naming several platforms draws each
/// example on each, Android's as Material's navigation bar in Roboto, and every finding
/// names its platform, at its place in the spec.
@Suite struct PlatformPackTests {
    static func spec(platform: String, items: [String], locale: String? = nil) -> String {
        """
        component: Bar
        summary: Top-level areas.
        kind: tab-bar
        platform: \(platform)
        examples:
          - title: Music
            variant: phone
            items: [\(items.joined(separator: ", "))]
            selected: 1
            intent: do
            caption: The app's areas.

        """
    }

    @Test func aSpecNamingTwoPlatformsDrawsEachExampleOnBoth() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "[ios, android]", items: ["Home", "Radio", "Library", "Profile"])])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("<div class=\"preview-platform\" data-platform=\"ios\">"))
        #expect(page.contains("<div class=\"preview-platform\" data-platform=\"android\">"))
        #expect(page.contains("class=\"tab-preview tab-preview--navigation-bar\""), "Android draws Material's navigation bar")
        #expect(page.contains("font-family=\"'Handbook Preview Android', Roboto, sans-serif\""))
        // Material 3 Expressive's pill: 56 × 32, full-rounded, 6 dp down a 64 dp bar.
        #expect(page.contains("<rect class=\"indicator pill\" x=\"") && page.contains("y=\"6\" width=\"56\" height=\"32\" rx=\"16\""))
        let fonts = try #require(site.read("_site/assets/preview-fonts.css"))
        #expect(fonts.contains("/* Roboto Medium */\n@font-face { font-family: \"Handbook Preview Android\";"))
    }

    @Test func sixDestinationsOnAndroidIsAnErrorAtTheItems() throws {
        let items = ["Home", "Radio", "Library", "Shows", "Kids", "Profile"]
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "[ios, android]", items: items)])
        defer { site.remove() }
        let report = site.build()
        let error = try #require(report.diagnostics.first { $0.id == "tab-bar.android.destinations" })
        #expect(error.severity == .error)
        #expect(error.message.hasPrefix("[android] a Material navigation bar holds 3 to 5 destinations, this one has 6"))
        #expect(error.location?.line == 8 && error.location?.column == 5)
        // iOS shows four and More: a warning, named too.
        #expect(report.diagnostics.contains { $0.id == "tab-bar.phone.more-item" && $0.message.hasPrefix("[ios] ") })
    }

    @Test func twoDestinationsOnAndroidIsAnError() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "android", items: ["Home", "Profile"])])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.contains { $0.id == "tab-bar.android.destinations" && $0.severity == .error && $0.message.contains("this one has 2") })
    }

    /// "Notifications" fits a 120 dp item at 360 dp in Roboto at 100 %, but Label Medium
    /// grows to 24 dp at 200 %: the finding names the scale where it stops fitting.
    @Test func aLabelThatStopsFittingIsNamedWithItsFontScale() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "android", items: ["Home", "Notifications", "Profile"])])
        defer { site.remove() }
        let report = site.build()
        let finding = try #require(report.diagnostics.first { $0.id == "tab-bar.android.truncates" })
        #expect(finding.message.contains("'Notifications' fits its 120 dp item at 360 dp but stops fitting at font scale "))
        #expect(finding.location?.line == 8)
        let percent = try #require(Int(finding.message.split(separator: "font scale ")[1].prefix { $0.isNumber }))
        #expect(percent > 100 && percent <= 200)
    }

    /// A tablet's tab bar on Android is Material's navigation rail, and the page says why.
    @Test func aTabletTabBarIsARailOnAndroid() throws {
        let spec = Self.spec(platform: "[ios, android]", items: ["Home", "Shows", "Live", "Guide", "Kids", "Profile"])
            .replacingOccurrences(of: "variant: phone", with: "variant: tablet")
        let site = try TestSite.basic(["Content/components/bar.yml": spec])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.contains { $0.id == "tab-bar.android.destinations" }, "six destinations suit a rail")
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("tab-preview--navigation-rail") && page.contains("<g class=\"rail\">"))
        #expect(page.contains("<p class=\"preview-platform__note\">From 600 dp wide, Material moves the destinations into a navigation rail"))
        // Material 3 Expressive's collapsed rail: 96 dp, items from 44 dp down, 64 dp tall and 4 apart.
        #expect(page.contains("x=\"20\" y=\"118\" width=\"56\" height=\"32\" rx=\"16\""), "the pill at the selected (second) item")
    }

    @Test func theCurveFollowsAndroid() {
        // Published points: 12 sp is 24 dp at 200 %, 14 sp only 26 dp; 30 sp is 38.
        #expect(AndroidFontScale.size(12, at: 2) == 24)
        #expect(AndroidFontScale.size(14, at: 2) == 26)
        #expect(AndroidFontScale.size(30, at: 2) == 38)
        #expect(AndroidFontScale.size(14, at: 1.5) == 22)
        // Between points, linear: 16 sp at 200 % lies halfway from 26 to 30.
        #expect(AndroidFontScale.size(16, at: 2) == 28)
        // Below 1.03 the scale multiplies; between two curves they blend.
        #expect(AndroidFontScale.size(14, at: 1.02) == 14 * 1.02)
        let blended = AndroidFontScale.size(14, at: 1.65)
        #expect(abs(blended - (22 + (24.4 - 22) * 0.5)) < 1e-9)
        #expect(AndroidFontScale.size(14, at: 2) < 14 * 2, "large text grows less")
    }

    @Test func packsMapTheAppLevelBarBothWays() {
        let today = PlatformGeneration.current, before = PlatformGeneration(ios: .ios18)
        #expect(PlatformPacks.pack(for: .android).variant(for: .tabBar, device: .phone, generation: today) == .navigationBar)
        #expect(PlatformPacks.pack(for: .android).variant(for: .tabBar, device: .tablet, generation: today) == .navigationRail)
        #expect(PlatformPacks.pack(for: .ios).variant(for: .navigationBar, device: .phone, generation: before) == .tabBar)
        #expect(PlatformPacks.pack(for: .ios).variant(for: .navigationRail, device: .tablet, generation: before) == .tabBar)
        // iOS 26: an iPhone's bar floats, an iPad's sits at the top.
        #expect(PlatformPacks.pack(for: .ios).variant(for: .tabBar, device: .phone, generation: today) == .floatingTabBar)
        #expect(PlatformPacks.pack(for: .ios).variant(for: .navigationBar, device: .tablet, generation: today) == .topTabBar)
        #expect(PlatformPacks.pack(for: .web).variant(for: .navigationBar, device: .phone, generation: today) == .tabBar)
        #expect(PlatformPacks.pack(for: .android).variant(for: .scroll, device: .tablet, generation: today) == .scroll)
        #expect(PlatformPacks.pack(for: nil).platform == .web)
        #expect(PlatformPacks.pack(for: .android).deviceWidths(from: [320, 375, 390], generation: today) == [360, 375, 390])
        // iOS 26 runs on no iPhone narrower than 375 pt.
        #expect(PlatformPacks.pack(for: .ios).deviceWidths(from: [320, 375, 390], generation: today) == [375, 390])
        #expect(PlatformPacks.pack(for: .ios).deviceWidths(from: [320, 390], generation: before) == [320, 390])
    }

    @Test func aRepeatedOrUnknownPlatformIsAnErrorAtItsEntry() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "[ios, andriod]", items: ["Home", "Radio", "Profile"])])
        defer { site.remove() }
        let error = try #require(site.build().diagnostics.first { $0.id == "spec.platform" })
        #expect(error.location?.line == 4 && error.location?.column == 17)
        #expect(error.explanation?.contains("android") == true || error.message.contains("android"))
        let twice = try TestSite.basic(["Content/components/bar.yml": Self.spec(platform: "[ios, ios]", items: ["Home", "Radio", "Profile"])])
        defer { twice.remove() }
        let repeated = try #require(twice.build().diagnostics.first { $0.id == "spec.platform" })
        #expect(repeated.message == "platform 'ios' is listed twice")
    }

    /// Android as it would be on a machine without Roboto.
    struct RobotoMissing: PlatformPack {
        let platform = Platform.android
        let name = "Android"
        let unit = "dp"
        let minimumTarget = 48.0
        let largestFontScale = 2.0
        var previewFace: FontFace? { FontFace(path: "/nonexistent/Roboto-Medium.ttf", name: "Roboto Medium") }
        func variant(for variant: ExampleVariant, device: DeviceClass, generation: PlatformGeneration) -> ExampleVariant { variant }
    }

    @Test func aMissingPlatformFaceIsSaidAtThePlatformKey() throws {
        let fonts = PlatformFonts(base: FontStack.default)
        let place = SourceLocation(file: "components/bar.yml", line: 4, column: 11)
        let warning = try #require(fonts.missingFaceWarning(for: RobotoMissing(), at: place))
        #expect(warning.id == "font.substituted" && warning.location == place && warning.severity == .warning)
        #expect(warning.message.hasPrefix("Android previews are drawn in Roboto Medium, which is not installed at /nonexistent/Roboto-Medium.ttf;"), "\(warning.message)")
        #expect(warning.explanation?.contains("fonts-roboto") == true)
        // Installed (the README's commands install it): nothing to say.
        #expect(fonts.missingFaceWarning(for: PlatformPacks.pack(for: .android), at: place) == nil)
        #expect(fonts.missingFaceWarning(for: PlatformPacks.pack(for: .ios), at: place) == nil)
    }

    static func tabsSpec(span: String?) -> String {
        """
        component: Sections
        summary: Sections of one screen.
        kind: tabs
        platform: android
        \(span.map { "metrics: { indicator-span: \($0) }" } ?? "")
        examples:
          - { title: Product, variant: fixed, items: [Reviews, Photos, Shipping], selected: 0, width: 360, intent: do }

        """
    }

    @Test func materialTabsDrawPrimaryAndSecondaryIndicators() throws {
        let primary = try TestSite.basic(["Content/components/sections.yml": Self.tabsSpec(span: nil)])
        defer { primary.remove() }
        #expect(primary.build().succeeded)
        let page = try #require(primary.read("_site/components/sections/examples/product.svg"))
        // 3 dp under a 48 dp row, its top corners rounded 3 dp: the rect reaches 3 below the
        // row and the clip squares its bottom.
        let indicator = try #require(page.firstMatch(of: /<rect class="indicator" x="([0-9.]+)" y="45" width="([0-9.]+)" height="6" rx="3" clip-path="url\(#([a-z0-9-]+)-indicator-clip\)"/))
        #expect(page.contains("<clipPath id=\"\(indicator.3)-indicator-clip\"><rect x=\"0\" y=\"45\""))
        let label = try #require(page.firstMatch(of: /<text class="label"[^>]* data-width="([0-9.]+)"/))
        #expect(abs((Double(indicator.2) ?? 0) - (Double(label.1) ?? -1)) < 0.01, "as wide as the label")
        let secondary = try TestSite.basic(["Content/components/sections.yml": Self.tabsSpec(span: "item")])
        defer { secondary.remove() }
        #expect(secondary.build().succeeded)
        let across = try #require(secondary.read("_site/components/sections/examples/product.svg"))
        #expect(across.contains("<rect class=\"indicator\" x=\"0\" y=\"46\" width=\"120\" height=\"2\" rx=\"1\""), "2 dp across the whole first tab")
        #expect(!across.contains("indicator-clip"))
        #expect(TabMetrics.materialTabs(nil, for: .fixed)?.indicatorTopRadius == 3)
        let bad = try TestSite.basic(["Content/components/sections.yml": Self.tabsSpec(span: "half")])
        defer { bad.remove() }
        let error = try #require(bad.build().diagnostics.first { $0.id == "spec.metrics" })
        #expect(error.location?.line == 5 && error.location?.column == 28, "\(error)")
    }
}
