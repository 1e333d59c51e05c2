import Foundation
import MCP
import Testing
@testable import HandbookMCP

/// An answer goes out as JSON the SDK can send, or as a tool error that says why.
@Suite struct AnswerPagerTests {
    @Test func anAnswerJSONCannotHoldIsAnErrorNotNull() {
        let answer = ToolAnswer(summary: "A width.", fields: ["width": .double(.nan)])
        #expect(throws: EncodingError.self) { try AnswerPager.result(answer, revision: "r1", budget: 20_000, cursor: nil) }
    }

    @Test func anAnswerWithinTheBudgetIsSentWhole() throws {
        let answer = ToolAnswer(summary: "Two items.", fields: ["items": .array([.string("Home"), .string("Search")])], pageable: ["items"])
        let result = try AnswerPager.result(answer, revision: "r1", budget: 20_000, cursor: nil)
        #expect(result.isError == false)
        guard case .text(let text, _, _)? = result.content.first else {
            Issue.record("no text content")
            return
        }
        #expect(text.hasPrefix("Two items.\n{"))
        #expect(text.contains(#""items":["Home","Search"]"#))
        #expect(text.contains(#""truncated":false"#))
    }
}
