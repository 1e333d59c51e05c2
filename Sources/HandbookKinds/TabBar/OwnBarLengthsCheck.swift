import TabLayout

/// The tab bar's examples that draw iOS 26's floating bar or iPadOS's top bar, checked against
/// the spec's `metrics:` before anything is drawn: Apple publishes none of those bars'
/// lengths, so a length the spec does not give is an error naming the example and the key
/// (`example.bar-metrics`), not a number made up here. A `search:` or `sidebar-adaptable:`
/// on an example whose bar does not draw it is a warning (`example.bar-key`).
package enum OwnBarLengthsCheck {
    /// The errors: examples drawn on iOS whose bar lacks lengths.
    package static func findings(in spec: ComponentSpec) -> [Diagnostic] {
        spec.examples.compactMap { example -> Diagnostic? in
            guard drawsOnIOS(example, in: spec) else { return nil }
            let name = example.title.map { "the example '\($0)'" } ?? "this example"
            let at = example.variantLocation ?? example.location
            // On iOS 26 a phone's tab bar is the floating bar and a tablet's the top bar.
            var generation = spec.generation
            if let version = example.iosVersion { generation.ios = version }
            switch IOSPack().variant(for: example.variant, device: example.device, generation: generation).tab {
            case .floatingTabBar:
                let missing = (spec.tabMetrics?.floating ?? FloatingBarMetrics()).missing(search: example.search != nil).map(\.rawValue)
                guard !missing.isEmpty else { return nil }
                return .error("example.bar-metrics",
                              "\(name) draws iOS 26's floating tab bar, but the spec's metrics: floating: gives no \(listed(missing)); Apple publishes none of these lengths, so the spec must give them",
                              at: at, explanation: "Add them in points, e.g. metrics: { floating: { " + missing.map { "\($0): …" }.joined(separator: ", ") + " } }. The page says which lengths came from the spec.")
            case .topTabBar:
                let missing = (spec.tabMetrics?.topBar ?? TopBarMetrics()).missing(sidebar: example.sidebarAdaptable).map(\.rawValue)
                guard !missing.isEmpty else { return nil }
                let what = example.sidebarAdaptable ? "iPadOS's top tab bar and its sidebar" : "iPadOS's top tab bar"
                return .error("example.bar-metrics",
                              "\(name) draws \(what), but the spec's metrics: top-bar: gives no \(listed(missing)); Apple publishes none of these lengths, so the spec must give them",
                              at: at, explanation: "Add them in points, e.g. metrics: { top-bar: { " + missing.map { "\($0): …" }.joined(separator: ", ") + " } }. The page says which lengths came from the spec.")
            default:
                return nil
            }
        }
    }

    /// The warnings: a search tab or sidebar written where the example's bar draws none.
    package static func strayKeys(in spec: ComponentSpec) -> [Diagnostic] {
        spec.examples.flatMap { example -> [Diagnostic] in
            var found: [Diagnostic] = []
            let name = example.title.map { "the example '\($0)'" } ?? "this example"
            if let search = example.search, example.variant != .floatingTabBar {
                found.append(.warning("example.bar-key", "\(name) is not a floating tab bar (variant: floating), so its search tab '\(search.label)' is not drawn",
                                      at: search.labelLocation, explanation: "Only iOS 26's floating tab bar draws a search tab apart; list Search among the items otherwise."))
            }
            if example.sidebarAdaptable, example.variant != .topTabBar, let at = example.sidebarAdaptableLocation {
                found.append(.warning("example.bar-key", "\(name) is not an iPad top tab bar (variant: top), so sidebar-adaptable draws no sidebar",
                                      at: at, explanation: "Only iPadOS's top tab bar turns into a sidebar."))
            }
            return found
        }
    }

    /// Whether the example is drawn for iOS: its own platform, or one its spec names.
    private static func drawsOnIOS(_ example: ComponentExample, in spec: ComponentSpec) -> Bool {
        (example.platform.map { [$0] } ?? spec.platforms).contains(.ios)
    }

    private static func listed(_ keys: [String]) -> String {
        keys.count > 1 ? keys.dropLast().joined(separator: ", ") + " or " + (keys.last ?? "") : keys.joined()
    }
}
