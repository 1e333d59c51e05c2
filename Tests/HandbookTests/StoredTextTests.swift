import Foundation
import Testing
@testable import Handbook

/// Page texts left in the page store's file (`StoreReader.text()`) or moved into a scratch
/// file read back as they were written, survive the store being written anew, and a text
/// that cannot be read back is never stored as if it were empty.
@Suite final class StoredTextTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-texts-\(UUID().uuidString)").path

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// One text, the way a page writes its HTML.
    struct Entry: StoreCodable {
        var text: StoredText
        init(_ text: StoredText) { self.text = text }
        init(from reader: inout StoreReader) throws(StoreReader.Damaged) { text = try reader.text() }
        func write(to writer: inout StoreWriter) { writer.text(text) }
    }

    let texts = ["short": "<p>Tabs</p>", "long": String(repeating: "Étiquettes et onglets, ", count: 20_000), "empty": ""]

    private func store() throws -> KeyedStore<Entry> {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return KeyedStore<Entry>(file: folder + "/texts.store", key: "texts 1")
    }

    @Test func textsLeftInTheStoresFileReadBackEvenAfterItIsWrittenAnew() throws {
        let store = try store()
        store.save(texts.mapValues { Entry(StoredText($0)) }, changed: [], loaded: .init())
        let loaded = store.load(textsInFile: true)
        #expect(loaded.entries.count == 3 && loaded.isWhole)
        for (name, text) in texts {
            let kept = try #require(loaded.entries[name]?.text)
            #expect(kept.byteCount == text.utf8.count, "the length is known without reading")
            #expect(kept.read() == text, "\(name)")
        }
        // Another build writes the store anew (a new file renamed over it): the texts this
        // build left there are still the ones it loaded.
        store.save(["short": Entry(StoredText("<p>Changed</p>"))], changed: [], loaded: .init())
        #expect(loaded.entries["long"]?.text.read() == texts["long"])
        #expect(store.load(textsInFile: true).entries["short"]?.text.read() == "<p>Changed</p>")
        // Loaded without a file to leave them in, texts are read at once, the same.
        #expect(store.load().entries["short"]?.text.read() == "<p>Changed</p>")
    }

    @Test func entriesACallerRefusesAreDroppedAsTheStoreIsRead() throws {
        let store = try store()
        store.save(texts.mapValues { Entry(StoredText($0)) }, changed: [], loaded: .init())
        let kept = store.load(keeping: { name, _ in name != "long" })
        #expect(Set(kept.entries.keys) == ["short", "empty"])
        // The file holds what it held: the refused entry counts as read, not as damage.
        #expect(kept.isWhole && kept.appendable)
        #expect(store.load().entries.count == 3)
    }

    @Test func textsMovedIntoAScratchFileReadBackAndTheFileLeavesNoName() throws {
        let scratch = try #require(TextFile.scratch(in: folder))
        let moved = texts.mapValues { StoredText($0).moved(to: scratch) }
        for (name, text) in texts { #expect(moved[name]?.read() == text, "\(name)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "the scratch file is removed from the folder at once")
    }

    @Test func aTextThatCannotBeReadBackIsNeverStored() throws {
        let store = try store()
        store.save(["short": Entry(StoredText("<p>Tabs</p>"))], changed: [], loaded: .init())
        // A file open for writing only: the text goes in, and cannot be read back.
        let path = folder + "/write-only"
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let writeOnly = try #require(TextFile.sharing(descriptor))
        let lost = StoredText("<p>Lost</p>").moved(to: writeOnly)
        #expect(lost.byteCount == 11 && lost.read() == nil)
        // Written whole: the old store stays as it was.
        store.save(["short": Entry(lost)], changed: [], loaded: .init())
        #expect(store.load().entries["short"]?.text.read() == "<p>Tabs</p>")
        // Appended: nothing is appended.
        let loaded = store.load()
        #expect(loaded.appendable)
        store.save(["short": Entry(lost)], changed: ["short"], loaded: loaded)
        #expect(store.load().entries["short"]?.text.read() == "<p>Tabs</p>")
    }
}
