import HandbookFoundation
import Foundation
import Handbook

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
        var phase = Phase.starting
        var listeners: [Int: AsyncStream<Event>.Continuation] = [:]
        var nextListener = 0
    }

    /// Where the served site stands.
    public enum Phase: Sendable, Equatable {
        /// No build has finished yet.
        case starting
        /// Every build so far failed: there is no site, only the newest build's console text.
        case unbuilt(failure: String)
        /// The `generation`-th good build is served; `failure` is a newer build's text when it failed.
        case serving(generation: Int, failure: String?)

        /// How many good builds there have been.
        public var generation: Int {
            if case .serving(let generation, _) = self { return generation }
            return 0
        }

        /// The newest build's console text, when it failed.
        public var failure: String? {
            switch self {
            case .starting: nil
            case .unbuilt(let failure): failure
            case .serving(_, let failure): failure
            }
        }
    }

    /// What live-reload clients are told.
    public enum Event: Sendable, Equatable {
        case reload(generation: Int)
        case failed(String)
    }

    private let state = Locked(State())

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
                let generation = state.phase.generation + 1
                state.phase = .serving(generation: generation, failure: nil)
                return .reload(generation: generation)
            }
        } else {
            let text = DiagnosticFormatter(useColor: false).format(report.diagnostics) + report.summary + "\n"
            event = state.withLock { state in
                if case .serving(let generation, _) = state.phase {
                    state.phase = .serving(generation: generation, failure: text)
                } else {
                    state.phase = .unbuilt(failure: text)
                }
                return .failed(text)
            }
        }
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.yield(event) }
    }

    /// The file at a site path, if the site has it; a deferred file is made now, once.
    func file(_ path: String) -> File? {
        let (file, make, generation) = state.withLock { ($0.files[path], $0.deferred[path], $0.phase.generation) }
        if let file { return file }
        guard let make else { return nil }
        let data = make()
        let made = File(data: data, etag: Self.etag(of: data))
        state.withLock { state in
            // A newer build may have landed meanwhile; its own deferred file stands.
            guard state.phase.generation == generation else { return }
            state.files[path] = made
            state.deferred[path] = nil
        }
        return made
    }

    /// Where the served site stands.
    public var phase: Phase {
        state.withLock { $0.phase }
    }

    /// A stream of events for one live-reload client, starting with the current failure if any.
    func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = state.withLock { state -> Int in
            state.nextListener += 1
            state.listeners[state.nextListener] = continuation
            if let failure = state.phase.failure { continuation.yield(.failed(failure)) }
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

    /// A strong validator: the content hash of the bytes, and their count.
    static func etag(of data: Data) -> String {
        let hash = data.withUnsafeBytes { ContentHash.of($0) }
        return "\"" + String(hash, radix: 16) + "-" + String(data.count, radix: 16) + "\""
    }
}
