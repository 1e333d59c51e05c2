/// A value read from a content file, with the place it was written: a later step that finds
/// something wrong with it (a translation file that is missing) reports it there.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
