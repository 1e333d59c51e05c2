extension TabLayoutEngine {
    /// The bars whose lengths only the spec gives are refused without them (never drawn with
    /// lengths made up here), and each given length must be a finite number, not negative.
    static func validateOwnLengths(_ request: TabLayoutRequest) throws(TabLayoutError) {
        switch request.variant {
        case .floatingTabBar:
            let lengths = request.metrics.floating ?? FloatingBarMetrics()
            let missing = lengths.missing(search: request.search != nil)
            guard missing.isEmpty else { throw .missingMetrics(variant: request.variant, group: "floating", keys: missing.map(\.rawValue)) }
            for key in FloatingBarLength.allCases {
                if let value = lengths[key], !(value.isFinite && value >= 0) { throw .invalidMetric(name: "floating " + key.words, value: value) }
            }
        case .topTabBar:
            let lengths = request.metrics.topBar ?? TopBarMetrics()
            let missing = lengths.missing(sidebar: request.sidebarAdaptable)
            guard missing.isEmpty else { throw .missingMetrics(variant: request.variant, group: "top-bar", keys: missing.map(\.rawValue)) }
            for key in TopBarLength.allCases {
                if let value = lengths[key], !(value.isFinite && value >= 0) { throw .invalidMetric(name: "top bar " + key.words, value: value) }
            }
            if let size = lengths[.fontSize], size <= 0 { throw .invalidMetric(name: "top bar font size", value: size) }
        default:
            break
        }
    }
}
