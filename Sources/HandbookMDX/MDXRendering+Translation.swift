import HandbookMarkdown

extension MDXRendering {
    /// The rendering of a translated page: its elements and markers; without partials or
    /// includes, every element is the built-in HTML of its role.
    public init(translation: MDXTranslation, hasPartial: @escaping (String) -> Bool = { _ in false },
                partial: @escaping (MDXElement, String) -> String = { _, children in children },
                include: @escaping (MDXElement) -> String = { _ in "" }) {
        self.init(elements: translation.elements, markers: translation.markers, hasPartial: hasPartial, partial: partial, include: include)
        headingIDs = translation.headingIDs
    }
}
