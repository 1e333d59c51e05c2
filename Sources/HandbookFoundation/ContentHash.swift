/// A 64-bit hash of a file's bytes, stable across processes and machines (Swift's `Hasher`
/// is seeded per process), so a manifest can say what a file held when it was written.
///
/// Each 16-byte block is folded in with a 64×64→128-bit multiply whose halves are xored
/// (the mixing step of wyhash): fast (one multiply per 16 bytes) and with every input bit
/// reaching every output bit. It only has to tell a file's new bytes from its old ones, not
/// resist an attacker: a collision would leave one stale file in the next build, with odds
/// of about 2⁻⁶⁴ per changed file.
package enum ContentHash {
    private static let primes: (UInt64, UInt64, UInt64) = (0xa076_1d64_78bd_642f, 0xe703_7ed1_a0b4_28db, 0x8ebc_6af0_9c88_c6e3)

    /// The hash of `bytes`.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = Streaming(count: bytes.count)
        hasher.feed(bytes)
        return hasher.finalize()
    }

    /// The same hash over bytes that arrive in blocks (a file read back a block at a time),
    /// when their total count is known first: it is folded in at the start. Every block but
    /// the last must be a multiple of 16 bytes.
    package struct Streaming {
        private let count: Int
        private var state: UInt64
        private var tail: (UInt64, UInt64) = (0, 0)
        private var tailCount = 0

        package init(count: Int) {
            self.count = count
            state = primes.0 ^ UInt64(truncatingIfNeeded: count)
        }

        /// Folds in the next block.
        package mutating func feed(_ bytes: UnsafeRawBufferPointer) {
            precondition(tailCount == 0, "only the last block may end short of 16 bytes")
            var offset = 0
            while offset + 16 <= bytes.count {
                let low = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                state = mix(low ^ primes.1, high ^ state)
                offset += 16
            }
            // The last 0–15 bytes, zero-padded; the length folded in at the start and the end
            // keeps a file from colliding with itself plus zero bytes.
            tailCount = bytes.count - offset
            withUnsafeMutableBytes(of: &tail) { padded in
                for index in 0..<tailCount { padded[index] = bytes[offset + index] }
            }
        }

        /// The hash of every block fed.
        package func finalize() -> UInt64 {
            let state = mix(UInt64(littleEndian: tail.0) ^ primes.1, UInt64(littleEndian: tail.1) ^ self.state)
            return mix(state ^ primes.2, UInt64(truncatingIfNeeded: count) ^ primes.1)
        }
    }

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
