import HandbookContent

/// The section titles a search result shows under its title, numbered once for the index:
/// the manifest lists each title once ("" first, for pages outside a section), and each page
/// refers to its section by that number.
package struct SearchSections {
    /// Section titles in the order pages first name them, "" first.
    package private(set) var titles: [String] = [""]
    /// For each page given, the number of its section in `titles`.
    package private(set) var numbers: [Int] = []

    /// The sections of `pages`, given in title order.
    package init(pages: [Page], navigation: SiteNavigation) {
        var known = ["": 0]
        numbers.reserveCapacity(pages.count)
        for page in pages {
            let title = Self.title(of: page, navigation: navigation)
            if let number = known[title] {
                numbers.append(number)
            } else {
                known[title] = titles.count
                numbers.append(titles.count)
                titles.append(title)
            }
        }
    }

    /// The section a page's result names: none for the home page and section pages.
    package static func title(of page: Page, navigation: SiteNavigation) -> String {
        page.kind == .section || page.kind == .home ? "" : navigation.section(page.sectionKey)?.title ?? ""
    }
}
