import Foundation

extension String {
    /// The text without leading and trailing line breaks, as `trimmingCharacters(in: .newlines)`
    /// trims (U+000A–U+000D, U+0085, U+2028, U+2029). Ends that are ASCII are cut on the bytes:
    /// Foundation's trim copies the whole text through UTF-16, and a component page's facts
    /// trim every example's Markdown on each save under `serve`.
    package func trimmingLineBreaks() -> String {
        let utf8 = self.utf8
        let isBreak = { (byte: UInt8) in (0x0A...0x0D).contains(byte) }
        guard let first = utf8.firstIndex(where: { !isBreak($0) }), let last = utf8.lastIndex(where: { !isBreak($0) }) else { return "" }
        // A byte from 0x80 up may begin or end U+0085, U+2028 or U+2029.
        guard utf8[first] < 0x80, utf8[last] < 0x80 else { return trimmingCharacters(in: .newlines) }
        // An ASCII byte after a line break, or before one, is on a character's boundary.
        return String(self[first...last])
    }

    /// Whether the text is white space only, as `trimmingCharacters(in: .whitespacesAndNewlines)`
    /// leaving nothing says; a text whose first other byte is ASCII is not, read on the bytes.
    package var isWhitespaceOnly: Bool {
        guard let first = utf8.first(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }) else { return true }
        return first < 0x80 ? false : trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
