import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// A catalog file on disk: the path to open, the path diagnostics show, and its format.
package struct CatalogFile: Hashable, Sendable {
    package var filePath: String
    package var displayPath: String
    package var format: TranslationCatalogFormat
}

/// Finds catalog files in a folder and the folders below it.
package enum CatalogDiscovery {
    /// Folders deeper than this below a listed folder are not searched (and a symbolic link
    /// that loops cannot keep the search going).
    package static let maximumDepth = 24

    /// `.xcstrings`, `.po`, `.xliff` and `.xlf` files, and `strings.xml` in `values…`
    /// folders, in path order; hidden files and folders are skipped. Links that lead out of
    /// the folder are not followed: they come back as escapes, for `content.link-outside`.
    package static func files(in folder: String, displayPath: String) -> (files: [CatalogFile], escapes: [FolderBoundary.Escape]) {
        let (relatives, escapes) = FolderBoundary(folder: folder).files(maximumDepth: maximumDepth)
        let found = relatives.compactMap { relative -> CatalogFile? in
            let name = Self.name(relative)
            let folderName = name == relative ? (folder as NSString).lastPathComponent : Self.name(parent(relative))
            guard let format = TranslationCatalogFormat(fileName: name),
                  format != .androidStrings || folderName == "values" || folderName.hasPrefix("values-") else { return nil }
            return CatalogFile(filePath: join(folder, relative), displayPath: join(displayPath, relative), format: format)
        }
        return (found, escapes)
    }

    /// `relative` under `root`, with `.` and `..` resolved where they can be; an absolute
    /// `relative` stands alone.
    package static func resolve(_ relative: String, under root: String) -> String {
        normalized(relative.hasPrefix("/") ? relative : join(root, relative))
    }

    package static func join(_ root: String, _ name: String) -> String {
        if root.isEmpty || root == "." { return name }
        return root.hasSuffix("/") ? root + name : root + "/" + name
    }

    /// A path with `.` components dropped and each `..` taking away the component before it.
    package static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding a path (`.` for a bare name).
    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path.
    package static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
