import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// An SVG split into its numbers and the text between them, so pictures of one bar at
/// neighbouring widths can be compared number by number (`WidthSweep`).
///
/// A number is a run like `-12.5` that stands alone (not inside a word, an id like
/// `tabs-3-title`, a colour like `#2f3fbf` or an exponent) and that `SVGNumber.format` writes back
/// exactly; anything else stays text. `literals` always has one more element than `numbers`.
package struct SVGTokens: Equatable {
    package var literals: [String]
    package var numbers: [Double]

    package init(_ svg: String) {
        var literals: [String] = []
        var numbers: [Double] = []
        var svg = svg
        // One pass over the bytes; the width control splits hundreds of pictures per page.
        svg.withUTF8 { bytes in
            var literalStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard Self.isDigit(byte) || byte == UInt8(ascii: "-"),
                      index == 0 || !Self.isWordByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".")
                        && bytes[index - 1] != UInt8(ascii: "+"),
                      let end = Self.numberEnd(in: bytes, from: index) else {
                    index += 1
                    continue
                }
                // Only numbers the formatter writes back byte for byte: "007" or "1.50" stay text.
                if let value = Self.formattedValue(bytes, from: index, to: end) {
                    literals.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), as: UTF8.self))
                    numbers.append(value)
                    literalStart = end
                }
                index = end
            }
            literals.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart...]), as: UTF8.self))
        }
        self.literals = literals
        self.numbers = numbers
    }

    /// The SVG again, each number written by `SVGNumber.format`.
    package func joined() -> String {
        var svg = literals[0]
        for (index, number) in numbers.enumerated() {
            svg += SVGNumber.format(number) + literals[index + 1]
        }
        return svg
    }

    /// Where the number starting at `start` (a digit or `-`, after a non-word byte) ends, or
    /// nil when none does.
    private static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > digitsStart else { return nil }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { return nil }
        return index
    }

    /// The value of `bytes[start..<end]` when `SVGNumber.format` writes that value back as
    /// exactly these bytes: no leading zeros, at most three decimals without a trailing zero,
    /// no "-0", and small enough (twelve whole digits) for thousandths to be exact.
    private static func formattedValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let wholeStart = index
        while index < end, isDigit(bytes[index]) { index += 1 }
        let wholeDigits = index - wholeStart
        guard wholeDigits >= 1, wholeDigits <= 12, wholeDigits == 1 || bytes[wholeStart] != UInt8(ascii: "0") else { return nil }
        var thousandths = 0
        for digit in wholeStart..<index { thousandths = thousandths * 10 + Int(bytes[digit] &- 0x30) }
        var decimals = 0
        if index < end {
            index += 1
            decimals = end - index
            guard decimals <= 3, bytes[end - 1] != UInt8(ascii: "0") else { return nil }
            while index < end {
                thousandths = thousandths * 10 + Int(bytes[index] &- 0x30)
                index += 1
            }
        }
        for _ in decimals..<3 { thousandths *= 10 }
        guard !(negative && thousandths == 0) else { return nil }
        // Exact integers divided once: the same double as parsing the decimal text.
        return Double(negative ? -thousandths : thousandths) / 1000
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Letters, digits, `_`, `-`, `#` and every non-ASCII byte: a number touching one is part of a word.
    @inline(__always) private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "#") || byte >= 0x80
    }
}
