import Foundation
import Testing
@testable import Handbook

/// Known gaps name the states a spec leaves out among those its kind can show, and no other:
/// a segmented control draws no badges, so its page never says badges are missing.
@Suite struct KnownGapsTests {
    static func spec(_ kind: String) -> String {
        """
        component: Views
        summary: Switches what the list shows.
        kind: \(kind)
        states: [default, active]
        examples:
          - caption: Two views
            items: [Day, Week]

        """
    }

    @Test(arguments: [("tab-bar", true), ("segmented-control", false), ("tabs", false)])
    func aMissingBadgeIsAGapOnlyForAKindThatDrawsBadges(kind: String, namesBadges: Bool) throws {
        let site = try TestSite.basic(["Content/components/views.yml": Self.spec(kind)])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), output: .directory(site.path("_site"))))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/views/index.html"))
        #expect(page.contains("The disabled state is not specified yet"))
        #expect(page.contains("Badges are not specified yet") == namesBadges, "\(kind)")
    }
}
