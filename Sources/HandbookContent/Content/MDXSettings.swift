import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMDX
import Yams

/// site.yml's `mdx`: how MDX 1 spellings are reported (`legacy: warn | error`) and whether
/// `.md` files are read as MDX (`md-files: md | mdx`, Docusaurus's `markdown.format`).
public struct MDXSettings: Sendable, Hashable {
    /// How the MDX 1 spellings MDX 3 rejects (`<!-- -->`, `<3`, `{` in prose) are reported.
    public var legacy: MDXLegacyLevel = .warn
    /// What `.md` pages are read as.
    public var markdownFiles: MarkdownFiles = .markdown
    /// Where `mdx:` was written; nil when site.yml has none.
    public var location: SourceLocation?

    /// What `.md` pages are read as.
    public enum MarkdownFiles: String, Sendable, Hashable, CaseIterable {
        /// CommonMark, as Handbook reads every `.md` page.
        case markdown = "md"
        /// MDX, as Docusaurus 3 reads them by default: ESM lines left out, components read.
        case mdx
    }

    public init() {}

    /// Reads `mdx: {legacy, md-files}`; a bad value is reported at its place and the default kept.
    package static func read(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> MDXSettings {
        var settings = MDXSettings()
        settings.location = reader.document.location(of: node)
        for entry in reader.entries(node, of: key) ?? [] {
            guard let text = reader.text(entry.value, entry.key) else { continue }
            switch entry.key.name {
            case SiteKeys.mdxLegacy.name: settings.legacy = MDXLegacyLevel(rawValue: text) ?? settings.legacy
            case SiteKeys.mdxMarkdownFiles.name: settings.markdownFiles = MarkdownFiles(rawValue: text) ?? settings.markdownFiles
            default: break
            }
        }
        return settings
    }

    /// Whether the page at `relative` is read as MDX.
    package func readsAsMDX(_ relative: String) -> Bool {
        let lowered = relative.lowercased()
        return lowered.hasSuffix(".mdx") || (markdownFiles == .mdx && lowered.hasSuffix(".md"))
    }
}
