/// The token answers (`get_tokens`, `find_token`, `check_style`), as plain values.
extension DesignSystemAnswer {
    /// A part of a spec painted with a token.
    public struct TokenUse: Codable, Sendable, Equatable {
        /// The spec's name.
        public var component: String
        /// The `style:` part (`active-label`) or metric (`height`).
        public var part: String
        /// What the part paints, when it is a style part.
        public var partSummary: String?
    }

    /// A token's value in one context (a theme of the resolver's modifiers).
    public struct TokenValue: Codable, Sendable {
        /// The theme, as findings name it (`dark`).
        public var theme: String
        /// Modifier → context.
        public var contexts: [String: String]
        /// The value with every alias followed, as CSS writes it.
        public var value: String
        /// The tokens the value's alias passed through, nearest first.
        public var aliasChain: [String]
    }

    /// One token in every context.
    public struct Token: Codable, Sendable {
        public var name: String
        /// Its DTCG `$type`.
        public var type: String
        public var description: String?
        /// The deprecation's reason (or "deprecated"), when the token is deprecated.
        public var deprecated: String?
        public var file: String?
        public var line: Int?
        public var column: Int?
        public var values: [TokenValue]
        public var usedBy: [TokenUse]
    }

    /// Tokens by name or prefix.
    public struct TokenList: Codable, Sendable {
        /// Every theme, as `values` name them.
        public var themes: [String]
        /// How many tokens matched, before the limit.
        public var count: Int
        public var tokens: [Token]
    }

    /// A token found for an intent, and why.
    public struct TokenMatch: Codable, Sendable {
        public var score: Int
        public var why: [String]
        public var token: Token
    }

    /// Tokens found for an intent, best first.
    public struct TokenMatches: Codable, Sendable {
        public var intent: String
        public var matches: [TokenMatch]
    }

    /// One `style:` entry.
    public struct StyleEntry: Codable, Sendable {
        public var part: String
        public var value: String
    }

    /// What the build's checks say of a proposed `style:`.
    public struct StyleCheck: Codable, Sendable {
        public var component: String
        public var style: [StyleEntry]
        /// The themes the style was checked in.
        public var themes: [String]
        /// True when nothing is an error or a warning.
        public var passes: Bool
        /// Findings: a missing or ill-typed token names `style:N` (the Nth entry); contrast
        /// and target findings name their theme in brackets, with the ratio.
        public var findings: [Finding]
    }
}
