import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The compact codes the search shards are written in; `search.js` reads them back.
///
/// Digits are the 64 characters of base64url, none of which needs escaping in JSON or
/// JavaScript. A number is written most significant digit first, five bits a digit:
/// the last digit is one of the first 32 characters, every other one of the last 32, so
/// numbers follow each other with no separator and small numbers take one character.
///
/// A list of (position, field) pairs, field 1...3, ascending by position, is written either
/// sparse — one number per pair, `(position - previous - 1) * 3 + field - 1` — or dense,
/// `!` then one digit per three positions holding their fields (0 where absent) in two
/// bits each, lowest position in the lowest bits: whichever is shorter. A term that occurs
/// on most pages of a large site costs a third of a byte a page instead of one or two.
package enum SearchCode {
    /// base64url: `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`.
    package static let digits: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    /// Starts a dense list.
    package static let denseMark = UInt8(ascii: "!")

    /// Appends `value` (0 or more) as a self-delimiting number.
    package static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        var value = max(0, value)
        var reversed: [UInt8] = [digits[value & 31]]
        value >>= 5
        while value > 0 {
            reversed.append(digits[32 + (value & 31)])
            value >>= 5
        }
        out.append(contentsOf: reversed.reversed())
    }

    /// Appends the list of (position, field) pairs, ascending by position, in the shorter form.
    /// A page or term number and the strongest field (1–3) there. Small, because the index
    /// holds one for every term of every page while it is built.
    package typealias Pair = (position: Int32, field: Int8)

    package static func appendPairs(_ pairs: [Pair], to out: inout [UInt8]) {
        let sparse = sparseLength(pairs)
        let dense = 1 + (Int(pairs.last?.position ?? -1) + 3) / 3
        guard dense < sparse else {
            var previous = -1
            for pair in pairs {
                appendNumber((Int(pair.position) - previous - 1) * 3 + Int(pair.field) - 1, to: &out)
                previous = Int(pair.position)
            }
            return
        }
        out.append(denseMark)
        var group = 0
        var value = 0
        for pair in pairs {
            let (position, field) = (Int(pair.position), Int(pair.field))
            while position / 3 > group {
                out.append(digits[value])
                group += 1
                value = 0
            }
            value |= field << (2 * (position % 3))
        }
        if !pairs.isEmpty { out.append(digits[value]) }
    }

    /// Characters the sparse form of `pairs` takes.
    private static func sparseLength(_ pairs: [Pair]) -> Int {
        var length = 0
        var previous = -1
        for pair in pairs {
            var value = (Int(pair.position) - previous - 1) * 3 + Int(pair.field) - 1
            previous = Int(pair.position)
            length += 1
            while value >= 32 {
                value >>= 5
                length += 1
            }
        }
        return length
    }
}
