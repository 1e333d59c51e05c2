import Synchronization
import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Mustache

/// Renders `layout.mustache` once per page *shape* rather than once per page.
///
/// swift-mustache looks every name up through dynamic casts, which made the layout the
/// largest share of a build's time. Pages differ in their text far more than in their
/// structure, so each page's context is split into its structure (keys, booleans, list
/// lengths, which strings are empty) and its strings. The structure, with every string
/// replaced by a numbered marker, is rendered once; each page of that shape then copies
/// the result with its own strings put in at the markers, HTML-escaped where the template
/// escaped the marker.
///
/// Shaping is used only where it is proven to give swift-mustache's bytes: swift-mustache's
/// own parse of every template (`MustacheParse`) must show that strings are only ever put
/// in as they are — no transform that changes text (`uppercased(title)`), no partial named
/// by a value (`{{>*page.kind}}`), no token this code does not know. Each shape is also
/// checked once against a direct render of the first page that has it; a shape that
/// differs is rendered page by page from then on.
///
/// The first page a process renders is rendered directly, and the templates are parsed for
/// safety only when a second comes: a rebuild that renders the one page edited does neither.
package final class ShapedLayout: Sendable {
    private let library: MustacheLibrary
    private let template: String
    private let templates: [String: MustacheTemplate]
    /// Whether shaping is safe, decided on first need.
    private let decided = Locked<Bool?>(nil)
    /// Pages rendered so far.
    private let renders = Atomic<Int>(0)
    /// Shapes this process rendered through swift-mustache to prove them.
    private let proofs = Atomic<Int>(0)

    /// How many shapes this process proved, rather than found proved (`remember(in:key:)`).
    package var provedShapes: Int { proofs.load(ordering: .relaxed) }
    /// Rendered shapes by signature; nil for a shape whose output could not be split at its markers.
    let shapes = Locked<[String: Shape?]>([:])
    /// The query store shapes are kept in across processes (`remember(in:key:)`).
    let memory = Locked<QueryStore?>(nil)

    /// Transforms that never look inside a string: they test emptiness or work on lists.
    package static let safeTransforms: Set<String> = ["empty", "count", "first", "last", "index", "even", "odd"]

    package init(library: MustacheLibrary, template: String = Conventions.layoutTemplate, templates: [String: MustacheTemplate]) {
        self.library = library
        self.template = template
        self.templates = templates
    }

    /// False when a theme template uses a transform that could change a string's text.
    package var isShaping: Bool {
        decided.withLock { decided in
            if let decided { return decided }
            let safe = templates.values.allSatisfy(Self.isShapeSafe)
            decided = safe
            return safe
        }
    }

    /// The template rendered with `context`: byte for byte what swift-mustache makes, but for
    /// one case, where this is stricter: swift-mustache compares whole characters when it
    /// escapes, so an `&` or `<` followed by a combining mark passes through unescaped.
    package func render(_ context: [String: Any]) -> String {
        String(decoding: renderBytes(context), as: UTF8.self)
    }

    /// `render(_:)` as UTF-8 bytes, for a page written to a file: a page filled from its shape
    /// is valid UTF-8 by construction (template text and whole strings), and checking 20 KB
    /// again to make a `String` of it was a seventh of a 10,000-page title edit's time.
    package func renderBytes(_ context: [String: Any]) -> [UInt8] {
        guard renders.add(1, ordering: .relaxed).oldValue > 0, isShaping else { return Array(library.render(context, theme: template).utf8) }
        var values: [String] = []
        var signature: [UInt8] = []
        let shaped = Self.shape(context, values: &values, signature: &signature)
        let key = String(decoding: signature, as: UTF8.self)
        let seen: Shape?? = shapes.withLock { $0[key] }
        if let known = seen ?? remembered(key) {
            guard let shape = known else { return Array(library.render(context, theme: template).utf8) }
            return shape.filled(with: values)
        }
        // A new shape: fill it for this page and compare with a direct render, once.
        proofs.add(1, ordering: .relaxed)
        let direct = Array(library.render(context, theme: template).utf8)
        let made = Shape(rendered: library.render(shaped, theme: template), valueCount: values.count)
        let proven = made.flatMap { $0.filled(with: values) == direct ? $0 : nil }
        shapes.withLock { $0[key] = proven }
        found(key, proven)
        return direct
    }

    /// Replaces every non-empty string in `value` by a marker for `values[n]`, and writes the
    /// structure into `signature`; dictionaries are walked in key order, so equal structures
    /// number their markers alike.
    private static func shape(_ value: Any, values: inout [String], signature: inout [UInt8]) -> Any {
        switch value {
        case let string as String:
            guard !string.isEmpty else {
                signature.append(UInt8(ascii: "e"))
                return string
            }
            signature.append(UInt8(ascii: "s"))
            values.append(string)
            return "\u{1}&\(values.count - 1)\u{2}"
        case let flag as Bool:
            signature.append(flag ? UInt8(ascii: "T") : UInt8(ascii: "F"))
            return flag
        case let dictionary as [String: Any]:
            signature.append(UInt8(ascii: "{"))
            var shaped: [String: Any] = [:]
            shaped.reserveCapacity(dictionary.count)
            for key in dictionary.keys.sorted() {
                signature.append(contentsOf: key.utf8)
                signature.append(UInt8(ascii: ":"))
                shaped[key] = dictionary[key].map { shape($0, values: &values, signature: &signature) }
            }
            signature.append(UInt8(ascii: "}"))
            return shaped
        case let list as [Any]:
            signature.append(UInt8(ascii: "["))
            let shaped = list.map { shape($0, values: &values, signature: &signature) }
            signature.append(UInt8(ascii: "]"))
            return shaped
        default:
            // Numbers and anything else render by their description: part of the shape.
            signature.append(UInt8(ascii: "v"))
            signature.append(contentsOf: String(describing: value).utf8)
            signature.append(0)
            return value
        }
    }

    /// Whether every tag of `template` (as swift-mustache parsed it) puts strings in unchanged.
    package static func isShapeSafe(_ template: MustacheTemplate) -> Bool {
        MustacheParse(template).tags.allSatisfy { tag in
            switch tag {
            case .text(let text): !text.unicodeScalars.contains { $0 == "\u{1}" || $0 == "\u{2}" }
            case .lookup(_, let transforms): transforms.allSatisfy(safeTransforms.contains)
            case .dynamicPartial, .unknown: false
            }
        }
    }

    /// One rendered shape, split at its markers.
    struct Shape: Sendable {
        package let bytes: [UInt8]
        /// Each run of template text and the value after it (nil after the last run).
        package let runs: [(text: Range<Int>, value: Int?, escaped: Bool)]

        /// A shape as kept on disk.
        init(bytes: [UInt8], runs: [(text: Range<Int>, value: Int?, escaped: Bool)]) {
            self.bytes = bytes
            self.runs = runs
        }

        /// Nil when the output holds a marker it cannot read (a template that mangled one).
        package init?(rendered: String, valueCount: Int) {
            bytes = Array(rendered.utf8)
            let escapedAmpersand = Array("&amp;".utf8)
            var runs: [(text: Range<Int>, value: Int?, escaped: Bool)] = []
            var start = 0, position = 0
            while let marker = bytes[position...].firstIndex(of: 0x01) {
                var cursor = marker + 1
                let escaped = bytes[cursor...].starts(with: escapedAmpersand)
                if escaped {
                    cursor += escapedAmpersand.count
                } else if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "&") {
                    cursor += 1
                } else {
                    return nil
                }
                var number = 0, digits = 0
                while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) {
                    number = number * 10 + Int(bytes[cursor] - 0x30)
                    digits += 1
                    cursor += 1
                }
                guard digits > 0, number < valueCount, cursor < bytes.count, bytes[cursor] == 0x02 else { return nil }
                runs.append((start..<marker, number, escaped))
                position = cursor + 1
                start = position
            }
            runs.append((start..<bytes.count, nil, false))
            self.runs = runs
        }

        package func filled(with values: [String]) -> [UInt8] {
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
            bytes.withUnsafeBufferPointer { all in
                for run in runs {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: all[run.text]))
                    guard let value = run.value else { continue }
                    if run.escaped {
                        HTML.appendEscaped(values[value], to: &output)
                    } else {
                        output.append(contentsOf: values[value].utf8)
                    }
                }
            }
            return output
        }
    }
}
