/// Lengthens labels about 40 % with accented letters, the way translations tend to grow,
/// so previews show where a translated label will truncate.
package enum PseudoLocalizer {
    package static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "s": "š", "y": "ý", "z": "ž",
        "A": "Å", "E": "É", "I": "Î", "O": "Ö", "U": "Ü", "C": "Ç", "N": "Ñ", "S": "Š", "Y": "Ý", "Z": "Ž",
    ]

    package static func lengthen(_ label: String) -> String {
        let accented = String(label.map { accents[$0] ?? $0 })
        let extra = Int((Double(label.count) * 0.4).rounded(.up))
        let filler = accented.filter(\.isLetter).lowercased()
        guard !filler.isEmpty else { return accented }
        return accented + String(String(repeating: filler, count: extra / filler.count + 1).prefix(extra))
    }
}
