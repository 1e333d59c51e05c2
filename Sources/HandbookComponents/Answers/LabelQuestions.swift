/// What an assistant asks of labels (`check_labels`, `layout` in `handbook mcp`), answered as
/// the site's previews draw them: with its settings, its renderer and its locales.
/// `DesignSystem` holds one; the tab family answers the questions (`LabelQuestions+TabFamily`
/// in `HandbookKinds`), so nothing here names a kind's engine.
package struct LabelQuestions: Sendable {
    package let config: SiteConfig
    package let previews: PreviewRenderer
    package let localization: Localization

    package init(config: SiteConfig, previews: PreviewRenderer, localization: Localization) {
        self.config = config
        self.previews = previews
        self.localization = localization
    }

    /// The site's source language, as findings and thresholds name it.
    package var sourceLocale: String { localization.locales.first ?? config.language }

    /// The platforms a spec is drawn for: those it names, else the web's rules.
    package func packs(of spec: ComponentSpec) -> [any PlatformPack] { ComponentFactSheet.packs(of: spec) }

    /// The variant `name` means in a spec of `kind` (`fixed`, `phone`), or the kind's own.
    package func variant(named name: String?, kind: ComponentKind) -> VariantName? {
        let names = kind.definition.variantNames.sorted { $0.name < $1.name }
        guard let name else {
            return names.first { $0.variant == kind.definition.defaultVariant } ?? VariantName(
                name: kind.definition.defaultVariant.rawValue, variant: kind.definition.defaultVariant, summary: "")
        }
        return names.first { $0.name == name.lowercased() }
    }

    /// An example of `labels` as a spec of `kind` would write it; each label's place names
    /// its index in the list (`labels`, line 1 for the first).
    package func example(_ labels: [String], variant: VariantName, width: Double?) -> ComponentExample {
        let items = labels.enumerated().map { index, label in
            ComponentExample.Item(label: label, labelLocation: SourceLocation(file: "labels", line: index + 1, column: 1))
        }
        var example = ComponentExample(variant: variant.variant, items: items, location: SourceLocation(file: "labels", line: 1, column: 1),
                                 itemsLocation: SourceLocation(file: "labels", line: 1, column: 1))
        if let device = variant.device { example.device = device }
        example.width = width
        return example
    }

    /// The variant names a spec of `kind` accepts, for a message.
    package func variantNames(kind: ComponentKind) -> [String] {
        kind.definition.variantNames.sorted { $0.name < $1.name }.map(\.name)
    }
}
