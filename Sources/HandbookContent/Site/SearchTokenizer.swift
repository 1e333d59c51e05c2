import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Splits text into search terms the same way `search.js` splits what a reader types:
/// lowercase, accents removed (canonical decomposition without nonspacing marks), then
/// runs of letters and digits. Both sides must agree, or a typed word finds nothing.
package enum SearchTokenizer {
    /// Words too common to tell pages apart; dropping them keeps the index small.
    package static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "if", "in", "into", "is",
        "it", "its", "not", "of", "on", "or", "so", "than", "that", "the", "their", "them", "then", "there", "these",
        "they", "this", "to", "was", "were", "what", "when", "which", "while", "who", "will", "with", "you", "your",
    ]

    /// Terms longer than this are noise (hashes, URLs run together) and are not indexed.
    package static let longestTerm = 32

    /// The longest stop word, in bytes: longer terms skip the set lookup.
    private static let longestStopWord = stopWords.map(\.utf8.count).max() ?? 0

    /// Calls `body` with each term of `text`, in order, stop words and one-letter words left out.
    package static func forEachTerm(in text: String, _ body: (String) -> Void) {
        // The term being read is a value, not variables captured by nested functions:
        // captured variables are checked for exclusive access at run time on every byte.
        var term = TermBuffer()
        var text = text
        text.withUTF8 { bytes in
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                // ASCII is nearly all of the text: fold it byte by byte, without Unicode tables.
                if byte < 0x80 {
                    position += 1
                    switch byte {
                    case 0x41...0x5A: term.append(byte: byte + 0x20, isDigit: false)
                    case 0x61...0x7A: term.append(byte: byte, isDigit: false)
                    case 0x30...0x39: term.append(byte: byte, isDigit: true)
                    default: term.flush(body)
                    }
                    continue
                }
                // A lead byte says how long its scalar is; the string is valid UTF-8.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(position + length, bytes.count)
                let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                position = end
                for folded in character.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
                    switch folded.properties.generalCategory {
                    case .nonspacingMark: continue
                    case .decimalNumber, .letterNumber, .otherNumber: term.append(folded, isDigit: true)
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: term.append(folded, isDigit: false)
                    default: term.flush(body)
                    }
                }
            }
        }
        term.flush(body)
    }

    /// The UTF-8 of the term being read and its length in scalars.
    private struct TermBuffer {
        package var bytes: [UInt8] = []
        package var scalars = 0
        /// Whether the term is a single digit so far (one-digit terms are kept, one-letter ones not).
        package var onlyDigit = false

        package init() { bytes.reserveCapacity(SearchTokenizer.longestTerm * 4) }

        package mutating func append(byte: UInt8, isDigit: Bool) {
            onlyDigit = scalars == 0 && isDigit
            scalars += 1
            bytes.append(byte)
        }

        package mutating func append(_ scalar: Unicode.Scalar, isDigit: Bool) {
            onlyDigit = scalars == 0 && isDigit
            scalars += 1
            bytes.append(contentsOf: scalar.utf8)
        }

        package mutating func flush(_ body: (String) -> Void) {
            defer { bytes.removeAll(keepingCapacity: true); scalars = 0 }
            guard scalars > 1 || (scalars == 1 && onlyDigit), scalars <= SearchTokenizer.longestTerm else { return }
            let term = String(decoding: bytes, as: UTF8.self)
            if bytes.count > SearchTokenizer.longestStopWord || !SearchTokenizer.stopWords.contains(term) { body(term) }
        }
    }

    /// The terms of `text`, in order.
    package static func terms(of text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append($0) }
        return terms
    }
}
