/// A derived value of the build with a name: a page read, one spec's results, the subset
/// fonts. A query is its name, a key (which value of the query) and a function that makes the
/// value, reading files and other queries only through the `QueryContext` it is given — so
/// what the value depends on is recorded as it is read, never listed by hand.
///
/// `QueryStore` keeps each value with what its function read; a later build (or save, under
/// `serve`) takes the value again while everything read is unchanged, checked file by file
/// (stamp, then digest) and query by query (rustc's query system and Salsa are the models).
/// A query's function must be deterministic in what it reads: whatever else its value comes
/// from belongs in the query's name (a format, bumped when the value's shape changes) or in
/// an input it reads (`QueryInput`).
package protocol Query: Sendable {
    /// What the query makes; kept on disk, so written and read field by field.
    associatedtype Value: StoreCodable
    /// The query's name, the same in every process; bump its version when `Value` changes shape.
    static var name: String { get }
    /// Which value of the query this is (a content path, or "" for a query with one value).
    var key: String { get }
    /// Makes the value, reading only through `context`.
    func make(_ context: QueryContext) -> Value
}

/// A value the build hands the graph rather than reads from a file (the settings a step
/// read, the theme loaded): a name and a digest of what it is. A query that reads it through
/// `QueryContext.read(_:)` is made again when the digest differs.
package struct QueryInput<Value: Sendable>: Sendable {
    package var name: String
    package var value: Value
    package var digest: UInt64

    package init(_ name: String, _ value: Value, digest: UInt64) {
        self.name = name
        self.value = value
        self.digest = digest
    }
}

/// A value kept in the query store that no function makes alone: it is found while other
/// work is done (a layout shape proved while a page rendered, a sidebar rendered for the first
/// page that shows it) and fed to the store with the inputs that work read, as rustc feeds a
/// query's value from another query's work. It is taken again while those inputs are
/// unchanged (`QueryStore.fed(_:)`), else found again by the work.
package protocol FedQuery: Sendable {
    associatedtype Value: StoreCodable
    /// The value's name, the same in every process; bump its version when `Value` changes shape.
    static var name: String { get }
    /// Which value this is.
    var key: String { get }
}
