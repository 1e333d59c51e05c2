import Testing
@testable import Handbook
@Test func placeholder() { #expect(1 == 1) }
