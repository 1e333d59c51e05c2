import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The diff and patch grammar, a line at a time: added lines (`+`) as inserted, removed
/// lines (`-`) as deleted, file headers (`diff --git`, `index`, `--- a/…` followed by
/// `+++ b/…`, mode and rename lines) and hunk ranges (`@@ -1,3 +1,4 @@`) as meta, and
/// `\ No newline at end of file` as a comment. Context lines stay plain.
///
/// A `---` line is a header only when a `+++` line follows it, so a removed line that reads
/// `-- x` (or a removed YAML `---`) stays a deletion, as in the hand-written diffs of docs.
struct DiffHighlighting: HighlightGrammar {
    var scanner: HighlightScanner
    /// Whether the previous line was a `---` header, so this `+++` line is one too.
    private var afterOldFileHeader = false

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        if byte.isLineEnd {
            scanner.position += 1
            return
        }
        scanner.skipToLineEnd()
        let wasAfterOldFileHeader = afterOldFileHeader
        afterOldFileHeader = false
        switch byte {
        case UInt8(ascii: "-") where isOldFileHeader(at: start):
            afterOldFileHeader = true
            scanner.mark(.meta, from: start)
        case UInt8(ascii: "+") where wasAfterOldFileHeader && matches("+++", at: start):
            scanner.mark(.meta, from: start)
        case UInt8(ascii: "+"):
            scanner.mark(.inserted, from: start)
        case UInt8(ascii: "-"):
            scanner.mark(.deleted, from: start)
        case UInt8(ascii: "@") where matches("@@", at: start):
            // The hunk's range; the function name git writes after it stays plain.
            var end = start + 2
            while end + 1 < scanner.position, !(scanner.bytes[end] == UInt8(ascii: "@") && scanner.bytes[end + 1] == UInt8(ascii: "@")) { end += 1 }
            scanner.mark(.meta, from: start, to: end + 1 < scanner.position ? end + 2 : scanner.position)
        case UInt8(ascii: "\\") where matches("\\ ", at: start):
            scanner.mark(.comment, from: start)
        case _ where Self.headers.contains(where: { matches($0, at: start) }):
            scanner.mark(.meta, from: start)
        default:
            break
        }
    }

    /// `--- a/file` whose next line starts with `+++`.
    private func isOldFileHeader(at start: Int) -> Bool {
        guard matches("---", at: start) else { return false }
        var next = scanner.position
        if next < scanner.bytes.count, scanner.bytes[next] == UInt8(ascii: "\r") { next += 1 }
        if next < scanner.bytes.count, scanner.bytes[next] == UInt8(ascii: "\n") { next += 1 }
        return matches("+++", at: next)
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        scanner.matches(literal, at: index - scanner.position)
    }

    /// What git and diff write before a file's hunks.
    private static let headers: [StaticString] = [
        "diff ", "index ", "new file mode", "deleted file mode", "old mode", "new mode", "similarity index",
        "dissimilarity index", "rename from", "rename to", "copy from", "copy to", "Binary files", "Only in ",
    ]
}
