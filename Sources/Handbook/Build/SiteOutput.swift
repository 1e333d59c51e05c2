import HandbookFoundation
import Foundation

/// Where a build writes the files of a site: a folder on disk (`SiteWriter`) or memory
/// (`MemorySite`, for `handbook serve`, which answers requests without touching disk).
public protocol SiteOutput: Sendable {
    /// Writes text as UTF-8 at the site path `relative`.
    func write(_ text: String, to relative: String) throws(DiagnosticsError)
    /// Writes bytes at the site path `relative`.
    func write(_ data: Data, to relative: String) throws(DiagnosticsError)
    /// Writes bytes the caller has hashed already (`ContentHash`, which it keeps for the next
    /// build): a folder on disk compares the file by that hash rather than hashing it again.
    func write(_ bytes: [UInt8], hash: UInt64, to relative: String) throws(DiagnosticsError)
    /// Writes a file that readers may never ask for (the search index): on disk at once,
    /// in memory only when it is first requested, so `serve` reloads pages without waiting for it.
    func writeDeferred(to relative: String, _ make: @escaping @Sendable () -> String) throws(DiagnosticsError)
    /// Writes at `relative` a file made piece by piece and too large to hold whole
    /// (`llms-full.txt`): `fill` hands the pieces, in order, to the function it is given.
    func writeStreamed(to relative: String, _ fill: (_ append: (String) -> Void) -> Void) throws(DiagnosticsError)
    /// Makes the written site the current one.
    func commit() throws(DiagnosticsError)
    /// Drops what was written; the current site stays.
    func abandon()
    /// Puts at `relative` the bytes hashing to `hash` (`ContentHash`) that an earlier build
    /// wrote there, without the caller making them; false when the output cannot.
    func keep(_ relative: String, hash: UInt64) -> Bool
    /// Whether this build has written (or registered) a file at `relative` already.
    func holds(_ relative: String) -> Bool
    /// Whether `writeDeferred` waits for a request (memory) rather than writing at once: then
    /// files readers seldom open are better registered than made.
    var defersFiles: Bool { get }
}

extension SiteOutput {
    /// Outputs that do not compare files by their hash copy the bytes.
    public func write(_ bytes: [UInt8], hash: UInt64, to relative: String) throws(DiagnosticsError) {
        try write(Data(bytes), to: relative)
    }

    /// Writes several files; the failures are returned, and none stops the others.
    public func write(_ files: [(path: String, data: Data)]) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        for file in files {
            do {
                try write(file.data, to: file.path)
            } catch {
                failures += error.diagnostics
            }
        }
        return failures
    }

    public func writeDeferred(to relative: String, _ make: @escaping @Sendable () -> String) throws(DiagnosticsError) {
        try write(make(), to: relative)
    }

    /// Outputs that hold files in memory hold this one whole too.
    public func writeStreamed(to relative: String, _ fill: (_ append: (String) -> Void) -> Void) throws(DiagnosticsError) {
        var text = ""
        fill { text += $0 }
        try write(text, to: relative)
    }

    /// Outputs without earlier builds' files make every file.
    public func keep(_ relative: String, hash: UInt64) -> Bool { false }

    /// Outputs write deferred files at once unless they say otherwise.
    public var defersFiles: Bool { false }
}

extension SiteWriter: SiteOutput {}

/// A site held in memory: site path → bytes.
public final class MemorySite: SiteOutput {
    private let storage = Locked<[String: Data]>([:])
    private let deferred = Locked<[String: @Sendable () -> Data]>([:])

    public init() {}

    public func write(_ text: String, to relative: String) throws(DiagnosticsError) {
        storage.withLock { $0[relative] = Data(text.utf8) }
    }

    public func write(_ data: Data, to relative: String) throws(DiagnosticsError) {
        storage.withLock { $0[relative] = data }
    }

    /// Takes the lock once for all of `files`: pages arrive in runs from every core.
    public func write(_ files: [(path: String, data: Data)]) -> [Diagnostic] {
        storage.withLock { storage in
            for file in files { storage[file.path] = file.data }
        }
        return []
    }

    public func writeDeferred(to relative: String, _ make: @escaping @Sendable () -> String) throws(DiagnosticsError) {
        deferred.withLock { $0[relative] = { Data(make().utf8) } }
    }

    /// Deferred files are made on their first request.
    public var defersFiles: Bool { true }

    public func commit() throws(DiagnosticsError) {}

    public func abandon() {
        storage.withLock { $0.removeAll() }
        deferred.withLock { $0.removeAll() }
    }

    /// Files made on first request, by site path.
    public var deferredFiles: [String: @Sendable () -> Data] { deferred.withLock { $0 } }

    /// Everything written, by site path.
    public var files: [String: Data] { storage.withLock { $0 } }

    public func holds(_ relative: String) -> Bool {
        storage.withLock { $0[relative] != nil } || deferred.withLock { $0[relative] != nil }
    }
}
