import Foundation
import Testing
@testable import Handbook

/// A kind of the tab family that offers a variant the tab engine does not draw.
struct DialKind: TabFamilyKind {
    let name = "dial"
    let defaultVariant = ExampleVariant.fixed
    let supportedStates = ["default"]
    let styleParts = ["container"]
    let contrastPairs: [ContrastPair] = []
    var extraVariantNames: [VariantName] { [VariantName(name: "dial", variant: ExampleVariant(rawValue: "dial"), summary: "A dial.")] }
}

/// An example whose variant the engine does not draw is refused at its `variant:`, never
/// drawn as some other variant (it used to become scroll tabs).
@Suite struct UnknownVariantTests {
    static let spec = """
    component: Volume
    summary: A dial.
    kind: dial
    examples:
      - caption: Turned up
        variant: dial
        items: [Low, High]

    """

    @Test func aVariantTheEngineDoesNotDrawIsAnErrorAtItsPlace() throws {
        let site = try TestSite.basic(["Content/components/volume.yml": Self.spec])
        defer { site.remove() }
        var options = BuildOptions(contentDirectory: site.path("Content"), output: .directory(site.path("_site")))
        options.cacheFolder = site.path(".cache")
        options.kinds.register(DialKind())
        let report = SiteBuilder().build(options)
        #expect(!report.succeeded)
        let refusal = try #require(report.diagnostics.first { $0.id == "example.layout" }, "\(report.diagnostics)")
        #expect(refusal.severity == .error)
        #expect(refusal.message.contains("the tab engine draws no variant 'dial'"), "\(refusal.message)")
        #expect(refusal.location?.file == site.path("Content/components/volume.yml"))
        #expect(refusal.location?.line == 6)
        // The previous site is left as it was: no page drawn with some other variant.
        #expect(site.read("_site/components/volume/index.html") == nil)
    }

    /// The family's own variants keep their names and draw as before.
    @Test func theFamilysVariantsAreTheEngines() {
        #expect(ExampleVariant.fixed.tab == .fixed)
        #expect(ExampleVariant(rawValue: "dial").tab == nil)
        #expect(ExampleVariant(rawValue: "dial").displayName == "dial")
    }
}
