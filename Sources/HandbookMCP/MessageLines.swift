import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard input cut into messages, one a line (MCP's stdio framing), each at most
/// `maxBytes` long: the bytes of a longer line are dropped as they arrive, never gathered, and
/// the line is reported by its length alone. Reading runs on a thread of its own, blocked in
/// `read(2)`, so it never holds a thread of Swift's cooperative pool.
enum MessageLines {
    /// One line of input.
    enum Line: Sendable, Equatable {
        /// A message's bytes, without its newline.
        case message([UInt8])
        /// A line longer than the limit, by its length in bytes (counted up to its newline),
        /// with its first bytes, where a request's id may be read (`RequestIDPeek`).
        case tooLong(Int, head: [UInt8])
    }

    /// Cuts bytes into lines as they arrive; kept apart from `read(2)` so the framing can be
    /// tested and fuzzed with any split of the bytes.
    struct Splitter {
        let maxBytes: Int
        private var pending: [UInt8] = []
        /// The length of a line being skipped for its size, or nil.
        private var skipping: Int?
        /// The first bytes of the line being skipped.
        private var head: [UInt8] = []
        /// How many of a skipped line's first bytes are kept to find its id.
        static let headLength = 4_096

        init(maxBytes: Int) {
            self.maxBytes = maxBytes
        }

        /// The lines `bytes` completes.
        mutating func feed(_ bytes: some Collection<UInt8>) -> [Line] {
            var lines: [Line] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
                let piece = rest[..<(newline ?? rest.endIndex)]
                if let skipped = skipping {
                    skipping = skipped + piece.count
                    if head.count < Self.headLength { head += piece.prefix(Self.headLength - head.count) }
                } else if pending.count + piece.count > maxBytes {
                    skipping = pending.count + piece.count
                    head = Array((pending + piece.prefix(Self.headLength)).prefix(Self.headLength))
                    pending = []
                } else {
                    pending += piece
                }
                guard let newline else { break }
                if let skipped = skipping {
                    lines.append(.tooLong(skipped, head: head))
                    head = []
                } else if !pending.isEmpty, !pending.allSatisfy(Self.isBlank) {
                    lines.append(.message(pending))
                }
                pending = []
                skipping = nil
                rest = rest[rest.index(after: newline)...]
            }
            return lines
        }

        /// Spaces and carriage returns alone make no message (a client's `\r\n`).
        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        }
    }

    /// Standard input's lines until it ends or fails; a last line without its newline is
    /// dropped (the client went in the middle of it).
    static func read(maxBytes: Int) -> AsyncStream<Line> {
        let (stream, continuation) = AsyncStream<Line>.makeStream()
        let reader = Thread {
            var splitter = Splitter(maxBytes: maxBytes)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for line in splitter.feed(buffer[..<count]) { continuation.yield(line) }
            }
            continuation.finish()
        }
        reader.name = "handbook.mcp.stdin"
        reader.start()
        return stream
    }
}
