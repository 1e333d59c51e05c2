import TabLayout
import Yams

/// Reads a tab bar example from YAML, reporting each wrong value where it was written.
/// Shared by spec `examples` and Markdown `tabbar` blocks, so both accept the same keys.
struct ExampleReader {
    static let keys = ["title", "variant", "device", "items", "selected", "width", "text-scale", "rtl", "intent", "caption"]
    static let itemKeys = ["label", "icon", "badge", "disabled", "pressed"]

    /// Variant names a spec of `kind` may use, and what each means.
    static func variantNames(for kind: ComponentKind?) -> [String: (TabVariant, DeviceClass?)] {
        var names: [String: (TabVariant, DeviceClass?)] = [
            "scroll": (.scroll, nil), "fixed": (.fixed, nil), "tab-bar": (.tabBar, nil), "segmented": (.segmented, nil),
        ]
        switch kind {
        case .tabBar?:
            names["phone"] = (.tabBar, .phone)
            names["tablet"] = (.tabBar, .tablet)
        case .segmentedControl?:
            names["default"] = (.segmented, nil)
            names["segmented-control"] = (.segmented, nil)
        default:
            break
        }
        return names
    }

    /// The example in `node`, or nil when it cannot be laid out (what was wrong is in `reader`).
    static func read(_ node: Node, kind: ComponentKind?, defaultVariant: TabVariant, reader: inout YAMLReader) -> TabExample? {
        guard let entries = reader.mapping(node, allowed: keys, what: "an example") else { return nil }
        let location = reader.document.location(of: node)
        var example = TabExample(variant: defaultVariant, items: [], location: location, itemsLocation: location)
        var sawItems = false
        var ok = true
        for (key, keyNode, value) in entries {
            switch key {
            case "title": example.title = reader.string(value, what: "title")
            case "caption": example.caption = reader.string(value, what: "caption")
            case "variant":
                example.variantLocation = reader.document.location(of: value)
                guard let name = reader.string(value, what: "variant") else { ok = false; continue }
                let names = variantNames(for: kind)
                if let (variant, device) = names[name] {
                    example.variant = variant
                    if let device { example.device = device }
                } else {
                    let hint = Spelling.suggestion(for: name, among: Array(names.keys)).map { "; did you mean '\($0)'?" } ?? ""
                    reader.report("example.variant", "unknown variant '\(name)'\(hint)", at: value,
                                  explanation: "Variants: \(names.keys.sorted().joined(separator: ", ")).")
                    ok = false
                }
            case "device":
                guard let name = reader.string(value, what: "device") else { continue }
                if let device = DeviceClass(rawValue: name) { example.device = device } else {
                    reader.report("example.device", "unknown device '\(name)'; use phone or tablet", at: value)
                }
            case "items":
                sawItems = true
                example.itemsLocation = reader.document.location(of: keyNode)
                guard let elements = reader.sequence(value, what: "items") else { ok = false; continue }
                if elements.isEmpty {
                    reader.report("example.items-empty", "items is empty; an example needs at least one item", at: value)
                    ok = false
                }
                example.items = elements.compactMap { item(from: $0, reader: &reader) }
                if example.items.count != elements.count { ok = false }
            case "selected":
                example.selectedLocation = reader.document.location(of: value)
                example.selected = reader.int(value, what: "selected") ?? 0
            case "width": example.width = reader.positiveNumber(value, what: "width")
            case "text-scale": example.textScale = reader.positiveNumber(value, what: "text-scale") ?? 1
            case "rtl": example.rightToLeft = reader.bool(value, what: "rtl") ?? false
            case "intent":
                guard let name = reader.string(value, what: "intent") else { continue }
                if let intent = TabExample.Intent(rawValue: name) { example.intent = intent } else {
                    reader.report("example.intent", "intent must be 'do' or 'dont', not '\(name)'", at: value)
                }
            default: break
            }
        }
        if !sawItems {
            reader.report("example.items-missing", "this example has no items", at: node)
            ok = false
        }
        if ok && !example.items.isEmpty && !example.items.indices.contains(example.selected) {
            reader.report(.error("example.selected", "selected is \(example.selected), but the items are numbered 0 to \(example.items.count - 1)",
                                             at: example.selectedLocation ?? location))
            ok = false
        }
        return ok ? example : nil
    }

    private static func item(from node: Node, reader: inout YAMLReader) -> TabExample.Item? {
        let location = reader.document.location(of: node)
        if case .scalar(let scalar) = node {
            return TabExample.Item(label: scalar.string, labelLocation: location)
        }
        guard let entries = reader.mapping(node, allowed: itemKeys, what: "an item") else { return nil }
        var item = TabExample.Item(label: "", labelLocation: location)
        var hasLabel = false
        for (key, _, value) in entries {
            switch key {
            case "label":
                item.label = reader.string(value, what: "label") ?? ""
                item.labelLocation = reader.document.location(of: value)
                hasLabel = true
            case "icon": item.icon = reader.string(value, what: "icon")
            case "badge":
                item.badge = reader.string(value, what: "badge")
                item.badgeLocation = reader.document.location(of: value)
            case "disabled": item.disabled = reader.bool(value, what: "disabled") ?? false
            case "pressed": item.pressed = reader.bool(value, what: "pressed") ?? false
            default: break
            }
        }
        if !hasLabel {
            reader.report("example.item-label", "this item has no label", at: node)
            return nil
        }
        return item
    }
}
