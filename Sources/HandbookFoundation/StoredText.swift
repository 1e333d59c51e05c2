/// A text held in memory or kept at a place in a `TextFile`, read back when it is needed:
/// the page store's pages keep their HTML and Markdown this way, so a build holds them only
/// while it renders or writes them.
package struct StoredText: Sendable {
    private enum Place: Sendable {
        case memory(String)
        case file(TextFile, offset: Int, count: Int)
    }

    private let place: Place

    /// `text`, held in memory.
    package init(_ text: String) {
        place = .memory(text)
    }

    /// The `count` bytes at `offset` in `file`.
    package init(file: TextFile, offset: Int, count: Int) {
        place = .file(file, offset: offset, count: count)
    }

    /// Its length in UTF-8 bytes, known without reading it.
    package var byteCount: Int {
        switch place {
        case .memory(let text): text.utf8.count
        case .file(_, _, let count): count
        }
    }

    package var isEmpty: Bool { byteCount == 0 }

    /// The text; `nil` when its file cannot be read.
    package func read() -> String? {
        switch place {
        case .memory(let text): text
        case .file(let file, let offset, let count): file.read(at: offset, count: count)
        }
    }

    /// The same text written into `file` and no longer held; itself when it is in a file
    /// already, or when `file` cannot take it.
    package func moved(to file: TextFile) -> StoredText {
        guard case .memory(let text) = place, !text.isEmpty, let spot = file.append(text) else { return self }
        return StoredText(file: file, offset: spot.offset, count: spot.count)
    }
}
