import HandbookFoundation
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What every change a `SiteWriter` makes on disk passes through, so an interruption can stop
/// them all at one point in time.
///
/// Each file write (and the swap) enters the gate and leaves it when done. `close()` shuts the
/// gate and returns only once nothing is in flight: after it, no writer thread creates,
/// rewrites or swaps anything, however the threads were scheduled. A write that finds the gate
/// shut fails with `output.interrupted` instead of touching the disk.
final class WriteGate: Sendable {
    private struct State {
        var closed = false
        var inFlight = 0
        var published = false
    }

    private let state = Locked(State())

    /// The output folder, for messages.
    let output: String

    init(output: String) {
        self.output = output
    }

    /// Runs `change` unless the gate is shut; throws `output.interrupted` without running it when it is.
    func pass<Result>(_ change: () throws(DiagnosticsError) -> Result) throws(DiagnosticsError) -> Result {
        let open = state.withLock { state in
            guard !state.closed else { return false }
            state.inFlight += 1
            return true
        }
        guard open else {
            // The process is about to exit 130/143: a thread that returned an error here could
            // race the handler to exit first (with 1, or 0), so it waits for the exit instead.
            if BuildInterruption.isExiting { BuildInterruption.waitForExit() }
            throw Self.interrupted
        }
        defer { state.withLock { $0.inFlight -= 1 } }
        return try change()
    }

    /// Records that the new site has been swapped in (called inside `pass`).
    func markPublished() {
        state.withLock { $0.published = true }
    }

    /// Shuts the gate and waits until no change is in flight. Returns whether the new site
    /// had already been swapped in.
    @discardableResult
    func close() -> Bool {
        state.withLock { $0.closed = true }
        // A change in flight is one file or one swap: short. Poll rather than keep a
        // condition variable that every write would have to signal.
        while true {
            let (busy, published) = state.withLock { ($0.inFlight > 0, $0.published) }
            if !busy { return published }
            usleep(1_000)
        }
    }

    /// Whether `close()` has been called.
    var isClosed: Bool { state.withLock { $0.closed } }

    static let interrupted = DiagnosticsError([.error("output.interrupted", "the build was interrupted", at: nil)])
}
