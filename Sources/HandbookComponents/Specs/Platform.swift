/// The platform a component spec describes (`platform: ios | android | web`). It decides how
/// previews treat the reader's text size: iOS tab bar labels keep their size and a long
/// press shows the Large Content Viewer; Material (Android) and web labels scale.
public enum Platform: String, Sendable, CaseIterable {
    /// UIKit and SwiftUI.
    case ios
    /// Material components on Android.
    case android
    /// Browsers.
    case web
}
