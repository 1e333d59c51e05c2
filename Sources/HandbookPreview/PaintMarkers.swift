import Foundation

/// Pictures drawn once in stand-ins for their paints and painted afterwards: a colour saved
/// under `serve` puts the new colours into the figures it kept instead of laying out and
/// drawing every one again (`PreviewRenderer.render`).
///
/// A stand-in is U+E000, the paint's name, U+E001: private-use characters no font draws,
/// which neither HTML escaping nor `ScriptJSON` changes, so one scan finds them in the SVG, in
/// the figure's markup and in its JSON alike. A picture is painted this way only when every
/// paint is `paintable` — text those escapes also leave as it is — so the painted figure is
/// byte for byte the one drawn with the paints themselves.
public enum PaintMarkers {
    /// `palette`'s drawing with every paint a stand-in: its contrast flag and whether it names a
    /// token context kept, as they change the drawing's shape, not its colours.
    public static func palette(like palette: PreviewPalette) -> PreviewPalette {
        var marked = PreviewPalette(
            surface: marker(0), label: marker(1), activeLabel: marker(2), indicator: marker(3), divider: marker(4), pressed: marker(5),
            disabled: marker(6), icon: marker(7), activeIcon: marker(8), badge: marker(9), badgeLabel: marker(10), track: marker(11),
            thumb: marker(12), frame: marker(13), offscreen: marker(14), tokens: palette.tokens == nil ? nil : marker(15))
        marked.moreContrast = palette.moreContrast
        return marked
    }

    /// Whether `palette` can be put in place of stand-ins: every paint of characters no escape
    /// in a figure changes (`#`, `(`, `,`, `%`, letters, digits…), so it reads the same in an
    /// attribute, in text and in JSON.
    public static func paintable(_ palette: PreviewPalette) -> Bool {
        PreviewPalette.markerValues(palette).allSatisfy { _, value in value.utf8.allSatisfy(isPlain) }
    }

    /// Whether `text` (a label, a caption, a theme's name: anything a figure prints) is free of
    /// the stand-ins' first character, so painting cannot take it for one.
    public static func isClear(_ text: String) -> Bool {
        !text.unicodeScalars.contains(open)
    }

    /// `text` with every stand-in replaced by `palette`'s paint; anything else (a stray U+E000
    /// not followed by a paint's letter and U+E001) left as it is.
    public static func paint(_ text: String, with palette: PreviewPalette) -> String {
        let paints = PreviewPalette.markerValues(palette).map { Array($0.1.utf8) }
        var text = text
        return text.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var index = 0
            // Whole runs up to the next possible stand-in (its first byte, 0xEE) found by `memchr`
            // and copied at once: a figure is tens of kilobytes with a few hundred stand-ins.
            while let start = nextLead(in: bytes, from: index) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<start]))
                if start + 6 < bytes.count, bytes[start + 1] == 0x80, bytes[start + 2] == 0x80,
                   bytes[start + 4] == 0xEE, bytes[start + 5] == 0x80, bytes[start + 6] == 0x81,
                   case let code = Int(bytes[start + 3]) - 0x61, paints.indices.contains(code) {
                    out += paints[code]
                    index = start + 7
                } else {
                    out.append(0xEE)
                    index = start + 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func nextLead(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress, let found = memchr(base + index, 0xEE, bytes.count - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static let open: Unicode.Scalar = "\u{E000}"

    private static func marker(_ paint: UInt8) -> String { "\u{E000}" + String(UnicodeScalar(0x61 + paint)) + "\u{E001}" }

    /// Letters, digits, space and `#(),.%-_=;:`: nothing HTML or JSON escapes, nothing that
    /// starts or ends an escape in either.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "."),
             UInt8(ascii: "%"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"): true
        default: false
        }
    }
}
