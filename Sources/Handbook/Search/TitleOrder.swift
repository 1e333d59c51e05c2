import Foundation

/// Pages in the order search breaks ties in: by title, as the browser's
/// `String.prototype.localeCompare` orders them, and in site order where titles compare equal.
///
/// Search used to sort results of equal score with `localeCompare` on their titles, which
/// needs the titles of every tied page — all 10,000 of them for a common word. Numbering
/// the pages in this order at build time lets the browser break the tie on the number
/// instead and load only the pages it shows. Foundation's comparison with a locale is
/// ICU's collation, the one Chromium's `localeCompare` uses (checked in a browser test).
struct TitleOrder {
    /// Site positions of the pages, in title order.
    let order: [Int]
    /// For each position in `order` (from 1), whether its title compares equal to the one before.
    let tiedWithPrevious: [Bool]

    /// The collation of the browsers' default (English) locale, which is also the root order.
    private static let locale = Locale(identifier: "en")

    init(titles: [String]) {
        func compare(_ a: String, _ b: String) -> ComparisonResult {
            a.compare(b, options: [], range: nil, locale: Self.locale)
        }
        // `sort` is not stable: break ties on the site position, as a stable sort would.
        let order = titles.indices.sorted { a, b in
            switch compare(titles[a], titles[b]) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: a < b
            }
        }
        self.order = order
        tiedWithPrevious = order.indices.map { position in
            position > 0 && compare(titles[order[position - 1]], titles[order[position]]) == .orderedSame
        }
    }
}
