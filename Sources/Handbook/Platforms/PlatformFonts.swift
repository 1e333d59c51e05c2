import Synchronization
import TextMetrics

/// The measurers of platforms whose previews draw with a face of their own (Android's
/// Roboto), each over that face and then the site's stack, made when a spec first asks and
/// kept for the build: the web fonts publish what each one drew, in a family of its own.
package final class PlatformFonts: Sendable {
    private let base: FontStack
    private let made = Mutex<[Platform: FontStackMeasurer]>([:])

    init(base: FontStack) {
        self.base = base
    }

    /// The family a platform's previews ask for, declared by the preview fonts' stylesheet.
    package static func family(for pack: any PlatformPack) -> String {
        pack.previewFace == nil ? FontFaceCSS.defaultFamily : FontFaceCSS.defaultFamily + " " + pack.name
    }

    /// The `font-family` of a platform's SVG previews.
    package static func svgFamily(for pack: any PlatformPack) -> String? {
        guard let face = pack.previewFace else { return nil }
        return "'\(family(for: pack))', \(face.name.split(separator: " ").first.map(String.init) ?? face.name), sans-serif"
    }

    /// The measurer for `pack`'s previews; nil when it draws with the site's stack, or when
    /// its face is not installed (the site's stack then stands in, and `warning` says so).
    func measurer(for pack: any PlatformPack) -> FontStackMeasurer? {
        guard let face = pack.previewFace else { return nil }
        return made.withLock { made in
            if let known = made[pack.platform] { return known }
            // A face that cannot be opened leaves the site's stack to draw the previews.
            guard let measurer = try? FontStackMeasurer(stack: FontStack([face] + base.faces)) else { return nil }
            made[pack.platform] = measurer
            return measurer
        }
    }

    /// The measurers made so far, with the family each one's web fonts are declared in.
    var families: [(family: String, measurer: FontStackMeasurer)] {
        made.withLock { made in
            made.sorted { $0.key.rawValue < $1.key.rawValue }.map { (Self.family(for: PlatformPacks.pack(for: $0.key)), $0.value) }
        }
    }
}
