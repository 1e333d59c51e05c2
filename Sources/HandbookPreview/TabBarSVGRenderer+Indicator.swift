import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

extension TabBarSVGRenderer {
    /// The indicator's drawn box in the picture: the underline under a tab, or a segmented
    /// control's thumb inside its container inset. Drawing and the selection data both ask
    /// here, so a moved indicator lands where the renderer would have drawn it.
    package func indicatorBox(_ indicator: IndicatorGeometry, layout: TabBarLayout, frame: Frame) -> (x: Double, width: Double) {
        guard layout.variant == .segmented else { return (frame.x(indicator.x), indicator.width) }
        let inset = layout.metrics.containerInset
        return (frame.x(indicator.x) + inset, indicator.width - 2 * inset)
    }

    /// Whether `item` (at `index`) is drawn: scrolled-out items are drawn faded in a
    /// scrolling strip; items listed under a tab bar's More are not drawn.
    package static func draws(_ item: LaidOutTab, in layout: TabBarLayout) -> Bool {
        (!item.hidden || layout.isScrolling) && !(item.hidden && (layout.variant == .tabBar || layout.variant == .floatingTabBar))
    }
}
