import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// site.yml's `check`: the level each rule is reported at (`rules: { RULE: error | warning |
/// off }`) and the files whose findings are not reported (`ignore: [globs]`, relative to the
/// content folder, e.g. `tokens/vendor/**`), so a site built on a vendor's files can keep a
/// CI check green on its own findings.
public struct CheckSettings: Sendable, Hashable {
    /// How a rule is reported.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        /// Reported as an error: `handbook check --fail-on error` fails on it too.
        case error
        /// Reported as a warning (a guideline rule's own level).
        case warning
        /// Not reported.
        case off
    }

    /// One rule's level, where it was written.
    public struct RuleLevel: Sendable, Hashable {
        /// The rule id as written (`contrast.text`), at the key.
        public var rule: Located<String>
        public var level: Level
        /// Where the level was written.
        public var levelLocation: SourceLocation
    }

    public var rules: [RuleLevel] = []
    /// Globs relative to the content folder (`*` within a folder, `**` across folders, `?` one character).
    public var ignore: [Located<String>] = []
    /// Where `check:` was written.
    public var location: SourceLocation

    public init(location: SourceLocation) { self.location = location }

    /// Reads `check: {rules, ignore}`.
    package static func read(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> CheckSettings {
        var settings = CheckSettings(location: reader.document.location(of: node))
        for entry in reader.entries(node, of: key) ?? [] {
            switch entry.key.name {
            case SiteKeys.checkRules.name:
                for rule in reader.entries(entry.value, of: entry.key) ?? [] {
                    guard let text = reader.text(rule.value, rule.key), let level = Level(rawValue: text) else { continue }
                    settings.rules.append(RuleLevel(rule: Located(rule.key.name, at: reader.document.location(of: rule.keyNode)), level: level,
                                                    levelLocation: reader.document.location(of: rule.value)))
                }
            case SiteKeys.checkIgnore.name:
                settings.ignore = (reader.texts(entry.value, entry.key) ?? []).map { Located($0.0, at: reader.document.location(of: $0.1)) }
            default: break
            }
        }
        return settings
    }
}
