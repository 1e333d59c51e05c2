
/// A kind of component (`kind:` in a spec): a name and the definition behind it. Two kinds
/// are the same when their names are.
public struct ComponentKind: Sendable, Hashable, CustomStringConvertible {
    package let definition: any ComponentKindDefinition

    package init(_ definition: any ComponentKindDefinition) {
        self.definition = definition
    }

    /// The name a spec's `kind:` gives: `tabs`.
    public var rawValue: String { definition.name }
    public var description: String { rawValue }

    public static func == (lhs: ComponentKind, rhs: ComponentKind) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The engine variant its previews use by default.
    package var defaultVariant: ExampleVariant { definition.defaultVariant }
    /// States the kind can show.
    package var supportedStates: [String] { definition.supportedStates }
}

/// The kinds a build knows: the built-in ones (`HandbookKinds`), and any a caller registers.
public struct ComponentKinds: Sendable {
    /// In registration order.
    public private(set) var all: [ComponentKind]

    package init(_ all: [ComponentKind]) {
        self.all = all
    }

    /// The kind named `name`.
    public subscript(name: String) -> ComponentKind? { all.first { $0.rawValue == name } }

    /// Adds `definition`, replacing a kind of the same name.
    package mutating func register(_ definition: any ComponentKindDefinition) {
        all.removeAll { $0.rawValue == definition.name }
        all.append(ComponentKind(definition))
    }
}
