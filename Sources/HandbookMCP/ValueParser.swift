import Foundation
import HandbookFoundation
import MCP

/// JSON text read into the SDK's `Value`: every message a client sends (a tool call's
/// arguments) and the answers Handbook writes for `structuredContent`. The bytes go through
/// Handbook's one reader (`JSONReader`: strict, positioned, never traps — a lone surrogate
/// escape, invalid UTF-8 or 200,000 brackets are a `Malformed` with its place), then become
/// `Value`s. `Value`'s own decoding tries each type in turn and tests every string against a
/// data-URL regex it compiles per string: on a `check_labels` answer that was two thirds of
/// the call.
struct ValueParser {
    /// Why a message is not JSON, and where, for the JSON-RPC parse error.
    struct Malformed: Error, CustomStringConvertible {
        var failure: JSONReader.Failure
        var description: String { "\(failure.message) at line \(failure.position.line), column \(failure.position.column)" }
    }

    /// The value `json` holds.
    static func parse(_ json: String) throws(Malformed) -> Value {
        try parse(Array(json.utf8))
    }

    /// The value the UTF-8 `bytes` hold.
    static func parse(_ bytes: [UInt8]) throws(Malformed) -> Value {
        do {
            return value(of: try JSONReader.read(bytes))
        } catch {
            throw Malformed(failure: error)
        }
    }

    /// `answer` encoded as JSON, then read as a `Value`.
    static func value<Answer: Encodable>(of answer: Answer) throws -> Value {
        try parse(Array(try JSONEncoder().encode(answer)))
    }

    /// Whole numbers are `.int` (`1e3` and `2.0` too, as the SDK's decoding has them), the
    /// rest `.double`.
    private static func value(of element: JSONReader.Element) -> Value {
        switch element.value {
        case .object(let members):
            var fields: [String: Value] = [:]
            for member in members { fields[member.key] = value(of: member.value) }
            return .object(fields)
        case .array(let items): return .array(items.map(value(of:)))
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .number(let number, let text):
            if let int = Int(text) { return .int(int) }
            if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return .int(Int(number)) }
            return .double(number)
        }
    }
}
