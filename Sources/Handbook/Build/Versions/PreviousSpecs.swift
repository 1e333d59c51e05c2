import Foundation
import HandbookFoundation

/// The component specs of the version before the one being built (the next entry of
/// site.yml's `versions`), so each component page can say what changed since.
public struct PreviousSpecs: Sendable {
    /// The version's name, e.g. `1.0`.
    public let version: String
    /// Its specs by component name (`tabs`).
    public let specs: [String: ComponentSpec]
    /// Its design tokens, resolved in every context, so a page can say what a token change
    /// does (a contrast that now fails, a label that now truncates).
    let tokens: SiteTokens

    init(version: String, specs: [String: ComponentSpec], tokens: SiteTokens = .none) {
        self.version = version
        self.specs = specs
        self.tokens = tokens
    }

    /// The specs of `source`'s exported content; specs that do not load are left out (an old
    /// version's files are history: its own build reported them, and a spec missing here
    /// only leaves its page without "what changed").
    init(_ source: VersionSource) {
        var specs: [String: ComponentSpec] = [:]
        let folder = source.contentDirectory + "/" + Conventions.componentsFolder
        // A committed link out of the exported tree is not followed (its own build refuses it).
        let boundary = FolderBoundary(folder: source.contentDirectory)
        for file in BestEffortFiles.names(in: folder) where file.hasSuffix(".yml") || file.hasSuffix(".yaml") {
            guard boundary.escape(at: folder + "/" + file) == nil else { continue }
            let path = Conventions.componentsFolder + "/" + file
            // An older spec that cannot be read has no changes to show; its own version's build reports it.
            guard let source = try? SourceText.read(contentsOf: folder + "/" + file, displayPath: path) else { continue }
            let name = Conventions.componentName(ofSpec: path)
            if let spec = ComponentSpecLoader.load(source, name: name, sourcePath: path).0 { specs[name] = spec }
        }
        self.init(version: source.version.name, specs: specs, tokens: Self.tokens(in: source.contentDirectory))
    }

    /// The tokens the version's site.yml names, read from its exported content; none when its
    /// settings or token files do not load (its own build reported why).
    private static func tokens(in contentDirectory: String) -> SiteTokens {
        let path = contentDirectory + "/" + Conventions.settingsFile
        guard FolderBoundary(folder: contentDirectory).escape(at: path) == nil,
              // An older version is history: its own build reported what does not load.
              let source = try? SourceText.read(contentsOf: path, displayPath: Conventions.settingsFile) else { return .none }
        let (config, _) = SiteConfig.parse(source)
        return SiteTokens.load(config.tokens, contentDirectory: contentDirectory).0
    }
}
