import Foundation
import HandbookFoundation

/// Prints diagnostics the way compilers do, so editors can jump to them:
/// `path:line:column: error: message [id]`, then the source line and a caret, the
/// explanation, and each related place as `path:line:column: note: message`.
public struct DiagnosticFormatter: Sendable {
    /// Whether to colour the severity (ANSI), e.g. when stderr is a terminal and NO_COLOR is unset.
    public var useColor: Bool
    /// Source text by file path, for the excerpt under each diagnostic.
    public var sources: [String: String]

    public init(useColor: Bool = false, sources: [String: String] = [:]) {
        self.useColor = useColor
        self.sources = sources
    }

    /// Formats every diagnostic, sorted by file and position.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedForDisplay().map(format).joined()
    }

    /// Formats one diagnostic with its excerpt, ending in a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = ""
        if let location = diagnostic.location {
            text += "\(location.file):\(location.line):\(location.column): "
        }
        text += severityLabel(diagnostic.severity) + ": " + diagnostic.message + " [\(diagnostic.id)]\n"
        if let location = diagnostic.location, let line = sourceLine(location) {
            let gutter = String(location.line)
            let pad = String(repeating: " ", count: gutter.count)
            let (excerpt, caretColumn) = Self.window(of: line, around: location.column)
            let caretIndent = excerpt.unicodeScalars.prefix(caretColumn - 1).map { $0 == "\t" ? "\t" : " " }.joined()
            text += " \(gutter) | \(excerpt)\n \(pad) | \(caretIndent)^\n"
        }
        if let explanation = diagnostic.explanation {
            text += "  note: \(explanation)\n"
        }
        // Related places as compilers print them, so an editor jumps to the catalog entry too.
        for note in diagnostic.notes {
            let place = note.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            text += "  \(place)note: \(note.message)\n"
        }
        return text
    }

    /// At most `width` scalars of a long line, around `column`, with `…` where it was cut;
    /// returns the excerpt and the column's place in it.
    package static func window(of line: String, around column: Int, width: Int = 100) -> (String, Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > width else { return (line, column) }
        let start = max(0, min(column - 1 - width / 3, scalars.count - width))
        let end = min(scalars.count, start + width)
        var excerpt = String(String.UnicodeScalarView(scalars[start..<end]))
        var caret = column - start
        if start > 0 {
            excerpt = "…" + excerpt
            caret += 1
        }
        if end < scalars.count { excerpt += "…" }
        return (excerpt, caret)
    }

    private func severityLabel(_ severity: Diagnostic.Severity) -> String {
        guard useColor else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        }
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        // Files are read from disk when not given: diagnostics are few, sources many.
        guard let source = sources[location.file] ?? readSource(location.file) else { return nil }
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == location.line {
                return String(line.hasSuffix("\r") ? line.dropLast() : line)
            }
            current += 1
        }
        return nil
    }

    private func readSource(_ path: String) -> String? {
        // Only a file inside the folder the command works in (its repository, else the
        // folder itself), opened and checked as `FolderBoundary.read` does: the excerpt of a
        // refused `/proc/self/environ` or `/etc/shadow` must not print a line of it to a CI log.
        guard case .success(let data) = excerptFolder.read(path, limit: 64 << 20) else { return nil }
        return String(validating: data, as: UTF8.self)
    }

    /// The folder excerpts may be read from: the repository holding the working folder, or
    /// that folder when it is in none.
    private var excerptFolder: FolderBoundary {
        let here = FileManager.default.currentDirectoryPath
        let repository = FolderBoundary.repository(holding: here)
        return FileManager.default.fileExists(atPath: repository.root + "/.git") ? repository : FolderBoundary(folder: here)
    }
}
