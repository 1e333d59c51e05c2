import Foundation
import Testing
@testable import HandbookFoundation

/// A value written out is the same text for equal values, whatever order a dictionary or set
/// holds its entries in, and differs when any field does.
@Suite struct StableDescriptionTests {
    enum Shade: String { case light, dark }
    enum Plain { case one, two }

    struct Style {
        var name: String
        var sizes: [String: Double]
        var shades: Set<String>
        var shade: Shade
        var plain: Plain
        var note: String?
    }

    @Test func equalValuesWriteTheSameTextAndAnyFieldCounts() {
        var sizes: [String: Double] = [:]
        for index in 0..<50 { sizes["size-\(index)"] = Double(index) / 4 }
        var reversed: [String: Double] = [:]
        for index in (0..<50).reversed() { reversed["size-\(index)"] = Double(index) / 4 }
        let style = Style(name: "tabs", sizes: sizes, shades: ["a", "b", "c"], shade: .dark, plain: .one, note: nil)
        var same = style
        same.sizes = reversed
        same.shades = ["c", "b", "a"]
        #expect(StableDescription.of(style) == StableDescription.of(same))
        #expect(StableDescription.of(style).contains("#\"dark\""), "a raw-valued case is written as its raw value")
        for changed in [{ $0.name = "chips" }, { $0.sizes["size-3"] = 1 }, { $0.shades.insert("d") }, { $0.shade = .light },
                        { $0.plain = .two }, { $0.note = "" }] as [(inout Style) -> Void] {
            var other = style
            changed(&other)
            #expect(StableDescription.of(other) != StableDescription.of(style))
        }
    }
}
