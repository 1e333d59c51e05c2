import Foundation

/// The older versions' part of the build: load each (or find it in the cache), then write
/// each into the site's output under its folder — from the cache when its commit, its
/// neighbours' pages and Handbook itself are unchanged, so ten versions cost little more
/// than one.
extension BuildState {
    /// "Loading versions": each version's page folders, and the version itself unless its
    /// files for this set of versions are cached.
    mutating func loadVersions(site: LoadedSite) {
        let sources = versionSources ?? []
        guard !sources.isEmpty else { return }
        let basePath = site.config.basePath
        var loaded: [LoadedVersion] = []
        for (index, source) in sources.enumerated() {
            let pagesFile = VersionBundle.pagesFile(source, basePath: basePath, cacheFolder: options.cacheFolder)
            if let pagesFile, let directories = VersionBundle.readDirectories(pagesFile) {
                loaded.append(LoadedVersion(source: source, site: nil, directories: directories))
            } else if let version = load(sources, index, basePath: basePath) {
                if let pagesFile { VersionBundle.writeDirectories(version.directories, to: pagesFile) }
                loaded.append(version)
            }
        }
        let links = VersionLinks(entries: [VersionLinks.Entry(name: VersionLinks.currentName, prefix: "", directories: Set(site.pages.map(\.directory)))]
            + loaded.map { VersionLinks.Entry(name: $0.source.version.name, prefix: $0.prefix, directories: $0.directories) })
        for index in loaded.indices {
            let file = VersionBundle.bundleFile(loaded[index].source, basePath: basePath, links: links,
                                                extra: options.liveReloadScript, cacheFolder: options.cacheFolder)
            loaded[index].bundleFile = file
            if loaded[index].site == nil, !(file.map(FileManager.default.fileExists(atPath:)) ?? false),
               let position = sources.firstIndex(where: { $0.version.name == loaded[index].source.version.name }) {
                loaded[index].site = load(sources, position, basePath: basePath)?.site
            }
        }
        versions = loaded
        versionLinks = links
    }

    /// "Rendering pages": each version rendered under its folder, or written from the cache.
    mutating func renderVersions(into output: any SiteOutput) {
        guard let links = versionLinks, var loaded = versions else { return }
        for index in loaded.indices {
            let prefixed = PrefixedOutput(base: output, prefix: loaded[index].prefix)
            if loaded[index].site == nil {
                if let file = loaded[index].bundleFile, let found = Self.write(bundle: file, into: prefixed) {
                    diagnostics += found
                    reusedVersions.append(loaded[index].source.version.name)
                    continue
                }
                // The cached files went missing or were damaged since loading: load it now.
                guard let sources = versionSources, let position = sources.firstIndex(where: { $0.version.name == loaded[index].source.version.name }),
                      let site = load(sources, position, basePath: site?.config.basePath ?? "") else { continue }
                loaded[index].site = site.site
            }
            guard let site = loaded[index].site else { continue }
            let recording = RecordingOutput(base: prefixed)
            diagnostics += site.render(into: recording, cache: nil, versions: links, version: index + 1).failures
            loaded[index].recording = recording
        }
        versions = loaded
    }

    /// Writes a cached version's files into `output`: those the output already holds (the
    /// spare generation, by their hash) are kept without reading the bundle's bytes; the
    /// rest are read from it. Nil when the bundle cannot be read.
    private static func write(bundle file: String, into output: PrefixedOutput) -> [Diagnostic]? {
        guard let index = VersionBundle.readIndex(file) else { return nil }
        let missing = zip(index, concurrentMap(index) { output.keep($0.path, hash: $0.hash) }).filter { !$0.1 }.map(\.0)
        guard !missing.isEmpty else { return [] }
        guard let files = VersionBundle.read(missing, of: file) else { return nil }
        return output.write(missing.compactMap { entry in files[entry.path].map { (path: entry.path, data: $0) } })
    }

    /// "Publishing": each rendered version's other files; then its files are cached.
    mutating func publishVersions() {
        for version in versions ?? [] {
            guard let site = version.site, let recording = version.recording else { continue }
            let found = site.publish(into: recording, isVersion: true)
            diagnostics += found
            if !found.hasErrors, let file = version.bundleFile {
                VersionBundle.write(recording.files, to: file)
            }
        }
    }

    /// Loads `sources[index]`, with the specs of the version before it for its changes.
    private mutating func load(_ sources: [VersionSource], _ index: Int, basePath: String) -> LoadedVersion? {
        let previous = sources.indices.contains(index + 1) ? PreviousSpecs(sources[index + 1], kinds: options.kinds) : nil
        let (site, found) = SiteLoader.load(sources[index], parent: options, basePath: basePath, previous: previous)
        diagnostics += found
        return site.map { LoadedVersion(source: sources[index], site: $0, directories: Set($0.pages.map(\.directory))) }
    }
}
