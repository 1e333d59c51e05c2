import TabLayout
import Testing

/// `fit` cuts a label as a bar cuts its items' labels, without laying out a bar.
struct LabelFitTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    @Test func aLabelThatFitsIsWhole() {
        // 7 characters at 14 pt, half an em each: 49 pt.
        let fitted = engine.fit("Reviews", into: 49, fontSize: 14, metrics: .defaults(for: .fixed))
        #expect(fitted == FittedLabel(text: "Reviews", width: 49, truncated: false))
    }

    @Test func aLongLabelIsCutToTheLongestPrefixAndEllipsisThatFit() {
        // "Spec…" is 5 × 7 = 35 pt; "Speci…" would be 42.
        let fitted = engine.fit("Specifications", into: 40, fontSize: 14, metrics: .defaults(for: .fixed))
        #expect(fitted == FittedLabel(text: "Spec…", width: 35, truncated: true))
        #expect(engine.fit("Specifications", into: 3, fontSize: 14, metrics: .defaults(for: .fixed)).text.isEmpty)
    }

    @Test func letterSpacingCountsAsAFixedBarCountsIt() throws {
        var metrics = TabMetrics.defaults(for: .fixed)
        metrics.letterSpacing = 0.5
        metrics.itemPadding = 0
        for (label, width) in [("Overview", 200.0), ("Specifications", 90), ("Questions and answers", 61)] {
            let bar = try engine.layout(TabLayoutRequest(labels: [label], variant: .fixed, width: width, metrics: metrics))
            let item = try #require(bar.items.first)
            let fitted = engine.fit(label, into: width, fontSize: metrics.fontSize, metrics: metrics)
            #expect(fitted == FittedLabel(text: item.text, width: item.labelWidth, truncated: item.truncated), "\(label) in \(width) pt")
        }
    }
}
