import Foundation
import Handbook

/// Writes diagnostics, progress and summaries to stderr, in colour only on a terminal
/// without NO_COLOR.
struct Console {
    var quiet = false
    let isTerminal = isatty(STDERR_FILENO) == 1
    var useColor: Bool { isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints diagnostics sorted by file and position, each with its excerpt.
    func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(DiagnosticFormatter(useColor: useColor).format(diagnostics))
    }

    /// A progress callback that rewrites one status line, only on a terminal and when not quiet.
    var progress: (@Sendable (Int, Int, String) -> Void)? {
        guard isTerminal, !quiet else { return nil }
        return { step, total, name in
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(step)/\(total)] \(name)…".utf8))
        }
    }

    /// Ends the progress line before the summary.
    func clearProgress() {
        if isTerminal && !quiet { error("\r\u{1B}[K") }
    }
}
