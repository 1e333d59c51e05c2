import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// Reads typed values out of a `YAMLDocument`, collecting a diagnostic for each value of
/// the wrong type or unknown key instead of stopping at the first.
public struct YAMLReader {
    public let document: YAMLDocument
    /// Everything found wrong so far.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ document: YAMLDocument) {
        self.document = document
    }

    /// Records a diagnostic made elsewhere (positions computed by the caller).
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records a diagnostic at `node`.
    public mutating func report(_ id: String, _ message: String, at node: Node?, severity: Diagnostic.Severity = .error, explanation: String? = nil) {
        diagnostics.append(Diagnostic(severity, id, message, at: document.location(of: node), explanation: explanation))
    }

    /// The entries of a mapping, keyed by their string keys, in document order. Keys not in
    /// `allowed` are reported with a did-you-mean (nil allows every key); a non-mapping is
    /// reported and gives nil.
    public mutating func mapping(_ node: Node?, allowed: [String]?, what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let node else { return nil }
        guard case .mapping(let mapping) = node else {
            report("yaml.type", "\(what) must be a mapping of keys to values", at: node)
            return nil
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                report("yaml.type", "keys in \(what) must be plain text", at: keyNode)
                continue
            }
            if let allowed, !allowed.contains(key) {
                let hint = Spelling.suggestion(for: key, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                report("yaml.unknown-key", "unknown key '\(key)' in \(what)\(hint)", at: keyNode,
                       explanation: "Known keys: \(allowed.joined(separator: ", ")).")
                continue
            }
            if !seen.insert(key).inserted {
                report("yaml.duplicate-key", "key '\(key)' appears twice in \(what)", at: keyNode)
                continue
            }
            entries.append((key, keyNode, value))
        }
        return entries
    }

    /// A text value (numbers and booleans are taken as written).
    public mutating func string(_ node: Node, what: String) -> String? {
        guard case .scalar(let scalar) = node else {
            report("yaml.type", "\(what) must be text", at: node)
            return nil
        }
        return scalar.string
    }

    /// A whole number.
    public mutating func int(_ node: Node, what: String) -> Int? {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            report("yaml.type", "\(what) must be a whole number", at: node)
            return nil
        }
        return value
    }

    /// A number greater than zero (lengths, sizes).
    public mutating func positiveNumber(_ node: Node, what: String) -> Double? {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            report("yaml.type", "\(what) must be a number", at: node)
            return nil
        }
        guard value > 0 else {
            report("yaml.value", "\(what) must be greater than zero", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false`.
    public mutating func bool(_ node: Node, what: String) -> Bool? {
        guard case .scalar(let scalar) = node else {
            report("yaml.type", "\(what) must be true or false", at: node)
            return nil
        }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report("yaml.type", "\(what) must be true or false", at: node)
            return nil
        }
    }

    /// The elements of a sequence; a single scalar is not silently accepted.
    public mutating func sequence(_ node: Node, what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            report("yaml.type", "\(what) must be a list", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// A list of texts.
    public mutating func strings(_ node: Node, what: String) -> [(String, Node)]? {
        guard let elements = sequence(node, what: what) else { return nil }
        return elements.compactMap { element in string(element, what: "each entry of \(what)").map { ($0, element) } }
    }
}
