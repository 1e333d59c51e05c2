import Foundation
import HandbookDiagnostics

/// Reads a resolver document: its sets, modifiers and resolution order, following `$ref`s
/// to files (relative to the referring file's folder), to pointers inside files
/// (`file.json#/group`) and inside the resolver (`#/sets/base`).
struct ResolverLoader {
    let reader: TokenFileReader
    var diagnostics: [Diagnostic] = []
    /// Every file read, in the order first read.
    var files: [String] = []
    private var parsed: [String: JSONNode] = [:]

    init(reader: TokenFileReader) { self.reader = reader }

    /// The parsed file at `path` (once per path); nil with a diagnostic at `reference`.
    mutating func document(at path: String, from reference: SourceLocation?) -> JSONNode? {
        if let done = parsed[path] { return done }
        let bytes: [UInt8]
        do {
            bytes = try reader.read(path)
        } catch let refused as TokenFileRefused {
            // Placed where the reference is written, never in the refused file: an excerpt of
            // `/proc/self/environ` would print the machine's secrets into a CI log.
            var diagnostic = refused.diagnostic
            if let reference { diagnostic.location = reference }
            diagnostics.append(diagnostic)
            return nil
        } catch {
            diagnostics.append(.error("tokens.resolver-ref", "token file '\(path)' cannot be read", at: reference))
            return nil
        }
        do {
            let root = try JSONParser.parse(bytes: bytes, file: path)
            parsed[path] = root
            files.append(path)
            return root
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    mutating func load(resolverAt path: String) -> TokenSystem? {
        guard let root = document(at: path, from: nil) else { return nil }
        guard root.members != nil else {
            diagnostics.append(.error("tokens.resolver", "a resolver document is a JSON object", at: root.location))
            return nil
        }
        var system = TokenSystem()
        guard let order = root["resolutionOrder"], case .array(let entries) = order.value else {
            diagnostics.append(.error("tokens.resolver", "the resolver has no resolutionOrder array", at: root.location))
            return nil
        }
        var ordered = Set<String>()
        for entry in entries {
            // An entry is a $ref to #/sets/NAME or #/modifiers/NAME, or an inline set or modifier.
            var node = entry, kind = entry["type"]?.string, name = entry["name"]?.string
            if let pointer = entry["$ref"]?.string {
                guard pointer.hasPrefix("#/"), let target = Self.pointer(pointer, in: root) else {
                    diagnostics.append(.error("tokens.resolver-ref", "resolutionOrder entry '\(pointer)' points at nothing in the resolver", at: entry.location))
                    continue
                }
                let parts = pointer.dropFirst(2).split(separator: "/").map(String.init)
                ordered.insert(parts.prefix(2).joined(separator: "/"))
                node = target
                kind = parts.first == "modifiers" ? "modifier" : (parts.first == "sets" ? "set" : target["type"]?.string)
                name = parts.last
            }
            switch kind {
            case "modifier":
                guard let contextsNode = node["contexts"], let members = contextsNode.members, !members.isEmpty else {
                    diagnostics.append(.error("tokens.resolver", "modifier '\(name ?? "?")' has no contexts", at: node.location))
                    continue
                }
                var contexts: [String: [TokenDocument]] = [:]
                for member in members {
                    contexts[member.key] = sources(member.value, base: path, root: root).map(TokenDocument.flattened)
                }
                let modifierName = name ?? "modifier\(system.modifiers.count + 1)"
                let fallback = node["default"]?.string
                if let fallback, contexts[fallback] == nil {
                    diagnostics.append(.error("tokens.context-unknown", "modifier '\(modifierName)' has no context '\(fallback)' for its default",
                                              at: node["default"]?.location))
                } else if fallback == nil, members.count > 1, let first = members.first?.key {
                    // A tool must be told which context to use; Handbook takes the first, and says so.
                    diagnostics.append(.warning("tokens.modifier-default", "modifier '\(modifierName)' names no default context; Handbook takes its first, '\(first)', as the default, and still draws and checks every context",
                                                at: node.location, explanation: "The default is what a page shows first, what the other modifiers' contexts are combined with, and the first column of the token pages. Add \"default\": \"\(first)\" (or the context the product starts in) to the modifier."))
                }
                system.modifiers.append(TokenModifier(name: modifierName, contexts: members.map(\.key), defaultContext: fallback,
                                                      description: node["description"]?.string, location: node.location))
                system.steps.append(.modifier(name: modifierName, contexts: contexts))
            default:
                guard let sourcesNode = node["sources"] else {
                    diagnostics.append(.error("tokens.resolver", "set '\(name ?? "?")' has no sources", at: node.location))
                    continue
                }
                system.steps.append(.set(sources(sourcesNode, base: path, root: root).map(TokenDocument.flattened)))
            }
        }
        system.leftOut = leftOut(of: root, ordered: ordered, base: path)
        system.files = files
        system.prepare()
        return system
    }

    /// The sets and modifiers the resolver declares but its resolution order leaves out: one
    /// warning at each declaration (`tokens.resolver-unused`), and the names of their tokens
    /// with what declares them, so an alias to one of them says why it finds nothing.
    private mutating func leftOut(of root: JSONNode, ordered: Set<String>, base: String) -> [String: String] {
        var names: [String: String] = [:]
        for (kind, folder) in [("set", "sets"), ("modifier", "modifiers")] {
            for member in root[folder]?.members ?? [] where !ordered.contains(folder + "/" + member.key) {
                let owner = "\(kind) '\(member.key)'"
                diagnostics.append(.warning("tokens.resolver-unused", "\(owner) is declared but resolutionOrder leaves it out: its tokens are in no context",
                                            at: member.keyLocation,
                                            explanation: "Add { \"$ref\": \"#/\(folder)/\(member.key)\" } to resolutionOrder where its tokens belong, or remove the \(kind)."))
                // Its files are read only for their token names: what is wrong in them is not
                // part of any context, and is said when the set is put in the order.
                let before = diagnostics.count
                var documents: [TokenDocument] = []
                if kind == "set", let sourcesNode = member.value["sources"] {
                    documents = sources(sourcesNode, base: base, root: root).map(TokenDocument.flattened)
                } else {
                    for context in member.value["contexts"]?.members ?? [] {
                        documents += sources(context.value, base: base, root: root).map(TokenDocument.flattened)
                    }
                }
                diagnostics.removeSubrange(before...)
                for document in documents {
                    for name in document.order where names[name] == nil { names[name] = owner }
                }
            }
        }
        return names
    }

    /// A list of sources: `$ref`s to files or pointers, or inline token documents.
    private mutating func sources(_ node: JSONNode, base: String, root: JSONNode) -> [JSONNode] {
        guard case .array(let items) = node.value else {
            diagnostics.append(.error("tokens.resolver", "sources must be a list", at: node.location))
            return []
        }
        return items.compactMap { item in
            guard let reference = item["$ref"]?.string else { return item }
            let (file, fragment) = Self.split(reference)
            let document: JSONNode?
            if file.isEmpty {
                document = root
            } else {
                let folder = (base as NSString).deletingLastPathComponent
                let path = file.hasPrefix("/") ? file : Self.normalised(folder.isEmpty ? file : folder + "/" + file)
                document = self.document(at: path, from: item["$ref"]?.location ?? item.location)
            }
            guard let document else { return nil }
            guard let fragment else { return document }
            guard let target = Self.pointer(fragment, in: document) else {
                diagnostics.append(.error("tokens.resolver-ref", "'\(reference)' points at nothing: no '\(fragment)' in \(file.isEmpty ? "the resolver" : file)",
                                          at: item["$ref"]?.location ?? item.location))
                return nil
            }
            return target
        }
    }

    static func split(_ reference: String) -> (file: String, fragment: String?) {
        guard let hash = reference.firstIndex(of: "#") else { return (reference, nil) }
        return (String(reference[..<hash]), String(reference[hash...]))
    }

    /// The node a JSON pointer (`#/a/b`) names in `root`.
    static func pointer(_ pointer: String, in root: JSONNode) -> JSONNode? {
        guard pointer.hasPrefix("#") else { return nil }
        var node = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if case .array(let items) = node.value, let index = Int(key), items.indices.contains(index) {
                node = items[index]
            } else if let next = node[key] {
                node = next
            } else {
                return nil
            }
        }
        return node
    }

    /// `a/./b/../c` → `a/c`, so one file read through two paths is read once.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
