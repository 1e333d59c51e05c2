import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Lengths written into SVG and data attributes: at most three decimals, no exponent (below
/// 10¹⁵), no locale, trailing zeros dropped — so output is deterministic and diffable.
package enum SVGNumber {
    package static func format(_ value: Double) -> String {
        format(value, places: 3)
    }

    /// `value` to at most `places` decimals (1…9): an icon's scale needs more than a length.
    package static func format(_ value: Double, places: Int) -> String {
        let places = min(9, max(1, places))
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        guard value.isFinite else { return "0" }
        // The scaled value must fit an Int; a length this large (a width written as 1e300) is
        // written as Swift prints it rather than trapping.
        guard abs(value) * Double(unit) < 9e15 else { return "\(value)" }
        let scaled = Int((value * Double(unit)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let whole = magnitude / unit
        var fraction = String(magnitude % unit)
        guard fraction != "0" else { return sign + String(whole) }
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + "." + fraction
    }
}
