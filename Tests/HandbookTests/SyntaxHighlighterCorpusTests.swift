import Foundation
import Testing
@testable import Handbook

/// The highlighter over real docs' code blocks, written one file a block by
/// `scripts/highlight_corpus.py` (named `<number>.<info word>`, one folder a corpus). Runs only
/// when `HANDBOOK_HIGHLIGHT_CORPUS` names that folder; prints, per corpus and info word, how
/// many blocks have at least one token, and fails on any block that does not round-trip.
@Suite struct SyntaxHighlighterCorpusTests {
    static let folder = ProcessInfo.processInfo.environment["HANDBOOK_HIGHLIGHT_CORPUS"]

    @Test(.enabled(if: folder != nil, "set HANDBOOK_HIGHLIGHT_CORPUS to a folder from scripts/highlight_corpus.py"))
    func corpusBlocksRoundTripAndCount() throws {
        let root = URL(fileURLWithPath: try #require(Self.folder))
        let corpora = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var total: [String: (blocks: Int, highlighted: Int)] = [:]
        var lost: [String] = []
        for corpus in corpora {
            var counts: [String: (blocks: Int, highlighted: Int)] = [:]
            let folder = root.appendingPathComponent(corpus)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let word = String(name.drop { $0 != "." }.dropFirst())
                let code = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                var highlighted = false
                if let language = SyntaxHighlighter.language(named: word) {
                    let html = SyntaxHighlighter.highlight(code, as: language)
                    let check = HighlightedHTML(html)
                    if !check.problems.isEmpty || check.text != Array(code.utf8) { lost.append("\(corpus)/\(name) \(check.problems)") }
                    highlighted = html.contains("<span class=\"tok-")
                }
                counts[word, default: (0, 0)].blocks += 1
                counts[word, default: (0, 0)].highlighted += highlighted ? 1 : 0
                total[word, default: (0, 0)].blocks += 1
                total[word, default: (0, 0)].highlighted += highlighted ? 1 : 0
            }
            print(Self.table(corpus, counts))
        }
        print(Self.table("all", total))
        #expect(lost.isEmpty, "blocks that lose text: \(lost.prefix(10))")
    }

    /// `corpus: tsx 626/693, jsx …`, most blocks first.
    static func table(_ corpus: String, _ counts: [String: (blocks: Int, highlighted: Int)]) -> String {
        let rows = counts.sorted { ($0.value.blocks, $1.key) > ($1.value.blocks, $0.key) }
        return "corpus \(corpus): " + rows.map { "\($0.key) \($0.value.highlighted)/\($0.value.blocks)" }.joined(separator: ", ")
    }
}
