import Testing
@testable import HandbookServer
@Test func placeholder() { #expect(1 == 1) }
