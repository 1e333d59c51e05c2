import DesignTokens
import Foundation
import HandbookFoundation

/// The site's design tokens (site.yml `tokens`), read once and resolved in every theme
/// previews may be drawn in. A site without tokens has `none`: no themes, the theme's paints.
public struct SiteTokens: Sendable {
    /// The tokens as read; nil without `tokens:`.
    public let system: TokenSystem?
    /// Every combination of the resolver's contexts, resolved, the default one first.
    public let themes: [TokenTheme]
    /// The files read, content-relative paths as diagnostics name them.
    public let files: [String]

    /// A site without tokens.
    public static let none = SiteTokens(system: nil, themes: [], files: [])

    /// The first theme: every modifier at its default context.
    public var defaultTheme: TokenTheme? { themes.first }

    /// Reads what `settings` names under `contentDirectory`. Errors in the files fail the
    /// step; a context `settings` names that no modifier has is `tokens.context-unknown` there.
    package static func load(_ settings: TokenSettings?, contentDirectory: String) -> (SiteTokens, [Diagnostic]) {
        guard let settings else { return (.none, []) }
        guard settings.resolver != nil || !settings.files.isEmpty else {
            return (.none, [.error("site.tokens", "tokens names no resolver and no token files", at: settings.location)])
        }
        let place = { (path: String) in contentDirectory + "/" + path }
        // Token files and every `$ref` stay inside the content folder: their values are
        // published on token pages.
        let boundary = FolderBoundary(folder: contentDirectory)
        let reader = TokenFileReader { path in
            switch boundary.read(path, limit: 64 << 20) {
            case .success(let data):
                return [UInt8](data)
            case .failure(.missing):
                throw CocoaError(.fileReadNoSuchFile)
            case .failure(let refusal):
                let (id, message, explanation) = FolderBoundary.describe(refusal, shown: path, folder: "the content folder '\(contentDirectory)'")
                throw TokenFileRefused(.error(id, message, at: SourceLocation(file: path, line: 1, column: 1), explanation: explanation))
            }
        }
        let (system, found): (TokenSystem?, [Diagnostic])
        if let resolver = settings.resolver {
            guard FileManager.default.fileExists(atPath: place(resolver.value)) else {
                return (.none, [.error("tokens.file-missing", "token resolver '\(resolver.value)' does not exist", at: resolver.location)])
            }
            (system, found) = TokenSystem.load(resolverAt: place(resolver.value), reader: reader)
        } else {
            for file in settings.files where !FileManager.default.fileExists(atPath: place(file.value)) {
                return (.none, [.error("tokens.file-missing", "token file '\(file.value)' does not exist", at: file.location)])
            }
            (system, found) = TokenSystem.load(files: settings.files.map { place($0.value) }, reader: reader)
        }
        var diagnostics = found
        guard let system, !found.hasErrors else { return (.none, diagnostics) }
        let (selections, problems) = Self.selections(system.modifiers, named: settings.contexts)
        let defaults = Dictionary(system.modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first ?? "") }, uniquingKeysWith: { first, _ in first })
        diagnostics += problems
        var themes: [TokenTheme] = []
        for selection in selections {
            let (set, resolved) = system.resolve(Dictionary(uniqueKeysWithValues: selection.map { ($0.modifier, $0.context) }))
            // Each context reports the same broken alias again; one report is enough.
            for diagnostic in resolved.map(Self.untilUsed) { Self.merge(diagnostic, into: &diagnostics) }
            var theme = TokenTheme(selection: selection, tokens: set, defaults: defaults)
            // Contexts that differ only in punctuation (`hc_dark`, `hc-dark`) would share an id.
            var number = 1
            let base = theme.id
            while themes.contains(where: { $0.id == theme.id }) {
                number += 1
                theme.id = "\(base)-\(number)"
            }
            themes.append(theme)
        }
        return (SiteTokens(system: system, themes: themes, files: system.files), diagnostics.map(Self.countingAliases))
    }

    /// Adds `diagnostic` to `list`, or folds it into the report it repeats: the same place in
    /// another context, or — for an alias to a missing token — another alias to the same
    /// token, which becomes a note of the first, so a missing token is said once.
    package static func merge(_ diagnostic: Diagnostic, into list: inout [Diagnostic]) {
        let sameReport = list.firstIndex { $0.id == diagnostic.id && $0.message == diagnostic.message
            && ($0.location == diagnostic.location || diagnostic.id == "tokens.alias-missing") }
        guard let index = sameReport else {
            list.append(diagnostic)
            return
        }
        let places = [Diagnostic.Note(diagnostic.id == "tokens.alias-missing" ? "also refers to it" : "written the same way", at: diagnostic.location)] + diagnostic.notes
        for note in places where note.location != list[index].location && !list[index].notes.contains(where: { $0.location == note.location }) {
            list[index].notes.append(note)
        }
    }

    /// A report that gathered other places says how many, for readers of the console (the
    /// JSON and SARIF list each as a note): the aliases to a missing token, the values of a
    /// file written the same non-standard way.
    private static func countingAliases(_ diagnostic: Diagnostic) -> Diagnostic {
        guard !diagnostic.notes.isEmpty else { return diagnostic }
        var counted = diagnostic
        let count = diagnostic.notes.count
        switch diagnostic.id {
        case "tokens.alias-missing":
            counted.explanation = [diagnostic.explanation, "\(count) more alias\(count == 1 ? "" : "es") refer to it (each a note in --format json and SARIF)."]
                .compactMap { $0 }.joined(separator: " ")
        case "tokens.nonstandard":
            counted.message += " (and \(count) more in this file, read the same way)"
        default: break
        }
        return counted
    }

    /// A broken token is a warning until a spec uses it (then `StyledSpec` reports it as an
    /// error): a team's published set often carries a token or two no tool of theirs reads,
    /// and one of those should not stop the site. Broken files stay errors.
    package static func untilUsed(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error, tokenLevel.contains(diagnostic.id) else { return diagnostic }
        var warning = diagnostic
        warning.severity = .warning
        warning.explanation = [diagnostic.explanation, "No spec uses this token, so the site is built without it; a spec whose style or metrics use it gets this as an error."]
            .compactMap { $0 }.joined(separator: " ")
        return warning
    }

    /// The ids of problems with one token, not with a file.
    package static let tokenLevel: Set<String> = ["tokens.alias-missing", "tokens.alias-cycle", "tokens.type-mismatch", "tokens.type-missing", "tokens.color-invalid"]

    /// Every combination of contexts to draw, the defaults first: each modifier's contexts
    /// (those `named` of it, when `named` names any), in the resolver's order. At most
    /// `limit` combinations; past it, each modifier varies alone with the others at default.
    package static func selections(_ modifiers: [TokenModifier], named: [Located<String>], limit: Int = 32) -> ([[TokenTheme.Choice]], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let all = Set(modifiers.flatMap(\.contexts))
        for name in named where !all.contains(name.value) {
            let hint = Spelling.suggestion(for: name.value, among: Array(all)).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(.error("tokens.context-unknown", "the token resolver has no context '\(name.value)'\(hint)", at: name.location,
                                      explanation: "Contexts: " + modifiers.map { "\($0.name): \($0.contexts.joined(separator: ", "))" }.joined(separator: "; ") + "."))
        }
        let wanted = Set(named.map(\.value))
        let choices: [[TokenTheme.Choice]] = modifiers.map { modifier in
            let fallback = modifier.defaultContext ?? modifier.contexts.first ?? ""
            var contexts = modifier.contexts.filter { wanted.isEmpty || wanted.contains($0) }
            if contexts.isEmpty { contexts = [fallback] }
            // The default first, so the first combination is every modifier's default.
            if let at = contexts.firstIndex(of: fallback) { contexts.insert(contexts.remove(at: at), at: 0) }
            return contexts.map { TokenTheme.Choice(modifier: modifier.name, context: $0) }
        }
        let count = choices.reduce(1) { $0 * max($1.count, 1) }
        var combinations: [[TokenTheme.Choice]] = [[]]
        if count <= limit {
            for options in choices where !options.isEmpty {
                combinations = combinations.flatMap { prefix in options.map { prefix + [$0] } }
            }
        } else {
            let defaults = choices.compactMap(\.first)
            combinations = [defaults]
            for (index, options) in choices.enumerated() {
                for option in options.dropFirst() {
                    var selection = defaults
                    selection[index] = option
                    combinations.append(selection)
                }
            }
        }
        return (combinations, diagnostics)
    }
}

/// One combination of resolver contexts and the tokens it resolves to.
public struct TokenTheme: Sendable {
    /// One modifier set to one of its contexts.
    public struct Choice: Sendable, Hashable {
        public var modifier: String
        public var context: String
    }

    /// The contexts, in resolution order.
    public let selection: [Choice]
    public let tokens: TokenSet
    /// The contexts that name the theme: the first modifier's always, the others' only
    /// where they leave their default ("dark", "dark · coarse", not "dark · default").
    package let named: [Choice]
    /// The contexts that leave their modifier's default (none for the default theme).
    package let changed: [Choice]

    /// The theme's id in element ids and the theme switch: `dark`, `dark-high-contrast`;
    /// unique among the site's themes.
    public internal(set) var id: String

    package init(selection: [Choice], tokens: TokenSet, defaults: [String: String] = [:]) {
        self.selection = selection
        self.tokens = tokens
        let named = selection.enumerated().filter { index, choice in index == 0 || defaults[choice.modifier] != choice.context }.map(\.element)
        self.named = named
        changed = selection.filter { defaults[$0.modifier] != nil && defaults[$0.modifier] != $0.context }
        let id = String(named.map(\.context).joined(separator: "-").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        self.id = id.isEmpty ? "tokens" : id
    }

    /// `theme=dark;contrast=high`: the `<svg>`'s `data-tokens`.
    public var dataTokens: String { selection.map { "\($0.modifier)=\($0.context)" }.joined(separator: ";") }

    /// A name for people: the contexts, e.g. "Dark · High contrast"; "Tokens" with no modifier.
    public var name: String {
        let names = named.map { Self.displayName($0.context) }
        return names.isEmpty ? "Tokens" : names.joined(separator: " · ")
    }

    /// The contexts as the resolver writes them, in findings' brackets: `dark`, `light_ax`.
    public var label: String {
        named.isEmpty ? "tokens" : named.map(\.context).joined(separator: "-")
    }

    /// The contexts that leave their defaults, as the resolver writes them (`xxxLarge`,
    /// `coarse`): how findings name a context that changes sizes rather than paints.
    public var changedLabel: String {
        changed.isEmpty ? label : changed.map(\.context).joined(separator: "-")
    }

    /// `high-contrast` → "High contrast".
    package static func displayName(_ context: String) -> String {
        let words = context.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        return words.joined(separator: " ").capitalizedFirst
    }

    /// The context of `modifier` in this theme.
    public func context(of modifier: String) -> String? { selection.first { $0.modifier == modifier }?.context }
}
