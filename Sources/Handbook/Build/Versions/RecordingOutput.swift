import HandbookFoundation
import Foundation

/// Passes an older version's files on to the site's output and keeps a copy of each, so the
/// version can be written from the cache next time without being rendered again.
final class RecordingOutput: SiteOutput {
    let base: any SiteOutput
    private let recorded = Locked<[String: Data]>([:])

    init(base: any SiteOutput) {
        self.base = base
    }

    func write(_ text: String, to relative: String) throws(DiagnosticsError) {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws(DiagnosticsError) {
        try base.write(data, to: relative)
        recorded.withLock { $0[relative] = data }
    }

    func write(_ files: [(path: String, data: Data)]) -> [Diagnostic] {
        let failures = base.write(files)
        recorded.withLock { recorded in
            for file in files { recorded[file.path] = file.data }
        }
        return failures
    }

    /// Made at once: the copy needs the bytes, and a version is made once per cache entry.
    func writeDeferred(to relative: String, _ make: @escaping @Sendable () -> String) throws(DiagnosticsError) {
        try write(make(), to: relative)
    }

    func holds(_ relative: String) -> Bool { base.holds(relative) }
    func commit() throws(DiagnosticsError) {}
    func abandon() {}

    /// Everything written, by path within the version.
    var files: [String: Data] { recorded.withLock { $0 } }
}
