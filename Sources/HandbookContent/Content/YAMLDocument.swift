import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// A parsed YAML document that remembers where each value came from, so every value a
/// user writes wrong gets `path:line:column`.
public struct YAMLDocument {
    /// The path shown in diagnostics.
    public let path: String
    /// Added to Yams' line numbers: front matter starts below the opening `---`.
    package let lineOffset: Int
    /// The root node; `nil` for an empty document.
    public let root: Node?

    /// Parses `text`; syntax errors become a diagnostic at the offending position.
    public init(parsing text: String, path: String, firstLine: Int = 1) throws(DiagnosticsError) {
        self.path = path
        self.lineOffset = firstLine - 1
        do {
            // The encoding is named: Yams' default reads the whole process environment on every parse.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            if let duplicate = YAMLDocument.duplicateKeyDiagnostic(for: error, in: text, path: path, lineOffset: lineOffset) {
                throw DiagnosticsError([duplicate])
            }
            let diagnostic = YAMLDocument.diagnostic(for: error, path: path, lineOffset: lineOffset)
            throw DiagnosticsError([YAMLDocument.tabIndentation(near: diagnostic, in: text, lineOffset: lineOffset) ?? diagnostic])
        } catch {
            throw DiagnosticsError([.error("yaml.syntax", "cannot read YAML: \(error)", at: SourceLocation(file: path, line: firstLine, column: 1))])
        }
        // Aliases share a value, but every reader walks it once per use: nine levels of nine
        // aliases are 400 bytes of text and 387 million values to walk (an "alias bomb").
        if let root, !Self.fits(root, budget: Self.maximumValues) {
            throw DiagnosticsError([.error("yaml.too-large", "this YAML expands to more than \(Self.maximumValues) values once its aliases (*name) are repeated; nothing in it is read",
                                           at: SourceLocation(file: path, line: firstLine, column: 1),
                                           explanation: "Write the values out, or use fewer nested aliases.")])
        }
    }

    /// The most values (scalars, lists, mappings and their entries) a document may expand to.
    package static let maximumValues = 100_000

    /// Whether `node`, its aliases expanded, holds at most `budget` values: a walk that stops
    /// as soon as the budget is spent, so a bomb costs `budget` steps, never its expansion.
    private static func fits(_ node: Node, budget: Int) -> Bool {
        var remaining = budget
        var pending: [Node] = [node]
        while let next = pending.popLast() {
            remaining -= 1
            if remaining < 0 { return false }
            switch next {
            case .scalar, .alias: continue
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return true
    }

    /// Where `node` starts in the file.
    public func location(of node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: path, line: lineOffset + 1, column: 1) }
        return SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
    }

    /// Yams reports a repeated key at its mapping, with the text of the mapping; point at
    /// the second occurrence of the key instead, in one line.
    package static func duplicateKeyDiagnostic(for error: YamlError, in text: String, path: String, lineOffset: Int) -> Diagnostic? {
        guard case let .duplicatedKeysInMapping(duplicates, context) = error, let key = duplicates.first else { return nil }
        let mark = context.mark
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= mark.line {
            let indent = line.prefix { $0 == " " }.count
            guard line.dropFirst(indent).hasPrefix(key + ":") else { continue }
            seen += 1
            if seen == 2 {
                return .error("yaml.duplicate-key", "key '\(key)' appears twice", at: SourceLocation(file: path, line: index + 1 + lineOffset, column: indent + 1))
            }
        }
        return .error("yaml.duplicate-key", "key '\(key)' appears twice", at: SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column))
    }

    /// A syntax error on a line indented with a tab, said as such: libyaml's words for it
    /// ("found character that cannot start any token") do not name the tab, and editors
    /// draw a tab as spaces. At the tab itself.
    package static func tabIndentation(near diagnostic: Diagnostic, in text: String, lineOffset: Int) -> Diagnostic? {
        guard let location = diagnostic.location else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = location.line - lineOffset - 1
        guard lines.indices.contains(index) else { return nil }
        let indentation = lines[index].prefix { $0 == " " || $0 == "\t" }
        guard let tab = indentation.firstIndex(of: "\t") else { return nil }
        let column = indentation.distance(from: indentation.startIndex, to: tab) + 1
        return .error("yaml.syntax", "invalid YAML: a tab indents this line; YAML indents with spaces only",
                      at: SourceLocation(file: location.file, line: location.line, column: column),
                      explanation: "Replace the tab with spaces (most editors can show tabs, or convert them).")
    }

    package static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)".trimmingSpaces() } ?? problem
            return .error("yaml.syntax", "invalid YAML: " + detail.split(whereSeparator: \.isNewline).joined(separator: " "), at: at(mark))
        case let .reader(problem, _, _, _):
            return .error("yaml.syntax", "invalid YAML: \(problem)", at: SourceLocation(file: path, line: lineOffset + 1, column: 1))
        default:
            return .error("yaml.syntax", "invalid YAML: \(error)", at: SourceLocation(file: path, line: lineOffset + 1, column: 1))
        }
    }
}
