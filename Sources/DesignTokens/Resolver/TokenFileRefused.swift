import HandbookDiagnostics

/// A token file the reader will not open (it resolves outside the folder tokens are read
/// from); the loader reports `diagnostic` instead of "cannot be read".
public struct TokenFileRefused: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
