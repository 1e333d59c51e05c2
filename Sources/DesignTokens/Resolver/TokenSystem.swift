import Foundation
import HandbookDiagnostics

/// A team's design tokens as site.yml names them: a DTCG 2025.10 resolver document (sets and
/// modifiers in a resolution order) or token files merged in order. Every file is read and
/// parsed once; `resolve` merges the sources one selection of contexts asks for and follows
/// the aliases, so many contexts cost one parse.
public struct TokenSystem: Sendable {
    /// The resolver's modifiers in resolution order (empty for a plain list of token files).
    public var modifiers: [TokenModifier] = []
    /// Every file read, as the paths diagnostics name them.
    public var files: [String] = []
    /// Tokens only the sets and modifiers that the resolution order leaves out define, by
    /// name, with what defines them (`set 'typography'`).
    public var leftOut: [String: String] = [:]

    /// One entry of the resolution order.
    enum Step: Sendable {
        case set([TokenDocument])
        case modifier(name: String, contexts: [String: [TokenDocument]])
    }
    var steps: [Step] = []
    /// The sets before the first modifier, merged once: every context starts from them.
    private(set) var prefix: (document: TokenDocument, count: Int) = (TokenDocument(), 0)

    /// Called once the steps are read: merges the leading sets.
    mutating func prepare() { prefix = Self.mergedPrefix(of: steps) }

    /// The leading set steps merged, and how many steps that was.
    private static func mergedPrefix(of steps: [Step]) -> (document: TokenDocument, count: Int) {
        var document = TokenDocument()
        var count = 0
        for step in steps {
            guard case .set(let sources) = step else { break }
            for source in sources { document.absorb(source) }
            count += 1
        }
        return (document, count)
    }

    /// Reads a resolver document and every file it refers to. `path` is used both to read and
    /// in diagnostics. Returns nil with errors when nothing usable could be read.
    public static func load(resolverAt path: String, reader: TokenFileReader = .disk) -> (TokenSystem?, [Diagnostic]) {
        var loader = ResolverLoader(reader: reader)
        let system = loader.load(resolverAt: path)
        return (loader.diagnostics.hasErrors ? nil : system, loader.diagnostics)
    }

    /// Token files merged in order, no modifiers.
    public static func load(files paths: [String], reader: TokenFileReader = .disk) -> (TokenSystem?, [Diagnostic]) {
        var loader = ResolverLoader(reader: reader)
        let roots = paths.compactMap { loader.document(at: $0, from: nil) }
        var system = TokenSystem()
        system.steps = [.set(roots.map(TokenDocument.flattened))]
        system.prepare()
        system.files = loader.files
        return (loader.diagnostics.hasErrors ? nil : system, loader.diagnostics)
    }

    /// The tokens of one context: `selection` maps modifier → context; modifiers it doesn't
    /// name take their default (or their first context). A context the modifier lacks is
    /// `tokens.context-unknown` (no location: the caller knows where it was asked for).
    public func resolve(_ selection: [String: String]) -> (TokenSet, [Diagnostic]) {
        var document = prefix.document
        var diagnostics: [Diagnostic] = []
        for step in steps.dropFirst(prefix.count) {
            switch step {
            case .set(let roots):
                for root in roots { document.absorb(root) }
            case .modifier(let name, let contexts):
                let modifier = modifiers.first { $0.name == name }
                let fallback = modifier?.defaultContext ?? modifier?.contexts.first ?? ""
                let chosen = selection[name] ?? fallback
                guard let roots = contexts[chosen] else {
                    diagnostics.append(.error("tokens.context-unknown", "modifier '\(name)' has no context '\(chosen)'", at: nil,
                                              explanation: "Its contexts: \(modifier?.contexts.joined(separator: ", ") ?? "").") )
                    continue
                }
                for root in roots { document.absorb(root) }
            }
        }
        for (name, _) in selection where !modifiers.contains(where: { $0.name == name }) {
            diagnostics.append(.error("tokens.context-unknown", "the resolver has no modifier '\(name)'", at: nil))
        }
        document.applyExtensions()
        let (set, found) = TokenResolution.resolve(document, leftOut: leftOut)
        return (set, document.diagnostics + found + diagnostics)
    }
}
