import Testing
@testable import TabLayout
@Test func placeholder() { #expect(1 == 1) }
