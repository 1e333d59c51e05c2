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

        package init(component: String, part: String, partSummary: String? = nil) {
            self.component = component
            self.part = part
            self.partSummary = partSummary
        }
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

        package init(theme: String, contexts: [String: String], value: String, aliasChain: [String]) {
            self.theme = theme
            self.contexts = contexts
            self.value = value
            self.aliasChain = aliasChain
        }
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

        package init(name: String, type: String, description: String? = nil, deprecated: String? = nil, file: String? = nil, line: Int? = nil, column: Int? = nil, values: [TokenValue], usedBy: [TokenUse]) {
            self.name = name
            self.type = type
            self.description = description
            self.deprecated = deprecated
            self.file = file
            self.line = line
            self.column = column
            self.values = values
            self.usedBy = usedBy
        }
    }

    /// Tokens by name or prefix.
    public struct TokenList: Codable, Sendable {
        /// Every theme, as `values` name them.
        public var themes: [String]
        /// How many tokens matched, before the limit.
        public var count: Int
        public var tokens: [Token]

        package init(themes: [String], count: Int, tokens: [Token]) {
            self.themes = themes
            self.count = count
            self.tokens = tokens
        }
    }

    /// A token found for an intent, and why.
    public struct TokenMatch: Codable, Sendable {
        public var score: Int
        public var why: [String]
        public var token: Token

        package init(score: Int, why: [String], token: Token) {
            self.score = score
            self.why = why
            self.token = token
        }
    }

    /// Tokens found for an intent, best first.
    public struct TokenMatches: Codable, Sendable {
        public var intent: String
        public var matches: [TokenMatch]

        package init(intent: String, matches: [TokenMatch]) {
            self.intent = intent
            self.matches = matches
        }
    }

    /// One `style:` entry.
    public struct StyleEntry: Codable, Sendable {
        public var part: String
        public var value: String

        package init(part: String, value: String) {
            self.part = part
            self.value = value
        }
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

        package init(component: String, style: [StyleEntry], themes: [String], passes: Bool, findings: [Finding]) {
            self.component = component
            self.style = style
            self.themes = themes
            self.passes = passes
            self.findings = findings
        }
    }
}
