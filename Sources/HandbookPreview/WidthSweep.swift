import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// One picture drawn at every whole width of a range, encoded compactly for the width
/// control: the build renders the engine's layout at each width, and this keeps only what
/// changes, so the browser rebuilds the build's own SVG at any width without laying out or
/// drawing anything itself.
///
/// Each SVG is split into text and numbers (`SVGTokens`). The widths fall into segments in
/// which the text is the same and every number moves in a straight line with the width (a
/// fixed item's box is `width ÷ n`; it breaks where a label's truncation changes, the bar
/// starts scrolling or the device class switches). A segment is written as what differs
/// from the previous one carried forward:
///
/// ```
/// {"w": 280, "k": [part, …], "v": [number, …], "s": [[slot, slope], …]}   new structure
/// {"w": 301, "p": [[position, part], …], "d": [[slot, number], …], "s": […]} same structure
/// ```
///
/// `k` lists the text pieces by their index in the shared `parts` table, `v` the numbers at
/// `w`; `p` replaces pieces, `d` corrects numbers after the previous segment's lines are
/// carried to `w`, `s` changes slopes (points per point of width; others keep theirs, zero
/// after a `k`). At width `x` of a segment a number is `value + slope × (x − w)`, written as
/// `SVGNumber.format` writes it. Every number so rebuilt is within `tolerance` of the build's
/// own SVG at each width drawn here; between them the layout is straight (`LayoutRuns`), so
/// the numbers stay within twice that, and `WidthSweepTests` draws every width of several bars
/// to hold the renderer to it.
package struct WidthSweep {
    /// How far a rebuilt number may lie from the build's, in points.
    package static let tolerance = 0.001

    /// The text pieces of every picture, each once, in order of first use.
    package struct Parts {
        package private(set) var pieces: [String] = []
        private var indices: [String: Int] = [:]

        package init() {}

        package mutating func index(of piece: String) -> Int {
            if let index = indices[piece] { return index }
            pieces.append(piece)
            indices[piece] = pieces.count - 1
            return pieces.count - 1
        }

        /// The table as a JSON array, safe inside a `<script>` element.
        package var json: String { "[" + pieces.map(ScriptJSON.quoted).joined(separator: ",") + "]" }
    }

    /// The segments of one picture, as a JSON array.
    package private(set) var json = "[]"
    /// How many segments the picture needed.
    package private(set) var segmentCount = 0

    /// Encodes the bar `layout(width)` drawn by `draw` at every whole width from `lower` to
    /// `upper`. Widths are laid out one by one, but drawn only where `LayoutRuns` says the
    /// picture may change beyond its numbers' straight lines — a run's first, second, middle
    /// and last widths — unless `checkingEveryWidth`, which draws and checks them all.
    package init(from lower: Int, to upper: Int, parts: inout Parts, layout: (Int) -> TabBarLayout?, draw: (TabBarLayout) -> String,
         checkingEveryWidth: Bool = false) {
        guard lower <= upper else { return }
        let layouts = (lower...upper).map(layout)
        let runs = checkingEveryWidth ? nil : LayoutRuns(layouts)
        var cache: [Int: SVGTokens] = [:]
        func tokens(_ width: Int) -> SVGTokens {
            if let known = cache[width] { return known }
            let made = SVGTokens(layouts[width - lower].map(draw) ?? "")
            cache[width] = made
            return made
        }
        var segments: [String] = []
        var carried: Carried?
        var start = lower
        while start <= upper {
            let here = tokens(start)
            var fields = ["\"w\":\(start)"]
            var base: [Double]
            var slopes: [Double]
            let skeleton = here.literals.map { parts.index(of: $0) }
            if let carried, carried.skeleton.count == skeleton.count {
                base = carried.values(at: start)
                slopes = carried.slopes
                let replaced = skeleton.indices.filter { skeleton[$0] != carried.skeleton[$0] }
                if !replaced.isEmpty { fields.append("\"p\":[" + replaced.map { "[\($0),\(skeleton[$0])]" }.joined(separator: ",") + "]") }
                let corrected = base.indices.filter { abs(base[$0] - here.numbers[$0]) > Self.tolerance }
                for slot in corrected { base[slot] = here.numbers[slot] }
                if !corrected.isEmpty {
                    fields.append("\"d\":[" + corrected.map { "[\($0),\(SVGNumber.format(base[$0]))]" }.joined(separator: ",") + "]")
                }
            } else {
                base = here.numbers
                slopes = Array(repeating: 0, count: base.count)
                fields.append("\"k\":[" + skeleton.map(String.init).joined(separator: ",") + "]")
                fields.append("\"v\":[" + base.map(SVGNumber.format).joined(separator: ",") + "]")
            }
            // The widths that decide the segment: within a run its second, middle and last
            // width (the run is straight in between), or every width when checking them all.
            var probes = start < upper ? Array(start + 1 ... upper) : []
            if let runs {
                let runEnd = lower + runs.ends[start - lower]
                probes = Array(Set([start + 1, (start + runEnd) / 2, runEnd])).filter { $0 > start && $0 <= runEnd }.sorted()
            }
            let (end, bounds) = Self.grow(from: start, base: base, literals: here.literals, probes: probes, tokens: tokens)
            var changed: [String] = []
            for slot in base.indices where end > start && !(bounds[slot].low...bounds[slot].high).contains(slopes[slot]) {
                slopes[slot] = Self.shortestDecimal(in: bounds[slot].low, bounds[slot].high)
                changed.append("[\(slot),\(Self.written(slopes[slot]))]")
            }
            if !changed.isEmpty { fields.append("\"s\":[" + changed.joined(separator: ",") + "]") }
            segments.append("{" + fields.joined(separator: ",") + "}")
            carried = Carried(skeleton: skeleton, base: base, slopes: slopes, width: start)
            start = end + 1
        }
        json = "[" + segments.joined(separator: ",") + "]"
        segmentCount = segments.count
    }

    /// How far a segment starting at `start` reaches: the last probe up to which the text
    /// stays and some line through `base` passes within `tolerance` of every probe's numbers,
    /// with the slopes that do so for each number.
    private static func grow(from start: Int, base: [Double], literals: [String], probes: [Int],
                             tokens: (Int) -> SVGTokens) -> (end: Int, bounds: [(low: Double, high: Double)]) {
        var bounds = Array(repeating: (low: -Double.infinity, high: Double.infinity), count: base.count)
        var end = start
        // A little inside the tolerance, so the slope written in decimal still fits.
        let reach = tolerance * 0.999
        for width in probes {
            let next = tokens(width)
            guard next.literals == literals else { break }
            let run = Double(width - start)
            var narrowed = bounds
            for slot in base.indices {
                let low = max(narrowed[slot].low, (next.numbers[slot] - reach - base[slot]) / run)
                let high = min(narrowed[slot].high, (next.numbers[slot] + reach - base[slot]) / run)
                guard low <= high else { return (end, bounds) }
                narrowed[slot] = (low, high)
            }
            bounds = narrowed
            end = width
        }
        return (end, bounds)
    }

    /// A segment as the browser holds it: the pieces, the numbers at its first width and their slopes.
    package struct Carried {
        package var skeleton: [Int]
        package var base: [Double]
        package var slopes: [Double]
        package var width: Int

        /// The numbers at `width`, computed in the order `preview.js` computes them.
        package func values(at width: Int) -> [Double] {
            let run = Double(width - self.width)
            return base.indices.map { base[$0] + slopes[$0] * run }
        }
    }

    /// A slope as JSON: whole numbers without ".0", others as Swift prints them (exactly).
    package static func written(_ slope: Double) -> String {
        slope == slope.rounded() && abs(slope) < 1e15 ? String(Int(slope)) : "\(slope)"
    }

    /// The number with the fewest decimals in `low...high` (slopes like 0.333333 rather than
    /// seventeen digits), written the way Swift prints it, which JSON reads back exactly.
    package static func shortestDecimal(in low: Double, _ high: Double) -> Double {
        if low <= 0 && high >= 0 { return 0 }
        let middle = low / 2 + high / 2
        var scale = 1.0
        for _ in 0...15 {
            let candidate = (middle * scale).rounded() / scale
            if candidate >= low && candidate <= high { return candidate }
            scale *= 10
        }
        return middle
    }
}
