/// One rule as a SARIF log describes it (a `reportingDescriptor`).
public struct SARIFRule: Sendable, Hashable {
    public var id: String
    /// The level findings of this rule are reported at.
    public var level: Diagnostic.Severity
    /// One sentence: what the rule asks (`shortDescription`).
    public var summary: String
    /// How to follow it, and where it is explained (`help.text`).
    public var help: String
    /// An absolute URL of the page explaining the rule, when the site has a published URL.
    public var helpURI: String?

    public init(id: String, level: Diagnostic.Severity, summary: String, help: String, helpURI: String? = nil) {
        self.id = id
        self.level = level
        self.summary = summary
        self.help = help
        self.helpURI = helpURI
    }
}

/// Diagnostics as a SARIF 2.1.0 log (`handbook check --format sarif`), for code scanning in
/// CI: one run of the `handbook` tool listing every rule it can report, then one result per
/// finding, in display order, located by a URI relative to the working directory.
public struct SARIFLog: Sendable {
    /// The OASIS schema the log follows.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Relative artifact URIs are resolved against this base: where `handbook check` ran.
    public static let sourceRoot = "%SRCROOT%"

    public var toolVersion: String
    /// Every rule, in the order the log lists them.
    public var rules: [SARIFRule]
    /// The absolute path relative URIs start from (the working directory).
    public var baseDirectory: String
    /// Where a finding that names no file is placed (the site's settings file), relative to
    /// `baseDirectory`: code scanning shows only results with a location.
    public var fallbackFile: String

    public init(toolVersion: String, rules: [SARIFRule], baseDirectory: String, fallbackFile: String) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.baseDirectory = baseDirectory
        self.fallbackFile = fallbackFile
    }

    /// The log for `diagnostics`, as JSON text ending in a newline.
    public func encode(_ diagnostics: [Diagnostic]) -> String {
        document(diagnostics).printed()
    }

    /// The log of a check against a baseline: each result with its `baselineState` (`new`,
    /// `unchanged`), then a result for each finding the baseline holds that is gone (`absent`).
    public func encode(_ comparison: BaselineComparison) -> String {
        document(comparison.findings.map(\.diagnostic), states: comparison.findings.map(\.state), absent: comparison.absent).printed()
    }

    /// The log for `diagnostics` as a JSON value; `states` (in display order) and `absent`
    /// when compared with a baseline.
    public func document(_ diagnostics: [Diagnostic], states: [BaselineState]? = nil, absent: [FindingBaseline.Entry] = []) -> JSONValue {
        var rules = self.rules
        // A finding whose id no rule describes still gets a rule, so every ruleId resolves.
        let described = Set(rules.map(\.id))
        let undescribed = Dictionary(diagnostics.filter { !described.contains($0.id) }.map { ($0.id, $0.severity) }, uniquingKeysWith: max)
        for (id, severity) in undescribed.sorted(by: { $0.key < $1.key }) {
            rules.append(SARIFRule(id: id, level: severity, summary: id, help: "Reported by Handbook as \(id)."))
        }
        for entry in absent where !rules.contains(where: { $0.id == entry.fingerprint.rule }) {
            rules.append(SARIFRule(id: entry.fingerprint.rule, level: entry.severity, summary: entry.fingerprint.rule, help: "Reported by Handbook as \(entry.fingerprint.rule)."))
        }
        let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // With states, `diagnostics` are in display order already (the comparison's order).
        let ordered = states == nil ? diagnostics.sortedForDisplay() : diagnostics
        var results = ordered.enumerated().map { index, diagnostic in
            result(diagnostic, ruleIndex: indices[diagnostic.id] ?? 0, state: states?[index])
        }
        results += absent.map { absentResult($0, ruleIndex: indices[$0.fingerprint.rule] ?? 0) }
        let driver: JSONValue = [
            "name": "handbook",
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "rules": .array(rules.map(Self.descriptor)),
        ]
        let run: JSONValue = [
            "tool": ["driver": driver],
            "originalUriBaseIds": .object([.init(Self.sourceRoot, ["description": ["text": "The folder handbook check ran in: the repository's root in CI."]])]),
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        return ["$schema": .string(Self.schemaURI), "version": "2.1.0", "runs": [run]]
    }

    private static func descriptor(_ rule: SARIFRule) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("id", .string(rule.id)),
            .init("shortDescription", ["text": .string(rule.summary)]),
            .init("help", ["text": .string(rule.help)]),
        ]
        if let helpURI = rule.helpURI { members.append(.init("helpUri", .string(helpURI))) }
        members.append(.init("defaultConfiguration", ["level": .string(rule.level.rawValue)]))
        return .object(members)
    }

    /// A finding the baseline holds that was not found again: `baselineState` `absent`, at its
    /// file (a baseline keeps no line).
    private func absentResult(_ entry: FindingBaseline.Entry, ruleIndex: Int) -> JSONValue {
        let file = entry.fingerprint.file.isEmpty ? fallbackFile : entry.fingerprint.file
        return .object([
            .init("ruleId", .string(entry.fingerprint.rule)),
            .init("ruleIndex", .number(Double(ruleIndex))),
            .init("level", .string(entry.severity.rawValue)),
            .init("message", ["text": .string(entry.message)]),
            .init("locations", [["physicalLocation": ["artifactLocation": artifact(file)]]]),
            .init("partialFingerprints", [Self.fingerprintKey: .string(entry.fingerprint.hash)]),
            .init("baselineState", "absent"),
        ])
    }

    /// The key of Handbook's fingerprint in `partialFingerprints`: rule, file and subject, no
    /// line (`FindingFingerprint`), so code scanning follows a finding when lines move.
    public static let fingerprintKey = "handbookFinding/v1"

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int, state: BaselineState? = nil) -> JSONValue {
        let text = diagnostic.explanation.map { diagnostic.message + "\n" + $0 } ?? diagnostic.message
        var physical: [JSONValue.Member] = []
        if let location = diagnostic.location {
            physical.append(.init("artifactLocation", artifact(location.file)))
            physical.append(.init("region", ["startLine": .number(Double(location.line)), "startColumn": .number(Double(location.column))]))
        } else {
            physical.append(.init("artifactLocation", artifact(fallbackFile)))
        }
        var members: [JSONValue.Member] = [
            .init("ruleId", .string(diagnostic.id)),
            .init("ruleIndex", .number(Double(ruleIndex))),
            .init("level", .string(diagnostic.severity.rawValue)),
            .init("message", ["text": .string(text)]),
            .init("locations", [["physicalLocation": .object(physical)]]),
        ]
        // A note's place (the catalog entry a translated label came from) is a related location.
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
            guard let location = note.location else { return nil }
            return ["id": .number(Double(index)), "message": ["text": .string(note.message)],
                    "physicalLocation": ["artifactLocation": artifact(location.file),
                                         "region": ["startLine": .number(Double(location.line)), "startColumn": .number(Double(location.column))]]]
        }
        if !related.isEmpty { members.append(.init("relatedLocations", .array(related))) }
        members.append(.init("partialFingerprints", [Self.fingerprintKey: .string(FindingFingerprint(diagnostic).hash)]))
        if let state { members.append(.init("baselineState", .string(state.rawValue))) }
        return .object(members)
    }

    /// A file as an artifact location: relative to the base directory when it is inside it,
    /// else an absolute `file://` URI (which must not carry a base id).
    package func artifact(_ path: String) -> JSONValue {
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        var relative = path
        if path.hasPrefix("/") {
            guard path.hasPrefix(base) else { return ["uri": .string("file://" + Self.percentEncoded(path))] }
            relative = String(path.dropFirst(base.count))
        }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return ["uri": .string(Self.percentEncoded(relative)), "uriBaseId": .string(Self.sourceRoot)]
    }

    /// A path as a URI path: bytes outside RFC 3986's unreserved set and `/` are `%XX`-escaped.
    package static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
