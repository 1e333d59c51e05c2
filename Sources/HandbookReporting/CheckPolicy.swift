/// site.yml's `check:` put to work on a build's findings: rules switched `off` and warnings
/// located in `ignore`d files (a vendor's token files) are not reported by `build` or `check`;
/// rules set to `error` are reported as errors by `check` (the build still treats content
/// findings as warnings, as it does every guideline rule). An error that stops the build —
/// invalid YAML, a broken token a spec uses — keeps its level and is reported wherever it is:
/// hiding it would leave a check green over a site that does not build.
public struct CheckPolicy: Sendable {
    private let levels: [String: CheckSettings.Level]
    private let ignore: [(glob: PathGlob, written: Located<String>)]
    /// The content folder as findings name its files (`Content/`), for paths relative to it.
    private let contentPrefix: String
    /// What is wrong with the settings themselves: an unknown rule id, an error lowered.
    public let problems: [Diagnostic]

    /// The policy of `settings`; `contentDirectory` as the user named it.
    public init(_ settings: CheckSettings?, contentDirectory: String) {
        var levels: [String: CheckSettings.Level] = [:]
        var problems: [Diagnostic] = []
        let known = Self.knownRules
        for entry in settings?.rules ?? [] {
            let id = entry.rule.value
            guard let severity = known[id] else {
                let hint = Spelling.suggestion(for: id, among: Array(known.keys)).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.warning("site.check-rule", "check rules names '\(id)', which is not a rule Handbook reports\(hint)", at: entry.rule.location,
                                         explanation: "The rule ids are those in brackets at the end of each finding; `handbook check --format sarif` lists every one."))
                continue
            }
            if severity == .error, entry.level != .error {
                problems.append(.warning("site.check-rule", "'\(id)' is an error that stops the build; it cannot be made \(entry.level == .off ? "off" : "a warning")",
                                         at: entry.levelLocation, explanation: "Fix what it reports instead, or leave the file it is in out of the content folder."))
                continue
            }
            levels[id] = entry.level
        }
        self.levels = levels
        ignore = (settings?.ignore ?? []).map { (PathGlob($0.value), $0) }
        let trimmed = contentDirectory.hasPrefix("./") ? String(contentDirectory.dropFirst(2)) : contentDirectory
        contentPrefix = trimmed.isEmpty || trimmed == "." ? "" : (trimmed.hasSuffix("/") ? trimmed : trimmed + "/")
        self.problems = problems
    }

    /// Every id Handbook reports on content, with the level it reports it at.
    package static let knownRules: [String: Diagnostic.Severity] = {
        var rules = Dictionary(DiagnosticKind.all.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        for rule in GuidelineRule.all { rules[rule.id] = .warning }
        return rules
    }()

    /// Whether the policy changes anything.
    public var isEmpty: Bool { levels.isEmpty && ignore.isEmpty }

    /// `diagnostics` as `build` and `check` report them: without the rules set `off` and the
    /// warnings in ignored files; errors are always kept.
    public func filtered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.severity == .warning else { return true }
            if levels[diagnostic.id] == .off { return false }
            return !isIgnored(diagnostic.location?.file)
        }
    }

    /// `diagnostics` with the rules set to `error` raised, as `check` reports them.
    public func leveled(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard levels.values.contains(.error) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard levels[diagnostic.id] == .error else { return diagnostic }
            var raised = diagnostic
            raised.severity = .error
            return raised
        }
    }

    /// Whether a finding in `file` (as findings name it) is left out.
    package func isIgnored(_ file: String?) -> Bool {
        guard let file, !ignore.isEmpty else { return false }
        let relative = !contentPrefix.isEmpty && file.hasPrefix(contentPrefix) ? String(file.dropFirst(contentPrefix.count)) : file
        return ignore.contains { $0.glob.matches(relative) }
    }
}
