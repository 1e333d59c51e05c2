import HandbookFoundation
import TextMetrics

/// The measurers of platforms whose previews draw with a face of their own (Android's
/// Roboto), each over that face and then the site's stack, made when a spec first asks and
/// kept for the build: the web fonts publish what each one drew, in a family of its own.
package final class PlatformFonts: Sendable {
    private let base: FontStack
    private let made = Locked<[Platform: FontStackMeasurer]>([:])

    package init(base: FontStack) {
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

    /// The stack `pack`'s measurer measures with: its face, then the site's; nil without a face.
    package func stack(for pack: any PlatformPack) -> FontStack? {
        pack.previewFace.map { FontStack([$0] + base.faces) }
    }

    /// The measurer for `pack`'s previews; nil when it draws with the site's stack, or when
    /// its face is not installed (the site's stack then stands in, and `warning` says so).
    package func measurer(for pack: any PlatformPack) -> FontStackMeasurer? {
        guard let face = pack.previewFace else { return nil }
        return made.withLock { made in
            if let known = made[pack.platform] { return known }
            // A face that cannot be opened leaves the site's stack to draw the previews.
            guard let measurer = try? FontStackMeasurer(stack: stack(for: pack) ?? FontStack([face] + base.faces)) else { return nil }
            made[pack.platform] = measurer
            return measurer
        }
    }

    /// A warning when `pack` draws with a face of its own that this machine lacks: its
    /// previews are then measured and drawn with the site's stack, which the reader should
    /// know before trusting a width. Nil when the face opens, or the pack has none.
    package func missingFaceWarning(for pack: any PlatformPack, at location: SourceLocation?) -> Diagnostic? {
        guard let face = pack.previewFace, measurer(for: pack) == nil else { return nil }
        let stand = base.faces.first?.name ?? "the site's font"
        return .warning("font.substituted", "\(pack.name) previews are drawn in \(face.name), which is not installed at \(face.path); they are measured and drawn with \(stand) instead, so their widths are not \(pack.name)'s",
                        at: location, explanation: face.name.hasPrefix("Roboto")
                            ? "Install Debian's fonts-roboto (`apt-get install fonts-roboto`; the README's commands do) and build again."
                            : "Install the font and build again.")
    }

    /// The measurers made so far, with the family each one's web fonts are declared in.
    package var families: [(family: String, measurer: FontStackMeasurer)] {
        made.withLock { made in
            made.sorted { $0.key.rawValue < $1.key.rawValue }.map { (Self.family(for: PlatformPacks.pack(for: $0.key)), $0.value) }
        }
    }
}
