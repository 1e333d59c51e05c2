extension DesignSystemAnswer {
    /// One computed preview as the site shows it: which picture (`id`, the figure's
    /// `data-rendition`), what it was drawn for (platform, locale, text size, width, themes),
    /// what it draws (the labels it cuts, those under More, whether it scrolls) and what the
    /// guidelines find in it. The figure, its SVG title, its caption, the Markdown twin's facts
    /// and `check` all read the same rendition, so this record is what each of them says;
    /// the site's consistency check compares every view with it.
    public struct Rendition: Codable, Sendable, Equatable {
        /// The figure's `data-rendition` on the component's page.
        public var id: String
        /// The page section that drew it (`examples`, `variants`, `languages` …).
        public var section: String
        /// The title of the example (or guideline block) it draws, when it has one: how an
        /// assistant names it to `check_labels`.
        public var example: String?
        public var platform: String
        /// The variant drawn, in the engine's words (`floating-tab-bar`, `navigation-rail` …).
        public var variant: String
        public var device: String
        public var width: Double
        /// `pt` or `dp`.
        public var unit: String
        /// The locale the labels are drawn in; absent for the source language.
        public var locale: String?
        public var textScale: Double
        public var rightToLeft: Bool
        /// The token themes it is drawn in, in order (empty: the theme's own paints).
        public var themes: [String]
        /// Each label the picture cuts, as written (its SVG title lists the same).
        public var truncated: [String]
        /// The labels under a More item.
        public var more: [String]
        public var scrolls: Bool
        /// What the guidelines find in the picture, whatever its intent.
        public var findings: [Finding]
        /// The rules `check` reports of it (none for a Don't that breaks a rule: that is its point).
        public var reported: [String]
        /// What its caption says it breaks (a Don't's "Breaks:"), as found.
        public var quoted: [Finding]
        /// Labels a section's caption says this picture cuts (a language's failing cell); each
        /// is in `truncated`.
        public var claimsCut: [String]

        package init(id: String, section: String, platform: String, variant: String, device: String, width: Double, unit: String,
                     locale: String?, textScale: Double, rightToLeft: Bool, themes: [String], truncated: [String], more: [String],
                     scrolls: Bool, findings: [Finding], reported: [String], quoted: [Finding], claimsCut: [String] = [], example: String? = nil) {
            self.id = id
            self.section = section
            self.example = example
            self.platform = platform
            self.variant = variant
            self.device = device
            self.width = width
            self.unit = unit
            self.locale = locale
            self.textScale = textScale
            self.rightToLeft = rightToLeft
            self.themes = themes
            self.truncated = truncated
            self.more = more
            self.scrolls = scrolls
            self.findings = findings
            self.reported = reported
            self.quoted = quoted
            self.claimsCut = claimsCut
        }
    }
}
