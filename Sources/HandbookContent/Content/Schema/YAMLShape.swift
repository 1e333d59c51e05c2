import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// What one YAML value may hold, declared once: the loaders read every value through its
/// shape (`YAMLReader+Shape.swift`), and `handbook schema` prints the same shapes as JSON
/// Schema, so what an editor accepts and what a build accepts cannot drift apart.
public indirect enum YAMLShape: Sendable, Hashable {
    /// Text, perhaps limited to a few names or to a pattern.
    case text(TextRule)
    /// A number, perhaps whole and bounded.
    case number(NumberRule)
    /// `true` or `false`.
    case flag
    /// A list whose entries share one shape.
    case list(YAMLShape, ListRule)
    /// A mapping with declared keys; any other key is `yaml.unknown-key`.
    case mapping(YAMLMapping)
    /// One of several shapes (a font is a path or a mapping with the path inside).
    case either([YAMLShape])

    /// Any text.
    public static let text = YAMLShape.text(TextRule())
    /// Text that is often a number: a label, a badge, a version.
    public static let textOrNumber = YAMLShape.text(TextRule(numbers: true))
    /// A length or size: a number greater than zero, and at most `largestLength` (a width of
    /// `1e19` would overflow every integer the layout and the SVG write it through).
    public static let positive = YAMLShape.number(NumberRule(exclusiveMinimum: 0, maximum: largestLength))
    /// The largest length, width or scale a spec, block or site.yml may give: far past any screen.
    public static let largestLength = 100_000.0
    /// A count: a whole number greater than zero.
    public static let count = YAMLShape.number(NumberRule(whole: true, exclusiveMinimum: 0))
    /// A list of texts.
    public static let texts = YAMLShape.list(.text, ListRule())

    /// One of `choices`; anything else is reported with `choices`' id.
    public static func choice(_ choices: Choices) -> YAMLShape { .text(TextRule(choices: choices)) }
}
