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
package struct IOSPack: PlatformPack {
    package let platform = Platform.ios
    package let name = "iOS"
    package let namesInTitles = ["iOS", "iPadOS", "iPhone", "iPad"]
    package let unit = "pt"
    package let minimumTarget = 44.0

    package init() {}
    /// Dynamic Type's largest accessibility size is about 310 % of Large for body text.
    package let largestFontScale = 3.1

    /// The narrowest iPhone iOS 26 runs on: the iPhone SE (2nd generation) and the 12 and 13
    /// mini, 375 pt wide (iOS 26 needs an iPhone 11, SE 2nd generation or later). The site's
    /// narrower widths, chosen for the first iPhone SE's 320 pt, are checked at 375 pt instead.
    package static let narrowestIOS26Phone = 375.0

    package func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double] {
        guard generation.ios == .ios26 else { return site }
        return [Self.narrowestIOS26Phone] + site.filter { $0 > Self.narrowestIOS26Phone }
    }

}
