import DesignTokens
import Foundation
import TextMetrics

/// Whether a typography token's family and weight are what the preview font stack draws.
/// Labels are measured with the stack's first face (the browser draws them with its subset),
/// so a token asking for another family, or another weight of it, is measured with a
/// substitute; saying so is the honest answer, not a silent fallback.
package enum FontMatch {
    /// Weight names as font files spell them (`Inter Medium`), by CSS weight.
    package static let weightNames: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100), ("extralight", 200), ("ultralight", 200), ("light", 300),
        ("regular", 400), ("book", 400), ("normal", 400), ("medium", 500), ("semibold", 600), ("demibold", 600),
        ("extrabold", 800), ("ultrabold", 800), ("bold", 700), ("black", 900), ("heavy", 900),
    ]

    /// The CSS weight a face's name says (`Inter Medium` → 500); 400 when it says none.
    package static func weight(ofFaceNamed name: String) -> Double {
        let words = name.lowercased().split(separator: " ").map { $0.replacingOccurrences(of: "-", with: "") }
        for (word, weight) in weightNames where words.contains(word) { return weight }
        return 400
    }

    /// The face's family: its name without the weight word.
    package static func family(ofFaceNamed name: String) -> String {
        let words = name.split(separator: " ").filter { word in
            !weightNames.contains { $0.name == word.lowercased().replacingOccurrences(of: "-", with: "") }
        }
        return words.joined(separator: " ")
    }

    /// nil when `type` is drawn as asked; otherwise the `font.substituted` message naming the
    /// family asked for and the file used.
    package static func substitution(for type: TokenTypography, token: String, in stack: FontStack) -> String? {
        guard let face = stack.faces.first else { return nil }
        let family = family(ofFaceNamed: face.name), weight = weight(ofFaceNamed: face.name)
        let generic: Set<String> = ["sans-serif", "serif", "system-ui", "ui-sans-serif", "monospace", "-apple-system", "blinkmacsystemfont"]
        // A family written as one CSS list ("-apple-system, 'Segoe UI', sans-serif") is split.
        let families = type.fontFamily.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
        let asked = families.first { !generic.contains($0.lowercased()) } ?? families.first ?? family
        let sameFamily = asked.caseInsensitiveCompare(family) == .orderedSame
        guard !sameFamily || abs(type.fontWeight - weight) >= 50 else { return nil }
        let weightText = type.fontWeight == type.fontWeight.rounded() ? String(Int(type.fontWeight)) : String(type.fontWeight)
        return "typography {\(token)} asks for '\(asked)' \(weightText); previews measure and draw it with \(face.name) (\(face.path))"
    }
}
