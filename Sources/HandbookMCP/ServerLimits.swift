/// What one client may ask of `handbook mcp` at once, so no request can hold the server: a
/// message past `maxMessageBytes` is refused before it is parsed, an argument past its cap is
/// a tool error naming the cap, a call past `callBudget` is answered with a tool error (its
/// work is told to stop), and an answer past `answerBudget` bytes is cut with a cursor.
/// README's "Agents" section lists them; `handbook mcp` takes the first three as options.
public struct ServerLimits: Sendable {
    /// The longest message, in bytes (4 MB): a longer line is skipped unread and answered
    /// with JSON-RPC's invalid-request error.
    public var maxMessageBytes = 4 * 1024 * 1024
    /// How long one tool call may take, in seconds.
    public var callBudget = 20.0
    /// The largest answer, in bytes of its JSON (about 20,000 tokens): a longer one is cut
    /// with `truncated: true` and a `cursor` to ask for the rest.
    public var answerBudget = 80_000
    /// The most labels (items) a call may lay out or check.
    public var maxLabels = 50
    /// The longest label, in characters (a tab label is a word or two).
    public var maxLabelLength = 200
    /// The longest search query or token description, in characters.
    public var maxQueryLength = 500
    /// The most locales `translations` may give.
    public var maxTranslations = 40
    /// The most tool calls running at once; more are answered with a tool error.
    public var maxConcurrentCalls = 16

    public init() {}
}
