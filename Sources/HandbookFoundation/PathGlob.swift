/// A glob over slash-separated paths, as `.gitignore` and CI tools write them: `*` any run of
/// characters within one folder name, `?` one character, `**` any number of whole folders
/// (`tokens/vendor/**` is everything under `tokens/vendor`, `**/*.json` every JSON file).
package struct PathGlob: Sendable, Hashable {
    private let segments: [Substring]

    package init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        // A pattern ending in a folder (`tokens/vendor/`) means everything under it.
        if trimmed.hasSuffix("/") { trimmed += "**" }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, slash-separated) matches.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more whole folders; a trailing `**` also matches the folder itself.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, matchName(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One folder or file name against one segment of the pattern.
    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        // Iterative with one backtrack point per `*`: linear for the patterns people write.
        var p = pattern.startIndex, n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let saved = star {
                p = saved.pattern + 1
                n = saved.name + 1
                star = (saved.pattern, saved.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
