import Foundation
import HandbookDiagnostics

/// A locale identifier split into the parts matching needs, read from the spellings
/// catalogs use: BCP 47 (`zh-Hant-TW`, `es-419`), POSIX (`pt_BR.UTF-8`, `sr@latin`), and
/// the retired ISO codes Android still writes (`iw`, `in`, `ji`).
package struct LocaleIdentifier: Hashable, Sendable {
    /// Lowercase, two or three letters.
    package var language: String
    /// Title case, four letters (`Latn`, `Hans`).
    package var script: String?
    /// Upper case letters (`DE`) or three digits (`419`).
    package var region: String?
    /// Lowercase variants (`valencia`, `1996`).
    package var variants: [String] = []

    package init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// Parses an identifier; nil when it does not start with a two- or three-letter language.
    package init?(_ text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var modifier: Substring?
        if let at = rest.firstIndex(of: "@") {
            modifier = rest[rest.index(after: at)...]
            rest = rest[..<at]
        }
        // A POSIX code set (`de_DE.UTF-8`) says nothing about the language.
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        let subtags = rest.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        language = Self.currentLanguageCode(first.lowercased())
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }  // extensions and private use (`-u-…`, `-x-…`) do not change matching
            if script == nil, region == nil, variants.isEmpty, subtag.count == 4, subtag.allSatisfy(\.isASCIILetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty, (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit)) {
                region = subtag.uppercased()
            } else if (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isASCIIDigit == true) {
                variants.append(subtag.lowercased())
            } else {
                return nil
            }
        }
        switch modifier?.lowercased() {
        case "latin": script = script ?? "Latn"
        case "cyrillic": script = script ?? "Cyrl"
        case let other? where (5...8).contains(other.count): variants.append(other)
        default: break
        }
    }

    /// The canonical spelling: `language[-Script][-REGION][-variant…]`.
    package var identifier: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The canonical spelling of `text`, or the text itself, trimmed and lowercased, when
    /// it is not an identifier Handbook can read.
    package static func normalized(_ text: String) -> String {
        LocaleIdentifier(text)?.identifier ?? text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    // Android and Java still write the codes ISO 639 retired; catalogs from other tools use the new ones.
    private static func currentLanguageCode(_ code: String) -> String {
        switch code {
        case "iw": "he"
        case "in": "id"
        case "ji": "yi"
        default: code
        }
    }
}

fileprivate extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
