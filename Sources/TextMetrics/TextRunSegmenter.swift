import CFriBidi
import CHarfBuzz

/// Splits text into the runs the browser shapes separately: by bidi level (the Unicode
/// bidi algorithm, from fribidi), by script (HarfBuzz's Unicode data, with common and
/// inherited characters taking their neighbours' script), and by font — each grapheme
/// cluster goes to the first face that covers every character of it.
struct TextRunSegmenter {
    /// One run before shaping: a range of code points drawn in one font, script and direction.
    struct Item {
        var range: Range<Int>
        var face: Int
        var level: UInt8
        var script: hb_script_t
    }

    let faces: [HarfBuzzFont]

    /// The code points of `text`, its runs, and the characters no face covers.
    func segment(_ text: String) -> (scalars: [UInt32], items: [Item], missing: [Unicode.Scalar]) {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return ([], [], []) }
        var levels = [UInt8](repeating: 0, count: scalars.count)
        let ok = scalars.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { handbook_bidi_levels(text.baseAddress, Int32(text.count), 0, $0.baseAddress) }
        }
        if ok == 0 { levels = [UInt8](repeating: 0, count: scalars.count) }
        let scripts = Self.resolvedScripts(scalars)
        var items: [Item] = []
        var missing: [Unicode.Scalar] = []
        var offset = 0
        for cluster in text {
            let count = cluster.unicodeScalars.count
            let clusterScalars = scalars[offset..<offset + count]
            let drawn = clusterScalars.filter { !Self.isDefaultIgnorable($0) }
            var face = faces.firstIndex { font in drawn.allSatisfy(font.covers) }
            if face == nil {
                for scalar in drawn where !faces.contains(where: { $0.covers(scalar) }) {
                    if let value = Unicode.Scalar(scalar), !missing.contains(value) { missing.append(value) }
                }
                // Drawn as the browser would try first; the build warns about it.
                face = 0
            }
            let item = Item(range: offset..<offset + count, face: face ?? 0, level: levels[offset], script: scripts[offset])
            if let last = items.last, last.face == item.face, last.level == item.level, last.script == item.script {
                items[items.count - 1].range = last.range.lowerBound..<item.range.upperBound
            } else {
                items.append(item)
            }
            offset += count
        }
        return (scalars, items, missing)
    }

    /// Each code point's script; common and inherited ones (spaces, digits, punctuation,
    /// combining marks) take the script before them, or after them at the start.
    static func resolvedScripts(_ scalars: [UInt32]) -> [hb_script_t] {
        let functions = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(functions, $0) }
        let neutral: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        var previous: hb_script_t?
        for index in scripts.indices {
            if neutral.contains(scripts[index].rawValue) {
                if let previous { scripts[index] = previous }
            } else {
                previous = scripts[index]
            }
        }
        // Leading neutrals take the first real script after them.
        if let first = scripts.firstIndex(where: { !neutral.contains($0.rawValue) }) {
            for index in 0..<first { scripts[index] = scripts[first] }
        }
        return scripts
    }

    /// Code points that draw nothing (joiners, variation selectors, bidi controls): a face
    /// need not have a glyph for them (Unicode's Default_Ignorable_Code_Point).
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
             0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
