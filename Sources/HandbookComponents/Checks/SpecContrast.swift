/// Every pair of paints a styled spec's pictures paint, judged once for each platform whose
/// paints differ (the spec's own themes; Android's Material roles): the Themes table shows
/// these verdicts and `check`, `check_style` and the spec's facts report the failing ones, so
/// a row the table marks "below 3:1" is a finding, and a finding is a row.
package struct SpecContrast: Sendable {
    /// The verdicts of each of the spec's own themes, in theme order.
    package var own: [[ContrastRules.Verdict]] = []
    /// The verdicts of each Android theme (Material's roles), when the spec draws Android's bar.
    package var android: [[ContrastRules.Verdict]] = []
    /// The failing verdicts as findings, Android's tagged `[android]`, and the targets.
    package var findings: [Diagnostic] = []

    /// A spec with no styled themes: nothing judged.
    package static let none = SpecContrast()

    private init() {}

    package init(spec: ComponentSpec, styled: StyledSpec, previews: PreviewRenderer) {
        let base = ContrastRules(spec: spec, themes: styled.themes, typography: styled.typography, previews: previews)
        own = styled.themes.map(base.verdicts(in:))
        findings = base.findings()
        guard !styled.androidThemes.isEmpty else { return }
        let material = ContrastRules(spec: spec, themes: styled.androidThemes, typography: styled.typography, previews: previews, platform: .android)
        android = styled.androidThemes.map(material.verdicts(in:))
        findings += material.findings()
    }

    /// The verdicts of the themes `platform` is drawn in, theme by theme.
    package func verdicts(on platform: Platform?) -> [[ContrastRules.Verdict]] {
        platform == .android && !android.isEmpty ? android : own
    }
}
