extension Diagnostic {
    /// `content.link-outside`: `path` (as diagnostics name files) resolves to `target`, a real
    /// path outside `folder` ("the content folder 'Content'") — through a symbolic link, or a
    /// `..` in a path a file names. Placed at the path itself; the formatter shows no excerpt
    /// of what a link leads to.
    public static func linkOutside(_ path: String, target: String, folder: String, isLink: Bool = true) -> Diagnostic {
        .error("content.link-outside",
               "'\(path)' \(isLink ? "is a symbolic link to" : "leads to") '\(target)', outside \(folder); nothing behind it is read or published",
               at: SourceLocation(file: path, line: 1, column: 1),
               explanation: "Links are followed only while they stay inside their folder, so a link in a pull request cannot publish the build machine's files. Copy the file in, or point the link at something inside the folder.")
    }
}
