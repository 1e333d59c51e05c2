import Foundation
import Handbook
import Synchronization

/// The site being served: the last good build's files, and what the newest build said.
/// Shared by the request handlers and the rebuild loop.
public final class ServedSite: Sendable {
    /// One file with its validator.
    struct File: Sendable {
        var data: Data
        var etag: String
    }

    private struct State {
        var files: [String: File] = [:]
        /// Files made on first request (the search index), until they are.
        var deferred: [String: @Sendable () -> Data] = [:]
        var generation = 0
        /// The console's text of the newest build when it failed; nil after a good build.
        var failure: String?
        var listeners: [Int: AsyncStream<Event>.Continuation] = [:]
        var nextListener = 0
    }

    /// What live-reload clients are told.
    public enum Event: Sendable, Equatable {
        case reload(generation: Int)
        case failed(String)
    }

    private let state = Mutex(State())

    public init() {}

    /// Takes in a build: a good one replaces the files and reloads browsers; a failed one
    /// keeps the files and shows its diagnostics.
    public func update(with report: BuildReport) {
        let event: Event
        if report.succeeded {
            // Most files are as they were: keep their validators instead of hashing every byte again.
            let previous = state.withLock { $0.files }
            let validated = Dictionary(uniqueKeysWithValues: report.files.map { path, data in
                if let old = previous[path], Self.sameBytes(old.data, data) { return (path, old) }
                return (path, File(data: data, etag: Self.etag(of: data)))
            })
            event = state.withLock { state in
                state.files = validated
                state.deferred = report.deferredFiles
                state.failure = nil
                state.generation += 1
                return .reload(generation: state.generation)
            }
        } else {
            let text = DiagnosticFormatter(useColor: false).format(report.diagnostics) + report.summary + "\n"
            event = state.withLock { state in
                state.failure = text
                return .failed(text)
            }
        }
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.yield(event) }
    }

    /// The file at a site path, if the site has it; a deferred file is made now, once.
    func file(_ path: String) -> File? {
        let (file, make, generation) = state.withLock { ($0.files[path], $0.deferred[path], $0.generation) }
        if let file { return file }
        guard let make else { return nil }
        let data = make()
        let made = File(data: data, etag: Self.etag(of: data))
        state.withLock { state in
            // A newer build may have landed meanwhile; its own deferred file stands.
            guard state.generation == generation else { return }
            state.files[path] = made
            state.deferred[path] = nil
        }
        return made
    }

    /// Generation of the files served, and the failure shown over them.
    public var status: (generation: Int, failure: String?) {
        state.withLock { ($0.generation, $0.failure) }
    }

    /// A stream of events for one live-reload client, starting with the current failure if any.
    func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = state.withLock { state -> Int in
            state.nextListener += 1
            state.listeners[state.nextListener] = continuation
            if let failure = state.failure { continuation.yield(.failed(failure)) }
            return state.nextListener
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every live-reload stream (shutdown).
    func finishListeners() {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.finish() }
    }

    /// Whether two files hold the same bytes; pages the build cache kept share their storage
    /// with the last build's, which answers without reading them.
    static func sameBytes(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        let shared = a.withUnsafeBytes { first in b.withUnsafeBytes { second in first.baseAddress == second.baseAddress } }
        return shared || a == b
    }

    /// A strong validator: FNV-1a over the bytes.
    static func etag(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "-" + String(data.count, radix: 16) + "\""
    }
}
