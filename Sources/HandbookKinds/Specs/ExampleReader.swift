import Yams

/// Reads a tab bar example from YAML, reporting each wrong value where it was written.
/// Shared by spec `examples` and Markdown `tabbar` blocks, so both accept the same keys:
/// the ones `ExampleKeys` declares.
package struct ExampleReader {
    /// The example in `node`, or nil when it cannot be laid out (what was wrong is in `reader`).
    package static func read(_ node: Node, kind: ComponentKind?, defaultVariant: ExampleVariant, reader: inout YAMLReader) -> ComponentExample? {
        let (names, keys) = ExampleKeys.declared(for: kind)
        guard let entries = reader.entries(node, of: keys) else { return nil }
        let location = reader.document.location(of: node)
        var example = ComponentExample(variant: defaultVariant, items: [], location: location, itemsLocation: location)
        var ok = true
        let blockOnly = keys.names.contains(ExampleKeys.screen.name)
        for entry in entries {
            let (key, value) = (entry.key, entry.value)
            switch key.name {
            case ExampleKeys.title.name: example.title = reader.text(value, key)
            case ExampleKeys.caption.name: example.caption = reader.text(value, key)
            case ExampleKeys.variantKeyName:
                example.variantLocation = reader.document.location(of: value)
                guard let name = reader.text(value, key), let chosen = names.first(where: { $0.name == name }) else { ok = false; continue }
                example.variant = chosen.variant
                if let device = chosen.device { example.device = device }
            case ExampleKeys.platform.name:
                example.platform = reader.text(value, key).flatMap(Platform.init(rawValue:))
            // The block-only keys are read where they are declared (a `tabbar` block); in a
            // spec's example the reader reported them as unknown, and they mean nothing there.
            case ExampleKeys.component.name where blockOnly:
                example.component = reader.text(value, key)
                example.componentLocation = reader.document.location(of: value)
            case ExampleKeys.iosVersion.name:
                example.iosVersion = reader.text(value, key).flatMap(Int.init).flatMap(PlatformGeneration.IOSVersion.init(rawValue:))
            case ExampleKeys.device.name:
                if let name = reader.text(value, key), let device = DeviceClass(rawValue: name) { example.device = device }
            case ExampleKeys.items.name:
                example.itemsLocation = reader.document.location(of: entry.keyNode)
                guard let elements = reader.list(value, key), !elements.isEmpty else { ok = false; continue }
                // The item keys the kind reads (its `items` key declares them).
                let itemKeys = key.shape.mapping ?? ExampleKeys.item
                example.items = elements.compactMap { item(from: $0, keys: itemKeys, reader: &reader) }
                if example.items.count != elements.count { ok = false }
            case ExampleKeys.selected.name:
                example.selectedLocation = reader.document.location(of: value)
                example.selected = reader.whole(value, key) ?? 0
            case ExampleKeys.width.name: example.width = reader.number(value, key)
            case ExampleKeys.textScale.name: example.textScale = reader.number(value, key) ?? 1
            case ExampleKeys.rtl.name: example.rightToLeft = reader.flag(value, key) ?? false
            case ExampleKeys.locale.name:
                example.locale = reader.text(value, key)
                example.localeLocation = reader.document.location(of: value)
            case ExampleKeys.search.name:
                example.search = reader.text(value, key).map { ComponentExample.Item(label: $0, labelLocation: reader.document.location(of: value)) }
            case ExampleKeys.sidebarAdaptable.name:
                example.sidebarAdaptable = reader.flag(value, key) ?? false
                example.sidebarAdaptableLocation = reader.document.location(of: entry.keyNode)
            case ExampleKeys.screen.name where blockOnly: example.onScreen = reader.flag(value, key)
            case ExampleKeys.intent.name:
                if let name = reader.text(value, key), let intent = ComponentExample.Intent(rawValue: name) { example.intent = intent }
            default: break
            }
        }
        if !entries.contains(where: { $0.key.name == ExampleKeys.items.name }) { ok = false }
        if ok && !example.items.isEmpty && !example.items.indices.contains(example.selected) {
            reader.report(.error("example.selected", "selected is \(example.selected), but the items are numbered 0 to \(example.items.count - 1)",
                                             at: example.selectedLocation ?? location))
            ok = false
        }
        return ok ? example : nil
    }

    private static func item(from node: Node, keys: YAMLMapping, reader: inout YAMLReader) -> ComponentExample.Item? {
        let location = reader.document.location(of: node)
        if case .scalar(let scalar) = node {
            return ComponentExample.Item(label: scalar.string, labelLocation: location)
        }
        guard let entries = reader.entries(node, of: keys) else { return nil }
        var item = ComponentExample.Item(label: "", labelLocation: location)
        for entry in entries {
            let (key, value) = (entry.key, entry.value)
            switch key.name {
            case ExampleKeys.itemLabel.name:
                item.label = reader.text(value, key) ?? ""
                item.labelLocation = reader.document.location(of: value)
            case ExampleKeys.itemKey.name: item.key = reader.text(value, key)
            case ExampleKeys.itemIcon.name:
                item.iconLocation = reader.document.location(of: value)
                if case .mapping = value {
                    for part in reader.entries(value, of: key) ?? [] {
                        let name = reader.text(part.value, part.key)
                        if part.key.name == ExampleKeys.iconNormal.name {
                            item.icon = name
                            item.iconLocation = reader.document.location(of: part.value)
                        } else {
                            item.selectedIcon = name
                        }
                    }
                } else {
                    item.icon = reader.text(value, ExampleKeys.iconNormal)
                }
            case ExampleKeys.itemBadge.name:
                item.badge = reader.text(value, key)
                item.badgeLocation = reader.document.location(of: value)
            case ExampleKeys.itemDisabled.name: item.disabled = reader.flag(value, key) ?? false
            case ExampleKeys.itemPressed.name: item.pressed = reader.flag(value, key) ?? false
            case ExampleKeys.itemHovered.name: item.hovered = reader.flag(value, key) ?? false
            case ExampleKeys.itemFocused.name: item.focused = reader.flag(value, key) ?? false
            default: break
            }
        }
        return entries.contains { $0.key.name == ExampleKeys.itemLabel.name } ? item : nil
    }
}
