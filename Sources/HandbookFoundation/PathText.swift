/// Site and content paths taken apart by byte. Every build splits each page's path several
/// times (its folder, its name, whether it is safe to write); walked as `Character`s, that
/// was a sixth of a one-page rebuild's instructions under callgrind.
extension String {
    /// Where the last `/` is (`/` is one byte in UTF-8, so this is a valid index of the string).
    package var lastSlash: String.Index? { utf8.lastIndex(of: UInt8(ascii: "/")) }

    /// What comes before the last `/`: `a/b/c.md` → `a/b`; "" when there is none.
    package var folderPart: String { lastSlash.map { String(self[..<$0]) } ?? "" }

    /// What comes after the last `/`: `a/b/c.md` → `c.md`; the whole string when there is none.
    package var namePart: String { lastSlash.map { String(self[index(after: $0)...]) } ?? self }

    /// The parts between `/`s, empty ones included, as byte slices.
    package var pathComponentBytes: [Substring.UTF8View] {
        Substring(self).utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    }
}
