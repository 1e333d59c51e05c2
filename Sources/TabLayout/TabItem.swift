/// One item a caller asks the engine to lay out.
public struct TabItem: Sendable, Hashable {
    /// The interaction state a caller marks on an item; "active" comes from the selection.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// Neither pressed nor disabled.
        case `default`
        /// Drawn as being touched.
        case pressed
        /// Drawn with a pointer over it (a state layer at 8 %, as Material and iPadOS draw hover).
        case hovered
        /// Drawn as the keyboard's focus (a state layer at 10 % and a focus ring).
        case focused
        /// Kept in place but unavailable (the guidelines prefer this to removing the tab).
        case disabled
    }

    /// The label as written; the engine may draw a truncated form of it.
    public var label: String
    /// Pressed, hovered, focused or disabled, if the caller wants to show that state.
    public var state: State
    /// A badge at the icon's upper right (tab bars only).
    public var badge: TabBadge?
    /// Which icon the item shows, as its caller names it; the engine only carries it to the
    /// laid-out item, for whoever draws it.
    public var glyph: String?

    /// An item with a label, optionally a state, a badge and an icon.
    public init(_ label: String, state: State = .default, badge: TabBadge? = nil, glyph: String? = nil) {
        self.label = label
        self.state = state
        self.badge = badge
        self.glyph = glyph
    }
}

/// What a tab bar badge says.
public enum TabBadge: Sendable, Hashable {
    /// A count; past 99 it reads "99+", and zero or less shows no badge.
    case count(Int)
    /// An alert: "!".
    case alert

    /// The text drawn in the badge, or nil when the badge is not shown.
    public var text: String? {
        switch self {
        case .count(let value) where value <= 0: nil
        case .count(let value) where value > 99: "99+"
        case .count(let value): String(value)
        case .alert: "!"
        }
    }

    /// Parses "3", "120" or "!"; nil for anything else.
    public init?(text: String) {
        if text == "!" {
            self = .alert
        } else if let value = Int(text) {
            self = .count(value)
        } else {
            return nil
        }
    }
}
