import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Makes heading `id`s the way GitHub does, so a link copied from a document on GitHub
/// lands on the same heading here: the text lowercased, every character dropped except
/// letters, marks and digits of any script, `_` and `-`, each space turned into `-`
/// (`a & b` → `a--b`); a repeat gets `-1`, `-2`, … counted per text, skipping any id
/// already taken, also one written literally (`x`, `x-1`, `x` → `x`, `x-1`, `x-2`).
///
/// Linear in the number of headings: each text keeps its own counter, which only moves
/// forward, so a thousand identical headings cost a thousand probes, not half a million.
package struct HeadingSlugger {
    /// For each id handed out (or reserved), how many numbered repeats of it were tried.
    private var occurrences: [String: Int]
    /// Candidate ids looked up so far: the measure of work that tests hold linear.
    package private(set) var probes = 0

    /// `reserved` holds ids the page layout already uses; a heading that would take one is
    /// numbered. The theme's own ids start with `hb-`, so authors' headings keep their slugs
    /// (`main`, `content`, `top`).
    package init(reserved: Set<String> = HeadingSlugger.themeIDs) {
        occurrences = Dictionary(uniqueKeysWithValues: reserved.map { ($0, 0) })
    }

    /// The ids the built-in theme gives its own elements.
    package static let themeIDs: Set<String> = ["hb-content", "hb-search-input", "hb-search-results", "hb-toc-title"]

    /// Marks `id` as taken (an id an author wrote on an element), so no heading is given it.
    package mutating func take(_ id: String) {
        if occurrences[id] == nil { occurrences[id] = 0 }
    }

    /// A unique id for a heading (or any title) with this text.
    package mutating func slug(for text: String) -> String {
        var base = Self.githubSlug(text)
        // GitHub leaves such a heading with an empty id; an HTML id must not be empty.
        if base.isEmpty { base = "section" }
        var candidate = base
        probes += 1
        while occurrences[candidate] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            candidate = base + "-" + String(count)
            probes += 1
        }
        occurrences[candidate] = 0
        return candidate
    }

    /// The slug of `text` before de-duplication (github-slugger's `slug`).
    package static func githubSlug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                slug.append("-")
            } else if keeps(scalar) {
                slug.append(scalar)
            }
        }
        return String(slug)
    }

    /// Letters, marks, decimal and letter numbers, connector punctuation (`_`), `-`, and
    /// anything alphabetic (some symbols, such as circled letters, are); the rest — other
    /// punctuation, symbols, other numbers (`²`, `½`), separators, controls — is dropped.
    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch UInt8(scalar.value) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
