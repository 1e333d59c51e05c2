import TabLayout

/// The same items at larger text sizes, as the spec's platform treats them: re-measured by
/// the engine where labels scale (Material, the web, a spec that names no platform); on an
/// iOS tab bar the labels keep their size, and at the accessibility sizes a long press shows
/// the Large Content Viewer, drawn for the pressed item.
package struct TextSizesSection: ComponentPageSection {
    package let id = "text-sizes"
    package let title = "Text sizes"
    package static let scales = [1.0, 1.35, 2.0]
    /// The largest text size that is not an accessibility size (iOS's xxxLarge is 135 % of Large).
    package static let largestStandardScale = 1.35

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let keepsSize = page.spec.kind.definition.keepsTextSize(on: page.spec.platform)
        var figures: [String] = []
        for scale in Self.scales {
            let percent = "Text at \(SVGNumber.format(scale * 100)) %"
            var example = page.base
            guard keepsSize else {
                example.textScale = scale
                if let figure = page.figure(example, caption: percent, saying: Self.cut) { figures.append(figure) }
                continue
            }
            if scale > Self.largestStandardScale {
                figures.append(page.largeContentViewer(example, textScale: scale,
                                                       caption: "\(percent): touching and holding an item shows it in the Large Content Viewer"))
            } else if scale == 1 {
                // The labels keep their size: the bar at 135 % is this picture again.
                if let figure = page.figure(example, caption: "Text at 100 % and \(SVGNumber.format(Self.largestStandardScale * 100)) %: the labels keep their size") { figures.append(figure) }
            }
        }
        var context: [String: Any] = ["figures": figures, "labelsKeepTheirSize": keepsSize]
        if let platform = page.spec.platform { context["platform"] = platform.rawValue }
        return SectionContent(context: context)
    }

    /// What a caption adds when its picture cuts labels at that size: the labels, as drawn.
    static func cut(_ rendition: DesignSystemAnswer.Rendition) -> String? {
        guard !rendition.truncated.isEmpty else { return nil }
        let labels = rendition.truncated.map { "\u{201C}\($0)\u{201D}" }
        let list = labels.count == 1 ? labels[0] : labels.dropLast().joined(separator: ", ") + " and " + labels[labels.count - 1]
        return ": \(list) no longer \(labels.count == 1 ? "fits" : "fit") and \(labels.count == 1 ? "is" : "are") cut short"
    }
}
