import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// The engine's thresholds for one bar across the widths a site supports, as readers see
/// them (a sentence each, widths in whole points) and as engineers get them (JSON).
public struct ThresholdMap: Sendable {
    /// The narrowest width searched, in points.
    public var from: Double
    /// The widest width searched, in points.
    public var to: Double
    /// What changes and where, narrowest first.
    public var thresholds: [WidthThreshold]

    /// A map of `thresholds` found between `from` and `to`.
    public init(from: Double, to: Double, thresholds: [WidthThreshold]) {
        self.from = from
        self.to = to
        self.thresholds = thresholds
    }

    /// The first whole width with the behaviour found from the threshold up: "below 412 pt"
    /// then holds for every whole width under it.
    package static func wholePoints(_ threshold: WidthThreshold) -> Int { Int(threshold.width.rounded(.up)) }

    /// One sentence for a reader, e.g. "“Size guide” truncates below 412 pt" (`unit` dp on Android).
    package static func sentence(_ threshold: WidthThreshold, unit: String = "pt") -> String {
        let width = "\(wholePoints(threshold)) \(unit)"
        let side = threshold.holdsBelow ? "below \(width)" : "from \(width)"
        let label = threshold.label.map { "\u{201C}\($0)\u{201D}" } ?? "A label"
        switch threshold.kind {
        case .truncates: return "\(label) truncates \(side)"
        case .scrolls: return "Scrolls sideways \(side)"
        case .moreItem: return "Shows a More item \(side)"
        case .tablet: return threshold.holdsBelow ? "Laid out for a phone from \(width) down" : "Laid out for a tablet from \(width)"
        case .touchTarget: return "Items are narrower than the \(Int(LayoutRules.minimumTouchTarget)) \(unit) touch target \(side)"
        case .expanded: return threshold.holdsBelow ? "The rail is expanded \(side)" : "The rail expands, labels beside its icons, \(side)"
        }
    }

    /// The map as a JSON object: `{"from", "to", "changes": [{"width", "kind", "below",
    /// "index"?, "label"?}]}`, where `below` says whether the `kind` holds just below `width`.
    /// Widths are written in full (Swift's shortest exact form), since rounding could put a
    /// threshold on the wrong side of itself.
    package var json: String {
        let changes = thresholds.map { threshold -> String in
            var fields = ["\"width\": \(threshold.width)", "\"kind\": \(JSONText.quoted(threshold.kind.rawValue))",
                          "\"below\": \(threshold.holdsBelow)"]
            if let index = threshold.itemIndex { fields.append("\"index\": \(index)") }
            if let label = threshold.label { fields.append("\"label\": \(JSONText.quoted(label))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "{\"from\": \(SVGNumber.format(from)), \"to\": \(SVGNumber.format(to)), \"changes\": [" + changes.joined(separator: ", ") + "]}"
    }
}
