/// SplitMix64: a small seeded generator so property-test failures reproduce from their seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A label of one to three words drawn from mixed scripts, spaces and punctuation.
    mutating func label() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 &<>\"'éüßΩжあ👍")
        let length = Int.random(in: 1...24, using: &self)
        return String((0..<length).map { _ in alphabet.randomElement(using: &self) ?? "a" })
    }
}
