import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// site.yml's `tokens`: a resolver document or token files, relative to the content folder,
/// and the contexts previews are drawn in.
public struct TokenSettings: Sendable, Hashable {
    /// A `.resolver.json` document; nil when `files` are merged instead.
    public var resolver: Located<String>?
    public var files: [Located<String>] = []
    /// Context names to draw (each must be a context of some modifier); empty: every one.
    public var contexts: [Located<String>] = []
    /// Where `tokens:` was written.
    public var location: SourceLocation

    /// Reads `tokens: FILE` or `tokens: {resolver | files, contexts}`.
    /// One file whose name ends in `.resolver.json` is a resolver; any other is a token file.
    package static func read(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> TokenSettings? {
        var settings = TokenSettings(location: reader.document.location(of: node))
        func path(_ text: String, _ node: Node, reader: inout YAMLReader) -> Located<String>? {
            guard SiteConfig.staysInContent(text) else {
                reader.report("site.tokens", "token path '\(text)' must be relative to the content folder and stay inside it", at: node)
                return nil
            }
            return Located(text, at: reader.document.location(of: node))
        }
        func assign(_ file: Located<String>) {
            if file.value.hasSuffix(".resolver.json") { settings.resolver = file } else { settings.files.append(file) }
        }
        switch node {
        case .scalar:
            guard let text = reader.text(node, SiteKeys.tokenResolver), let file = path(text, node, reader: &reader) else { return nil }
            assign(file)
        default:
            for entry in reader.entries(node, of: key) ?? [] {
                switch entry.key.name {
                case SiteKeys.tokenResolver.name:
                    if let text = reader.text(entry.value, entry.key) { settings.resolver = path(text, entry.value, reader: &reader) }
                case SiteKeys.tokenFiles.name:
                    settings.files = (reader.texts(entry.value, entry.key) ?? []).compactMap { path($0.0, $0.1, reader: &reader) }
                default:
                    settings.contexts = (reader.texts(entry.value, entry.key) ?? []).map { Located($0.0, at: reader.document.location(of: $0.1)) }
                }
            }
        }
        if settings.resolver != nil, !settings.files.isEmpty {
            reader.report("site.tokens", "tokens names a resolver and token files; the resolver names its own files", at: node)
            return nil
        }
        return settings
    }
}
