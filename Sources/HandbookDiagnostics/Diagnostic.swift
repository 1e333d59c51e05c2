/// A place in a source file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file's path as the user named it (relative to the working directory when possible).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One finding about the user's content: an error fails the build, a warning does not.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    /// A stable identifier users and tests can refer to, e.g. `front-matter.syntax`.
    public var id: String
    /// One line saying what is wrong.
    public var message: String
    /// Where it is; `nil` for problems with no file (a missing folder is located at its path).
    public var location: SourceLocation?
    /// Longer text: why it matters and how to fix it.
    public var explanation: String?
    /// The build step that found it (`Reading pages`), set by the build; nil outside one.
    public var step: String?
    /// Other places the finding depends on, each with a line saying how: the catalog entry a
    /// translated label came from, the keys an ambiguous label names. Written by `--format
    /// json` (`notes`) and SARIF (`relatedLocations`); the console shows the message alone.
    public var notes: [Note] = []

    /// A place related to a diagnostic, and what it has to do with it.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation?, explanation: String? = nil) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.explanation = explanation
    }

    /// An error diagnostic.
    public static func error(_ id: String, _ message: String, at location: SourceLocation?, explanation: String? = nil) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, explanation: explanation)
    }

    /// A warning diagnostic.
    public static func warning(_ id: String, _ message: String, at location: SourceLocation?, explanation: String? = nil) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, explanation: explanation)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file and position; diagnostics without a file come first.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted { a, b in
            switch (a.location, b.location) {
            case (nil, nil): return (a.id, a.message) < (b.id, b.message)
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l != r ? l < r : (a.id, a.message) < (b.id, b.message)
            }
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

/// Thrown when a stage cannot go on; carries every diagnostic found so far.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
