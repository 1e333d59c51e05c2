import TabLayout

extension TabLayoutEngine {
    /// `request` laid out, or nil when the engine refuses it. One policy for everything that
    /// reads layouts after the page's previews were drawn (the rules, thresholds, targets, the
    /// width explorer, the Large Content Viewer): a refusal is reported once, by the example's
    /// preview (`example.layout`) or the spec's refusals, never again by each reader.
    func layoutIfAccepted(_ request: @autoclosure () throws(TabLayoutError) -> TabLayoutRequest) -> TabBarLayout? {
        // Reported where the example is drawn (see above); a reader of layouts has nothing to add.
        try? layout(request())
    }
}
