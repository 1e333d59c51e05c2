import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

// The page store's binary coding of a page and what it holds (`PageStore` in Handbook
// writes and reads the frames; the values know their own layout).
extension Page {
    package func write(to writer: inout StoreWriter) {
        writer.string(kind.rawValue)
        writer.string(sourcePath)
        writer.string(directory)
        writer.string(title)
        writer.string(summary)
        writer.optional(order) { $0.uint64($1.bitPattern) }
        writer.optional(sectionKey) { $0.string($1) }
        writer.text(html)
        writer.text(markdown)
        body.write(to: &writer)
        searchTerms.write(to: &writer)
        frontMatter.write(to: &writer)
        writer.uint64(bodyHash)
    }

    /// The page as stored, its terms as made when it was read; its texts stay in the store's
    /// file when the reader knows it (`StoreReader.text()`).
    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        guard let kind = Kind(rawValue: try reader.string()) else { throw StoreReader.Damaged() }
        let sourcePath = try reader.string()
        let directory = try reader.string()
        let title = try reader.string()
        let summary = try reader.string()
        let order = try reader.optional { reader throws(StoreReader.Damaged) in Double(bitPattern: try reader.uint64()) }
        let sectionKey = try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() }
        let html = try reader.text()
        let markdown = try reader.text()
        let body = try RenderedMarkdown(from: &reader)
        let searchTerms = try SearchTerms(from: &reader)
        let frontMatter = try PageFrontMatter(from: &reader)
        self.init(kind: kind, sourcePath: sourcePath, directory: directory, title: title, summary: summary, order: order, sectionKey: sectionKey,
                  body: body, html: html, markdown: markdown, searchTerms: searchTerms, bodyHash: try reader.uint64(), frontMatter: frontMatter)
    }
}

extension RenderedMarkdown {
    /// Everything but the HTML and the Markdown, which the page writes where it can leave them in the file.
    package func write(to writer: inout StoreWriter) {
        writer.array(toc) { $1.write(to: &$0) }
        writer.array(headingIDs.sorted()) { $0.string($1) }
        writer.optional(leadingTitle) { $0.string($1) }
        writer.array(diagnostics) { $1.write(to: &$0) }
        writer.array(links) { writer, link in
            writer.optional(link.targetPage) { $0.string($1) }
            writer.string(link.fragment)
            link.location.write(to: &writer)
        }
        writer.int(previewCount)
        writer.int(citedFacts)
        writer.int(computedBlocks)
        writer.array(renditions) { $0.string($1) }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        let toc = try reader.array { reader throws(StoreReader.Damaged) in try TOCEntry(from: &reader) }
        let headingIDs = Set(try reader.array { reader throws(StoreReader.Damaged) in try reader.string() })
        let leadingTitle = try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() }
        let diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
        let links = try reader.array { reader throws(StoreReader.Damaged) in
            LinkReference(targetPage: try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() },
                          fragment: try reader.string(), location: try SourceLocation(from: &reader))
        }
        // Sections are dropped once a page's terms are made (`Page.init`).
        self.init(html: "", toc: toc, headingIDs: headingIDs, leadingTitle: leadingTitle, diagnostics: diagnostics, links: links,
                  sections: [], previewCount: try reader.int())
        citedFacts = try reader.int()
        computedBlocks = try reader.int()
        renditions = try reader.array { reader throws(StoreReader.Damaged) in try reader.string() }
    }
}

extension TOCEntry {
    package func write(to writer: inout StoreWriter) {
        writer.string(id)
        writer.string(title)
        writer.array(children) { $1.write(to: &$0) }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        self.init(id: try reader.string(), title: try reader.string(),
                  children: try reader.array { reader throws(StoreReader.Damaged) in try TOCEntry(from: &reader) })
    }
}

extension SourceLocation {
    package func write(to writer: inout StoreWriter) {
        writer.string(file)
        writer.int(line)
        writer.int(column)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension Diagnostic {
    package func write(to writer: inout StoreWriter) {
        writer.bool(severity == .error)
        writer.string(id)
        writer.string(message)
        writer.optional(location) { $1.write(to: &$0) }
        writer.optional(explanation) { $0.string($1) }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        let severity: Severity = try reader.bool() ? .error : .warning
        self.init(severity, try reader.string(), try reader.string(),
                  at: try reader.optional { reader throws(StoreReader.Damaged) in try SourceLocation(from: &reader) },
                  explanation: try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() })
    }
}

extension PageFrontMatter {
    /// A hash of everything the front matter holds, as the store writes it: the same in every process.
    var stableHash: UInt64 {
        var written = StoreWriter()
        write(to: &written)
        var hasher = StableHasher()
        hasher.combine(bytes: written.bytes)
        return hasher.finalize()
    }

    package func write(to writer: inout StoreWriter) {
        for text in [title, summary, date, lastModified, navigationTitle, sectionGroup] { writer.optional(text) { $0.string($1) } }
        writer.bool(listsChildPages)
        writer.optional(order) { $0.uint64($1.bitPattern) }
        writer.bool(draft)
        writer.array(tags) { $0.string($1) }
        writer.array(params.sorted { $0.key < $1.key }) { writer, param in
            writer.string(param.key)
            param.value.write(to: &writer)
        }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        self.init()
        let texts = try (0..<6).map { _ throws(StoreReader.Damaged) in try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() } }
        (title, summary, date, lastModified, navigationTitle, sectionGroup) = (texts[0], texts[1], texts[2], texts[3], texts[4], texts[5])
        listsChildPages = try reader.bool()
        order = try reader.optional { reader throws(StoreReader.Damaged) in Double(bitPattern: try reader.uint64()) }
        draft = try reader.bool()
        tags = try reader.array { reader throws(StoreReader.Damaged) in try reader.string() }
        let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try FrontMatterValue(from: &reader)) }
        params = Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }
}

extension FrontMatterValue {
    package func write(to writer: inout StoreWriter) {
        switch self {
        case .text(let text):
            writer.int(0)
            writer.string(text)
        case .flag(let flag):
            writer.int(1)
            writer.bool(flag)
        case .list(let values):
            writer.int(2)
            writer.array(values) { $1.write(to: &$0) }
        case .map(let values):
            writer.int(3)
            writer.array(values.sorted { $0.key < $1.key }) { writer, pair in
                writer.string(pair.key)
                pair.value.write(to: &writer)
            }
        }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        switch try reader.int() {
        case 0: self = .text(try reader.string())
        case 1: self = .flag(try reader.bool())
        case 2: self = .list(try reader.array { reader throws(StoreReader.Damaged) in try FrontMatterValue(from: &reader) })
        case 3:
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try FrontMatterValue(from: &reader)) }
            self = .map(Dictionary(pairs, uniquingKeysWith: { _, last in last }))
        default: throw StoreReader.Damaged()
        }
    }
}
