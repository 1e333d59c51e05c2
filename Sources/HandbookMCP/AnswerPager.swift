import Foundation
import Handbook
import MCP

/// One tool's answer before it is sent: a one-line summary and the facts, with the lists (or
/// the one long text) that may be cut into parts when the whole passes the budget.
struct ToolAnswer {
    var summary: String
    var fields: [String: Value]
    /// The keys of `fields` that may be cut, in the order they are read: arrays, or a string
    /// cut at line ends.
    var pageable: [String] = []
}

/// Sends answers as MCP asks of a tool with an output schema: `structuredContent` holds the
/// facts with the content's `revision` and Handbook's version, and the text holds the same JSON
/// after a one-line summary, for clients that show the model only the text. An answer whose
/// JSON passes the budget (`ServerLimits.answerBudget`, ~20,000 tokens) is cut at whole list
/// entries (or lines) with `truncated: true` and a `cursor`; the same call with the cursor
/// gives the next part, as long as the content is unchanged.
enum AnswerPager {
    /// Where the next part starts, in the content it was cut from.
    struct Cursor: Equatable {
        var revision: String
        var offset: Int

        var text: String { "\(revision):\(offset)" }

        /// The cursor `text` spells, checked against the content now.
        init(_ text: String, revision now: String) throws(AssistantRefusal) {
            let parts = text.split(separator: ":")
            guard parts.count == 2, let offset = Int(parts[1]), offset >= 0 else {
                throw AssistantRefusal(argument: "cursor", message: "'\(text.prefix(80))' is not a cursor this server gave; leave cursor out to start again")
            }
            guard parts[0] == now else {
                throw AssistantRefusal(argument: "cursor", message: "the content changed since this cursor was given (revision \(parts[0]), now \(now)); ask again without cursor")
            }
            revision = now
            self.offset = offset
        }

        init(revision: String, offset: Int) {
            self.revision = revision
            self.offset = offset
        }
    }

    /// `value` as JSON text; throws for a number JSON cannot hold (not finite).
    static func encode(_ value: Value) throws(EncodingError) -> String {
        try ValueWriter.text(value)
    }

    /// The result for `answer`, from `cursor` on, cut to `budget` bytes of JSON; throws when
    /// the answer holds what JSON cannot (the SDK could not send it either).
    static func result(_ answer: ToolAnswer, revision: String, budget: Int, cursor: Cursor?) throws(EncodingError) -> CallTool.Result {
        try reply(answer, revision: revision, budget: budget, cursor: cursor).result
    }

    /// `result(…)` with its structured content as the JSON written for its text, so the
    /// transport sends those bytes rather than encoding the facts a second time.
    static func reply(_ answer: ToolAnswer, revision: String, budget: Int, cursor: Cursor?) throws(EncodingError) -> ToolReply {
        var fields = answer.fields
        fields["revision"] = .string(revision)
        fields["handbookVersion"] = .string(handbookVersion)
        fields["truncated"] = false
        // The pieces that may be cut, in reading order: list entries, or a text's lines.
        var pieces: [(key: String, value: Value)] = []
        var texts = Set<String>()
        for key in answer.pageable {
            switch fields[key] {
            case .array(let entries)?: pieces += entries.map { (key, $0) }
            case .string(let text)?:
                texts.insert(key)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                pieces += lines.enumerated().map { index, line in (key, Value.string(String(line) + (index + 1 < lines.count ? "\n" : ""))) }
            default: break
            }
        }
        let start = min(cursor?.offset ?? 0, pieces.count)
        var whole = fields
        if start > 0 { whole = assemble(fields, pieces: pieces[start...], keys: answer.pageable, texts: texts) }
        var json = try encode(.object(whole))
        var end = pieces.count
        if json.utf8.count > budget, !pieces.isEmpty {
            var empty = fields
            for key in answer.pageable { empty[key] = texts.contains(key) ? .string("") : .array([]) }
            empty["truncated"] = true
            empty["cursor"] = .string(Cursor(revision: revision, offset: pieces.count).text)
            var used = try encode(.object(empty)).utf8.count
            end = start
            while end < pieces.count {
                let size = try encode(pieces[end].value).utf8.count + 1
                // At least one piece a part, so every cursor moves on.
                if end > start, used + size > budget { break }
                used += size
                end += 1
            }
            whole = assemble(fields, pieces: pieces[start..<end], keys: answer.pageable, texts: texts)
            if end < pieces.count {
                whole["truncated"] = true
                whole["cursor"] = .string(Cursor(revision: revision, offset: end).text)
            }
            json = try encode(.object(whole))
        }
        var summary = answer.summary.split(separator: "\n").first.map(String.init) ?? ""
        if end < pieces.count {
            summary += " (Cut to fit: part \(start)–\(end) of \(pieces.count) entries; call again with cursor \"\(Cursor(revision: revision, offset: end).text)\" for the rest.)"
        }
        let result = CallTool.Result(content: [.text(text: summary + "\n" + json, annotations: nil, _meta: nil)], structuredContent: .object(whole), isError: false)
        return ToolReply(result: result, structuredJSON: json)
    }

    /// `fields` with each pageable key holding only its pieces among `pieces`.
    private static func assemble(_ fields: [String: Value], pieces: ArraySlice<(key: String, value: Value)>, keys: [String], texts: Set<String>) -> [String: Value] {
        var result = fields
        for key in keys {
            let mine = pieces.filter { $0.key == key }.map(\.value)
            if texts.contains(key) {
                result[key] = .string(mine.compactMap(\.stringValue).joined())
            } else if fields[key] != nil {
                result[key] = .array(mine)
            }
        }
        return result
    }

    /// A tool error: the message, one line first, as text (no structured content: MCP
    /// clients do not check an error's against the output schema).
    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
