import Synchronization
import HandbookFoundation
import Foundation

/// Runs one tool call's work on a thread of its own, within a time budget, and lets the client
/// cancel it. The work is synchronous (the layout engine, loading the content): on a thread of
/// its own it never holds one of the cooperative pool's two, so `ping` and other calls are
/// answered while it runs. When the budget passes or the task is cancelled the caller is
/// answered at once and the work is told to stop (`CallControl`); what it computes after that
/// is dropped.
enum CallRunner {
    /// How a call ended.
    enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        case timedOut
        case cancelled
    }

    /// `work`'s value, or why there is none.
    static func run<Value: Sendable>(budget: Double, _ work: @escaping @Sendable (CallControl) -> Value) async -> Outcome<Value> {
        let control = CallControl()
        let answer = Locked<CheckedContinuation<Outcome<Value>, Never>?>(nil)
        let timer = Locked<Task<Void, Never>?>(nil)
        let resume: @Sendable (Outcome<Value>) -> Void = { outcome in
            answer.withLock { pending in
                pending?.resume(returning: outcome)
                pending = nil
            }
            // A finished call's timer must not sleep on for the whole budget.
            timer.withLock { $0?.cancel() }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.withLock { $0 = continuation }
                guard !Task.isCancelled else {
                    control.stop()
                    resume(.cancelled)
                    return
                }
                timer.withLock {
                    $0 = Task {
                        // Cancelled when the call ends first.
                        guard (try? await Task.sleep(for: .milliseconds(Int(budget * 1000)))) != nil else { return }
                        control.stop()
                        resume(.timedOut)
                    }
                }
                let thread = Thread {
                    let value = work(control)
                    resume(.finished(value))
                }
                thread.name = "handbook.mcp.call"
                // Loading content parses YAML and Markdown recursively: a main thread's stack.
                thread.stackSize = 8 << 20
                thread.start()
            }
        } onCancel: {
            control.stop()
            resume(.cancelled)
        }
    }
}

/// Tells a call's work that its answer is no longer wanted, so long loops can stop early.
final class CallControl: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// True once the call timed out or was cancelled.
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    func stop() { stopped.store(true, ordering: .relaxed) }
}
