import Foundation
import HandbookPreview
import TextMetrics

/// Where items' icons come from, in the order a name is looked up:
/// 1. the team's own files, `Content/icons/NAME.svg` (and `NAME-fill.svg` for the selected glyph);
/// 2. an icon font site.yml names (`icons: { font: PATH }`), a glyph by ligature or name
///    (and `NAME-fill` or `NAME_fill` for the selected glyph);
/// 3. Google's Material Icons (Debian's `fonts-material-design-icons-iconfont`, Apache-2.0),
///    whose outlined glyph (`NAME_outline`, `NAME_border`, `NAME_none`, `NAME_outlined`) is
///    drawn for an item that is not selected and whose filled glyph (`NAME`) for the one that is.
///
/// `icon: { default: A, selected: B }` names both glyphs; each is looked up the same way.
/// Every lookup is made once; a name nothing provides is `icon.missing` at the spec's `icon:`,
/// naming the places looked in, and the item keeps the generic square.
package final class IconLibrary: @unchecked Sendable {
    /// Material Icons as Debian installs it.
    package static let bundledFontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// The suffixes of the bundled set's outlined glyphs, tried in order.
    package static let outlinedSuffixes = ["_outline", "_border", "_none", "_outlined"]

    private let inventory: ContentInventory
    private let teamFont: IconFont?
    private let teamFontPath: String?
    private let bundled: IconFont?
    private let lock = NSLock()
    private var files: [String: SVGIconReader.Outcome] = [:]

    /// The library for a site: its content (`icons/` files), its icon font, if any, already
    /// opened, and the bundled set (nil when the package is not installed).
    package init(inventory: ContentInventory, font: IconFont?, fontPath: String?, bundled: IconFont? = IconLibrary.loadBundled()) {
        self.inventory = inventory
        teamFont = font
        teamFontPath = fontPath
        self.bundled = bundled
    }

    /// Material Icons, when installed.
    package static func loadBundled() -> IconFont? {
        try? IconFont(path: bundledFontPath) // not installed: names fall through to icon.missing
    }

    /// The content path of a team icon file.
    package static func teamFile(_ name: String) -> String { Conventions.iconsFolder + "/" + name + ".svg" }

    /// Every glyph `examples` name, by the name items carry (`ComponentExample.Item.glyph`),
    /// and the problems found: names nothing provides (warnings at the `icon:`), team files
    /// that are malformed or unsafe (errors at the file), each said once.
    package func icons(for examples: [ComponentExample]) -> (icons: [String: PreviewIcon], diagnostics: [Diagnostic]) {
        var icons: [String: PreviewIcon] = [:]
        var diagnostics: [Diagnostic] = []
        for example in examples {
            for item in example.items + [example.search].compactMap({ $0 }) {
                guard let name = item.icon, let key = item.glyph, icons[key] == nil else { continue }
                let (icon, problems) = resolve(name, selected: item.selectedIcon, at: item.iconLocation ?? item.labelLocation)
                diagnostics += problems
                if let icon { icons[key] = icon }
            }
        }
        var seen = Set<Diagnostic>()
        return (icons, diagnostics.filter { seen.insert($0).inserted })
    }

    /// The glyphs for `name` (and `selected`, when the spec names it).
    package func resolve(_ name: String, selected: String?, at location: SourceLocation) -> (PreviewIcon?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let normal = art(name, location: location, problems: &problems)
        guard let normal else {
            if !problems.contains(where: { $0.severity == .error }) {
                problems.append(.warning("icon.missing", "no icon is named '\(name)': looked in \(placesLooked(name)); the item is drawn with a placeholder",
                                         at: location, explanation: "Add \(inventory.displayPath(Self.teamFile(name))), name an icon font in site.yml (icons: { font: … }), or use a Material Icons name such as home, search or person."))
            }
            return (nil, problems)
        }
        if let selected {
            guard let chosen = art(selected, location: location, problems: &problems) else {
                if !problems.contains(where: { $0.severity == .error }) {
                    problems.append(.warning("icon.missing", "no icon is named '\(selected)': looked in \(placesLooked(selected)); the selected item is drawn with '\(name)'",
                                             at: location))
                }
                return (PreviewIcon(normal: normal.art), problems)
            }
            return (PreviewIcon(normal: normal.art, selected: chosen.art), problems)
        }
        return (PreviewIcon(normal: normal.outlined ?? normal.art, selected: normal.filled ?? normal.art, outlineIsFound: normal.outlined != nil), problems)
    }

    /// One name's art, and the outlined and filled pair its source offers.
    private struct Found {
        var art: IconArt
        var outlined: IconArt?
        var filled: IconArt?
    }

    private func art(_ name: String, location: SourceLocation, problems: inout [Diagnostic]) -> Found? {
        let file = Self.teamFile(name)
        if inventory.staticFiles.contains(file) {
            guard case .art(let art) = teamFile(file, name: name, problems: &problems) else { return nil }
            let fill = Self.teamFile(name + "-fill")
            var filled: IconArt?
            if inventory.staticFiles.contains(fill), case .art(let selected) = teamFile(fill, name: name + "-fill", problems: &problems) { filled = selected }
            return Found(art: art, filled: filled)
        }
        if let teamFont, let glyph = Self.glyph(name, in: teamFont) {
            let filled = (["-fill", "_fill"].lazy.compactMap { Self.glyph(name + $0, in: teamFont) }).first
            return Found(art: glyph, filled: filled)
        }
        if let bundled, let glyph = Self.glyph(name, in: bundled) {
            let outlined = Self.outlinedSuffixes.lazy.compactMap { Self.glyph(name + $0, in: bundled) }.first
            return Found(art: glyph, outlined: outlined, filled: glyph)
        }
        return nil
    }

    /// The largest icon file read: 64 KB, some fifty times a platform's icon. Each is drawn
    /// inline in every preview that shows it, so a 5 MB path once made a 74 MB page.
    static let largestIcon = 64 << 10

    private func teamFile(_ file: String, name: String, problems: inout [Diagnostic]) -> SVGIconReader.Outcome {
        lock.lock()
        defer { lock.unlock() }
        if let read = files[file] {
            if case .refused(let diagnostic) = read { problems.append(diagnostic) }
            return read
        }
        let outcome: SVGIconReader.Outcome
        do {
            let source = try SourceText.read(contentsOf: inventory.filePath(file), displayPath: inventory.displayPath(file), limit: Self.largestIcon)
            outcome = SVGIconReader.read(source, name: file)
        } catch {
            outcome = .refused(error.diagnostics.first ?? .error("file.unreadable", "cannot read icon", at: SourceLocation(file: inventory.displayPath(file), line: 1, column: 1)))
        }
        files[file] = outcome
        if case .refused(let diagnostic) = outcome { problems.append(diagnostic) }
        return outcome
    }

    private static func glyph(_ name: String, in font: IconFont) -> IconArt? {
        font.glyph(named: name).map { IconArt.glyph(pathData: $0.pathData, advance: $0.advance, boxHeight: font.boxHeight, source: name) }
    }

    private func placesLooked(_ name: String) -> String {
        var places = [inventory.displayPath(Self.teamFile(name))]
        if let teamFontPath { places.append("the icon font \(teamFontPath)") }
        places.append(bundled == nil ? "Material Icons (not installed: apt-get install fonts-material-design-icons-iconfont)" : "Material Icons")
        return places.joined(separator: ", ")
    }
}
