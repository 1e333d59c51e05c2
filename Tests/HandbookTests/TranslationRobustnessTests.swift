import Foundation
import Testing
@testable import Handbook

/// Every catalog reader, fed truncated and mangled versions of the fixtures: no crash, and
/// every position it gives is inside the file.
@Suite struct TranslationRobustnessTests {
    static let fixtures: [(path: String, text: String)] = [
        ("Localizable.xcstrings", TranslationStringCatalogTests.catalog),
        ("values-de/strings.xml", TranslationAndroidTests.files["Content/app/src/main/res/values/strings.xml"] ?? ""),
        ("de.po", TranslationGettextTests.catalog),
        ("ja.xliff", TranslationXLIFFTests.xcodeExport),
        ("ar.xlf", TranslationXLIFFTests.version2),
    ]

    /// Positions a reader gave for `text`: its entries' and its diagnostics'.
    static func positions(reading text: String, as path: String) -> [(line: Int, column: Int)] {
        let source = SourceText(path: path, text: text)
        let found: [(line: Int, column: Int)]
        if path.hasSuffix(".xml") {
            let (strings, diagnostics) = AndroidStringsParser.parse(source)
            found = strings.map { ($0.position.line, $0.position.column) } + diagnostics.compactMap { $0.location.map { ($0.line, $0.column) } }
        } else {
            let catalog = path.hasSuffix(".xcstrings") ? StringCatalogParser.parse(source)
                : path.hasSuffix(".po") ? GettextCatalog.parse(source, relativePath: path)
                : XLIFFParser.parse(source)
            found = (catalog.entries.map(\.location) + catalog.diagnostics.compactMap(\.location)).map { ($0.line, $0.column) }
        }
        return found
    }

    static func checkInside(_ text: String, path: String, _ context: String) {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, column) in positions(reading: text, as: path) {
            let inside = line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1].count + 1
            #expect(inside, "\(path) \(context): \(line):\(column)")
        }
    }

    @Test(arguments: 0..<5)
    func truncatedFilesAreReadSafely(fixture: Int) {
        let (path, text) = Self.fixtures[fixture]
        let scalars = Array(text.unicodeScalars)
        for end in stride(from: 0, to: scalars.count, by: 3) {
            Self.checkInside(String(String.UnicodeScalarView(scalars[..<end])), path: path, "cut at \(end)")
        }
    }

    @Test(arguments: 0..<5)
    func mangledFilesAreReadSafely(fixture: Int) {
        let (path, text) = Self.fixtures[fixture]
        let noise: [Unicode.Scalar] = ["\"", "{", "}", "[", "]", ",", ":", "\\", "<", ">", "&", ";", "'", "\n", "#", "/", "\u{0}", "\u{FEFF}", "é", "レ"]
        var generator = SplitMix64(seed: UInt64(fixture))
        for round in 0..<300 {
            var scalars = Array(text.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: scalars[index] = noise.randomElement(using: &generator) ?? "\""
                case 1: scalars.remove(at: index)
                default: scalars.insert(contentsOf: scalars[index..<min(index + 12, scalars.count)], at: index)
                }
            }
            Self.checkInside(String(String.UnicodeScalarView(scalars)), path: path, "round \(round)")
        }
    }
}
