import HandbookDiagnostics

/// Follows aliases and reads every value of a merged `TokenDocument` by its type. Each
/// token is resolved once (memoised); a chain is followed with a stack, so a cycle is named.
struct TokenResolution {
    /// The longest alias chain followed. Each token keeps its whole chain (the token pages
    /// show it), so a bound keeps resolution, memory and the pages linear in the file; the
    /// stack never grows deeper either, whatever order the chain is written in.
    static let longestChain = 64
    let document: TokenDocument
    /// Tokens defined only in sets or modifiers the resolution order leaves out, by name, with
    /// what defines them ("set 'typography'"): an alias to one says so.
    let leftOut: [String: String]
    private var resolved: [String: DesignToken] = [:]
    private var failed = Set<String>()
    private(set) var diagnostics: [Diagnostic] = []
    /// Why each failed token failed.
    private(set) var problems: [String: Diagnostic] = [:]
    /// Values read from non-standard forms, reported grouped once resolution ends.
    private var nonstandard: [NonstandardValue] = []
    /// For each missing alias target, its diagnostic in `diagnostics`: every other alias to it
    /// becomes a note of that one, so a missing token is one report however many refer to it.
    private var missingTargets: [String: Int] = [:]

    init(_ document: TokenDocument, leftOut: [String: String] = [:]) {
        self.document = document
        self.leftOut = leftOut
    }

    /// Every token that resolved, in definition order, and what did not.
    static func resolve(_ document: TokenDocument, leftOut: [String: String] = [:]) -> (TokenSet, [Diagnostic]) {
        var resolution = TokenResolution(document, leftOut: leftOut)
        resolution.resolved.reserveCapacity(document.order.count)
        var names: [String] = []
        names.reserveCapacity(document.order.count)
        for name in document.order where resolution.token(name, stack: []) != nil {
            names.append(name)
        }
        // The memo is the set: no second dictionary per context.
        var set = TokenSet(tokens: resolution.resolved, names: names)
        set.problems = resolution.problems
        return (set, resolution.diagnostics + NonstandardValue.diagnostics(resolution.nonstandard))
    }

    private mutating func token(_ name: String, stack: [String]) -> DesignToken? {
        if let done = resolved[name] { return done }
        if failed.contains(name) { return nil }
        guard let raw = document.tokens[name] else { return nil }
        if Self.aliasTarget(raw.value) != nil {
            settleChain(from: name)
            if failed.contains(name) { return nil }
        }
        if stack.contains(name) {
            reportCycle(stack[(stack.firstIndex(of: name) ?? 0)...] + [name], at: raw.value.location)
            return nil
        }
        guard stack.count < Self.longestChain else {
            record(name, Self.tooLong(name, through: stack.suffix(3), at: raw.value.location))
            return nil
        }
        let stack = stack + [name]
        var result: DesignToken?
        if let target = Self.aliasTarget(raw.value) {
            guard let aliased = follow(target, at: raw.value.location, stack: stack) else { fail(name, because: target); return nil }
            guard aliased.aliasChain.count < Self.longestChain else {
                record(name, Self.tooLong(name, through: [target], at: raw.value.location))
                return nil
            }
            if let type = raw.type, type != aliased.type {
                fail(name, "{\(name)} is a \(type.rawValue) token but its alias {\(target)} is a \(aliased.type.rawValue)", at: raw.value.location)
                return nil
            }
            result = DesignToken(name: name, type: aliased.type, value: aliased.value, aliasChain: [target] + aliased.aliasChain,
                                 description: raw.description, deprecation: raw.deprecation, location: raw.value.location)
        } else {
            guard let type = raw.type else {
                record(name, .error("tokens.type-missing", "{\(name)} has no $type, and no group above it gives one", at: raw.location))
                return nil
            }
            var reader = TokenValueReader(name: name)
            let before = diagnostics.count
            guard let value = readValue(raw.value, type: type, name: name, stack: stack, reader: &reader) else {
                failed.insert(name)
                problems[name] = problems[name] ?? diagnostics.dropFirst(before).first { $0.severity == .error }
                return nil
            }
            result = DesignToken(name: name, type: type, value: value, description: raw.description, deprecation: raw.deprecation,
                                 location: raw.value.location)
        }
        resolved[name] = result
        return result
    }

    /// Resolves the tokens a chain of plain aliases from `name` passes through, deepest first,
    /// so that following the chain recurses one level however long it is written (a chain
    /// thousands long, written top down, would otherwise recurse through every link). A chain
    /// that comes back on itself is a cycle.
    private mutating func settleChain(from name: String) {
        var chain: [String] = [], seen = Set<String>()
        var next = name
        while resolved[next] == nil, !failed.contains(next), let raw = document.tokens[next], let target = Self.aliasTarget(raw.value) {
            guard seen.insert(next).inserted else {
                reportCycle(chain[(chain.firstIndex(of: next) ?? 0)...] + [next], at: raw.value.location)
                return
            }
            chain.append(next)
            next = target
        }
        for member in chain.dropFirst().reversed() { _ = token(member, stack: []) }
    }

    private mutating func reportCycle(_ cycle: some Collection<String>, at location: SourceLocation) {
        // A long cycle is named by its ends, so the message stays a line.
        let names = cycle.count <= 12 ? Array(cycle) : Array(cycle.prefix(6)) + ["… \(cycle.count - 10) more …"] + Array(cycle.suffix(4))
        let problem = Diagnostic.error("tokens.alias-cycle", "alias cycle: " + names.joined(separator: " → "), at: location)
        diagnostics.append(problem)
        for member in cycle { failed.insert(member); problems[member] = problems[member] ?? problem }
    }

    /// `tokens.alias-depth` for `name`, whose chain passes `through` those tokens.
    private static func tooLong(_ name: String, through: some Collection<String>, at location: SourceLocation) -> Diagnostic {
        .error("tokens.alias-depth", "{\(name)} is reached through more than \(longestChain) aliases (… \(through.map { "{\($0)}" }.joined(separator: " → ")) …); at most \(longestChain) are followed",
               at: location)
    }

    /// The token `target` an alias at `location` names, reporting a missing one.
    private mutating func follow(_ target: String, at location: SourceLocation, stack: [String]) -> DesignToken? {
        guard document.tokens[target] != nil else {
            let problem: Diagnostic
            if let index = missingTargets[target] {
                problem = Diagnostic(.error, "tokens.alias-missing", diagnostics[index].message, at: location, explanation: diagnostics[index].explanation)
                if diagnostics[index].location != location, !diagnostics[index].notes.contains(where: { $0.location == location }) {
                    diagnostics[index].notes.append(.init("also refers to {\(target)}", at: location))
                }
            } else {
                if let owner = leftOut[target] {
                    problem = .error("tokens.alias-missing", "no token is named {\(target)} here: it is defined in \(owner), which resolutionOrder leaves out", at: location,
                                     explanation: "Add a $ref to the \(owner) to the resolver's resolutionOrder, before the sets and modifiers that refer to it.")
                } else {
                    let hint = closest(to: target, among: document.order).map { "; did you mean {\($0)}?" } ?? ""
                    problem = .error("tokens.alias-missing", "no token is named {\(target)}\(hint)", at: location)
                }
                missingTargets[target] = diagnostics.count
                diagnostics.append(problem)
            }
            if let name = stack.last { problems[name] = problems[name] ?? problem }
            return nil
        }
        return token(target, stack: stack)
    }

    private mutating func fail(_ name: String, _ message: String, at location: SourceLocation) {
        record(name, .error("tokens.type-mismatch", message, at: location))
    }

    private mutating func record(_ name: String, _ problem: Diagnostic) {
        diagnostics.append(problem)
        failed.insert(name)
        problems[name] = problems[name] ?? problem
    }

    /// `name` failed because the token it refers to did: it carries that token's reason.
    private mutating func fail(_ name: String, because target: String) {
        failed.insert(name)
        if let reason = problems[target] { problems[name] = problems[name] ?? reason }
    }

    /// `"{a.b}"`, or the JSON-pointer form `{"$ref": "#/a/b"}` (a trailing `/$value` dropped).
    static func aliasTarget(_ node: JSONNode) -> String? {
        if let text = node.string { return TokenDocument.reference(text) }
        if let members = node.members, members.count == 1, let pointer = node["$ref"]?.string, pointer.hasPrefix("#/") {
            var parts = pointer.dropFirst(2).split(separator: "/").map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
            if parts.last == "$value" { parts.removeLast() }
            return parts.joined(separator: ".")
        }
        return nil
    }

    /// Reads `node` as a `type` value; sub-values that are aliases are followed. (The reader
    /// calls back into this resolution rather than holding a copy of it: a copy would
    /// duplicate every resolved token on each write.)
    private mutating func readValue(_ node: JSONNode, type: TokenType, name: String, stack: [String],
                                    reader: inout TokenValueReader) -> TokenValue? {
        let value = reader.read(node, as: type) { target, location in self.follow(target, at: location, stack: stack) }
        diagnostics += reader.diagnostics
        nonstandard += reader.nonstandard
        return value
    }
}
