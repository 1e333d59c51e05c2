import TabLayout

/// What kind of component a spec describes.
public enum ComponentKind: String, Sendable, CaseIterable {
    case tabs
    case tabBar = "tab-bar"
    case segmentedControl = "segmented-control"

    /// The engine variant its previews use by default.
    var defaultVariant: TabVariant {
        switch self {
        case .tabs: .scroll
        case .tabBar: .tabBar
        case .segmentedControl: .segmented
        }
    }

    /// States the kind can show.
    var supportedStates: [String] {
        switch self {
        case .tabs: ["default", "pressed", "active", "disabled"]
        case .tabBar: ["default", "pressed", "active", "disabled", "badge"]
        case .segmentedControl: ["default", "pressed", "active", "disabled"]
        }
    }
}

/// A component spec: `Content/components/NAME.yml`.
public struct ComponentSpec: Sendable {
    /// One part of the anatomy, drawn as a numbered callout.
    public struct Part: Sendable {
        public var name: String
        public var description: String
    }

    /// A variant and its limits.
    public struct Variant: Sendable {
        public var name: String
        public var description: String
        public var minItems: Int?
        public var maxItems: Int?
    }

    /// Content rules for labels.
    public struct ContentRules: Sendable {
        public var maxWords = 2
        public var sentenceCase = true
        public var digitsAllowed = false

        public init(maxWords: Int = 2, sentenceCase: Bool = true, digitsAllowed: Bool = false) {
            self.maxWords = maxWords
            self.sentenceCase = sentenceCase
            self.digitsAllowed = digitsAllowed
        }
    }

    /// File name without extension: `tabs`, the page's URL segment.
    public var name: String
    public var sourcePath: String
    public var component: String
    public var summary: String
    public var kind: ComponentKind
    public var anatomy: [Part] = []
    public var variants: [Variant] = []
    public var states: [String] = []
    public var metrics: TabMetrics?
    public var content = ContentRules()
    public var examples: [TabExample] = []
    public var knownGaps: [String] = []
    public var related: [String] = []
}

extension ComponentSpec {
    /// Reads a spec from `source` (`name` is its file name without extension); the spec is
    /// nil when an error kept it from loading.
    public static func parse(_ source: SourceText, name: String) -> (ComponentSpec?, [Diagnostic]) {
        ComponentSpecLoader.load(source, name: name, sourcePath: "components/\(name).yml")
    }
}
