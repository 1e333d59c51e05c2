/// A guideline finding on computed geometry, e.g. a fixed tab whose label truncates.
public struct LayoutDiagnostic: Sendable, Hashable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The guidelines forbid it.
        case error
        /// The guidelines advise against it.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The rule that found it.
    public var rule: LayoutRule
    /// One sentence for the user, naming the item and the fix.
    public var message: String
    /// Index into the request's items when the finding is about one item.
    public var itemIndex: Int?

    /// A finding.
    public init(severity: Severity, rule: LayoutRule, message: String, itemIndex: Int? = nil) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.itemIndex = itemIndex
    }
}
