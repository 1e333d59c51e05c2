import HandbookDiagnostics

/// One design token as resolved in one context: its name, type, final value and where it came from.
public struct DesignToken: Sendable, Hashable {
    /// The dotted path of groups and the token's own name: `color.text.primary`. A group's
    /// `$root` token is named by the group's path alone.
    public var name: String
    public var type: TokenType
    /// The value with every alias followed.
    public var value: TokenValue
    /// The tokens an alias passed through, nearest first: `{color.text.default}` →
    /// `["color.text.default", "palette.grey.900"]`; empty when the value is written out.
    public var aliasChain: [String]
    public var description: String?
    /// Set when the token (or a group above it) says `$deprecated`: `true` gives a nil reason.
    public var deprecation: TokenDeprecation?
    /// Where the token's `$value` is written (in the file whose definition won).
    public var location: SourceLocation

    public init(name: String, type: TokenType, value: TokenValue, aliasChain: [String] = [],
                description: String? = nil, deprecation: TokenDeprecation? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.value = value
        self.aliasChain = aliasChain
        self.description = description
        self.deprecation = deprecation
        self.location = location
    }
}

/// `$deprecated: true` or `$deprecated: "reason"`.
public struct TokenDeprecation: Sendable, Hashable {
    /// The reason as written; the replacement is usually named in it (`Use {color.text.primary}`).
    public var reason: String?
    public init(reason: String?) { self.reason = reason }
}

/// The `$type` values of the DTCG 2025.10 Format module.
public enum TokenType: String, Sendable, Hashable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// A `$type` the Format module does not define (`string`, `custom-viewportRange` …): kept
    /// as written and shown, never drawn with.
    case custom

    /// The types the Format module defines.
    public static var defined: [TokenType] { allCases.filter { $0 != .custom } }
}

/// A length: `{ "value": 16, "unit": "px" }` or `rem` (1 rem = 16 px), as the Format module
/// writes it; or, as teams also write it, relative to the font size (`em`, and `%` of it), which
/// only a typography's letter spacing and line height can measure.
public struct TokenDimension: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable {
        case px, rem, em
        /// Percent of the font size, as Figma and Tokens Studio write letter spacing (`"5%"`).
        case percent = "%"
    }
    public var value: Double
    public var unit: Unit
    public init(value: Double, unit: Unit) { self.value = value; self.unit = unit }

    /// The length in CSS pixels (which previews draw as points); nil for a length relative to
    /// the font size, which has none without one.
    public var pixels: Double? {
        switch unit {
        case .px: value
        case .rem: value * 16
        case .em, .percent: nil
        }
    }

    /// The length in CSS pixels for text of `fontSize` pixels: `em` and `%` are relative to it.
    public func pixels(fontSize: Double) -> Double {
        switch unit {
        case .px: value
        case .rem: value * 16
        case .em: value * fontSize
        case .percent: value / 100 * fontSize
        }
    }

    /// Whether the length is relative to the font size.
    public var isRelative: Bool { unit == .em || unit == .percent }
}

/// The composite `typography` value.
public struct TokenTypography: Sendable, Hashable {
    public var fontFamily: [String]
    /// Always absolute (px or rem): a font size relative to a parent's has nothing to measure by.
    public var fontSize: TokenDimension
    /// 1 … 1000; the named weights (`medium`, `bold` …) are read as their numbers.
    public var fontWeight: Double
    /// As written: px, rem, or relative to the font size (em, %).
    public var letterSpacing: TokenDimension
    /// A multiple of the font size (a dimension or a percentage is read as one).
    public var lineHeight: Double
    public init(fontFamily: [String], fontSize: TokenDimension, fontWeight: Double,
                letterSpacing: TokenDimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }

    /// The font size in CSS pixels.
    public var fontSizePixels: Double { fontSize.pixels(fontSize: 16) }

    /// The letter spacing in CSS pixels at this type's font size (`0.05em` at 14 px is 0.7 px).
    public var letterSpacingPixels: Double { letterSpacing.pixels(fontSize: fontSizePixels) }
}

/// The composite `border` value.
public struct TokenBorder: Sendable, Hashable {
    public var color: TokenColor
    public var width: TokenDimension
    /// The stroke style as written (`solid`, `dashed` … or an object's JSON).
    public var style: String
    public init(color: TokenColor, width: TokenDimension, style: String) {
        self.color = color; self.width = width; self.style = style
    }
}

/// One layer of the composite `shadow` value.
public struct TokenShadow: Sendable, Hashable {
    public var color: TokenColor
    public var offsetX: TokenDimension
    public var offsetY: TokenDimension
    public var blur: TokenDimension
    public var spread: TokenDimension
    public var inset: Bool
    public init(color: TokenColor, offsetX: TokenDimension, offsetY: TokenDimension,
                blur: TokenDimension, spread: TokenDimension, inset: Bool = false) {
        self.color = color; self.offsetX = offsetX; self.offsetY = offsetY
        self.blur = blur; self.spread = spread; self.inset = inset
    }
}

/// A resolved value, by type.
public enum TokenValue: Sendable, Hashable {
    case color(TokenColor)
    case dimension(TokenDimension)
    case fontFamily([String])
    case fontWeight(Double)
    case number(Double)
    /// Milliseconds.
    case duration(Double)
    case typography(TokenTypography)
    case border(TokenBorder)
    case shadow([TokenShadow])
    /// Types Handbook shows but does not draw with (`cubicBezier`, `strokeStyle`,
    /// `transition`, `gradient`): the value's JSON, compact.
    case other(String)
}

/// One modifier of a resolver document (`theme`, `contrast`, `size` …) and its contexts.
public struct TokenModifier: Sendable, Hashable {
    public var name: String
    /// The context names in the order the document lists them.
    public var contexts: [String]
    public var defaultContext: String?
    public var description: String?
    /// Where the modifier is declared.
    public var location: SourceLocation
    public init(name: String, contexts: [String], defaultContext: String?, description: String? = nil, location: SourceLocation) {
        self.name = name; self.contexts = contexts; self.defaultContext = defaultContext
        self.description = description; self.location = location
    }
}

extension DesignToken {
    /// The name a reference (without its braces) means: a group's `$root` token is kept under
    /// the group's path, so 2025.10's `color.accent.$root` is `color.accent` (which is read too).
    public static func name(referencedAs reference: String) -> String {
        reference.hasSuffix(".$root") ? String(reference.dropLast(6)) : reference
    }
}
