import Foundation

/// One address, one source. Two pages can claim one folder of the site: `docs/contributing.md`
/// beside a folder `docs/contributing/` (as Docusaurus lays sites out), or two files whose
/// names slug alike (`Colour tokens.md` and `colour-tokens.md`). Whichever was written last
/// used to win without a word, so a page's text survived only in search.
///
/// The rule: a page beside a folder of pages that has no `index.md` becomes that folder's
/// index (its section page, as Docusaurus and Hugo's leaf-to-branch bundles make it); any
/// other two sources of one address are an error at the later file naming the first.
enum PageAddresses {
    /// `pages` with each page beside its folder made that folder's index, and an
    /// `output.collision` error for every other address claimed twice.
    static func resolve(_ pages: [Page], inventory: ContentInventory) -> (pages: [Page], diagnostics: [Diagnostic]) {
        var pages = pages
        let sections = Set(pages.compactMap(\.sectionKey))
        let indexed = Set(pages.filter { $0.kind == .section }.compactMap(\.sectionKey))
        for index in pages.indices where pages[index].kind == .guideline {
            let folder = String(pages[index].directory.dropLast())
            guard !folder.isEmpty, sections.contains(folder), !indexed.contains(folder) else { continue }
            pages[index] = pages[index].madeIndex(ofSection: folder)
        }
        var diagnostics: [Diagnostic] = []
        var claimed: [String: Int] = [:]
        for index in pages.indices {
            guard let first = claimed[pages[index].directory] else {
                claimed[pages[index].directory] = index
                continue
            }
            let (earlier, later) = (pages[first], pages[index])
            let address = earlier.directory.isEmpty ? "the home page" : "'\(earlier.directory)'"
            diagnostics.append(.error("output.collision", "'\(inventory.displayPath(later.sourcePath))' and '\(inventory.displayPath(earlier.sourcePath))' are both published at \(address); only one can be",
                                      at: SourceLocation(file: inventory.displayPath(later.sourcePath), line: 1, column: 1),
                                      explanation: "Rename or move one of the two files."))
        }
        return (pages, diagnostics)
    }
}

extension Page {
    /// The page as the index of the section `key`: the folder beside it whose address it has.
    func madeIndex(ofSection key: String) -> Page {
        Page(kind: .section, sourcePath: sourcePath, directory: directory, title: title, summary: summary, order: order, sectionKey: key,
             body: body, html: html, markdown: markdown, searchTerms: searchTerms, bodyHash: bodyHash, frontMatter: frontMatter)
    }
}
