import Foundation
import HandbookPreview
import HandbookTranslations

/// Reads a team's icon file (`Content/icons/NAME.svg`) into `IconArt`: its shapes with their
/// own path data and geometry, every paint that is not `none` turned into `currentColor` (an
/// icon is one colour: the part's), in the file's own `viewBox`.
///
/// Only drawing survives: `path`, `circle`, `ellipse`, `rect`, `line`, `polyline`, `polygon`
/// and `g`, with geometry, paint and transform attributes whose values are plain numbers,
/// names and path commands. Containers of things the icon does not draw (`defs`, `title`,
/// gradients, masks) are left out. Anything that could run or load something — a `script`,
/// `foreignObject`, `image`, `use`, `a`, `iframe`, an `on…` attribute, a reference to
/// anything but the file itself — refuses the whole file with an error at that element
/// (`icon.unsafe`): the icon is published on every page that shows it. A file that is not
/// well-formed XML or has no `<svg>` root is `icon.invalid` at the place.
package enum SVGIconReader {
    /// What reading one file gave.
    package enum Outcome {
        case art(IconArt)
        case refused(Diagnostic)
    }

    package static func read(_ source: SourceText, name: String) -> Outcome {
        let events: [XMLEvent]
        switch XMLEventReader.read(source) {
        case .failure(let error):
            return .refused(.error("icon.invalid", "invalid SVG: \(error.message)", at: error.position.location(in: source.path)))
        case .success(let read):
            events = read
        }
        let lines = TextLines(source.text)
        var body = ""
        var box: (Double, Double, Double, Double)?
        var skipping = 0
        var open: [String] = []
        for event in events {
            guard case .start(let element, let attributes, let contentStart) = event else {
                if case .end(let element) = event {
                    if skipping > 0 { skipping -= 1; continue }
                    if let last = open.popLast(), last == element, element != "svg" { body += "</\(element)>" }
                }
                continue
            }
            let tag = lines.lastOccurrence(of: "<", atOrBefore: TextPosition(line: contentStart.line, column: max(1, contentStart.column - 1))) ?? contentStart
            let place = tag.location(in: source.path)
            let local = Self.localName(element)
            if let refusal = unsafe(local, attributes: attributes) {
                return .refused(.error("icon.unsafe", "\(refusal); an icon may only draw shapes, so '\(name)' is not drawn", at: place,
                                       explanation: "Icons are published on every page that shows them: scripts, event attributes and references to other files are refused, never drawn."))
            }
            if skipping > 0 || Self.skipped.contains(local) {
                skipping += 1
                continue
            }
            if open.isEmpty {
                guard local == "svg" else {
                    return .refused(.error("icon.invalid", "invalid SVG: the root element is <\(element)>, not <svg>", at: place))
                }
                box = viewBox(attributes)
                open.append(element)
                // The root's own paint and stroke apply to every shape, as inherited properties do.
                body += "<g" + Self.attributes(attributes, allowed: Self.paintAttributes, root: true) + ">"
                continue
            }
            guard Self.shapes.contains(local) else {
                skipping += 1
                continue
            }
            open.append(element)
            body += "<\(local)" + Self.attributes(attributes, allowed: Self.geometry[local, default: []].union(Self.paintAttributes), root: false) + ">"
        }
        guard let box, box.2 > 0, box.3 > 0 else {
            return .refused(.error("icon.invalid", "invalid SVG: the file gives no viewBox, nor a width and height, so the icon cannot be scaled",
                                   at: SourceLocation(file: source.path, line: 1, column: 1)))
        }
        return .art(IconArt(minX: box.0, minY: box.1, width: box.2, height: box.3, body: body + "</g>", source: name))
    }

    /// Why an element or one of its attributes may not be drawn, or nil.
    private static func unsafe(_ element: String, attributes: [String: String]) -> String? {
        if refused.contains(element) { return "<\(element)> is not allowed in an icon" }
        // Namespace declarations name vocabularies, not resources to load.
        for (key, value) in attributes where key != "xmlns" && !key.hasPrefix("xmlns:") {
            let local = localName(key).lowercased()
            if local.hasPrefix("on") { return "the event attribute \(key) is not allowed in an icon" }
            if local == "href" || local == "src" { return "\(key)=\"\(value)\" refers to another resource" }
            let lowered = value.lowercased()
            if lowered.contains("javascript:") || lowered.contains("data:") || lowered.contains("http:") || lowered.contains("https:") || lowered.contains("//") && lowered.contains("url(") {
                return "\(key)=\"\(value)\" refers to another resource"
            }
            if local == "style", lowered.contains("@import") || lowered.contains("expression(") { return "the style attribute loads or runs something" }
        }
        return nil
    }

    /// `x y width height` from `viewBox`, else from `width` and `height`.
    private static func viewBox(_ attributes: [String: String]) -> (Double, Double, Double, Double)? {
        if let text = attributes["viewBox"] {
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) }
            if numbers.count == 4 { return (numbers[0], numbers[1], numbers[2], numbers[3]) }
        }
        let length = { (key: String) in attributes[key].flatMap { Double($0.trimmingCharacters(in: .letters.union(.whitespaces))) } }
        guard let width = length("width"), let height = length("height") else { return nil }
        return (0, 0, width, height)
    }

    /// The attributes of `allowed` whose values are plain, paints made `currentColor`.
    private static func attributes(_ given: [String: String], allowed: Set<String>, root: Bool) -> String {
        var kept = given.filter { allowed.contains($0.key) }
        for (declaration, value) in styleDeclarations(given["style"]) where allowed.contains(declaration) && kept[declaration] == nil {
            kept[declaration] = value
        }
        for paint in ["fill", "stroke"] {
            if let value = kept[paint] { kept[paint] = value.trimmingCharacters(in: .whitespaces) == "none" ? "none" : "currentColor" }
        }
        // SVG fills shapes black unless told otherwise: that default is the part's colour too.
        if root && kept["fill"] == nil { kept["fill"] = "currentColor" }
        return kept.sorted { $0.key < $1.key }.compactMap { key, value in
            guard value.unicodeScalars.allSatisfy({ plainValue.contains($0) }) else { return nil }
            return " \(key)=\"\(value)\""
        }.joined()
    }

    /// `fill: red; stroke-width: 2` as pairs.
    private static func styleDeclarations(_ style: String?) -> [(String, String)] {
        (style ?? "").split(separator: ";").compactMap { declaration in
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    /// The characters a kept value may hold: numbers, path commands, names, `#` and brackets
    /// of transform functions — never quotes, angle brackets or ampersands.
    private static let plainValue = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " ,.-+()#%\t\n"))

    private static let shapes: Set<String> = ["g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon"]
    private static let skipped: Set<String> = ["defs", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "mask",
                                               "clipPath", "pattern", "filter", "symbol", "marker", "text"]
    private static let refused: Set<String> = ["script", "foreignObject", "image", "use", "a", "iframe", "embed", "object", "audio", "video",
                                               "animate", "set", "animateTransform", "animateMotion", "handler", "feImage"]
    private static let paintAttributes: Set<String> = ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
                                                       "fill-rule", "clip-rule", "opacity", "fill-opacity", "stroke-opacity", "transform"]
    private static let geometry: [String: Set<String>] = [
        "path": ["d"], "circle": ["cx", "cy", "r"], "ellipse": ["cx", "cy", "rx", "ry"], "rect": ["x", "y", "width", "height", "rx", "ry"],
        "line": ["x1", "y1", "x2", "y2"], "polyline": ["points"], "polygon": ["points"], "g": [],
    ]
}
