import Foundation
import Testing
@testable import Handbook

/// Links into other pages' headings are checked on every build against the headings the
/// pages have now, whether the linking page was read again or taken from the page store:
/// after each edit the findings are those of a build from scratch.
@Suite struct AnchorCheckTests {
    static let links = """
    ---
    title: Links
    ---

    A [heading](labels.md#length), a [title](labels.md#labels),
    a [section of this page](#more) and a [percent-encoded one](labels.md#l%C3%A4nge).

    ## More

    Text.
    """

    /// Findings (place and rule) of a build of the same content from scratch.
    static func fresh(_ site: TestSite) throws -> [String] {
        let copy = try TestSite(site.snapshot("Content").reduce(into: [:]) { files, file in
            files["Content/" + file.key] = String(decoding: file.value, as: UTF8.self)
        })
        defer { copy.remove() }
        return copy.build().locations(in: copy)
    }

    @Test func findingsFollowTheTargetsHeadingsAsAFullCheckDoes() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/links.md": Self.links])
        defer { site.remove() }
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels\n---\n\n## Length\n\n## Länge\n")
        #expect(site.build().locations(in: site) == [])
        // The heading a link names renamed; the linking page itself unchanged.
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels\n---\n\n## Size\n\n## Länge\n")
        let renamed = site.build().locations(in: site)
        #expect(renamed == ["Content/guidelines/writing/links.md:5:3 link.anchor"])
        #expect(renamed == (try Self.fresh(site)))
        // The title a link names changed, and a section of the linking page removed.
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Label texts\n---\n\n## Length\n\n## Länge\n")
        try site.write("Content/guidelines/writing/links.md", Self.links.replacingOccurrences(of: "## More", with: "## Else"))
        let retitled = site.build().locations(in: site)
        #expect(retitled == ["Content/guidelines/writing/links.md:5:34 link.anchor", "Content/guidelines/writing/links.md:6:3 link.anchor"])
        #expect(retitled == (try Self.fresh(site)))
        // The page the links name deleted: broken links, no anchor findings for it.
        try FileManager.default.removeItem(atPath: site.path("Content/guidelines/writing/labels.md"))
        let deleted = site.build().locations(in: site)
        #expect(deleted.contains("Content/guidelines/writing/links.md:5:3 link.broken"))
        #expect(deleted == (try Self.fresh(site)))
    }
}
