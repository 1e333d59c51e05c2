import TabLayout

extension TabFamilyKind {
    /// The example laid out as the renderer's platform draws it, with the spec's metrics where
    /// they apply, and its truncation widths in every language.
    package func truncationThresholds(of example: ComponentExample, in spec: ComponentSpec, on renderer: PreviewRenderer) -> [TruncationThreshold] {
        let given = usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
        let (drawn, metrics) = renderer.adapt(example, metrics: given)
        // A variant the engine does not draw has no thresholds; its preview reports the refusal.
        let request: TabLayoutRequest
        // Laid out as its rendition is (a tablet's bar at the tablet's width), so its lengths are
        // the picture's and `check_labels` gives the same widths.
        do { request = try drawn.request(defaultWidth: renderer.defaultWidth(for: drawn), metrics: metrics) } catch { return [] }
        return renderer.keptTruncationThresholds(drawn, metrics: request.metrics)
    }
}
