import HandbookDiagnostics
import HandbookFoundation

/// The parts of an Xcode String Catalog (`.xcstrings`) that labels need, read from the
/// positioned JSON (`JSONReader`), each value with where it starts. Comments, extraction
/// states and substitutions are Xcode's business and are not read.
///
/// A member of the wrong kind is a `StringCatalogDocument.Problem` at its value (a missing one
/// at the object that lacks it); a problem inside one key of `strings`, or inside one
/// localization of a key, drops that key or that localization and leaves the others.
package struct StringCatalogDocument {
    package var sourceLanguage: String
    /// Where the value of `sourceLanguage` starts.
    package var sourceLanguageAt: JSONReader.Position
    /// The keys in the order the file writes them (a key written twice: its first).
    package var strings: [Entry] = []
    /// What was wrong with keys or localizations left out.
    package var problems: [Problem] = []

    /// A value of the wrong kind, or a member missing, said in the catalog's terms.
    package struct Problem: Error, Sendable {
        package var message: String
        package var position: JSONReader.Position
    }

    /// One key of `strings`.
    package struct Entry {
        package var key: String
        package var keyPosition: JSONReader.Position
        package var shouldTranslate: Bool?
        /// Languages in the order written (a language written twice: its first).
        package var localizations: [(language: String, value: Localization)] = []
    }

    /// A key's text in one language: a single unit, or variations by plural or device.
    package struct Localization {
        package var stringUnit: Unit?
        package var plural: [String: Localization]?
        package var device: [String: Localization]?
    }

    /// A text, where its value starts, and its translation state (`translated`, `needs_review`, `new`).
    package struct Unit {
        package var state: String?
        package var value: String
        package var valueAt: JSONReader.Position
    }

    /// The catalog in `root`, or the problem that makes it no catalog (its root is not an
    /// object, `sourceLanguage` is missing or not text, `strings` is not an object).
    package init(_ root: JSONReader.Element) throws(Problem) {
        let members = try Self.members(root, at: [])
        guard let language = Self.first("sourceLanguage", in: members) else {
            throw Problem(message: "a String Catalog needs 'sourceLanguage'", position: root.position)
        }
        sourceLanguage = try Self.text(language, at: ["sourceLanguage"])
        sourceLanguageAt = language.position
        guard let strings = Self.first("strings", in: members), strings.value != .null else { return }
        var seen = Set<String>()
        for member in try Self.members(strings, at: ["strings"]) where seen.insert(member.key).inserted {
            do throws(Problem) {
                self.strings.append(try Self.entry(member, problems: &problems))
            } catch {
                problems.append(error)
            }
        }
    }

    private static func entry(_ member: JSONReader.Member, problems: inout [Problem]) throws(Problem) -> Entry {
        let path = ["strings", member.key]
        var entry = Entry(key: member.key, keyPosition: member.keyPosition)
        let fields = try members(member.value, at: path)
        if let flag = first("shouldTranslate", in: fields), flag.value != .null {
            guard case .bool(let value) = flag.value else { throw mismatch(path + ["shouldTranslate"], "true or false", at: flag) }
            entry.shouldTranslate = value
        }
        guard let localizations = first("localizations", in: fields), localizations.value != .null else { return entry }
        var seen = Set<String>()
        for language in try members(localizations, at: path + ["localizations"]) where seen.insert(language.key).inserted {
            do throws(Problem) {
                entry.localizations.append((language.key, try localization(language.value, at: path + ["localizations", language.key])))
            } catch {
                problems.append(error)
            }
        }
        return entry
    }

    private static func localization(_ element: JSONReader.Element, at path: [String]) throws(Problem) -> Localization {
        let fields = try members(element, at: path)
        var localization = Localization()
        if let unit = first("stringUnit", in: fields), unit.value != .null {
            let unitFields = try members(unit, at: path + ["stringUnit"])
            guard let value = first("value", in: unitFields) else { throw missing("value", in: path + ["stringUnit"], at: unit) }
            var state: String?
            if let written = first("state", in: unitFields), written.value != .null { state = try text(written, at: path + ["stringUnit", "state"]) }
            localization.stringUnit = Unit(state: state, value: try text(value, at: path + ["stringUnit", "value"]), valueAt: value.position)
        }
        guard let variations = first("variations", in: fields), variations.value != .null else { return localization }
        let kinds = try members(variations, at: path + ["variations"])
        localization.plural = try cases("plural", in: kinds, at: path + ["variations"])
        localization.device = try cases("device", in: kinds, at: path + ["variations"])
        return localization
    }

    private static func cases(_ name: String, in kinds: [JSONReader.Member], at path: [String]) throws(Problem) -> [String: Localization]? {
        guard let element = first(name, in: kinds), element.value != .null else { return nil }
        var cases: [String: Localization] = [:]
        for member in try members(element, at: path + [name]) where cases[member.key] == nil {
            cases[member.key] = try localization(member.value, at: path + [name, member.key])
        }
        return cases
    }

    // MARK: Values of the right kind

    private static func members(_ element: JSONReader.Element, at path: [String]) throws(Problem) -> [JSONReader.Member] {
        guard case .object(let members) = element.value else {
            if path.isEmpty { throw Problem(message: "a String Catalog must be a JSON object", position: element.position) }
            throw mismatch(path, "an object", at: element)
        }
        return members
    }

    private static func text(_ element: JSONReader.Element, at path: [String]) throws(Problem) -> String {
        guard case .string(let text) = element.value else { throw mismatch(path, "text", at: element) }
        return text
    }

    /// The first member named `key`.
    private static func first(_ key: String, in members: [JSONReader.Member]) -> JSONReader.Element? {
        members.first { $0.key == key }?.value
    }

    private static func mismatch(_ path: [String], _ kind: String, at element: JSONReader.Element) -> Problem {
        Problem(message: describe(path) + " must be " + kind + (element.value == .null ? ", not null" : ""), position: element.position)
    }

    private static func missing(_ key: String, in path: [String], at element: JSONReader.Element) -> Problem {
        Problem(message: describe(path) + " needs '\(key)'", position: element.position)
    }

    /// `in "Reviews": localizations.de.stringUnit.value` for a value under a key of
    /// `strings`, `"Reviews"` for the key's own value, the dotted path otherwise.
    private static func describe(_ path: [String]) -> String {
        guard path.count >= 2, path[0] == "strings" else { return path.joined(separator: ".") }
        let field = path.dropFirst(2).joined(separator: ".")
        return field.isEmpty ? "\"\(path[1])\"" : "in \"\(path[1])\": \(field)"
    }
}
