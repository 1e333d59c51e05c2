import Foundation

/// A page as the last build into the same folder wrote it: the hash of its HTML, fed to the
/// query store when the page is rendered, with the one input its HTML depends on, the page's
/// render key (`PageRenderer.stableKey`). While that key is unchanged the page is not rendered
/// again: the writer keeps the file with that hash (`SiteOutput.keep`), which first checks the
/// file is still there with those bytes, so a value from a build killed before its commit is
/// harmless.
struct RenderedPageQuery: FedQuery {
    static let name = "rendered-page 1"
    /// The output folder and the page's directory.
    let key: String

    init(output: String, directory: String) {
        key = Self.prefix(output) + directory
    }

    /// Where the keys of an output's pages start.
    static func prefix(_ output: String) -> String { output + "\u{0}" }

    /// The name of the page's render key among the store's inputs.
    var input: String { "render-key\u{0}" + key }

    /// The hash of the page's HTML (`ContentHash`).
    struct Value: StoreCodable {
        var hash: UInt64

        init(hash: UInt64) {
            self.hash = hash
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            hash = try reader.uint64()
        }

        func write(to writer: inout StoreWriter) {
            writer.uint64(hash)
        }
    }
}
