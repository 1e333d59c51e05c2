/// Which generation of each platform's bars a spec documents: on iOS, 26's floating bar (and
/// iPadOS's top bar) or the edge-to-edge bar of iOS 18 and earlier; on Android, Material 3
/// Expressive's short bar and wide rail or the first Material 3 bar and rail. Every section of
/// a page draws its spec's generation; an example may name its own (`ios-version: 18`).
public struct PlatformGeneration: Sendable, Hashable {
    /// The iOS releases whose tab bars differ.
    public enum IOSVersion: Int, Sendable, Hashable, CaseIterable {
        /// iOS 26: the floating bar over the content on iPhone, the top bar on iPad.
        case ios26 = 26
        /// iOS 18 and earlier: the 49 pt bar along the bottom edge.
        case ios18 = 18
    }

    /// Material's generations on Android.
    public enum AndroidStyle: String, Sendable, Hashable, CaseIterable {
        /// Material 3 Expressive: the 64 dp bar, labels beside icons from 600 dp, the 96 dp rail.
        case expressive
        /// Material 3's first bar and rail, 80 dp each.
        case baseline
    }

    public var ios: IOSVersion
    public var android: AndroidStyle

    public init(ios: IOSVersion = .ios26, android: AndroidStyle = .expressive) {
        self.ios = ios
        self.android = android
    }

    /// Today's platforms: iOS 26 and Material 3 Expressive.
    public static let current = PlatformGeneration()
}
