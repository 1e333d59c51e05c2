/// The JSON Schemas `handbook schema` prints and `handbook init` writes into a new site,
/// made from the very key declarations the loaders read with (`SiteKeys`,
/// `ComponentSpecKeys`, `ExampleKeys`).
public enum HandbookSchema: String, Sendable, CaseIterable {
    /// A component spec, `components/NAME.yml`.
    case component
    /// The site's settings, `site.yml`.
    case site

    /// The file name `handbook init` gives the schema: `component.schema.json`.
    public var fileName: String { rawValue + ".schema.json" }

    /// The schema as a JSON value.
    public var document: JSONValue {
        switch self {
        case .component:
            let cases = ComponentKind.allCases.map { (value: $0.rawValue, mapping: ComponentSpecKeys.spec(for: $0)) }
            return ComponentSpecKeys.spec(for: nil).jsonSchemaDocument(
                title: "Handbook component spec",
                description: "A component spec (components/NAME.yml): what the component is, its anatomy, variants, states and metrics, and examples Handbook lays out and checks against the guidelines.",
                cases: (key: ComponentSpecKeys.kind.name, mappings: cases))
        case .site:
            return SiteKeys.root.jsonSchemaDocument(
                title: "Handbook site settings",
                description: "The settings of a Handbook site (site.yml in the content folder).")
        }
    }

    /// The schema as JSON text, ending in a newline; the same bytes on every run.
    public var json: String { document.printed() }
}
