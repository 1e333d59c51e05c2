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
            surface: marker("surface"), label: marker("label"), activeLabel: marker("activeLabel"), indicator: marker("indicator"),
            divider: marker("divider"), pressed: marker("pressed"), disabled: marker("disabled"), icon: marker("icon"),
            activeIcon: marker("activeIcon"), badge: marker("badge"), badgeLabel: marker("badgeLabel"), track: marker("track"),
            thumb: marker("thumb"), frame: marker("frame"), offscreen: marker("offscreen"), tokens: palette.tokens == nil ? nil : marker("tokens"))
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

    /// `text` with every stand-in replaced by `palette`'s paint of that name; anything else
    /// (a stray U+E000 not followed by a name and U+E001) left as it is.
    public static func paint(_ text: String, with palette: PreviewPalette) -> String {
        let paints = PreviewPalette.markerValues(palette).map { (name: Array($0.0.utf8), value: Array($0.1.utf8)) }
        var text = text
        return text.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var index = 0
            // Whole runs up to the next possible stand-in (its first byte, 0xEE) copied at once.
            while let start = bytes[index...].firstIndex(of: 0xEE) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<start]))
                if let name = stand(in: bytes, at: start),
                   let paint = paints.first(where: { $0.name.elementsEqual(bytes[name]) }) {
                    out += paint.value
                    index = name.upperBound + 3
                } else {
                    out.append(0xEE)
                    index = start + 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The name's bytes when a stand-in starts at `index`: U+E000 (EE 80 80), letters, U+E001 (EE 80 81).
    private static func stand(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Range<Int>? {
        guard bytes[index] == 0xEE, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 else { return nil }
        var end = index + 3
        while end < bytes.count, (0x61...0x7A).contains(bytes[end]) || (0x41...0x5A).contains(bytes[end]) { end += 1 }
        guard end + 2 < bytes.count, bytes[end] == 0xEE, bytes[end + 1] == 0x80, bytes[end + 2] == 0x81 else { return nil }
        return (index + 3)..<end
    }

    private static let open: Unicode.Scalar = "\u{E000}"

    private static func marker(_ name: String) -> String { "\u{E000}" + name + "\u{E001}" }

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
