import ContentWatching
import Foundation
import Handbook
import HandbookFoundation

/// The content folder as last loaded, loaded again before an answer when the folder changed
/// since (`ContentChanges`: the system's events, no walk per call). Callers on many threads at
/// once share one load: the first to see a change loads, the others wait for it.
final class LoadedContent: Sendable {
    /// The design system an answer is made from, and which content it is.
    struct Snapshot: Sendable {
        var system: DesignSystem?
        var diagnostics: [Diagnostic]
        /// A digest of every file's path and bytes as loaded: the same content gives the same
        /// revision, whatever the files' times, and any edit gives another.
        var revision: String
    }

    private struct State: ~Copyable {
        var snapshot: Snapshot?
        /// Each file's digest by path, kept with the fingerprint it was taken at, so a
        /// reload reads again only the files that changed.
        var digests: [String: (fingerprint: [Int], digest: UInt64, settled: Bool)] = [:]
    }

    let folder: String
    /// The component kinds specs may name.
    let kinds: ComponentKinds
    private let changes: ContentChanges
    private let cache = BuildCache()
    private let state = Locked(State())

    init(folder: String, kinds: ComponentKinds = .builtIn) {
        self.folder = folder
        self.kinds = kinds
        changes = ContentChanges(folders: [folder])
    }

    /// The content as it is now.
    func current() -> Snapshot {
        state.withLock { state in
            let look = changes.look()
            if let snapshot = state.snapshot, !look.changed { return snapshot }
            let (system, diagnostics) = DesignSystem.load(contentDirectory: folder, cache: cache, kinds: kinds)
            let snapshot = Snapshot(system: system, diagnostics: diagnostics, revision: Self.revision(of: look.files, seenAt: look.time, root: folder, digests: &state.digests))
            state.snapshot = snapshot
            return snapshot
        }
    }

    /// Sixteen hex digits over the files' paths (relative to the folder) and contents.
    private static func revision(of files: [String: [Int]], seenAt now: Int64, root: String, digests: inout [String: (fingerprint: [Int], digest: UInt64, settled: Bool)]) -> String {
        var hasher = StableHasher()
        var kept: [String: (fingerprint: [Int], digest: UInt64, settled: Bool)] = [:]
        for (path, fingerprint) in files.sorted(by: { $0.key < $1.key }) {
            let digest: UInt64
            // A digest taken while its file's fingerprint was not settled (the file written
            // within a clock tick of the look) proves nothing: a second save in that tick keeps
            // the fingerprint. Settled is judged at the look's time, not this moment's: a load
            // that took long settles nothing.
            let settled = now - (fingerprint.first.map(Int64.init) ?? now) > FileStamp.tickNanoseconds
            if let known = digests[path], known.fingerprint == fingerprint, known.settled {
                digest = known.digest
            } else {
                // A file gone between the walk and this read counts as empty; the next look sees it gone.
                let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
                digest = ContentHash.of(bytes)
            }
            kept[path] = (fingerprint, digest, settled)
            hasher.combine(String(path.dropFirst(root.count)))
            hasher.combine(digest)
        }
        digests = kept
        let value = hasher.finalize()
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
