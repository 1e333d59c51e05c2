import TextMetrics

/// Everything Handbook knows of one platform a team ships, in one place: the unit its
/// lengths are named in, its touch target, how its text grows with the reader's font scale,
/// the font its previews are measured and drawn with. What a kind's variants become on it (a
/// tab bar is Material's navigation bar on Android) is the kind's to say
/// (`PlatformPack+TabFamily.swift`). A new platform is one folder under `Platforms/` with a
/// type conforming to this and one case of `Platform`.
package protocol PlatformPack: Sendable {
    /// The platform, as specs name it (`platform: android`).
    var platform: Platform { get }
    /// How pages and findings name it: "iOS", "Android", "Web".
    var name: String { get }
    /// The words that already say a title is about this platform ("iPad", "iOS 26"), so a
    /// page does not add " on iOS" to "Television app on iPad".
    var namesInTitles: [String] { get }
    /// The unit its lengths are given in: pt, dp, px.
    var unit: String { get }
    /// The smallest touch target, in `unit`, on each side.
    var minimumTarget: Double { get }
    /// The largest font scale its readers can choose (2.0 for Android's 200 %).
    var largestFontScale: Double { get }
    /// The face previews on this platform draw Latin, Greek and Cyrillic with, ahead of the
    /// site's stack (which covers the other scripts); nil: the site's stack alone.
    var previewFace: FontFace? { get }
    /// The device widths its rules check at, from the site's: a platform whose phones (in
    /// `generation`) are never narrower than some width starts there.
    func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double]
    /// The factor a label of `fontSize` grows by when the reader's font scale is `scale`.
    func textScale(forFontScale scale: Double, fontSize: Double) -> Double
}

extension PlatformPack {
    package var previewFace: FontFace? { nil }
    package var namesInTitles: [String] { [name] }

    /// `title` said on this platform: " on iOS" added unless the title already names it.
    package func title(_ title: String) -> String {
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        return namesInTitles.contains(where: words.contains) ? title : "\(title) on \(name)"
    }
    package func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double] { site }
    package func textScale(forFontScale scale: Double, fontSize: Double) -> Double { scale }

    /// The platform's name in findings: `ios`, `android`.
    package var tag: String { platform.rawValue }
}

/// The packs Handbook ships, one per `Platform`.
package enum PlatformPacks {
    /// The pack for `platform`; a spec that names none is drawn as for the web, whose
    /// rules (24 px targets, text that grows) are the least platform-bound.
    package static func pack(for platform: Platform?) -> any PlatformPack {
        switch platform {
        case .ios: IOSPack()
        case .android: AndroidPack()
        case .web: WebPack()
        case nil: WebPack(unit: "pt")
        }
    }
}
