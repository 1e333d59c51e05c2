/// A pattern over SVG markup this module writes itself: literal text and the few runs its
/// edits need (`[^>]*`, `[^"]*`, `[\d.]+`, a lazy `.*?`), matched byte by byte. The screen
/// drawings cut parts out of a bar's picture and resize its tag; Swift's `Regex` did it at a
/// seventh of a spec's drawing time (a token saved under `serve`), this in a fraction of that,
/// with the same matches: leftmost first, greedy runs giving back what the rest needs.
struct SVGPattern {
    enum Piece {
        /// These bytes.
        case bytes([UInt8])
        /// Any run of bytes other than this one, longest first (`[^>]*`).
        case anyBut(UInt8)
        /// One or more digits and dots, longest first (`[\d.]+`).
        case number
        /// The shortest run of bytes other than a line break that lets the rest match (`.*?`).
        case shortest

        /// Text to match as it is written.
        static func text(_ string: String) -> Piece { .bytes(Array(string.utf8)) }
    }

    let pieces: [Piece]

    init(_ pieces: Piece...) {
        self.pieces = pieces
    }

    /// `markup` with every match replaced by `replacement`, scanning on after each.
    func replacingAll(in markup: String, with replacement: String) -> String {
        let bytes = Array(markup.utf8)
        guard case .bytes(let lead)? = pieces.first, let first = lead.first else { return markup }
        var out: [UInt8] = []
        var copied = 0, at = 0
        while at < bytes.count {
            guard let start = bytes[at...].firstIndex(of: first) else { break }
            if let end = match(0, from: start, in: bytes) {
                out += bytes[copied..<start]
                out += replacement.utf8
                copied = end
                at = end
            } else {
                at = start + 1
            }
        }
        guard copied > 0 else { return markup }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Where a match of the pieces from `piece` on, started at `position`, ends; nil for none.
    private func match(_ piece: Int, from position: Int, in bytes: [UInt8]) -> Int? {
        guard piece < pieces.count else { return position }
        switch pieces[piece] {
        case .bytes(let text):
            guard position + text.count <= bytes.count, bytes[position..<position + text.count].elementsEqual(text) else { return nil }
            return match(piece + 1, from: position + text.count, in: bytes)
        case .anyBut(let excluded):
            let end = bytes[position...].firstIndex(of: excluded) ?? bytes.count
            return stride(from: end, through: position, by: -1).lazy.compactMap { match(piece + 1, from: $0, in: bytes) }.first
        case .number:
            let end = bytes[position...].firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && $0 != UInt8(ascii: ".") } ?? bytes.count
            guard end > position else { return nil }
            return stride(from: end, through: position + 1, by: -1).lazy.compactMap { match(piece + 1, from: $0, in: bytes) }.first
        case .shortest:
            let limit = bytes[position...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
            return (position...limit).lazy.compactMap { match(piece + 1, from: $0, in: bytes) }.first
        }
    }
}

extension SVGPattern {
    /// A bar's glimpse of the page behind it: its screen rectangle and the backdrop group after it.
    static let backdrop = SVGPattern(.text("<rect class=\"screen\" "), .anyBut(UInt8(ascii: ">")), .text("/><g class=\"backdrop\">"), .shortest, .text("</g>"))

    /// An element with no children whose tag starts `<` + `start` + a space (`rect class="offscreen"`).
    static func empty(_ start: String) -> SVGPattern {
        SVGPattern(.text("<" + start + " "), .anyBut(UInt8(ascii: ">")), .text("/>"))
    }
}
