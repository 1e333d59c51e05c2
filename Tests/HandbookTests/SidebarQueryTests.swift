import Foundation
import Testing
@testable import Handbook

/// Sidebars a build rendered are kept in the query store and used by the next build while
/// the sections, pages and theme are the same (`SidebarQuery`); what they give is byte for byte
/// a fresh render.
@Suite struct SidebarQueryTests {
    static let corpus = SearchTestCorpus(pageCount: 120, seed: 7)

    private func sidebars(_ renderer: NavigationRenderer) -> [String] {
        Self.corpus.pages.indices.map { renderer.html(forPage: $0, inSection: Self.corpus.pages[$0].sectionKey, root: "../../") }
    }

    @Test func sidebarsKeptByOneBuildAreUsedByTheNext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-sidebars-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/site.queries"
        // One query store per process, kept in the file between them.
        func store() -> QueryStore { QueryStore(file: file, key: "test") }
        let library = try Theme.load(overrideDirectory: nil, required: false).library
        let (pages, navigation) = (Self.corpus.pages, Self.corpus.navigation)

        let first = NavigationRenderer(navigation: navigation, pages: pages, library: library)
        let firstStore = store()
        first.remember(in: firstStore, key: "theme 1")
        let fresh = sidebars(first)
        #expect(first.sidebarsRendered > 2)
        firstStore.save()

        let second = NavigationRenderer(navigation: navigation, pages: pages, library: library)
        second.remember(in: store(), key: "theme 1")
        #expect(sidebars(second) == fresh)
        #expect(second.sidebarsRendered == 0, "every sidebar came from the store")

        // Another theme, or another set of pages, renders its own.
        let otherTheme = NavigationRenderer(navigation: navigation, pages: pages, library: library)
        otherTheme.remember(in: store(), key: "theme 2")
        #expect(sidebars(otherTheme) == fresh && otherTheme.sidebarsRendered == first.sidebarsRendered)
        let fewer = Array(pages.prefix(100))
        let otherPages = NavigationRenderer(navigation: SiteNavigation(pages: fewer, navigationOrder: []), pages: fewer, library: library)
        otherPages.remember(in: store(), key: "theme 2")
        _ = fewer.indices.map { otherPages.html(forPage: $0, inSection: fewer[$0].sectionKey, root: "") }
        #expect(otherPages.sidebarsRendered > 0)
    }
}
