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

    /// Calls `body` with each term of `text`, in order, stop words and one-letter words left out.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        // UTF-8 of the term being read, and its length in scalars.
        var current: [UInt8] = []
        current.reserveCapacity(longestTerm * 4)
        var scalars = 0
        var onlyDigit = false
        func flush() {
            defer { current.removeAll(keepingCapacity: true); scalars = 0 }
            guard scalars > 1 || (scalars == 1 && onlyDigit), scalars <= longestTerm else { return }
            let term = String(decoding: current, as: UTF8.self)
            if !stopWords.contains(term) { body(term) }
        }
        func append(_ scalar: Unicode.Scalar, isDigit: Bool) {
            onlyDigit = scalars == 0 && isDigit
            scalars += 1
            current.append(contentsOf: scalar.utf8)
        }
        for scalar in text.unicodeScalars {
            // ASCII is nearly all of the text: fold it without Unicode tables.
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                switch byte {
                case 0x41...0x5A: append(Unicode.Scalar(byte + 0x20), isDigit: false)
                case 0x61...0x7A: append(scalar, isDigit: false)
                case 0x30...0x39: append(scalar, isDigit: true)
                default: flush()
                }
                continue
            }
            for folded in String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
                switch folded.properties.generalCategory {
                case .nonspacingMark: continue
                case .decimalNumber, .letterNumber, .otherNumber: append(folded, isDigit: true)
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: append(folded, isDigit: false)
                default: flush()
                }
            }
        }
        flush()
    }

    /// The terms of `text`, in order.
    static func terms(of text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append($0) }
        return terms
    }
}
