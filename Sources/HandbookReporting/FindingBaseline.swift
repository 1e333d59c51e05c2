/// The findings a site had when the baseline was taken (`handbook check --write-baseline
/// FILE`), so that CI fails only on findings that are not in it (`--baseline FILE`) while the
/// recorded ones are worked off. Each is kept by its fingerprint (rule, file, subject — no
/// line numbers) with how many times it occurred; the file is JSON with sorted entries, so
/// it diffs cleanly when committed.
public struct FindingBaseline: Sendable, Equatable {
    /// One recorded finding.
    public struct Entry: Sendable, Hashable {
        public var fingerprint: FindingFingerprint
        public var severity: Diagnostic.Severity
        /// How many findings shared the fingerprint.
        public var count: Int
        /// The first one's message, for people reading the file.
        public var message: String
    }

    /// The file format's version, the value of its `handbook-baseline` key.
    public static let formatVersion = 1

    public var entries: [Entry]

    /// A baseline of `diagnostics`.
    public init(recording diagnostics: [Diagnostic]) {
        var entries: [FindingFingerprint: Entry] = [:]
        for diagnostic in diagnostics.sortedForDisplay() {
            let fingerprint = FindingFingerprint(diagnostic)
            if entries[fingerprint] != nil {
                entries[fingerprint]?.count += 1
            } else {
                entries[fingerprint] = Entry(fingerprint: fingerprint, severity: diagnostic.severity, count: 1, message: diagnostic.message)
            }
        }
        self.entries = entries.values.sorted { $0.fingerprint < $1.fingerprint }
    }

    package init(entries: [Entry]) { self.entries = entries }

    /// The baseline as the file holds it.
    public func encode() -> String {
        let rows: [JSONValue] = entries.map { entry in
            [
                "fingerprint": .string(entry.fingerprint.hash),
                "rule": .string(entry.fingerprint.rule),
                "file": .string(entry.fingerprint.file),
                "subject": .string(entry.fingerprint.subject),
                "severity": .string(entry.severity.rawValue),
                "count": .number(Double(entry.count)),
                "message": .string(entry.message),
            ]
        }
        let document: JSONValue = ["handbook-baseline": .number(Double(Self.formatVersion)), "findings": .array(rows)]
        return document.printed()
    }

    /// Reads a baseline file's text; `path` names it in errors (`baseline.syntax`).
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> FindingBaseline {
        let root: JSONReader.Element
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw DiagnosticsError([.error("baseline.syntax", "invalid JSON: " + error.message,
                                           at: SourceLocation(file: path, line: error.position.line, column: error.position.column))])
        }
        func place(_ element: JSONReader.Element) -> SourceLocation {
            SourceLocation(file: path, line: element.position.line, column: element.position.column)
        }
        func fail(_ message: String, _ element: JSONReader.Element) -> DiagnosticsError {
            DiagnosticsError([.error("baseline.syntax", message, at: place(element),
                                     explanation: "Write the baseline anew with handbook check --write-baseline \(path).")])
        }
        guard case .number(let version, _)? = root["handbook-baseline"]?.value else {
            throw fail("not a Handbook baseline: it has no \"handbook-baseline\" version", root)
        }
        guard version == Double(formatVersion) else { throw fail("baseline format \(Int(version)) is not one this Handbook reads (\(formatVersion))", root) }
        guard let list = root["findings"], case .array(let rows) = list.value else { throw fail("the baseline has no \"findings\" list", root) }
        var entries: [Entry] = []
        for row in rows {
            func text(_ key: String) -> String? { if case .string(let value)? = row[key]?.value { value } else { nil } }
            guard let rule = text("rule"), let file = text("file"), let subject = text("subject") else {
                throw fail("a finding needs rule, file and subject", row)
            }
            var count = 1
            if case .number(let number, _)? = row["count"]?.value, number >= 1, number == number.rounded(), number < 1e9 { count = Int(number) }
            let severity = text("severity").flatMap(Diagnostic.Severity.init(rawValue:)) ?? .warning
            entries.append(Entry(fingerprint: FindingFingerprint(rule: rule, file: file, subject: subject), severity: severity,
                                 count: count, message: text("message") ?? subject))
        }
        return FindingBaseline(entries: entries)
    }

    /// `diagnostics` against the baseline: each one new or unchanged, in display order, and
    /// what the baseline holds that is gone (fixed since it was taken).
    public func compare(_ diagnostics: [Diagnostic]) -> BaselineComparison {
        var remaining = Dictionary(entries.map { ($0.fingerprint, $0.count) }, uniquingKeysWith: +)
        var findings: [(Diagnostic, BaselineState)] = []
        for diagnostic in diagnostics.sortedForDisplay() {
            let fingerprint = FindingFingerprint(diagnostic)
            if let left = remaining[fingerprint], left > 0 {
                remaining[fingerprint] = left - 1
                findings.append((diagnostic, .unchanged))
            } else {
                findings.append((diagnostic, .new))
            }
        }
        let absent = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.fingerprint], left > 0 else { return nil }
            remaining[entry.fingerprint] = 0
            var gone = entry
            gone.count = left
            return gone
        }
        return BaselineComparison(findings: findings, absent: absent)
    }
}

/// How a finding relates to a baseline: SARIF's `baselineState` values.
public enum BaselineState: String, Sendable {
    /// Not in the baseline: it fails the check.
    case new
    /// In the baseline: recorded, not failed on.
    case unchanged
    /// In the baseline but found no more: fixed.
    case absent
}

/// The findings of a check compared with a baseline.
public struct BaselineComparison: Sendable {
    /// Every finding, in display order, with its state (`new` or `unchanged`).
    public var findings: [(diagnostic: Diagnostic, state: BaselineState)]
    /// What the baseline holds that was not found (each with how many of it are gone).
    public var absent: [FindingBaseline.Entry]

    /// The findings not in the baseline.
    public var new: [Diagnostic] { findings.filter { $0.state == .new }.map(\.diagnostic) }
}
