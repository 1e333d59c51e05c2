/// Splits text into search terms the same way `search.js` splits what a reader types:
/// lowercase, accents removed (canonical decomposition without nonspacing marks), then
/// runs of letters and digits. Both sides must agree, or a typed word finds nothing.
enum SearchTokenizer {
    /// Words too common to tell pages apart; dropping them keeps the index small.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "if", "in", "into", "is",
        "it", "its", "not", "of", "on", "or", "so", "than", "that", "the", "their", "them", "then", "there", "these",
        "they", "this", "to", "was", "were", "what", "when", "which", "while", "who", "will", "with", "you", "your",
    ]

    /// Terms longer than this are noise (hashes, URLs run together) and are not indexed.
    static let longestTerm = 32

    /// The terms of `text`, in order, stop words and one-letter words removed.
    static func terms(of text: String) -> [String] {
        var terms: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            defer { current.removeAll(keepingCapacity: true) }
            guard current.count > 1 || current.first.map({ $0.properties.numericType != nil }) == true,
                  current.count <= longestTerm else { return }
            let term = String(current)
            if !stopWords.contains(term) { terms.append(term) }
        }
        for scalar in text.unicodeScalars {
            // ASCII is nearly all of the text: fold it without Unicode tables.
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A: current.append(Unicode.Scalar(UInt8(scalar.value + 0x20)))
                case 0x61...0x7A, 0x30...0x39: current.append(scalar)
                default: flush()
                }
                continue
            }
            for folded in String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
                switch folded.properties.generalCategory {
                case .nonspacingMark: continue
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .decimalNumber, .letterNumber, .otherNumber:
                    current.append(folded)
                default: flush()
                }
            }
        }
        flush()
        return terms
    }
}
