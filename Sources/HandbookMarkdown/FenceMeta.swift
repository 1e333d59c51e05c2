import HandbookFoundation

/// What a fence's info string says after its language: Docusaurus's `title="src/App.tsx"`
/// (or `title='…'`, `title=word`) and VitePress's `[config.ts]`. Other meta
/// (`{1,3-4}`, `showLineNumbers`) is skipped, so it never hides the title.
package enum FenceMeta {
    /// The fence's title, when its info string gives one.
    package static func title(ofInfo info: String) -> String? {
        let bytes = Array(info.utf8)
        // After the language word.
        var index = bytes.firstIndex { $0 == 0x20 || $0 == 0x09 } ?? bytes.count
        var word = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
                continue
            }
            word += 1
            // VitePress's label is the word right after the language, brackets and all.
            if word == 1, byte == UInt8(ascii: "["), let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")),
               close + 1 == bytes.count || bytes[close + 1] == 0x20 || bytes[close + 1] == 0x09,
               !bytes[(index + 1)..<close].contains(UInt8(ascii: "[")) {
                let title = String(decoding: bytes[(index + 1)..<close], as: UTF8.self).trimmingSpaces()
                if !title.isEmpty { return title }
                index = close + 1
            } else if bytes[index...].starts(with: Array("title=".utf8)), index == 0 || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 {
                index += 6
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
                    let title = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                    return title.isEmpty ? nil : title
                }
                let end = bytes[index...].firstIndex { $0 == 0x20 || $0 == 0x09 } ?? bytes.count
                return end > index ? String(decoding: bytes[index..<end], as: UTF8.self) : nil
            } else {
                // Another word of meta: skip it, and a quoted value it holds.
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 {
                    if bytes[index] == UInt8(ascii: "\""), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) {
                        index = close
                    }
                    index += 1
                }
            }
        }
        return nil
    }
}
