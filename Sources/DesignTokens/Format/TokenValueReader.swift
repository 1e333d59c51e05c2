import HandbookDiagnostics

/// Reads a `$value` by its `$type`, reporting a value of the wrong shape at its position:
/// `tokens.type-mismatch`, or `tokens.color-invalid` for a malformed colour.
struct TokenValueReader {
    /// Follows an alias inside a value (`"color": "{color.brand}"`) to its resolved token.
    typealias Follow = (_ target: String, _ location: SourceLocation) -> DesignToken?

    let name: String
    private(set) var diagnostics: [Diagnostic] = []

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
            return sub(node, .duration, resolver: resolver) { node in
                if let value = node["value"]?.number, let unit = node["unit"]?.string, unit == "ms" || unit == "s" {
                    return unit == "s" ? value * 1000 : value
                }
                // Files written before 2025.10 (GitHub Primer's among them) give "200ms" / "0.2s".
                if let text = node.string {
                    if text.hasSuffix("ms"), let value = Double(text.dropLast(2)) { return value }
                    if text.hasSuffix("s"), let value = Double(text.dropLast()) { return value * 1000 }
                }
                return nil
            }.map(TokenValue.duration)
        case .typography:
            guard let members = node.members else { return mismatch(node, "a typography object") }
            _ = members
            guard let family = node["fontFamily"].flatMap({ fontFamily($0, resolver: resolver) }),
                  let size = node["fontSize"].flatMap({ dimension($0, resolver: resolver) }),
                  let weight = node["fontWeight"].flatMap({ fontWeight($0, resolver: resolver) }) else {
                return missingMembers(node, ["fontFamily", "fontSize", "fontWeight"])
            }
            let spacing = node["letterSpacing"].flatMap { dimension($0, resolver: resolver) } ?? TokenDimension(value: 0, unit: .px)
            let lineHeight = node["lineHeight"].flatMap { sub($0, .number, resolver: resolver, direct: { $0.number }) } ?? 1.2
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
        sub(node, .dimension, resolver: resolver) { node in
            if let value = node["value"]?.number, let unit = node["unit"]?.string.flatMap(TokenDimension.Unit.init(rawValue:)) {
                return TokenDimension(value: value, unit: unit)
            }
            // Files written before 2025.10 give "16px" / "1rem" / 0.
            if let text = node.string {
                for unit in [TokenDimension.Unit.rem, .px] where text.hasSuffix(unit.rawValue) {
                    if let value = Double(text.dropLast(unit.rawValue.count)) { return TokenDimension(value: value, unit: unit) }
                }
            }
            if node.number == 0 { return TokenDimension(value: 0, unit: .px) }
            return nil
        }
    }

    private mutating func fontFamily(_ node: JSONNode, resolver: Follow) -> [String]? {
        sub(node, .fontFamily, resolver: resolver) { node in
            if let name = node.string { return [name] }
            if case .array(let items) = node.value {
                let names = items.compactMap(\.string)
                return names.count == items.count && !names.isEmpty ? names : nil
            }
            return nil
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

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
