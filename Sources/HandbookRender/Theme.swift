import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Mustache

/// The templates and assets a site is rendered with: the theme built into the binary,
/// overridden file by file by a user's `Templates/` folder.
public struct Theme: Sendable {
    /// Every theme file by path relative to the theme folder (`layout.mustache`, `assets/handbook.css`).
    public private(set) var files: [String: Data]
    /// Paths that came from the user's folder rather than the built-in theme.
    public private(set) var overridden: Set<String> = []
    /// The compiled Mustache templates, named by path without `.mustache`.
    public let library: MustacheLibrary
    /// `layout.mustache`, rendered once per page shape.
    package let layout: ShapedLayout
    /// A hash of every file, the same in every process, so that caches (`serve`'s, and the
    /// render memory kept on disk) can tell when anything in the theme changed.
    package let key: UInt64

    /// The theme built into the binary.
    public static var builtInFiles: [String: Data] {
        embeddedThemeFiles.compactMapValues { Data(base64Encoded: $0) }
    }

    /// The built-in theme alone (tests, `handbook layout`); nil only if the binary's own theme were broken.
    public static let builtIn: Theme? = try? load(overrideDirectory: nil, required: false)

    /// Loads the built-in theme and the files in `overrideDirectory` (when given and present).
    /// `required` makes a missing folder an error (the user named it with `--templates`).
    public static func load(overrideDirectory: String?, required: Bool) throws(DiagnosticsError) -> Theme {
        var files = builtInFiles
        var overridden: Set<String> = []
        var diagnostics: [Diagnostic] = []
        if let directory = overrideDirectory {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
                // Theme files are published (assets) and rendered into every page: a link out of
                // the folder is refused like one out of the content.
                let boundary = FolderBoundary(folder: directory)
                let (themeFiles, escapes) = boundary.files()
                for escape in escapes {
                    diagnostics.append(.linkOutside(directory + "/" + escape.link, target: escape.target, folder: "the templates folder '\(directory)'"))
                }
                for relative in themeFiles {
                    let path = directory + "/" + relative
                    let data: Data
                    switch boundary.read(path) {
                    case .success(let read):
                        data = read
                    case .failure(let refusal):
                        let (id, message, explanation) = FolderBoundary.describe(refusal, shown: path, folder: "the templates folder '\(directory)'")
                        diagnostics.append(.error(id == "file.unreadable" ? "theme.unreadable" : id, message, at: SourceLocation(file: path, line: 1, column: 1), explanation: explanation))
                        continue
                    }
                    files[relative] = data
                    overridden.insert(relative)
                }
            } else if required {
                diagnostics.append(.error("theme.missing", "templates folder '\(directory)' does not exist", at: nil))
            }
        }
        var templates: [String: MustacheTemplate] = [:]
        for (path, data) in files where path.hasSuffix(".mustache") {
            let display = overridden.contains(path) ? (overrideDirectory ?? Conventions.templatesFolder) + "/" + path : "(built-in theme)/" + path
            guard let text = String(validating: data, as: UTF8.self) else {
                diagnostics.append(.error("file.invalid-utf8", "template is not valid UTF-8 text", at: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            do {
                templates[String(path.dropLast(".mustache".count))] = try MustacheTemplate(string: text)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error("theme.syntax", "invalid template: \(error.error)",
                                          at: SourceLocation(file: display, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(.error("theme.syntax", "invalid template: \(error)", at: SourceLocation(file: display, line: 1, column: 1)))
            }
        }
        if templates[Conventions.layoutTemplate] == nil && !diagnostics.hasErrors {
            diagnostics.append(.error("theme.layout-missing", "the theme has no layout.mustache", at: nil))
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        let library = MustacheLibrary(templates: templates)
        var hasher = StableHasher()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(bytes: [UInt8](data))
        }
        return Theme(files: files, overridden: overridden, library: library, layout: ShapedLayout(library: library, templates: templates),
                     key: hasher.finalize())
    }

    /// Static files to copy into the site: everything under `assets/`.
    public var assets: [(path: String, data: Data)] {
        files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
