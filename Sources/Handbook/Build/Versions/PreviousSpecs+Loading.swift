import Foundation
import HandbookComponents
import HandbookFoundation
import HandbookKinds

extension PreviousSpecs {
    /// The specs of `source`'s exported content; specs that do not load are left out (an old
    /// version's files are history: its own build reported them, and a spec missing here
    /// only leaves its page without "what changed"). `kinds` are the kinds specs may name, as
    /// for the current specs: a registered kind's older spec is compared too.
    init(_ source: VersionSource, kinds: ComponentKinds) {
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
            if let spec = ComponentSpecLoader.load(source, name: name, sourcePath: path, kinds: kinds).0 { specs[name] = spec }
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
