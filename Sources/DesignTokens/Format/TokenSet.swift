import HandbookDiagnostics

/// Every token of one context, by name, in the order the files define them.
public struct TokenSet: Sendable {
    public private(set) var tokens: [String: DesignToken] = [:]
    /// Names in definition order (the order token pages list them).
    public private(set) var names: [String] = []
    /// Tokens that could not be resolved, by name, with why (a missing alias, a value of the
    /// wrong type …); a token that refers to a broken one carries that one's reason.
    public var problems: [String: Diagnostic] = [:]

    public init(_ tokens: [DesignToken] = []) {
        for token in tokens { insert(token) }
    }

    /// A set made whole: `names` are exactly the keys of `tokens`, in definition order.
    init(tokens: [String: DesignToken], names: [String]) {
        self.tokens = tokens
        self.names = names
    }

    /// Adds or replaces a token; a replaced token keeps its place in `names`.
    public mutating func insert(_ token: DesignToken) {
        if tokens.updateValue(token, forKey: token.name) == nil { names.append(token.name) }
    }

    public subscript(name: String) -> DesignToken? { tokens[name] }
    public var count: Int { names.count }
}
