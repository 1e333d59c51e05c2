/// iOS and iPadOS (UIKit and SwiftUI), as Apple's Human Interface Guidelines give them:
/// lengths in points, 44 × 44 pt targets, and tab bar labels that keep their size at larger
/// Dynamic Type sizes (a long press shows the Large Content Viewer instead). Previews use the
/// site's font stack: SF Pro is not Handbook's to ship.
///
/// Today's bars, as Apple documents them and without a length of theirs, which Apple does not
/// publish (the spec's `metrics: floating:` and `metrics: top-bar:` give them, and the page
/// says so):
/// - iOS 26's tab bar floats above the content at the bottom of the screen (HIG "Tab bars",
///   iOS); a search tab (SwiftUI `Tab(role: .search)`, UIKit `UISearchTab`) sits apart at its
///   trailing end; it can minimise while the page scrolls (`tabBarMinimizeBehavior(.onScrollDown)`,
///   `UITabBarController.MinimizeBehavior`), which SwiftUI's documentation says only iPhone
///   supports, and people bring it back by tapping a tab or scrolling to the top.
/// - iPadOS's tab bar sits at the top of the screen (iPadOS 18; UIKit's "Elevating your iPad
///   app with a tab bar and sidebar": it floats over the content and shares the navigation
///   bar's space) and can turn into a sidebar (`UITabBarController.Mode.tabSidebar`, SwiftUI's
///   `sidebarAdaptable`: "iPadOS displays a top tab bar that can adapt into a sidebar").
struct IOSPack: PlatformPack {
    let platform = Platform.ios
    let name = "iOS"
    let unit = "pt"
    let minimumTarget = 44.0
    /// Dynamic Type's largest accessibility size is about 310 % of Large for body text.
    let largestFontScale = 3.1

    /// Material's navigation bar is, on iOS, the tab bar; on iOS 26 an iPhone's tab bar floats
    /// and an iPad's sits at the top of the screen.
    func variant(for variant: ExampleVariant, device: DeviceClass, generation: PlatformGeneration) -> ExampleVariant {
        let bar = [.navigationBar, .navigationRail, .navigationRailExpanded].contains(variant) ? .tabBar : variant
        guard bar == .tabBar, generation.ios == .ios26 else { return bar }
        return device == .tablet ? .topTabBar : .floatingTabBar
    }

    /// The narrowest iPhone iOS 26 runs on: the iPhone SE (2nd generation) and the 12 and 13
    /// mini, 375 pt wide (iOS 26 needs an iPhone 11, SE 2nd generation or later). The site's
    /// narrower widths, chosen for the first iPhone SE's 320 pt, are checked at 375 pt instead.
    static let narrowestIOS26Phone = 375.0

    func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double] {
        guard generation.ios == .ios26 else { return site }
        return [Self.narrowestIOS26Phone] + site.filter { $0 > Self.narrowestIOS26Phone }
    }

    func note(for example: ComponentExample) -> String? {
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
    }
}
