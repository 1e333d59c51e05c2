import Foundation
import HandbookTranslations

/// The content folder's own files — images, downloads, hosting files (`CNAME`, `_headers`,
/// `_redirects`) — published as they are, but only when they can neither replace what the
/// build generates nor run script on the published site.
///
/// A docs repository takes pull requests and CI publishes main, so a file in `Content/` is
/// anyone's: `Content/assets/code.js` would replace the theme's script on every page,
/// `Content/404.html` the generated page, a `page.html` or an `.svg` with a `<script>` would
/// run on the site's origin. With `unsafe-html: false` (the default) HTML and script files,
/// and XML or SVG files that carry script, event attributes or `javascript:` links, are
/// refused (`content.unsafe-file`) unless site.yml's `unsafe-files:` names them — an
/// allowance a reviewer sees in the diff. A file at a path the build wrote already is
/// `output.collision`, naming both.
struct ContentFiles {
    let inventory: ContentInventory
    let config: SiteConfig
    /// Every content file is read inside this folder, with one name (`FolderBoundary.read`).
    let boundary: FolderBoundary

    init(inventory: ContentInventory, config: SiteConfig) {
        self.inventory = inventory
        self.config = config
        boundary = FolderBoundary(folder: inventory.root)
    }

    /// Extensions of files a browser runs or renders as a document of the site's origin.
    static let scriptExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "shtml", "js", "mjs", "cjs"]
    /// XML that a browser renders as a document, where an element may run script.
    static let markupExtensions: Set<String> = ["svg", "xml", "xsl", "xslt"]

    /// Writes every static file `output` does not hold already (call it after everything the
    /// build generates); the refusals and collisions are returned, and none stops the others.
    func publish(into output: any SiteOutput) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        let allowed = config.unsafeFiles.map { PathGlob($0.value) }
        for file in inventory.staticFiles {
            let place = SourceLocation(file: inventory.displayPath(file), line: 1, column: 1)
            if output.holds(file) {
                failures.append(.error("output.collision", "'\(inventory.displayPath(file))' would replace the file the build generates at '\(file)'; it is not published",
                                       at: place, explanation: "Generated pages, the theme's assets and the search index own their paths. Rename or move the file."))
                continue
            }
            let data: Data
            switch boundary.read(inventory.filePath(file), limit: .max) {
            case .success(let read):
                data = read
            case .failure(let refusal):
                let (id, message, explanation) = FolderBoundary.describe(refusal, shown: inventory.displayPath(file), folder: "the content folder '\(inventory.displayRoot)'")
                failures.append(.error(id, message, at: place, explanation: explanation))
                continue
            }
            let trusted = config.allowsRawHTML || allowed.contains { $0.matches(file) }
            if !trusted, let refusal = Self.unsafety(of: file, data: data, shown: place.file) {
                failures.append(refusal)
                continue
            }
            failures += output.write([(path: file, data: data)])
        }
        return failures
    }

    /// Why a file may run script on the site, as an error at the place, or nil.
    static func unsafety(of file: String, data: Data, shown: String) -> Diagnostic? {
        let fileExtension = ContentInventory.fileExtension(of: file)
        let advice = "Content files are published as they are, on the site's own origin. Write the page in Markdown, or, if the file is trusted, list it under unsafe-files: in site.yml (a glob such as demos/**), where a reviewer sees it."
        if scriptExtensions.contains(fileExtension) {
            return .error("content.unsafe-file", "'\(shown)' is a .\(fileExtension) file, which runs in the browser as part of the site; it is not published",
                          at: SourceLocation(file: shown, line: 1, column: 1), explanation: advice)
        }
        guard markupExtensions.contains(fileExtension) else { return nil }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .error("content.unsafe-file", "'\(shown)' is not UTF-8 text, so it cannot be checked for scripts; it is not published",
                          at: SourceLocation(file: shown, line: 1, column: 1), explanation: advice)
        }
        let source = SourceText(path: shown, text: text)
        switch XMLEventReader.read(source) {
        case .failure(let error):
            return .error("content.unsafe-file", "'\(shown)' is not well-formed XML (\(error.message)), so it cannot be checked for scripts; it is not published",
                          at: error.position.location(in: shown), explanation: advice)
        case .success(let events):
            let lines = TextLines(text)
            for case .start(let element, let attributes, let contentStart) in events {
                guard let reason = scripting(element, attributes) else { continue }
                let tag = lines.lastOccurrence(of: "<", atOrBefore: TextPosition(line: contentStart.line, column: max(1, contentStart.column - 1))) ?? contentStart
                return .error("content.unsafe-file", "\(reason), so '\(shown)' is not published", at: tag.location(in: shown), explanation: advice)
            }
            return nil
        }
    }

    /// Elements that run or embed a document of their own.
    private static let scriptElements: Set<String> = ["script", "handler", "iframe", "embed", "object", "frame", "frameset", "foreignobject", "meta", "base"]

    /// Why one element may run script, or nil.
    private static func scripting(_ element: String, _ attributes: [String: String]) -> String? {
        let local = (element.split(separator: ":").last.map(String.init) ?? element).lowercased()
        if scriptElements.contains(local) { return "<\(element)> may run script" }
        for (key, value) in attributes {
            let name = (key.split(separator: ":").last.map(String.init) ?? key).lowercased()
            if name.hasPrefix("on") { return "the event attribute \(key) runs script" }
            // Browsers drop tabs, newlines and control characters inside a scheme (`java\tscript:`).
            let squeezed = String(value.unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)).lowercased()
            if squeezed.contains("javascript:") || squeezed.contains("vbscript:") || squeezed.contains("data:text/html") || squeezed.contains("data:application/xhtml") {
                return "\(key)=\"\(value.prefix(60))\" runs script"
            }
            // `<set attributeName="href" to="javascript:…">` and its kin animate a link into script.
            if (local == "set" || local == "animate") && name == "attributename" && (value.lowercased().hasSuffix("href") || value.lowercased().hasPrefix("on")) {
                return "<\(element) attributeName=\"\(value)\"> can turn a link or handler into script"
            }
        }
        return nil
    }
}
