import Foundation

/// The Tokens section's pages (`TokenPages`), made again only when what they show changes: the
/// tokens (in `ComponentContext.input`) or what the specs' results say of them — who uses each
/// token and the contrast rows (`TokenUse`). A spec's summary, a caption or an example saved
/// changes neither, so the pages are taken again instead of written out (a twentieth of a
/// spec save at 1,000 pages).
///
/// The key is the digest of the `TokenUse` the query is made from, as the store writes it: a
/// query is made from its key and what it reads, so the use it carries is named by its key.
struct TokenPagesQuery: Query {
    static let name = "token-pages 1"
    let key: String
    let use: TokenUse
    let queries: ComponentQueries

    init(use: TokenUse, queries: ComponentQueries) {
        var writer = StoreWriter()
        use.write(to: &writer)
        key = String(ContentHash.of(writer.bytes), radix: 16)
        self.use = use
        self.queries = queries
    }

    func make(_ context: QueryContext) -> TokenPageResults {
        _ = context.read(queries.input)
        return TokenPageResults(pages: TokenPages(tokens: queries.stage.tokens, users: use.users, contrast: use.contrast).pages())
    }
}

/// What the token pages read of the specs' results: by token, the specs that use it (name and
/// component title, in the specs' order), and the contrast rows whose foreground is a token.
struct TokenUse: StoreCodable {
    var users: [String: [TokenPages.User]] = [:]
    var contrast: [TokenContrast] = []

    init() {}

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        let pairs = try reader.array { reader throws(StoreReader.Damaged) in
            (try reader.string(), try reader.array { reader throws(StoreReader.Damaged) in TokenPages.User(name: try reader.string(), component: try reader.string()) })
        }
        users = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        contrast = try reader.array { reader throws(StoreReader.Damaged) in try TokenContrast.read(from: &reader) }
    }

    func write(to writer: inout StoreWriter) {
        writer.array(users.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value) { writer, user in
                writer.string(user.name)
                writer.string(user.component)
            }
        }
        writer.array(contrast) { $1.write(to: &$0) }
    }
}

/// The token pages as kept.
struct TokenPageResults: StoreCodable {
    var pages: [Page]

    init(pages: [Page]) {
        self.pages = pages
    }

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        pages = try reader.array { reader throws(StoreReader.Damaged) in try Page(from: &reader) }
    }

    func write(to writer: inout StoreWriter) {
        writer.array(pages) { $1.write(to: &$0) }
    }
}

extension TokenContrast {
    /// One row as the store keeps it.
    static func read(from reader: inout StoreReader) throws(StoreReader.Damaged) -> TokenContrast {
        TokenContrast(token: try reader.string(), theme: try reader.string(), ground: try reader.string(),
                      ratio: Double(bitPattern: try reader.uint64()), lc: Double(bitPattern: try reader.uint64()), passes: try reader.bool())
    }

    func write(to writer: inout StoreWriter) {
        writer.string(token); writer.string(theme); writer.string(ground)
        writer.uint64(ratio.bitPattern); writer.uint64(lc.bitPattern); writer.bool(passes)
    }
}
