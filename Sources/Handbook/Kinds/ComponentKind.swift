
/// A kind of component (`kind:` in a spec): a name and the definition behind it. Two kinds
/// are the same when their names are.
public struct ComponentKind: Sendable, Hashable, CustomStringConvertible {
    let definition: any ComponentKindDefinition

    init(_ definition: any ComponentKindDefinition) {
        self.definition = definition
    }

    /// The name a spec's `kind:` gives: `tabs`.
    public var rawValue: String { definition.name }
    public var description: String { rawValue }

    /// The built-in kind named `rawValue`.
    public init?(rawValue: String) {
        guard let kind = ComponentKinds.builtIn[rawValue] else { return nil }
        self = kind
    }

    /// The built-in kinds, in the order the schema lists them.
    public static var allCases: [ComponentKind] { ComponentKinds.builtIn.all }

    public static func == (lhs: ComponentKind, rhs: ComponentKind) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The engine variant its previews use by default.
    var defaultVariant: ExampleVariant { definition.defaultVariant }
    /// States the kind can show.
    var supportedStates: [String] { definition.supportedStates }
}

/// The kinds a build knows: the built-in three, and any a caller registers.
public struct ComponentKinds: Sendable {
    /// In registration order.
    public private(set) var all: [ComponentKind]

    init(_ all: [ComponentKind]) {
        self.all = all
    }

    /// Tabs, tab bar and segmented control. Registering a built-in kind is one entry here.
    public static let builtIn = ComponentKinds([.tabs, .tabBar, .segmentedControl])

    /// Whether these are the built-in kinds only (whose derived keys are made once).
    var isBuiltIn: Bool { all.map(\.rawValue) == Self.builtIn.all.map(\.rawValue) }

    /// The kind named `name`.
    public subscript(name: String) -> ComponentKind? { all.first { $0.rawValue == name } }

    /// Adds `definition`, replacing a kind of the same name.
    mutating func register(_ definition: any ComponentKindDefinition) {
        all.removeAll { $0.rawValue == definition.name }
        all.append(ComponentKind(definition))
    }
}

extension ComponentKind {
    public static let tabs = ComponentKind(TabsKind())
    public static let tabBar = ComponentKind(TabBarKind())
    public static let segmentedControl = ComponentKind(SegmentedControlKind())
}
