import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The shell grammar (bash, sh, zsh) and shell sessions: comments, single-, double- and
/// `$'…'`-quoted strings, variables (`$name`, `${…}`, `$1`, `$?`), `$( … )` and backtick
/// substitutions (highlighted as commands, in strings too), heredoc bodies (as strings),
/// reserved words, the command word of each command (as a tag), `-f`/`--flag` options (as
/// attributes), `NAME=value` assignments and operators.
///
/// In a session (`console`, `shellsession`) a line that starts with a `$ ` or `# ` prompt is a
/// command, the prompt being punctuation, and the other lines are output, left plain; a
/// session without any prompt is read as a script.
struct ShellHighlighting: HighlightGrammar {
    var scanner: HighlightScanner
    /// Whether the code is a session with prompts and output.
    var isSession = false

    /// Code (counting the parentheses it opened; a substitution's own `)` or backtick ends
    /// it), or a double-quoted string's text.
    private enum Context { case code(parentheses: Int, backtick: Bool), doubleQuoted }
    private var contexts: [Context] = [.code(parentheses: 0, backtick: false)]
    /// Whether the next word is a command's name.
    private var atCommand = true
    /// After `export`, `local` and the like: the next words are assignments, not commands.
    private var declaring = false
    /// Counts the words after `for`, `select` or `case`, whose second is the keyword `in`.
    private var wordsSinceLoop = Int.max
    /// Heredocs opened on this line, whose bodies start on the next: delimiter, and whether `<<-` strips tabs.
    private var heredocs: [(delimiter: [UInt8], stripsTabs: Bool)] = []
    /// In a session: whether the whole code has no prompt (then it is a script), decided once.
    private var sessionHasPrompts: Bool?
    /// In a session: whether the current line continues a command (its predecessor ended in `\`).
    private var continuesCommand = false

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    static func html(_ code: String, session: Bool) -> String {
        var grammar = Self(scanner: HighlightScanner(code))
        grammar.isSession = session
        return grammar.run()
    }

    private static let maximumDepth = 64

    mutating func step() {
        if isSession, contexts.count == 1, isAtLineStart, readsSessionLine() { return }
        switch contexts.last ?? .code(parentheses: 0, backtick: false) {
        case .code(let parentheses, let backtick): stepCode(parentheses: parentheses, backtick: backtick)
        case .doubleQuoted: scanDoubleQuoted()
        }
    }

    private var isAtLineStart: Bool {
        scanner.position == 0 || scanner.bytes[scanner.position - 1].isLineEnd
    }

    // MARK: Sessions

    /// At a session line's start: marks a prompt and returns false (the command follows), or
    /// passes over an output line and returns true.
    private mutating func readsSessionLine() -> Bool {
        if sessionHasPrompts == nil { sessionHasPrompts = Self.hasPrompt(scanner.bytes) }
        guard sessionHasPrompts == true else { return false }
        let start = scanner.position
        if Self.isPrompt(scanner.bytes, at: start) {
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            startCommand()
            continuesCommand = false
            return false
        }
        if continuesCommand { return false }
        scanner.skipToLineEnd()
        scanner.skip { $0.isLineEnd }
        return true
    }

    /// `$ ` or `# ` (or a lone `$`) opening a line.
    private static func isPrompt(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "$") || bytes[index] == UInt8(ascii: "#") else { return false }
        return index + 1 == bytes.count || bytes[index + 1].isBlank || bytes[index] == UInt8(ascii: "$") && bytes[index + 1].isLineEnd
    }

    private static func hasPrompt(_ bytes: [UInt8]) -> Bool {
        var lineStart = 0
        while lineStart < bytes.count {
            if isPrompt(bytes, at: lineStart) { return true }
            while lineStart < bytes.count, !bytes[lineStart].isLineEnd { lineStart += 1 }
            lineStart += 1
        }
        return false
    }

    // MARK: Code

    private mutating func stepCode(parentheses: Int, backtick: Bool) {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case _ where byte.isBlank:
            scanner.skip { $0.isBlank }
        case _ where byte.isLineEnd:
            endLine()
        case UInt8(ascii: "\\"):
            scanner.position += 1
            if let next = scanner.peek(), next.isLineEnd {
                // A continued line: in a session, the next line is still the command.
                continuesCommand = true
                skipLineBreak()
            } else if !scanner.isAtEnd {
                scanner.skipCharacter()
            }
        case UInt8(ascii: "#") where start == 0 || scanner.bytes[start - 1].isWhitespace || Self.operators.contains(scanner.bytes[start - 1]):
            scanner.markLineComment()
        case UInt8(ascii: "'"):
            scanner.markQuoted(closedBy: byte, acrossLines: true, escapes: false)
            finishWord()
        case UInt8(ascii: "$") where scanner.peek(1) == UInt8(ascii: "'"):
            scanner.position += 1
            scanner.skipQuoted(closedBy: UInt8(ascii: "'"))
            scanner.mark(.string, from: start)
            finishWord()
        case UInt8(ascii: "\"") where contexts.count < Self.maximumDepth:
            scanner.position += 1
            contexts.append(.doubleQuoted)
            scanDoubleQuoted(from: start)
        case UInt8(ascii: "$"):
            let depth = contexts.count
            scanDollar()
            // A variable is an argument; a `$(` opened a command.
            if contexts.count == depth { finishWord() }
        case UInt8(ascii: "`") where backtick:
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.removeLast()
            finishWord()
        case UInt8(ascii: "`") where contexts.count < Self.maximumDepth:
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.append(.code(parentheses: 0, backtick: true))
            startCommand()
        case UInt8(ascii: "("):
            scanner.position += 1
            contexts[contexts.count - 1] = .code(parentheses: parentheses + 1, backtick: backtick)
            startCommand()
        case UInt8(ascii: ")") where parentheses == 0 && contexts.count > 1 && !backtick:
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.removeLast()
            finishWord()
        case UInt8(ascii: ")"):
            scanner.position += 1
            if parentheses > 0 { contexts[contexts.count - 1] = .code(parentheses: parentheses - 1, backtick: backtick) }
            startCommand()
        case UInt8(ascii: "<") where scanner.matches("<<") && !scanner.matches("<<<"):
            scanHeredocOperator()
        case _ where Self.operators.contains(byte):
            scanner.skip { Self.operators.contains($0) }
            scanner.mark(.punctuation, from: start)
            // After a redirection comes a file name; after `|`, `;` or `&&` a command.
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") { atCommand = false } else { startCommand() }
        default:
            scanWord(from: start)
        }
    }

    /// A line break: commands start afresh, and heredoc bodies opened on the line follow.
    private mutating func endLine() {
        skipLineBreak()
        startCommand()
        continuesCommand = false
        if !heredocs.isEmpty {
            let bodies = heredocs
            heredocs = []
            for heredoc in bodies { scanHeredocBody(heredoc.delimiter, stripsTabs: heredoc.stripsTabs) }
        }
    }

    /// Moves past one `\n`, `\r` or `\r\n`.
    private mutating func skipLineBreak() {
        if scanner.peek() == UInt8(ascii: "\r") { scanner.position += 1 }
        if scanner.peek() == UInt8(ascii: "\n") { scanner.position += 1 }
    }

    /// A word: a reserved word, a command's name, an assignment's name, an option, a number,
    /// or a plain argument. It ends at a blank, an operator, a quote or a `$`.
    private mutating func scanWord(from start: Int) {
        scanner.skip { !$0.isWhitespace && !Self.wordStops.contains($0) }
        if scanner.position == start { return }
        wordsSinceLoop = wordsSinceLoop == Int.max ? wordsSinceLoop : wordsSinceLoop + 1
        let word = scanner.word(from: start, to: scanner.position)
        if let word, word == "in", wordsSinceLoop == 2 {
            scanner.mark(.keyword, from: start)
            atCommand = false
            return
        }
        if atCommand || declaring, let equals = assignmentEquals(from: start) {
            scanner.mark(.property, from: start, to: equals)
            return
        }
        if atCommand, let word, Self.keywords.contains(word) {
            scanner.mark(.keyword, from: start)
            if Self.loops.contains(word) { wordsSinceLoop = 0 }
            atCommand = !Self.namers.contains(word)
            return
        }
        if atCommand, let word, Self.declarations.contains(word) {
            scanner.mark(.keyword, from: start)
            atCommand = false
            declaring = true
            return
        }
        if atCommand, scanner.bytes[start] > 0x20, scanner.bytes[start] < 0x7F {
            // A command's name starts with a printable ASCII character (`npm`, `./configure`, `[`).
            scanner.mark(.tag, from: start)
        } else if scanner.bytes[start] == UInt8(ascii: "-"), scanner.position - start > 1 {
            // `--flag=value`: the option is the part before the `=`.
            var end = start
            while end < scanner.position, scanner.bytes[end] != UInt8(ascii: "=") { end += 1 }
            scanner.mark(.attribute, from: start, to: end)
        } else if scanner.bytes[start..<scanner.position].allSatisfy(\.isDigit) {
            scanner.mark(.number, from: start)
        }
        finishWord()
    }

    /// The `=` of `NAME=value` when the word at `start` is one (the value stays plain).
    private func assignmentEquals(from start: Int) -> Int? {
        guard scanner.bytes[start].isIdentifierStart else { return nil }
        var index = start
        while index < scanner.position, scanner.bytes[index].isIdentifierByte { index += 1 }
        guard index < scanner.position, scanner.bytes[index] == UInt8(ascii: "=") else { return nil }
        return index
    }

    /// A command's name comes next (after `;`, `|`, `$(`, a line break …).
    private mutating func startCommand() {
        atCommand = true
        declaring = false
    }

    /// After a command's name, strings or variables the words are arguments.
    private mutating func finishWord() {
        if !declaring { atCommand = false }
    }

    /// `$name`, `$1`, `$?`, `${…}` (as properties), or `$(` / `$((` opening a substitution.
    private mutating func scanDollar() {
        let start = scanner.position
        scanner.position += 1
        guard let next = scanner.peek() else { return }
        if next == UInt8(ascii: "("), contexts.count < Self.maximumDepth {
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.append(.code(parentheses: 0, backtick: false))
            startCommand()
            return
        }
        if next == UInt8(ascii: "{") {
            scanner.skip { $0 != UInt8(ascii: "}") && !$0.isLineEnd }
            if scanner.peek() == UInt8(ascii: "}") { scanner.position += 1 }
        } else if next.isIdentifierStart {
            scanner.skip { $0.isIdentifierByte }
        } else if next.isDigit || Self.specialParameters.contains(next) {
            scanner.position += 1
        } else {
            return
        }
        scanner.mark(.property, from: start)
    }

    // MARK: Strings

    /// Double-quoted text from `start` (default: the cursor) as a string, split around the
    /// variables and substitutions it holds; the closing quote ends it.
    private mutating func scanDoubleQuoted(from start: Int? = nil) {
        var runStart = start ?? scanner.position
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\\"):
                scanner.position += 1
                if !scanner.isAtEnd { scanner.skipCharacter() }
            case UInt8(ascii: "\""):
                scanner.position += 1
                scanner.mark(.string, from: runStart)
                contexts.removeLast()
                finishWord()
                return
            case UInt8(ascii: "$") where scanner.peek(1).map { $0.isIdentifierByte || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "(") || Self.specialParameters.contains($0) } == true:
                scanner.mark(.string, from: runStart)
                let depth = contexts.count
                scanDollar()
                if contexts.count > depth { return }
                runStart = scanner.position
            case UInt8(ascii: "`") where contexts.count < Self.maximumDepth:
                scanner.mark(.string, from: runStart)
                scanner.position += 1
                scanner.mark(.punctuation, from: scanner.position - 1)
                contexts.append(.code(parentheses: 0, backtick: true))
                startCommand()
                return
            default:
                scanner.position += 1
            }
        }
        scanner.mark(.string, from: runStart)
    }

    // MARK: Heredocs

    /// `<<EOF`, `<<-EOF`, `<<'EOF'`, `<< "EOF"`: the operator is punctuation, and the body
    /// that starts on the next line will be a string up to the delimiter's line.
    private mutating func scanHeredocOperator() {
        let start = scanner.position
        scanner.position += 2
        let stripsTabs = scanner.peek() == UInt8(ascii: "-")
        if stripsTabs { scanner.position += 1 }
        scanner.mark(.punctuation, from: start)
        scanner.skip { $0.isBlank }
        let wordStart = scanner.position
        var delimiter: [UInt8] = []
        while let byte = scanner.peek(), !byte.isWhitespace, !Self.operators.contains(byte) {
            if byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { delimiter.append(byte) }
            scanner.position += 1
        }
        if !delimiter.isEmpty {
            scanner.mark(.string, from: wordStart)
            heredocs.append((delimiter, stripsTabs))
        }
        atCommand = false
    }

    /// The lines up to one that is the delimiter (after its tabs, for `<<-`), as a string; the
    /// delimiter's line is punctuation.
    private mutating func scanHeredocBody(_ delimiter: [UInt8], stripsTabs: Bool) {
        let start = scanner.position
        while !scanner.isAtEnd {
            let lineStart = scanner.position
            if stripsTabs { scanner.skip { $0 == UInt8(ascii: "\t") } }
            let wordStart = scanner.position
            scanner.skipToLineEnd()
            if scanner.bytes[wordStart..<scanner.position].elementsEqual(delimiter) {
                scanner.mark(.string, from: start, to: lineStart)
                scanner.mark(.punctuation, from: wordStart)
                return
            }
            skipLineBreak()
        }
        scanner.mark(.string, from: start)
    }

    // MARK: Words

    private static let operators: Set<UInt8> = [
        UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "<"), UInt8(ascii: ">"),
    ]
    private static let wordStops: Set<UInt8> = operators.union([
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"),
        UInt8(ascii: "$"), UInt8(ascii: "\\"),
    ])
    private static let specialParameters: Set<UInt8> = [
        UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "!"), UInt8(ascii: "-"),
    ]

    /// Reserved words (bash manual, "Reserved Words"), and `[[`/`]]`.
    private static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do",
        "done", "function", "time", "coproc", "{", "}", "!", "[[", "]]",
    ]
    /// Reserved words after which a name, not a command, comes (`for i`, `function build`).
    private static let namers: Set<String> = ["for", "select", "case", "function", "coproc"]
    private static let loops: Set<String> = ["for", "select", "case"]
    /// Builtins whose arguments are assignments.
    private static let declarations: Set<String> = ["export", "local", "declare", "readonly", "typeset"]
}
