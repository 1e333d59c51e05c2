/// iOS and iPadOS (UIKit and SwiftUI), as Apple's Human Interface Guidelines give them:
/// lengths in points, 44 × 44 pt targets, and tab bar labels that keep their size at larger
/// Dynamic Type sizes (a long press shows the Large Content Viewer instead). Previews use the
/// site's font stack: SF Pro is not Handbook's to ship.
struct IOSPack: PlatformPack {
    let platform = Platform.ios
    let name = "iOS"
    let unit = "pt"
    let minimumTarget = 44.0
    /// Dynamic Type's largest accessibility size is about 310 % of Large for body text.
    let largestFontScale = 3.1

    /// Material's navigation bar is, on iOS, the tab bar.
    func variant(for variant: ExampleVariant, device: DeviceClass) -> ExampleVariant {
        variant == .navigationBar || variant == .navigationRail ? .tabBar : variant
    }
}
