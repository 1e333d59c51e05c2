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

    /// The log for `diagnostics` as a JSON value.
    public func document(_ diagnostics: [Diagnostic]) -> JSONValue {
        var rules = self.rules
        // A finding whose id no rule describes still gets a rule, so every ruleId resolves.
        let described = Set(rules.map(\.id))
        let undescribed = Dictionary(diagnostics.filter { !described.contains($0.id) }.map { ($0.id, $0.severity) }, uniquingKeysWith: max)
        for (id, severity) in undescribed.sorted(by: { $0.key < $1.key }) {
            rules.append(SARIFRule(id: id, level: severity, summary: id, help: "Reported by Handbook as \(id)."))
        }
        let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = diagnostics.sortedForDisplay().map { result($0, ruleIndex: indices[$0.id] ?? 0) }
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

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
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
        return .object(members)
    }

    /// A file as an artifact location: relative to the base directory when it is inside it,
    /// else an absolute `file://` URI (which must not carry a base id).
    func artifact(_ path: String) -> JSONValue {
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
    static func percentEncoded(_ path: String) -> String {
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
