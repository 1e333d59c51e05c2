import Foundation
import HandbookDiagnostics
import HandbookFoundation

extension Translations {
    /// Reads the catalogs `site.yml`'s `translations:` lists.
    ///
    /// - Parameters:
    ///   - paths: each entry of `translations:` — a file or folder, relative to the content
    ///     folder (or absolute) — with its place in `site.yml` for errors about the entry itself.
    ///   - contentRoot: the content folder as the process opens it.
    ///   - displayRoot: the content folder as diagnostics name it (`Content`).
    ///   - locales: `site.yml`'s `locales:`, the source language first.
    ///   - localeLocations: where site.yml writes each of `locales`, for warnings about a locale no catalog serves.
    /// - Returns: the translations, and every problem found: errors for malformed catalogs and
    ///   missing paths, warnings for conflicts and locales no catalog serves.
    public static func load(_ paths: [(path: String, location: SourceLocation)], contentRoot: String, displayRoot: String,
                            locales: [String], localeLocations: [SourceLocation] = []) -> (Translations, [Diagnostic]) {
        var loader = CatalogLoader(sourceLocale: locales.first.map(LocaleIdentifier.normalized) ?? "und",
                                   boundary: FolderBoundary.repository(holding: contentRoot))
        for (path, location) in paths {
            loader.load(path, contentRoot: contentRoot, displayRoot: displayRoot, listedAt: location)
        }
        let (assembled, merged) = assemble(loader.catalogs, locales: locales, localeLocations: localeLocations)
        var translations = assembled
        translations.displayRoot = displayRoot
        var seen = Set<Diagnostic>()
        let diagnostics = (loader.diagnostics + merged).filter { seen.insert($0).inserted }
        return (translations, diagnostics)
    }
}

/// Reads listed files and folders into parsed catalogs, each file once.
package struct CatalogLoader {
    package let sourceLocale: String
    private(set) var catalogs: [ParsedCatalog] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var loaded = Set<String>()
    private var androidFiles: [String: AndroidResourceCatalog.StringsFile] = [:]
    /// The repository holding the content folder: every catalog file read is inside it.
    private let boundary: FolderBoundary

    package init(sourceLocale: String, boundary: FolderBoundary) {
        self.sourceLocale = sourceLocale
        self.boundary = boundary
    }

    /// The file's text, read only when it lies inside the repository (`FolderBoundary.read`):
    /// a catalog behind a link, in a hidden folder or not, cannot publish the machine's files.
    private func text(of file: CatalogFile) throws(DiagnosticsError) -> SourceText {
        try SourceText.decode(try boundedData(of: file), path: file.displayPath)
    }

    private func boundedData(of file: CatalogFile) throws(DiagnosticsError) -> Data {
        switch boundary.read(file.filePath, limit: 64 << 20) {
        case .success(let data):
            return data
        case .failure(let refusal):
            let (id, message, explanation) = FolderBoundary.describe(refusal, shown: file.displayPath, folder: "the repository '\(boundary.root)'")
            throw DiagnosticsError([.error(id, message, at: SourceLocation(file: file.displayPath, line: 1, column: 1), explanation: explanation)])
        }
    }

    package static let formatsList = ".xcstrings, res/values*/strings.xml, .po, .xliff, .xlf"

    package mutating func load(_ path: String, contentRoot: String, displayRoot: String, listedAt location: SourceLocation) {
        let filePath = CatalogDiscovery.resolve(path, under: contentRoot)
        let displayPath = path.hasPrefix("/") ? path : CatalogDiscovery.normalized(CatalogDiscovery.join(displayRoot, path))
        var isDirectory: ObjCBool = false
        if case .outside(let target) = boundary.resolve(filePath) {
            diagnostics.append(.error("content.link-outside", "translation catalog '\(path)' leads to '\(target)', outside the repository '\(boundary.root)'; nothing behind it is read",
                                      at: location, explanation: "Catalogs are read from the repository that holds the content folder, so a pull request cannot publish the build machine's files."))
            return
        }
        guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory) else {
            diagnostics.append(.error("translation.missing-file", "translation catalog '\(path)' does not exist", at: location,
                                      explanation: "Paths in translations are relative to the content folder; \(displayPath) was looked for."))
            return
        }
        if isDirectory.boolValue {
            let (files, escapes) = CatalogDiscovery.files(in: filePath, displayPath: displayPath)
            for escape in escapes {
                diagnostics.append(.linkOutside(CatalogDiscovery.join(displayPath, escape.link), target: escape.target, folder: "the catalog folder '\(displayPath)'"))
            }
            if files.isEmpty && escapes.isEmpty {
                diagnostics.append(.warning("translation.empty-folder", "folder '\(path)' holds no translation catalogs (\(Self.formatsList))", at: location))
            }
            for file in files { read(file, listedAt: nil) }
        } else if let format = TranslationCatalogFormat(fileName: CatalogDiscovery.name(filePath)) {
            read(CatalogFile(filePath: filePath, displayPath: displayPath, format: format), listedAt: location)
        } else {
            diagnostics.append(.error("translation.unsupported-file", "'\(path)' is not a translation catalog Handbook reads (\(Self.formatsList))", at: location))
        }
    }

    /// Parses one file unless it was read already; `listedAt` is set when site.yml names the file itself.
    private mutating func read(_ file: CatalogFile, listedAt location: SourceLocation?) {
        guard loaded.insert(file.filePath).inserted else { return }
        do throws(DiagnosticsError) {
            switch file.format {
            case .stringCatalog:
                append(StringCatalogParser.parse(try text(of: file)))
            case .gettext:
                append(GettextCatalog.parse(try GettextCatalog.decode(try boundedData(of: file), file: file), relativePath: file.displayPath))
            case .xliff:
                append(XLIFFParser.parse(try text(of: file)))
            case .androidStrings:
                try readAndroid(file, listedAt: location)
            }
        } catch {
            diagnostics += error.diagnostics
        }
    }

    private mutating func readAndroid(_ file: CatalogFile, listedAt location: SourceLocation?) throws(DiagnosticsError) {
        switch AndroidValuesFolder(folderName: CatalogDiscovery.name(CatalogDiscovery.parent(file.filePath))) {
        case .defaultLanguage:
            append(AndroidResourceCatalog.sourceCatalog(try androidStrings(file), sourceLocale: sourceLocale))
        case .locale(let locale):
            // The default strings give the source texts; they are read (once) whichever file comes first.
            let defaultsFile = CatalogFile(filePath: Self.sibling("values", of: file.filePath), displayPath: Self.sibling("values", of: file.displayPath), format: .androidStrings)
            var defaults: AndroidResourceCatalog.StringsFile?
            if FileManager.default.fileExists(atPath: defaultsFile.filePath) {
                read(defaultsFile, listedAt: nil)
                defaults = androidFiles[defaultsFile.filePath]
            }
            append(AndroidResourceCatalog.localeCatalog(try androidStrings(file), locale: locale, defaults: defaults))
        case .otherConfiguration:
            // Found in a folder, `values-night/` and the like are simply not a language's strings.
            guard let location else { return }
            diagnostics.append(.warning("translation.unknown-locale", "'\(CatalogDiscovery.name(CatalogDiscovery.parent(file.displayPath)))' is not a locale's values folder (values, values-de, values-b+sr+Latn); skipped", at: location))
        }
    }

    private mutating func androidStrings(_ file: CatalogFile) throws(DiagnosticsError) -> AndroidResourceCatalog.StringsFile {
        if let cached = androidFiles[file.filePath] { return cached }
        let source = try text(of: file)
        let (strings, problems) = AndroidStringsParser.parse(source)
        diagnostics += problems
        let parsed = AndroidResourceCatalog.StringsFile(path: file.displayPath, strings: strings)
        androidFiles[file.filePath] = parsed
        return parsed
    }

    private mutating func append(_ catalog: ParsedCatalog) {
        diagnostics += catalog.diagnostics
        var kept = catalog
        kept.diagnostics = []
        catalogs.append(kept)
    }

    /// `res/values-de/strings.xml` → `res/<folder>/strings.xml`.
    private static func sibling(_ folder: String, of path: String) -> String {
        let valuesFolder = CatalogDiscovery.parent(path)
        return CatalogDiscovery.join(CatalogDiscovery.join(CatalogDiscovery.parent(valuesFolder), folder), CatalogDiscovery.name(path))
    }
}
