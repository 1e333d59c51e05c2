import HandbookDiagnostics

/// Reads a `$value` by its `$type`, reporting a value of the wrong shape at its position:
/// `tokens.type-mismatch`, or `tokens.color-invalid` for a malformed colour.
struct TokenValueReader {
    /// Follows an alias inside a value (`"color": "{color.brand}"`) to its resolved token.
    typealias Follow = (_ target: String, _ location: SourceLocation) -> DesignToken?

    let name: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Values read from a form the Format module does not define (`"16px"`, a letter spacing in
    /// `em`): what was understood, reported grouped per file and form (`NonstandardValue`).
    private(set) var nonstandard: [NonstandardValue] = []

    init(name: String) { self.name = name }

    /// The named font weights of the Format module.
    static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400, "book": 400,
        "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func read(_ node: JSONNode, as type: TokenType, resolving resolver: Follow) -> TokenValue? {
        switch type {
        case .color: return color(node, resolver: resolver).map(TokenValue.color)
        case .dimension: return dimension(node, resolver: resolver).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(node, resolver: resolver).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node, resolver: resolver).map(TokenValue.fontWeight)
        case .number:
            if let number = sub(node, .number, resolver: resolver, direct: { $0.number }) { return .number(number) }
            return nil
        case .duration:
            if TokenResolution.aliasTarget(node) != nil { return sub(node, .duration, resolver: resolver, direct: { _ in nil }).map(TokenValue.duration) }
            if let value = node["value"]?.number, let unit = node["unit"]?.string, unit == "ms" || unit == "s" {
                return .duration(unit == "s" ? value * 1000 : value)
            }
            // Files written before 2025.10 (GitHub Primer's among them) give "200ms" / "0.2s".
            if let text = node.string {
                var milliseconds: Double?
                if text.hasSuffix("ms"), let value = Double(text.dropLast(2)) {
                    milliseconds = value
                } else if text.hasSuffix("s"), let value = Double(text.dropLast()) {
                    milliseconds = value * 1000
                }
                if let milliseconds {
                    note(.durationString, node, "\(Self.quoted(text)) is a duration written as text",
                         understood: "{ \"value\": \(Self.format(milliseconds)), \"unit\": \"ms\" }")
                    return .duration(milliseconds)
                }
            }
            return mismatch(node, "a duration value")
        case .typography:
            guard node.members != nil else { return mismatch(node, "a typography object") }
            guard let family = node["fontFamily"].flatMap({ fontFamily($0, resolver: resolver) }),
                  let size = node["fontSize"].flatMap({ dimension($0, resolver: resolver) }),
                  let weight = node["fontWeight"].flatMap({ fontWeight($0, resolver: resolver) }) else {
                return missingMembers(node, ["fontFamily", "fontSize", "fontWeight"])
            }
            if size.isRelative, let sizeNode = node["fontSize"] {
                diagnostics.append(.error("tokens.type-mismatch", "{\(name)}'s fontSize is \(Self.written(size)), relative to a parent's size that no token gives; a font size needs px or rem",
                                          at: sizeNode.location))
                return nil
            }
            let type = TokenTypography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: TokenDimension(value: 0, unit: .px), lineHeight: 1.2)
            // A member that is written but cannot be read fails the token: measuring the labels
            // without it would give "fits" verdicts for text that is not what the file says.
            var spacing = type.letterSpacing
            if let spacingNode = node["letterSpacing"] {
                guard let read = letterSpacing(spacingNode, fontSize: type.fontSizePixels, resolver: resolver) else { return nil }
                spacing = read
            }
            var lineHeight = type.lineHeight
            if let lineNode = node["lineHeight"] {
                guard let read = self.lineHeight(lineNode, fontSize: type.fontSizePixels, resolver: resolver) else { return nil }
                lineHeight = read
            }
            return .typography(TokenTypography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight))
        case .border:
            guard node.members != nil else { return mismatch(node, "a border object") }
            guard let color = node["color"].flatMap({ color($0, resolver: resolver) }),
                  let width = node["width"].flatMap({ dimension($0, resolver: resolver) }) else {
                return missingMembers(node, ["color", "width"])
            }
            return .border(TokenBorder(color: color, width: width, style: node["style"].map { $0.string ?? $0.value.compact } ?? "solid"))
        case .shadow:
            let layers: [JSONNode]
            if case .array(let items) = node.value { layers = items } else { layers = [node] }
            var shadows: [TokenShadow] = []
            for layer in layers {
                guard layer.members != nil else { return mismatch(layer, "a shadow object") }
                guard let color = layer["color"].flatMap({ color($0, resolver: resolver) }),
                      let x = layer["offsetX"].flatMap({ dimension($0, resolver: resolver) }),
                      let y = layer["offsetY"].flatMap({ dimension($0, resolver: resolver) }),
                      let blur = layer["blur"].flatMap({ dimension($0, resolver: resolver) }) else {
                    return missingMembers(layer, ["color", "offsetX", "offsetY", "blur"])
                }
                let spread = layer["spread"].flatMap { dimension($0, resolver: resolver) } ?? TokenDimension(value: 0, unit: .px)
                var inset = false
                if case .bool(let flag)? = layer["inset"]?.value { inset = flag }
                shadows.append(TokenShadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset))
            }
            return .shadow(shadows)
        case .cubicBezier, .strokeStyle, .transition, .gradient, .custom:
            return .other(node.value.compact)
        }
    }

    /// A sub-value of `type`: an alias followed (and checked for its type), or read by `direct`.
    private mutating func sub<Value>(_ node: JSONNode, _ type: TokenType, resolver: Follow,
                                     direct: (JSONNode) -> Value?) -> Value? {
        if let target = TokenResolution.aliasTarget(node) {
            guard let token = resolver(target, node.location) else { return nil }
            guard token.type == type else {
                diagnostics.append(.error("tokens.type-mismatch", "{\(target)} is a \(token.type.rawValue) token; \(name) needs a \(type.rawValue) here",
                                          at: node.location))
                return nil
            }
            return Self.extract(token.value, as: Value.self)
        }
        guard let value = direct(node) else { return mismatch(node, "a \(type.rawValue) value") }
        return value
    }

    private static func extract<Value>(_ value: TokenValue, as: Value.Type) -> Value? {
        switch value {
        case .color(let color): color as? Value
        case .dimension(let dimension): dimension as? Value
        case .fontFamily(let families): families as? Value
        case .fontWeight(let weight), .number(let weight), .duration(let weight): weight as? Value
        default: nil
        }
    }

    private mutating func color(_ node: JSONNode, resolver: Follow) -> TokenColor? {
        if TokenResolution.aliasTarget(node) != nil { return sub(node, .color, resolver: resolver, direct: { _ in nil }) }
        if let text = node.string {
            guard let color = TokenColor(hex: text) else { return invalidColor(node, "'\(text)' is not a hex colour (#rrggbb or #rrggbbaa)") }
            return color
        }
        guard node.members != nil else { return invalidColor(node, "a colour is an object with colorSpace and components") }
        guard let spaceNode = node["colorSpace"], let spaceName = spaceNode.string else { return invalidColor(node, "the colour has no colorSpace") }
        guard let space = ColorSpace(rawValue: spaceName) else {
            let hint = closest(to: spaceName, among: ColorSpace.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            return invalidColor(spaceNode, "unknown colorSpace '\(spaceName)'\(hint)")
        }
        guard let componentsNode = node["components"], case .array(let items) = componentsNode.value else {
            return invalidColor(node, "the colour has no components array")
        }
        guard items.count == space.componentCount else {
            return invalidColor(componentsNode, "\(space.rawValue) takes \(space.componentCount) components, not \(items.count)")
        }
        var components: [Double?] = []
        for (index, item) in items.enumerated() {
            if item.string == "none" { components.append(nil); continue }
            guard let number = item.number else { return invalidColor(item, "a component is a number or \"none\"") }
            if let range = space.validRange(ofComponent: index), !range.contains(number) {
                let high = range.upperBound == .greatestFiniteMagnitude ? "" : "…\(Self.format(range.upperBound))"
                return invalidColor(item, "\(space.rawValue) component \(index + 1) is \(Self.format(number)), outside \(Self.format(range.lowerBound))\(high)")
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let value = alphaNode.number, (0...1).contains(value) else { return invalidColor(alphaNode, "alpha must be a number from 0 to 1") }
            alpha = value
        }
        var hex: String?
        if let hexNode = node["hex"] {
            if let text = hexNode.string, text.count == 7, TokenColor(hex: text) != nil {
                hex = text
            } else {
                // `hex` is a fallback for tools that lack the colour space; the components
                // define the colour, so a short or malformed fallback costs nothing drawn.
                diagnostics.append(.warning("tokens.color-hex", "{\(name)}: the hex fallback \(hexNode.value.compact.prefix(20)) is not a 6-digit #rrggbb colour; the components are used",
                                            at: hexNode.location))
            }
        }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    private mutating func dimension(_ node: JSONNode, resolver: Follow) -> TokenDimension? {
        if TokenResolution.aliasTarget(node) != nil { return sub(node, .dimension, resolver: resolver, direct: { _ in nil }) }
        guard let dimension = readDimension(node) else { return mismatch(node, "a dimension value") }
        return dimension
    }

    /// A dimension as the Format module writes it (`{value, unit}` in px or rem), or as teams
    /// also write it — `"16px"`, a bare `0`, em, `%`, dp — each of those read as what it
    /// clearly means and recorded as non-standard.
    private mutating func readDimension(_ node: JSONNode) -> TokenDimension? {
        if let value = node["value"]?.number, let unitText = node["unit"]?.string {
            if let unit = TokenDimension.Unit(rawValue: unitText) {
                let dimension = TokenDimension(value: value, unit: unit)
                if dimension.isRelative {
                    note(.relativeUnit, node, "\(Self.written(dimension)) is a dimension in \(unit == .em ? "em" : "%"), a unit the Format module does not define",
                         understood: "relative to the font size: a typography's letter spacing measures it, a length needs px or rem")
                }
                return dimension
            }
            if unitText == "dp" || unitText == "sp" {
                note(.androidUnit, node, "\(Self.format(value))\(unitText) is a dimension in \(unitText), a unit the Format module does not define",
                     understood: "{ \"value\": \(Self.format(value)), \"unit\": \"px\" } (one \(unitText) is one CSS pixel)")
                return TokenDimension(value: value, unit: .px)
            }
            if unitText.isEmpty, value == 0 {
                note(.missingUnit, node, "a dimension of 0 with an empty unit", understood: "{ \"value\": 0, \"unit\": \"px\" }")
                return TokenDimension(value: 0, unit: .px)
            }
            return nil
        }
        if let text = node.string, let dimension = Self.dimension(text: text) {
            note(.dimensionString, node, "\(Self.quoted(text)) is a dimension written as text",
                 understood: "{ \"value\": \(Self.format(dimension.value)), \"unit\": \"\(dimension.unit.rawValue)\" }")
            return dimension
        }
        if let number = node.number {
            note(.bareNumber, node, "\(Self.format(number)) is a dimension written as a bare number",
                 understood: "{ \"value\": \(Self.format(number)), \"unit\": \"px\" }")
            return TokenDimension(value: number, unit: .px)
        }
        return nil
    }

    /// `"16px"`, `"1rem"`, `"0.05em"`, `"5%"`, `"0"`: the number and its unit (none is px).
    static func dimension(text: String) -> TokenDimension? {
        var clean = Substring(text)
        while clean.first == " " { clean.removeFirst() }
        while clean.last == " " { clean.removeLast() }
        return dimension(trimmedText: String(clean))
    }

    private static func dimension(trimmedText trimmed: String) -> TokenDimension? {
        for unit in [TokenDimension.Unit.rem, .em, .px, .percent] where trimmed.hasSuffix(unit.rawValue) {
            if let value = Double(trimmed.dropLast(unit.rawValue.count)), value.isFinite { return TokenDimension(value: value, unit: unit) }
        }
        if let value = Double(trimmed), value == 0 { return TokenDimension(value: 0, unit: .px) }
        return nil
    }

    /// A typography's letter spacing: a dimension (px, rem), or relative to the font size (em,
    /// `%`) as Figma's and Apple's files write it; `"normal"` is none.
    private mutating func letterSpacing(_ node: JSONNode, fontSize: Double, resolver: Follow) -> TokenDimension? {
        if node.string == "normal" {
            note(.normalKeyword, node, "letterSpacing \"normal\" is a CSS keyword, not a dimension", understood: "no letter spacing (0px)")
            return TokenDimension(value: 0, unit: .px)
        }
        let before = nonstandard.count
        guard let spacing = dimension(node, resolver: resolver) else { return nil }
        if spacing.isRelative, TokenResolution.aliasTarget(node) == nil {
            // Said once per token, with what it measures here, rather than as a bare unit.
            nonstandard.removeSubrange(before...)
            note(.relativeLetterSpacing, node, "letterSpacing \(Self.written(spacing)) is relative to the font size; 2025.10 writes a dimension in px or rem",
                 understood: "\(Self.format(spacing.isRelative && spacing.unit == .percent ? spacing.value / 100 : spacing.value)) × the font size (\(Self.format(spacing.pixels(fontSize: fontSize)))px at \(Self.format(fontSize))px)")
        }
        return spacing
    }

    /// A typography's line height as a multiple of the font size: a number (2025.10), or a
    /// percentage or dimension divided by the font size.
    private mutating func lineHeight(_ node: JSONNode, fontSize: Double, resolver: Follow) -> Double? {
        if let number = node.number { return number }
        if node.string == "normal" {
            note(.normalKeyword, node, "lineHeight \"normal\" is a CSS keyword, not a number", understood: "1.2 × the font size, as browsers take it")
            return 1.2
        }
        if let target = TokenResolution.aliasTarget(node) {
            guard let token = resolver(target, node.location) else { return nil }
            switch token.value {
            case .number(let number): return number
            case .dimension(let length):
                let multiple = length.pixels(fontSize: fontSize) / fontSize
                note(.lineHeightDimension, node, "lineHeight {\(target)} is a dimension; 2025.10 writes a number (a multiple of the font size)",
                     understood: "\(Self.format(multiple)) × the font size")
                return multiple
            default:
                diagnostics.append(.error("tokens.type-mismatch", "{\(target)} is a \(token.type.rawValue) token; \(name)'s lineHeight needs a number", at: node.location))
                return nil
            }
        }
        if let text = node.string, let number = Double(text), number.isFinite {
            note(.lineHeightDimension, node, "lineHeight \(Self.quoted(text)) is a number written as text", understood: "\(Self.format(number)) × the font size")
            return number
        }
        let before = nonstandard.count
        guard fontSize > 0, let length = readDimension(node) else {
            return mismatch(node, "a lineHeight number (a multiple of the font size)")
        }
        nonstandard.removeSubrange(before...)
        let multiple = length.pixels(fontSize: fontSize) / fontSize
        note(.lineHeightDimension, node, "lineHeight \(node.string.map(Self.quoted) ?? Self.written(length)) is not a number; 2025.10 writes a multiple of the font size",
             understood: "\(Self.format(multiple)) × the font size (\(Self.format(length.pixels(fontSize: fontSize)))px at \(Self.format(fontSize))px)")
        return multiple
    }

    /// Records a value read from a form the Format module does not define.
    private mutating func note(_ form: NonstandardValue.Form, _ node: JSONNode, _ written: String, understood: String) {
        nonstandard.append(NonstandardValue(form: form, token: name, written: written, understood: understood, location: node.location))
    }

    /// A dimension as a file would write it: `0.05em`, `5%`, `16px`.
    static func written(_ dimension: TokenDimension) -> String { format(dimension.value) + dimension.unit.rawValue }

    static func quoted(_ text: String) -> String { "\"" + text.prefix(40) + "\"" }

    private mutating func fontFamily(_ node: JSONNode, resolver: Follow) -> [String]? {
        var unfit: String?
        let families = sub(node, .fontFamily, resolver: resolver) { node -> [String]? in
            var names: [String]?
            if let name = node.string { names = [name] }
            if case .array(let items) = node.value {
                let strings = items.compactMap(\.string)
                names = strings.count == items.count && !strings.isEmpty ? strings : nil
            }
            unfit = names?.first { !Self.isFamilyName($0) }
            return names
        }
        // A family is written into CSS on token pages and previews: one that could close the
        // declaration (`'; position: fixed; …`) is refused where it is written.
        if let unfit {
            diagnostics.append(.error("tokens.value", "{\(name)} names the font family \(Self.quoted(unfit)), which is not a CSS family name (letters, digits, spaces, '-', '_' and '.')",
                                      at: node.location))
            return nil
        }
        return families
    }

    /// Whether `name` can stand in a CSS `font-family` list as it is or in quotes: no quote,
    /// semicolon, brace, angle bracket, backslash, parenthesis or control character.
    package static func isFamilyName(_ name: String) -> Bool {
        name.contains { $0 != " " } && name.count <= 200 && name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || " -_.".unicodeScalars.contains(scalar)
        }
    }

    private mutating func fontWeight(_ node: JSONNode, resolver: Follow) -> Double? {
        sub(node, .fontWeight, resolver: resolver) { node in
            if let number = node.number, (1...1000).contains(number) { return number }
            return node.string.flatMap { Self.weights[$0.lowercased()] }
        }
    }

    private mutating func mismatch<Value>(_ node: JSONNode, _ expected: String) -> Value? {
        diagnostics.append(.error("tokens.type-mismatch", "{\(name)} needs \(expected), not \(node.value.compact.prefix(60))", at: node.location))
        return nil
    }

    private mutating func missingMembers<Value>(_ node: JSONNode, _ members: [String]) -> Value? {
        let absent = members.filter { node[$0] == nil }
        if !absent.isEmpty {
            diagnostics.append(.error("tokens.type-mismatch", "{\(name)} lacks " + absent.joined(separator: ", "), at: node.location))
        }
        return nil
    }

    private mutating func invalidColor(_ node: JSONNode, _ message: String) -> TokenColor? {
        diagnostics.append(.error("tokens.color-invalid", "{\(name)}: " + message, at: node.location))
        return nil
    }

    /// A number as messages show it: whole numbers without a fraction, others to at most six
    /// decimals (0.05 × 14 is 0.7, not 0.7000000000000001).
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        let rounded = abs(number) < 1e9 ? (number * 1e6).rounded() / 1e6 : number
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
