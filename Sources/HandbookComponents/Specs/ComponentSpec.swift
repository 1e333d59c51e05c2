/// A component spec: `Content/components/NAME.yml`.
public struct ComponentSpec: Sendable {
    /// One part of the anatomy, drawn as a numbered callout.
    public struct Part: Sendable {
        public var name: String
        public var description: String

        package init(name: String, description: String) {
            self.name = name
            self.description = description
        }

        /// Parts the anatomy diagram can point at; others are listed without a callout.
        package static let calloutNames = ["container", "item", "segment", "label", "indicator", "thumb", "icon", "badge"]
    }

    /// A variant and its limits.
    public struct Variant: Sendable {
        public var name: String
        public var description: String
        public var minItems: Int?
        public var maxItems: Int?

        package init(name: String, description: String, minItems: Int? = nil, maxItems: Int? = nil) {
            self.name = name
            self.description = description
            self.minItems = minItems
            self.maxItems = maxItems
        }
    }

    /// What the spec asks of its examples: the `content` rules for labels, and the item
    /// count of the fixed variant (`variants.fixed.min-items`/`max-items`).
    public struct ContentRules: Sendable {
        public var maxWords = 2
        public var sentenceCase = true
        public var digitsAllowed = false
        /// How many items an example of a variant may hold, by variant name, where the spec
        /// narrows the guidelines' range (`variants.fixed.min-items`, `max-items`).
        public var itemRanges: [String: ClosedRange<Int>] = [:]

        public init(maxWords: Int = 2, sentenceCase: Bool = true, digitsAllowed: Bool = false, itemRanges: [String: ClosedRange<Int>] = [:]) {
            self.maxWords = maxWords
            self.sentenceCase = sentenceCase
            self.digitsAllowed = digitsAllowed
            self.itemRanges = itemRanges
        }
    }

    /// File name without extension: `tabs`, the page's URL segment.
    public var name: String
    public var sourcePath: String
    public var component: String
    /// Where `component:` was written (duplicates are reported there).
    public var componentLocation: SourceLocation?
    public var summary: String
    public var kind: ComponentKind
    /// A digest of the spec as written but for its prose (its summary and its examples'
    /// captions): what its pictures are drawn from, so pictures kept under `serve`
    /// (`RenditionMemo`) are taken again after a caption is edited. Nil for a spec not read
    /// from a file; its pictures are not kept.
    public var drawingKey: UInt64?
    /// `drawingKey` with where each of its values stands in the file: what a guideline page's
    /// blocks take from the spec (`BlockStyles`), whose findings name the spec's lines, so a
    /// summary edited in place leaves it as it was. Nil for a spec not read from a file.
    public var drawingPlacesKey: UInt64?
    /// The platforms the spec describes, in the order it names them (`platform: [ios, android]`);
    /// empty when it names none. Its examples are drawn on each, side by side.
    public var platforms: [Platform] = []
    /// Where `platform:` is written, for findings about a platform the machine cannot draw.
    public var platformsLocation: SourceLocation?
    /// The first platform the spec names: the sections that draw one bar draw it for this one.
    public var platform: Platform? { platforms.first }
    /// The iOS generation the spec names (`ios-version:`); nil: its kind decides
    /// (`ComponentSpec.generation`).
    public var iosVersion: PlatformGeneration.IOSVersion?
    /// Material's generation on Android (`android-style:`).
    public var androidStyle = PlatformGeneration.AndroidStyle.expressive
    public var anatomy: [Part] = []
    public var variants: [Variant] = []
    public var states: [String] = []
    /// The lengths `metrics:` gives (and its tokens), with the kind's defaults for the rest;
    /// nil when the spec gives none.
    public var metrics: (any ComponentMetrics)?
    /// `style:` and the metrics written as token references; resolved against the site's tokens.
    public var style = ComponentStyle()
    public var content = ContentRules()
    public var examples: [ComponentExample] = []
    public var knownGaps: [String] = []
    public var related: [String] = []
    /// Where each related name was written, for names no spec answers to.
    public var relatedLocations: [SourceLocation] = []

    package init(name: String, sourcePath: String, component: String, componentLocation: SourceLocation? = nil, summary: String, kind: ComponentKind, platforms: [Platform] = [], platformsLocation: SourceLocation? = nil, iosVersion: PlatformGeneration.IOSVersion? = nil, anatomy: [Part] = [], variants: [Variant] = [], states: [String] = [], metrics: (any ComponentMetrics)? = nil, examples: [ComponentExample] = [], knownGaps: [String] = [], related: [String] = [], relatedLocations: [SourceLocation] = []) {
        self.name = name
        self.sourcePath = sourcePath
        self.component = component
        self.componentLocation = componentLocation
        self.summary = summary
        self.kind = kind
        self.platforms = platforms
        self.platformsLocation = platformsLocation
        self.iosVersion = iosVersion
        self.anatomy = anatomy
        self.variants = variants
        self.states = states
        self.metrics = metrics
        self.examples = examples
        self.knownGaps = knownGaps
        self.related = related
        self.relatedLocations = relatedLocations
    }
}
