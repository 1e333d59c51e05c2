import Foundation

/// Which labels `check_labels` checks: as written, as the app's catalog keys (each drawn with
/// its source text and translated by its key, as a spec item with `key:` is), or one of the
/// spec's own examples by its title.
public enum LabelsAsked: Sendable {
    case labels([String])
    case keys([String])
    case example(String)
}

/// A `layout` question: the labels and how to draw them.
public struct LayoutAsked: Sendable {
    public var labels: [String]
    /// An engine variant (`navigation-rail`), or with a component one of its variant names.
    public var variant: String?
    public var width: Double
    public var selected = 0
    public var locale: String?
    public var platform: Platform?
    public var textScale = 1.0
    public var device: String?

    public init(labels: [String], width: Double) {
        self.labels = labels
        self.width = width
    }
}

/// A question the design system cannot answer as asked, naming the argument at fault and
/// what it may be, so an assistant can correct itself.
public struct AssistantRefusal: Error, Sendable, Equatable {
    public var argument: String
    public var message: String

    public init(argument: String, message: String) {
        self.argument = argument
        self.message = message
    }
}
