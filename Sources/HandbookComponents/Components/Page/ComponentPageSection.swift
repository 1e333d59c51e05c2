/// One section of a component page. A section makes *data*; its markup is the theme's
/// partial `partials/component/ID.mustache`, which a team's `Templates/` may override, and
/// framed sections are wrapped by `partials/component/section.mustache` (heading, anchor).
///
/// Adding a section: a type conforming to this protocol, its partial, and one line in the
/// `sections` of each kind that shows it (the tab family's are in `TabFamilyKind`).
package protocol ComponentPageSection: Sendable {
    /// The section's anchor and the name of its partial (`anatomy`).
    var id: String { get }
    /// Its heading, also its entry in the page's table of contents.
    var title: String { get }
    /// The data for the partial, or nil when the spec gives the section nothing to show.
    func content(_ page: inout ComponentPageDraft) -> SectionContent?
}

/// What a section shows, for its partial, and what search knows of it.
package struct SectionContent {
    /// Where a section's markup goes.
    package enum Placement {
        /// In the section frame, with a heading and an entry in the table of contents.
        case framed
        /// As it is, with the table of contents and search sections it brings (the notes).
        case inline(toc: [TOCEntry], search: [TextSection])
    }

    /// The context the partial is rendered with.
    package var context: [String: Any]
    /// The section's words for search, one string per line of meaning.
    package var words: [String] = []
    /// Words that weigh like its heading in search (variant names).
    package var keywords: [String] = []
    package var placement = Placement.framed

    package init(context: [String: Any], words: [String] = [], keywords: [String] = [], placement: Placement = .framed) {
        self.context = context
        self.words = words
        self.keywords = keywords
        self.placement = placement
    }
}
