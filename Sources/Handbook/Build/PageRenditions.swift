import Foundation
import HandbookComponents
import HandbookContent

/// A guideline page's previews as programs read them: `…/renditions.json` beside the page
/// holds the record of every `tabbar` block it draws (`DesignSystemAnswer.Rendition`, as a
/// component's `NAME.json` holds its own), so a block's figure, its SVG title, its caption and
/// `check` can each be held to the one rendition it was drawn from. Written only for pages
/// that draw previews.
enum PageRenditions {
    /// The file beside `page`'s HTML (`guidelines/tabs/` → `guidelines/tabs/renditions.json`).
    static func path(of page: Page) -> String { page.directory + "renditions.json" }

    /// The file's text for `page`; nil for a page whose blocks drew nothing.
    static func json(of page: Page, in inventory: ContentInventory) -> String? {
        guard !page.body.renditions.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(File(page: page.directory, renditions: records(of: page, in: inventory))) else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The records of `page`'s blocks, their findings' files named from the content folder.
    static func records(of page: Page, in inventory: ContentInventory) -> [DesignSystemAnswer.Rendition] {
        let decoder = JSONDecoder()
        return page.body.renditions.compactMap { text -> DesignSystemAnswer.Rendition? in
            // Written by this build's block renderer from the same type (the page store's
            // format names its shape), so it decodes.
            guard let record = try? decoder.decode(DesignSystemAnswer.Rendition.self, from: Data(text.utf8)) else { return nil }
            return record.contentRelative(in: inventory)
        }
    }

    private struct File: Encodable {
        var page: String
        var renditions: [DesignSystemAnswer.Rendition]
    }
}

extension DesignSystemAnswer.Rendition {
    /// The record with its findings' files (and their notes') named from the content folder,
    /// as a published file names them.
    func contentRelative(in inventory: ContentInventory) -> Self {
        let relative = { (finding: DesignSystemAnswer.Finding) -> DesignSystemAnswer.Finding in
            var finding = finding
            finding.file = finding.file.map(inventory.contentRelative)
            finding.notes = finding.notes?.map { note in
                var note = note
                note.file = note.file.map(inventory.contentRelative)
                return note
            }
            return finding
        }
        var record = self
        record.findings = findings.map(relative)
        record.quoted = quoted.map(relative)
        return record
    }
}
