import Foundation

/// The script a text is written in, as far as telling a left-behind source text goes: the
/// alphabets app strings are written in, told apart by their Unicode blocks.
package enum WritingScript: String, Sendable {
    case latin = "Latn", cyrillic = "Cyrl", greek = "Grek", arabic = "Arab", hebrew = "Hebr"

    /// The one script every letter of `text` belongs to; nil when it has no letters, mixes
    /// scripts, or uses one not listed here.
    package static func of(_ text: String) -> WritingScript? {
        var found: WritingScript?
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            guard let script = script(of: scalar.value), found == nil || found == script else { return nil }
            found = script
        }
        return found
    }

    /// The ISO 15924 code of the script `locale` is written in (`Cyrl`, `Jpan`, `Hant`): its
    /// own script subtag, else the likeliest one as CLDR's likely subtags give it; nil when
    /// CLDR does not know the language.
    package static func code(ofLocale locale: String) -> String? {
        let language = Locale.Language(identifier: locale)
        return (language.script ?? Locale.Language(identifier: language.maximalIdentifier).script)?.identifier
    }

    private static func script(of value: UInt32) -> WritingScript? {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A: .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x591...0x5F4, 0xFB1D...0xFB4F: .hebrew
        default: nil
        }
    }
}
