import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Everything a link in the content may point at, by content path, and how each is
/// reached in the built site.
public struct LinkTargets: Sendable {
    /// A place in the built site.
    public struct Target: Sendable {
        /// Site path: a page directory (ending in `/`) or a file.
        public var sitePath: String
        /// Content path of the page, when the target is a page (for anchor checks).
        public var page: String?
    }

    private var targets: [String: Target] = [:]

    public init() {}

    /// Registers a Markdown page under its source path and its pretty directory.
    public mutating func addPage(source: String, directory: String) {
        let target = Target(sitePath: directory, page: source)
        targets[source] = target
        let folder = directory.isEmpty ? "" : String(directory.dropLast())
        // As other generators' authors write it: `tab-bars.md`, `tab-bars/`, `tab-bars`.
        targets[folder + "/"] = target
        if !folder.isEmpty, targets[folder] == nil { targets[folder] = target }
        let lowered = source.lowercased()
        for suffix in [".md", ".markdown", ".mdx"] where lowered.hasSuffix(suffix) && source.utf8.count > suffix.utf8.count {
            // The suffix is ASCII, so it is as many bytes in the source as in its lowercase.
            let bare = String(decoding: source.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
            if targets[bare] == nil { targets[bare] = target }
        }
        if SitePath.isIndexPage(source) {
            let sourceFolder = source.folderPart
            targets[sourceFolder] = target
            targets[sourceFolder + "/"] = target
        }
    }

    /// Registers the index page the build makes for a folder without `index.md` (`""`: the home page).
    public mutating func addGeneratedIndex(folder: String) {
        let target = Target(sitePath: folder.isEmpty ? "" : folder + "/", page: nil)
        targets[folder + "/"] = target
        if !folder.isEmpty, targets[folder] == nil { targets[folder] = target }
    }

    /// Registers a component page: its spec and notes both lead to it.
    public mutating func addComponent(name: String, sourcePaths: [String], page: String) {
        let directory = Conventions.componentPage(name)
        let target = Target(sitePath: directory, page: page)
        for path in sourcePaths { targets[path] = target }
        targets[directory] = target
        targets[String(directory.dropLast())] = target
    }

    /// Registers a file copied as it is.
    public mutating func addFile(_ path: String) {
        targets[path] = Target(sitePath: path, page: nil)
    }

    /// The target for a content path, if any. Links written for generators that publish
    /// `page.html` or `page/index.html` find the page too.
    public func target(for contentPath: String) -> Target? {
        func exact(_ path: String) -> Target? { targets[path] ?? (path.isEmpty ? targets["/"] : nil) }
        if let target = exact(contentPath) { return target }
        for (suffix, replacement) in [("/index.html", "/"), ("index.html", ""), (".html", "")] where contentPath.hasSuffix(suffix) {
            if let target = exact(String(contentPath.dropLast(suffix.count)) + replacement) { return target }
        }
        return nil
    }
}

/// Resolves links written in one page against the site's `LinkTargets`.
package struct PageLinkResolver: LinkResolving {
    package let targets: LinkTargets
    /// Content path of the page holding the links.
    package let sourcePath: String
    /// Where that page lands in the site.
    package let directory: String

    package init(targets: LinkTargets, sourcePath: String, directory: String) {
        self.targets = targets
        self.sourcePath = sourcePath
        self.directory = directory
    }

    package func resolve(_ path: String, isImage: Bool) -> LinkResolution {
        if isExternal(path) { return .external }
        let decoded = SitePath.percentDecoded(path)
        guard let contentPath = SitePath.resolve(decoded, against: sourcePath) else {
            return .broken(reason: "\(isImage ? "image" : "link") '\(path)' points outside the content folder")
        }
        guard let target = targets.target(for: contentPath) ?? publishedURLFallback(decoded) ?? siteAbsoluteFallback(decoded) else {
            let what = isImage ? "image '\(path)' does not exist" : "link to '\(path)' leads nowhere in the site"
            return .broken(reason: what)
        }
        return .internal(url: SitePath.relative(from: directory, to: target.sitePath), page: target.page)
    }

    /// Hugo and Docusaurus resolve a relative link from the page's published URL
    /// (`guides/type/`), not from its file (`guides/type.md`): `../color/` means a sibling.
    private func publishedURLFallback(_ link: String) -> LinkTargets.Target? {
        guard !link.hasPrefix("/"), !directory.isEmpty, let resolved = SitePath.resolve(link, against: directory + "index.md") else { return nil }
        return targets.target(for: resolved)
    }

    /// A site-absolute link (`/components/button/`) in docs copied into a folder of the
    /// content (`guidelines/`) meant that folder's root: try each folder around the page,
    /// nearest first, after the content root.
    private func siteAbsoluteFallback(_ link: String) -> LinkTargets.Target? {
        guard link.hasPrefix("/") else { return nil }
        var folders = sourcePath.split(separator: "/").dropLast()
        while !folders.isEmpty {
            if let resolved = SitePath.resolve(String(link.dropFirst()), against: folders.joined(separator: "/") + "/page"),
               let target = targets.target(for: resolved) {
                return target
            }
            folders = folders.dropLast()
        }
        return nil
    }

    /// `https:`, `mailto:`, protocol-relative `//host` …
    private func isExternal(_ path: String) -> Bool {
        if path.hasPrefix("//") { return true }
        guard let colon = path.firstIndex(of: ":") else { return false }
        let scheme = path[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}
