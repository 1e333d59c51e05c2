import Foundation

/// An older version's files, written into the site's output under the version's folder.
/// Committing and abandoning belong to the site's own output.
struct PrefixedOutput: SiteOutput {
    let base: any SiteOutput
    /// `1.0/`.
    let prefix: String

    func write(_ text: String, to relative: String) throws(DiagnosticsError) { try base.write(text, to: prefix + relative) }
    func write(_ data: Data, to relative: String) throws(DiagnosticsError) { try base.write(data, to: prefix + relative) }
    func write(_ files: [(path: String, data: Data)]) -> [Diagnostic] { base.write(files.map { (prefix + $0.path, $0.data) }) }
    func writeDeferred(to relative: String, _ make: @escaping @Sendable () -> String) throws(DiagnosticsError) {
        try base.writeDeferred(to: prefix + relative, make)
    }
    func keep(_ relative: String, hash: UInt64) -> Bool { base.keep(prefix + relative, hash: hash) }
    func holds(_ relative: String) -> Bool { base.holds(prefix + relative) }
    func commit() throws(DiagnosticsError) {}
    func abandon() {}
}
