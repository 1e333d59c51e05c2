import TabLayout

extension ComponentSpec {
    /// Which generation of each platform's bars the spec documents: the iOS version it names,
    /// else iOS 26 when it gives the floating bar's lengths (Apple publishes none, so a spec
    /// without them can only draw iOS 18's bar); Material 3 Expressive unless it says baseline.
    var generation: PlatformGeneration {
        let floating = tabMetrics?.floating.map { !$0.lengths.isEmpty } ?? false
        return PlatformGeneration(ios: iosVersion ?? (floating ? .ios26 : .ios18), android: androidStyle)
    }
}

extension PlatformGeneration.AndroidStyle {
    /// The engine's name for the style.
    var materialStyle: MaterialStyle {
        switch self {
        case .expressive: .expressive
        case .baseline: .baseline
        }
    }
}
