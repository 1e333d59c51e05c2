import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Lengths written into SVG and data attributes: at most three decimals, no exponent (below
/// 10¹⁵), no locale, trailing zeros dropped — so output is deterministic and diffable.
package enum SVGNumber {
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Thousandths must fit an Int; a length this large (a width written as 1e300) is
        // written as Swift prints it rather than trapping.
        guard abs(value) < 1e15 else { return "\(value)" }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let whole = magnitude / 1000
        var fraction = String(magnitude % 1000)
        guard fraction != "0" else { return sign + String(whole) }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + "." + fraction
    }
}
