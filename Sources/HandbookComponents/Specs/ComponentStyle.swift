import DesignTokens
import Foundation

/// A spec's `style:`: the paint and type of each drawn part, as design-token references
/// (`{color.border.brand}`) or literals (`#1f6feb`), each with the place it was written so a
/// finding about a colour points at the line that chose it.
public struct ComponentStyle: Sendable, Hashable {
    /// One written value.
    public enum Value: Sendable, Hashable {
        /// `{group.token}`: the token's dotted name.
        case token(String)
        /// A colour written out (`#rrggbb`), or a number for a metric.
        case literal(String)

        /// Reads `{a.b}` as a token reference and anything else as a literal.
        package init(_ text: String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 {
                self = .token(DesignToken.name(referencedAs: String(trimmed.dropFirst().dropLast())))
            } else {
                self = .literal(trimmed)
            }
        }

        /// As written in findings: `{color.text}` or the literal.
        public var written: String {
            switch self {
            case .token(let name): "{\(name)}"
            case .literal(let text): text
            }
        }
    }

    /// One part's value.
    public struct Entry: Sendable, Hashable {
        public var part: String
        public var value: Value
        public var location: SourceLocation

        package init(part: String, value: Value, location: SourceLocation) {
            self.part = part
            self.value = value
            self.location = location
        }
    }

    /// The `style:` parts in the order written.
    public var parts: [Entry] = []
    /// `metrics:` values written as token references (`height: "{size.tab.height}"`).
    public var metrics: [Entry] = []
    /// The parts Android draws differently (`style: android:`), over `parts`.
    public var android: [Entry] = []
    /// The key of the Android parts.
    package static let androidName = "android"

    /// The parts as `platform` draws them: on Android, `android`'s over the rest.
    public func parts(on platform: Platform?) -> [Entry] {
        guard platform == .android, !android.isEmpty else { return parts }
        let overridden = Set(android.map(\.part))
        return parts.filter { !overridden.contains($0.part) } + android
    }

    public init(parts: [Entry] = [], metrics: [Entry] = []) {
        self.parts = parts
        self.metrics = metrics
    }

    /// Whether the spec wrote any style or metric reference at all.
    public var isEmpty: Bool { parts.isEmpty && metrics.isEmpty && android.isEmpty }

    public subscript(part: String) -> Entry? { parts.first { $0.part == part } }

    /// Every part a style may name, and what each paints.
    package static let partSummaries: [(name: String, summary: String)] = [
        ("container", "The bar's background (a colour token)."),
        ("label", "Inactive labels (a colour token)."),
        ("active-label", "The selected item's label (a colour token)."),
        ("indicator", "The active indicator: the underline of tabs (a colour token)."),
        ("divider", "The hairline along the bar's edge (a colour token)."),
        ("pressed", "An item's pressed state (a colour token)."),
        ("disabled", "A disabled item's label (a colour token)."),
        ("font", "The label's typography token: family, size, weight and letter spacing."),
        ("icon", "Tab bar: inactive icons (a colour token)."),
        ("active-icon", "Tab bar: the selected item's icon (a colour token)."),
        ("badge", "Tab bar: the badge's oval (a colour token)."),
        ("badge-label", "Tab bar: the badge's text (a colour token)."),
        ("track", "Segmented control: the track behind the segments (a colour token)."),
        ("thumb", "Segmented control: the raised thumb under the selected segment (a colour token)."),
    ]

    /// The parts each kind draws.
    package static func parts(for kind: ComponentKind) -> [String] {
        kind.definition.styleParts + kind.definition.vocabulary.sharedStyleParts.filter { !kind.definition.styleParts.contains($0) }
    }
}
