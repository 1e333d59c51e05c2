import Foundation
import Testing
@testable import Handbook

/// A site on disk in a fresh temporary folder, written from a dictionary of files
/// (zola's test sites, built in memory like swift-docc's catalogs).
struct TestSite {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-test-\(UUID().uuidString)").path
        for (path, text) in files { try write(path, text) }
    }

    /// A minimal valid site plus `extra` files.
    static func basic(_ extra: [String: String] = [:]) throws -> TestSite {
        var files = [
            "Content/site.yml": "title: Test system\ndescription: A test.\n",
            "Content/index.md": "---\ntitle: Welcome\nsummary: Start here.\n---\n\nSee [labels](guidelines/writing/labels.md).\n",
            "Content/guidelines/writing/index.md": "---\ntitle: Writing\norder: 2\n---\n\nAbout writing.\n",
            "Content/guidelines/writing/labels.md": "---\ntitle: Labels\norder: 1\nsummary: Short nouns.\n---\n\n## Length\n\nKeep them short.\n\n### Details\n\nSee [length](#length).\n",
            "Content/guidelines/writing/tone.md": "# Tone of voice\n\nBe direct.\n",
        ]
        for (path, text) in extra { files[path] = text }
        return try TestSite(files)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).flatMap { String(data: $0, encoding: .utf8) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Builds `Content/` into `_site/` with the built-in theme.
    func build(basePath: String? = nil, check: Bool = false) -> BuildReport {
        var options = BuildOptions(contentDirectory: path("Content"), templatesDirectory: nil,
                                   output: check ? .none : .directory(path("_site")), basePath: basePath)
        // The site's own cache, removed with it.
        options.cacheFolder = path(".cache")
        return SiteBuilder().build(options)
    }

    /// The query store file `build()` keeps for the site's content (one per content folder).
    func queryStore() throws -> String {
        let folder = path(".cache/queries")
        return folder + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first))
    }

    /// Every file under `folder`, relative, sorted, with its bytes.
    func snapshot(_ folder: String = "_site") -> [String: Data] { Self.files(under: path(folder)) }

    /// Every file under the folder `base`, by path relative to it, with its bytes.
    static func files(under base: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: base)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: base + "/" + relative)
            }
        }
        return result
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

extension BuildReport {
    /// `file:line:column id` of each diagnostic, file relative to `site`'s root.
    func locations(in site: TestSite) -> [String] {
        diagnostics.map { diagnostic in
            guard let location = diagnostic.location else { return diagnostic.id }
            let file = location.file.hasPrefix(site.root + "/") ? String(location.file.dropFirst(site.root.count + 1)) : location.file
            return "\(file):\(location.line):\(location.column) \(diagnostic.id)"
        }
    }
}
