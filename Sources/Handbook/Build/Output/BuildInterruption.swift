import Synchronization
import HandbookFoundation
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends a build cleanly on SIGINT (Ctrl-C) and SIGTERM: every `SiteWriter` stops writing,
/// then the process exits with 128 + the signal's number (130, 143).
///
/// The signal handler itself only writes the signal's number into a pipe (all it may safely
/// do); a thread reads the pipe, shuts each live writer's `WriteGate` — which waits for the
/// file or swap in flight and lets nothing else through — and exits. The staging folder is
/// left as it stands: it is the spare generation the next build updates in place, the same
/// folder that sits beside the site between any two builds, so nothing accumulates. A second
/// signal while the first is handled exits at once.
public enum BuildInterruption {
    private static let gates = Locked<[ObjectIdentifier: WriteGate]>([:])
    private static let notice = Locked<(@Sendable (String) -> Void)?>(nil)

    /// Installs the handlers for this process (once; a later call only replaces `notify`);
    /// `notify` receives one line for the user (waiting for another build, interrupted).
    public static func install(notify: @escaping @Sendable (String) -> Void) {
        notice.withLock { $0 = notify }
        guard !installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        // Not inherited by `git log` and other children.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = signalCount.load(ordering: .sequentiallyConsistent)  // initialised before any handler runs
        signalPipe.store(descriptors[1], ordering: .sequentiallyConsistent)
        let reader = descriptors[0]
        let thread = Thread { handleSignals(from: reader) }
        thread.name = "handbook-signals"
        thread.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = forwardSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A process can start with these blocked — Foundation's `Process` on Linux hands its
        // children a mask that blocks nearly every signal — and then a handler never runs and
        // Ctrl-C does nothing. Unblock them here; threads started later inherit this mask.
        var interrupts = sigset_t()
        sigemptyset(&interrupts)
        sigaddset(&interrupts, SIGINT)
        sigaddset(&interrupts, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
    }

    /// Tells the user something about the build's output (through the installed handler, or stderr).
    static func notify(_ text: String) {
        if let notify = notice.withLock({ $0 }) {
            notify(text)
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// Whether a signal is being handled and the process is about to exit.
    static var isExiting: Bool { exiting.load(ordering: .sequentiallyConsistent) }

    /// Parks the calling thread until the signal handler's thread ends the process.
    static func waitForExit() -> Never {
        while true { sleep(60) }
    }

    /// Makes an interruption wait for `gate` and stop its writer.
    static func register(_ gate: WriteGate) {
        gates.withLock { $0[ObjectIdentifier(gate)] = gate }
    }

    /// Forgets `gate`, once its writer has finished.
    static func unregister(_ gate: WriteGate) {
        gates.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(gate)) }
    }

    private static func handleSignals(from reader: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(reader, &byte, 1)
            if count == 1 { break }
            if count < 0 && errno == EINTR { continue }
            return
        }
        let signal = Int32(byte)
        exiting.store(true, ordering: .sequentiallyConsistent)
        let live = gates.withLock { Array($0.values) }
        var outcomes: [String] = []
        for gate in live {
            let published = gate.close()
            let name = (gate.output as NSString).lastPathComponent
            outcomes.append(published ? "'\(name)' had already been replaced by the new site" : "'\(name)' was left as it was")
        }
        let which = signal == SIGINT ? "Interrupted" : "Terminated"
        notify(outcomes.isEmpty ? which : which + "; " + outcomes.joined(separator: ", ") + ".")
        _exit(128 + signal)
    }
}

/// Whether `install` has run.
private let installed = Atomic<Bool>(false)
/// The write end of the pipe the signal handler writes into.
private let signalPipe = Atomic<Int32>(-1)
/// Set once the handler's thread has a signal to act on.
private let exiting = Atomic<Bool>(false)
/// Signals received; the second one exits without waiting.
private let signalCount = Atomic<Int>(0)

/// The signal handler: async-signal-safe calls only (atomics, write, _exit).
private func forwardSignal(_ signal: Int32) {
    let saved = errno
    if signalCount.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
        _exit(128 + signal)
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe.load(ordering: .sequentiallyConsistent), &byte, 1)
    errno = saved
}
