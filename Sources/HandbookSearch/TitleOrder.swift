import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Pages in the order search breaks ties in: by title, as the browser's
/// `String.prototype.localeCompare` orders them, and in site order where titles compare equal.
///
/// Search used to sort results of equal score with `localeCompare` on their titles, which
/// needs the titles of every tied page — all 10,000 of them for a common word. Numbering
/// the pages in this order at build time lets the browser break the tie on the number
/// instead and load only the pages it shows. Foundation's comparison with a locale is
/// ICU's collation, the one Chromium's `localeCompare` uses (checked in a browser test).
package struct TitleOrder {
    /// Site positions of the pages, in title order.
    package let order: [Int]
    /// For each position in `order` (from 1), whether its title compares equal to the one before.
    package let tiedWithPrevious: [Bool]

    /// The collation of the browsers' default (English) locale, which is also the root order.
    private static let locale = Locale(identifier: "en")

    package init(titles: [String]) {
        let keys = titles.map(Self.asciiKey)
        func compare(_ a: Int, _ b: Int) -> ComparisonResult {
            if let x = keys[a], let y = keys[b] { return Self.compare(x, y) }
            return titles[a].compare(titles[b], options: [], range: nil, locale: Self.locale)
        }
        // `sort` is not stable: break ties on the site position, as a stable sort would.
        let order = titles.indices.sorted { a, b in
            switch compare(a, b) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: a < b
            }
        }
        self.order = order
        tiedWithPrevious = order.indices.map { position in
            position > 0 && compare(order[position - 1], order[position]) == .orderedSame
        }
    }

    /// ICU's root order of the printable ASCII characters, upper and lower case together:
    /// in its collation each of them is one element, whose primary weight is its place here
    /// and whose tertiary weight puts lower case first.
    private static let asciiPrimaryOrder = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz"#.utf8)

    /// Primary weight of each printable ASCII byte, nil for the others.
    private static let asciiPrimary: [UInt8?] = (0..<128).map { byte in
        let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        return asciiPrimaryOrder.firstIndex(of: UInt8(lower)).map(UInt8.init)
    }

    /// A title in printable ASCII as its collation elements: primary weights, then one
    /// tertiary weight (1 for upper case) per character; nil for any other title.
    package static func asciiKey(_ title: String) -> [UInt8]? {
        var primaries: [UInt8] = []
        var tertiaries: [UInt8] = []
        for byte in title.utf8 {
            guard byte < 0x80, let primary = asciiPrimary[Int(byte)] else { return nil }
            primaries.append(primary)
            tertiaries.append((0x41...0x5A).contains(byte) ? 1 : 0)
        }
        return primaries + tertiaries
    }

    /// ICU's comparison at its default (tertiary) strength, on two ASCII keys: a Foundation
    /// comparison costs about a microsecond, and sorting 10,000 titles takes 180,000 of them.
    package static func compare(_ a: [UInt8], _ b: [UInt8]) -> ComparisonResult {
        let (countA, countB) = (a.count / 2, b.count / 2)
        // Primary level: the first different weight, else the shorter title first.
        for index in 0..<min(countA, countB) where a[index] != b[index] {
            return a[index] < b[index] ? .orderedAscending : .orderedDescending
        }
        if countA != countB { return countA < countB ? .orderedAscending : .orderedDescending }
        // Every ASCII character has the common secondary weight; tertiary level: case.
        for index in countA..<a.count where a[index] != b[index] {
            return a[index] < b[index] ? .orderedAscending : .orderedDescending
        }
        return .orderedSame
    }
}
