import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Paths in the built site: pretty page directories and the relative links between them.
///
/// Every link the site writes is relative and names `index.html` explicitly, so the site
/// works under any subpath and when opened from disk, with no script.
public enum SitePath {
    /// File names (without extension) that make a page its folder's index: `index`, and
    /// Hugo's `_index`.
    package static let indexNames: Set<String> = ["index", "_index"]

    /// Whether the Markdown file at `source` is its folder's index page.
    public static func isIndexPage(_ source: String) -> Bool {
        let name = source.namePart.lowercased()
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return indexNames.contains(String(name[..<dot]))
    }

    /// The output directory of a Markdown page: `guidelines/nav/tab-bars.md` → `guidelines/nav/tab-bars/`,
    /// `guidelines/nav/index.md` → `guidelines/nav/`, `index.md` → `` (the root).
    public static func pageDirectory(forSource source: String) -> String {
        let folder = source.folderPart
        var last = source.namePart
        let lowered = last.lowercased()
        // The suffixes are ASCII: as many bytes at the end of the name as of its lowercase.
        for suffix in [".markdown", ".mdx", ".md"] where lowered.hasSuffix(suffix) {
            last = String(decoding: last.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
            break
        }
        var directory = folder.isEmpty ? "" : folder + "/"
        if !indexNames.contains(last.lowercased()) { directory += slug(last) + "/" }
        return directory
    }

    /// Lowercase, spaces to hyphens: a file name made into a URL segment.
    package static func slug(_ name: String) -> String {
        String(decoding: name.lowercased().utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// The relative URL from a page in directory `fromDirectory` to the site path `target`.
    /// A directory target (ending in `/`, or empty for the root) gets `index.html`.
    public static func relative(from fromDirectory: String, to target: String) -> String {
        let file = target.isEmpty || target.hasSuffix("/") ? target + "index.html" : target
        let fromParts = components(fromDirectory)
        let targetParts = components(file)
        var common = 0
        while common < fromParts.count, common < targetParts.count - 1, fromParts[common] == targetParts[common] {
            common += 1
        }
        let ups = String(repeating: "../", count: fromParts.count - common)
        return ups + targetParts[common...].joined(separator: "/")
    }

    /// The prefix that leads from `directory` back to the site root (`""` at the root).
    public static func root(from directory: String) -> String {
        String(repeating: "../", count: components(directory).count)
    }

    /// Path segments, split on bytes: splitting by `Character` costs grapheme breaking, and
    /// these run for every link of every page.
    package static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// Resolves `link` written in the file `sourcePath` (both content-relative) to a
    /// normalised content path; `nil` when it climbs above the content folder.
    public static func resolve(_ link: String, against sourcePath: String) -> String? {
        var parts: [Substring] = link.hasPrefix("/") ? [] : Array(sourcePath.split(separator: "/").dropLast())
        for part in link.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/") + (link.hasSuffix("/") && !parts.isEmpty ? "/" : "")
    }

    /// Decodes `%XX` escapes (`my%20page.md`); invalid escapes are kept as written.
    public static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }
}
