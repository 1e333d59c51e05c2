import HandbookDiagnostics

/// One token as written in a file, before aliases are followed. A class: each context's
/// merge shares the tokens of the sources it selects rather than copying them.
final class RawToken: Sendable {
    let name: String
    let type: TokenType?
    let value: JSONNode
    let description: String?
    let deprecation: TokenDeprecation?
    /// Where the token's object starts.
    let location: SourceLocation
    /// For a token whose file gives it no type: the paths of the groups around it, nearest
    /// last, so a group another source typed can type it when the sources are merged.
    let groups: [String]

    init(name: String, type: TokenType?, value: JSONNode, description: String?, deprecation: TokenDeprecation?,
         location: SourceLocation, groups: [String] = []) {
        self.name = name
        self.type = type
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.location = location
        self.groups = groups
    }

    /// The same token, typed.
    func typed(_ type: TokenType?) -> RawToken {
        RawToken(name: name, type: type, value: value, description: description, deprecation: deprecation, location: location, groups: groups)
    }

    /// The same token under another name (a group's `$extends` copy).
    func renamed(_ name: String) -> RawToken {
        RawToken(name: name, type: type, value: value, description: description, deprecation: deprecation, location: location, groups: groups)
    }
}

/// A group's `$extends`: the group `name` takes the tokens of `target` it does not define.
struct GroupExtension: Sendable {
    var name: String
    var target: String
    var location: SourceLocation
}

/// The tokens of one or more DTCG documents merged in order, flattened to dotted names,
/// each with the `$type` and `$deprecated` its groups pass down.
struct TokenDocument: Sendable {
    var tokens: [String: RawToken] = [:]
    var order: [String] = []
    var extensions: [GroupExtension] = []
    var diagnostics: [Diagnostic] = []
    /// Each group's `$type`, by path, across every merged source: a later file that adds a
    /// token to a group another file typed inherits that type, as in the merged document.
    private var groupTypes: [String: TokenType] = [:]

    /// Adds a document's tokens; a token already defined is replaced (later sources win).
    mutating func merge(_ root: JSONNode, prefix: [String] = []) {
        guard root.members != nil else {
            diagnostics.append(.error("tokens.type-mismatch", "a token document must be a JSON object", at: root.location))
            return
        }
        walk(root, path: prefix.joined(separator: "."), type: nil, deprecation: nil)
    }

    /// `path` is the dotted name of `node`, built as the walk descends (one string a level).
    private mutating func walk(_ node: JSONNode, path: String, type inherited: TokenType?, deprecation inheritedDeprecation: TokenDeprecation?) {
        guard let members = node.members else { return }
        let key = path
        var type = groupTypes[key] ?? inherited
        if let written = node["$type"] {
            if let name = written.string, let known = TokenType(rawValue: name), known != .custom {
                type = known
                if node["$value"] == nil { groupTypes[key] = known }
            } else if written.string != nil {
                // Real systems type their own kinds of values; keep them, as written.
                type = .custom
                if node["$value"] == nil { groupTypes[key] = .custom }
                let known = TokenType.defined.map(\.rawValue).joined(separator: ", ")
                let warning = Diagnostic.warning("tokens.type-unknown", "$type \(written.value.compact) is not a type of the Format module; its tokens are kept as written",
                                                 at: written.location, explanation: "Types: \(known).")
                diagnostics.append(warning)
            } else {
                diagnostics.append(.error("tokens.type-mismatch", "$type must be a string naming a type", at: written.location))
            }
        }
        let deprecation = Self.deprecation(node["$deprecated"]) ?? inheritedDeprecation
        if node["$value"] != nil {
            add(node, name: path, type: type, deprecation: deprecation)
            return
        }
        if let extends = node["$extends"] {
            if let target = extends.string.flatMap(Self.reference) {
                extensions.append(GroupExtension(name: path, target: target, location: extends.location))
            } else {
                diagnostics.append(.error("tokens.alias-missing", "$extends must be a group reference like \"{group.name}\"", at: extends.location))
            }
        }
        for member in members {
            if member.key == "$root", member.value.members != nil {
                // A group's own token, named by the group's path.
                walk(member.value, path: path, type: type, deprecation: deprecation)
                continue
            }
            if member.key.hasPrefix("$") { continue }
            if member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                diagnostics.append(.error("tokens.name-invalid", "'\(member.key)' cannot name a token or group: names may not contain '{', '}' or '.'",
                                          at: member.keyLocation))
                continue
            }
            guard member.value.members != nil else {
                diagnostics.append(.error("tokens.type-mismatch", "'\(member.key)' is neither a token (an object with $value) nor a group", at: member.value.location))
                continue
            }
            walk(member.value, path: path.isEmpty ? member.key : path + "." + member.key, type: type, deprecation: deprecation)
        }
    }

    private mutating func add(_ node: JSONNode, name: String, type: TokenType?, deprecation: TokenDeprecation?) {
        guard let value = node["$value"] else { return }
        var groups: [String] = []
        if type == nil {
            let parts = name.split(separator: ".")
            groups = parts.indices.dropLast().map { parts[...$0].joined(separator: ".") }
        }
        var token = RawToken(name: name, type: type, value: value, description: node["$description"]?.string,
                             deprecation: deprecation, location: node.location, groups: groups)
        if let earlier = tokens[name] {
            // A later source that leaves out $type keeps the type the earlier one gave.
            if token.type == nil { token = token.typed(earlier.type) }
        } else {
            order.append(name)
        }
        tokens[name] = token
    }

    /// Adds the tokens of another source's document after this one's, as a deep merge of
    /// the two files would: a token defined again replaces the earlier one (keeping the
    /// earlier type when it gives none), and an untyped token takes the type of the nearest
    /// group any source typed. Sources are flattened once when read; each context merges
    /// the flattened sources it selects.
    mutating func absorb(_ other: TokenDocument) {
        groupTypes.merge(other.groupTypes) { _, later in later }
        tokens.reserveCapacity(tokens.count + other.order.count)
        for name in other.order {
            guard var token = other.tokens[name] else { continue }
            if let earlier = tokens[name] {
                if token.type == nil, earlier.type != nil { token = token.typed(earlier.type) }
            } else {
                order.append(name)
            }
            if token.type == nil {
                for group in token.groups.reversed() {
                    if let type = groupTypes[group] { token = token.typed(type); break }
                }
            }
            tokens[name] = token
        }
        extensions += other.extensions
        diagnostics += other.diagnostics
    }

    /// One source, flattened.
    static func flattened(_ root: JSONNode) -> TokenDocument {
        var document = TokenDocument()
        document.merge(root)
        return document
    }

    /// `{a.b}` → `a.b`; `{a.b.$root}` → `a.b`, the name the group's `$root` token is kept under.
    static func reference(_ text: String) -> String? {
        // By bytes: this runs for every value of every context.
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return DesignToken.name(referencedAs: String(decoding: inner, as: UTF8.self))
    }

    static func deprecation(_ node: JSONNode?) -> TokenDeprecation? {
        guard let node else { return nil }
        switch node.value {
        case .bool(true): return TokenDeprecation(reason: nil)
        case .string(let reason): return TokenDeprecation(reason: reason)
        default: return nil
        }
    }

    /// Copies the tokens of each `$extends` target group under the extending group, where
    /// the group does not define them itself; chains follow, cycles are reported.
    mutating func applyExtensions() {
        var done = Set<String>()
        func apply(_ extension: GroupExtension, stack: [String]) {
            if done.contains(`extension`.name) { return }
            if stack.contains(`extension`.name) {
                diagnostics.append(.error("tokens.alias-cycle", "$extends cycle: " + (stack + [`extension`.name]).joined(separator: " → "), at: `extension`.location))
                return
            }
            // The target's own extensions first, so a chain copies everything.
            for inner in extensions where inner.name == `extension`.target { apply(inner, stack: stack + [`extension`.name]) }
            let prefix = `extension`.target + "."
            let names = order.filter { $0.hasPrefix(prefix) || $0 == `extension`.target }
            guard !names.isEmpty else {
                let groups = Set(order.flatMap { name in
                    name.split(separator: ".").indices.map { name.split(separator: ".")[...$0].joined(separator: ".") }
                })
                let hint = closest(to: `extension`.target, among: Array(groups)).map { "; did you mean {\($0)}?" } ?? ""
                diagnostics.append(.error("tokens.alias-missing", "$extends names {\(`extension`.target)}, which is not a group\(hint)", at: `extension`.location))
                return
            }
            for name in names {
                let suffix = name == `extension`.target ? "" : String(name.dropFirst(`extension`.target.count))
                let copied = `extension`.name + suffix
                guard tokens[copied] == nil, let token = tokens[name] else { continue }
                tokens[copied] = token.renamed(copied)
                order.append(copied)
            }
            done.insert(`extension`.name)
        }
        for item in extensions { apply(item, stack: []) }
    }
}

/// The name among `names` nearest to `name` by edit distance, if near enough to suggest.
/// Rows stop as soon as every distance in them passes the limit, so a name far from every
/// candidate costs a few comparisons each, not its whole table (Primer's 5,000 tokens made a
/// missing alias cost seconds).
func closest(to name: String, among names: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    let limit = max(2, target.count / 4)
    var best: (String, Int)?
    var previous: [Int] = [], row: [Int] = []
    for candidate in names {
        let other = Array(candidate.lowercased().unicodeScalars)
        guard abs(other.count - target.count) <= min(3, limit) else { continue }
        let bound = min(limit, (best?.1 ?? .max) - 1)
        previous = Array(0...other.count)
        row = Array(repeating: 0, count: other.count + 1)
        var within = true
        for (i, a) in target.enumerated() {
            row[0] = i + 1
            var smallest = row[0]
            for (j, b) in other.enumerated() {
                row[j + 1] = min(previous[j + 1] + 1, row[j] + 1, previous[j] + (a == b ? 0 : 1))
                smallest = min(smallest, row[j + 1])
            }
            if smallest > bound { within = false; break }
            swap(&previous, &row)
        }
        guard within else { continue }
        let distance = previous[other.count]
        if distance <= bound { best = (candidate, distance) }
    }
    return best?.0
}
