import Foundation
import HandbookDiagnostics

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
    /// folders, in path order; hidden files and folders are skipped.
    package static func files(in folder: String, displayPath: String) -> [CatalogFile] {
        var found: [CatalogFile] = []
        var visited = Set<String>()
        collect(folder, displayPath: displayPath, depth: 0, into: &found, visited: &visited)
        return found
    }

    private static func collect(_ folder: String, displayPath: String, depth: Int, into found: inout [CatalogFile], visited: inout Set<String>) {
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        // An unreadable folder holds no catalog to read; a listed folder that yields none is
        // reported by the caller (`translation.empty-folder`).
        guard depth <= maximumDepth, visited.insert(resolved).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let folderName = (folder as NSString).lastPathComponent
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            let display = join(displayPath, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(path, displayPath: display, depth: depth + 1, into: &found, visited: &visited)
            } else if let format = TranslationCatalogFormat(fileName: name),
                      format != .androidStrings || folderName == "values" || folderName.hasPrefix("values-") {
                found.append(CatalogFile(filePath: path, displayPath: display, format: format))
            }
        }
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
