/// A figure a kind drew: its markup and the renditions it shows (one for a figure in every
/// theme: a rendition covers its theme contexts), filed by the page under its section.
package struct DrawnFigure {
    package var html: String
    package var renditions: [DesignSystemAnswer.Rendition]

    package init(html: String, renditions: [DesignSystemAnswer.Rendition] = []) {
        self.html = html
        self.renditions = renditions
    }
}
