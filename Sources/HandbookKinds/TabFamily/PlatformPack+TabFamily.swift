import TabLayout

/// What the tab family's variants become on each platform, and what a reader should know of it.
extension PlatformPack {
    /// The engine variant an example of `variant` is drawn as on this platform in `generation`:
    /// each platform draws an app's bar its own way — iOS 26's floating bar (or the top bar on
    /// an iPad), the edge-to-edge tab bar before it, Material's navigation bar and rail, the
    /// family's own bar on the web.
    package func variant(for variant: ExampleVariant, device: DeviceClass, generation: PlatformGeneration) -> ExampleVariant {
        switch platform {
        case .ios:
            // Material's navigation bar is, on iOS, the tab bar.
            let bar = [.navigationBar, .navigationRail, .navigationRailExpanded].contains(variant) ? .tabBar : variant
            guard bar == .tabBar, generation.ios == .ios26 else { return bar }
            return device == .tablet ? .topTabBar : .floatingTabBar
        case .android:
            // Material switches from the bar to the rail at 600 dp, the medium window class.
            if variant == .navigationRailExpanded { return variant }
            let bars: [ExampleVariant] = [.tabBar, .navigationBar, .navigationRail, .floatingTabBar, .topTabBar]
            guard bars.contains(variant) else { return variant }
            return device == .tablet ? .navigationRail : .navigationBar
        case .web:
            // The web draws the family's own bar for an app's navigation, not Material's nor Apple's.
            return [.navigationBar, .navigationRail, .navigationRailExpanded, .floatingTabBar, .topTabBar].contains(variant) ? .tabBar : variant
        }
    }

    /// What a reader should know about how the platform draws `example` (Android's tablet tab
    /// bar is a navigation rail), said beside its picture.
    package func note(for example: ComponentExample) -> String? {
        switch platform {
        case .ios:
            // Said of the examples written as these bars; a page on iOS 26 draws every tab bar so.
            guard example.writtenVariant == nil else { return nil }
            switch example.variant {
            case .floatingTabBar:
                return "iOS 26 floats the tab bar above the content, sets a search tab apart at its end, and can shrink it while the page scrolls."
            case .topTabBar:
                return "From iPadOS 18 the tab bar sits at the top of the screen" + (example.sidebarAdaptable ? " and can turn into a sidebar." : ".")
            default:
                return nil
            }
        case .android:
            guard variant(for: example.variant, device: example.device, generation: .current) == .navigationRail else { return nil }
            return "From 600 dp wide, Material moves the destinations into a navigation rail at the screen's leading edge."
        case .web:
            return nil
        }
    }
}
