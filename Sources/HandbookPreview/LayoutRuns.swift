import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// Splits the layouts of one bar at consecutive whole widths into runs in which nothing the
/// picture draws as text changes (labels as drawn, truncation, what is hidden or active,
/// More, device class, scrolling) and every length moves in a straight line with the width.
/// Within a run the SVG differs only in numbers that do the same, so `WidthSweep` needs to
/// draw a run's ends and middle, not every width.
package struct LayoutRuns {
    /// For each width's offset from the first, the offset of the last width of its run.
    package private(set) var ends: [Int] = []

    /// Second differences below this are rounding, not a kink.
    package static let straightness = 1e-6

    package init(_ layouts: [TabBarLayout?]) {
        let shapes = layouts.map { $0.map(Self.shape) }
        guard !shapes.isEmpty else { return }
        var starts = [0]
        for offset in shapes.indices.dropFirst() {
            let runStart = starts[offset - 1]
            // A kink at the previous width (a second difference) makes it the last of its run.
            let kinked = offset - 1 > runStart && !Self.straight(shapes[offset - 2], shapes[offset - 1], shapes[offset])
            starts.append(!Self.sameText(shapes[offset - 1], shapes[offset]) || kinked ? offset : runStart)
        }
        ends = Array(repeating: shapes.count - 1, count: shapes.count)
        for offset in shapes.indices.reversed().dropFirst() {
            ends[offset] = starts[offset + 1] == starts[offset] ? ends[offset + 1] : offset
        }
    }

    private typealias Shape = (text: [String], lengths: [Double])

    private static func sameText(_ a: Shape?, _ b: Shape?) -> Bool {
        guard let a, let b else { return false }
        return a.text == b.text && a.lengths.count == b.lengths.count
    }

    private static func straight(_ a: Shape?, _ b: Shape?, _ c: Shape?) -> Bool {
        guard let a, let b, let c else { return false }
        return b.lengths.indices.allSatisfy { abs(c.lengths[$0] - 2 * b.lengths[$0] + a.lengths[$0]) <= straightness }
    }

    /// What a layout draws as text, and its lengths.
    private static func shape(_ layout: TabBarLayout) -> Shape {
        var text = ["\(layout.variant.rawValue) \(layout.device.rawValue) \(layout.isScrolling) \(layout.activeIndex) \(layout.rightToLeft)"]
        text += layout.more
        var lengths = [layout.width, layout.height, layout.contentWidth, layout.scrollOffset, layout.visibleX, layout.fontSize,
                       layout.indicator?.x ?? 0, layout.indicator?.width ?? 0]
        for item in layout.items {
            text.append("\(item.text)\u{1}\(item.truncated) \(item.hidden) \(item.isMoreItem) \(item.state.rawValue) \(item.badge?.text ?? "")")
            lengths += [item.x, item.width, item.labelX, item.labelWidth, item.badge?.x ?? 0, item.badge?.width ?? 0]
        }
        return (text, lengths)
    }
}
