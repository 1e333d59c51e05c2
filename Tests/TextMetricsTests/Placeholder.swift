import Testing
@testable import TextMetrics
@Test func placeholder() { #expect(1 == 1) }
