import MCP

/// The tools `handbook mcp` offers, each with the JSON Schema of its input.
enum DesignSystemTools {
    static let all: [Tool] = [listComponents, getComponent, layout, checkLabels, search, getPage]

    static let readOnly = Tool.Annotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)

    static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        .object(["type": .string("object"), "properties": .object(properties), "required": .array(required.map(Value.string)),
                 "additionalProperties": .bool(false)])
    }

    static func string(_ description: String, choices: [String]? = nil) -> Value {
        var property: [String: Value] = ["type": .string("string"), "description": .string(description)]
        if let choices { property["enum"] = .array(choices.map(Value.string)) }
        return .object(property)
    }

    static func number(_ description: String, whole: Bool = false) -> Value {
        .object(["type": .string(whole ? "integer" : "number"), "description": .string(description)])
    }

    static let labels: Value = .object(["type": .string("array"), "items": .object(["type": .string("string")]), "minItems": .int(1),
                                        "description": .string("The item labels in order, in the source language.")])

    static let listComponents = Tool(name: "list_components", title: "List components",
                                     description: "Every component the design system specifies: name, kind, platforms, one-line summary and page URL.",
                                     inputSchema: schema([:]), annotations: readOnly)

    static let getComponent = Tool(name: "get_component", title: "Explain a component",
                                   description: "A component in full: variants, states, content rules, known gaps, every guideline rule, the width below which each example truncates in every language and platform, and what the checks found.",
                                   inputSchema: schema(["component": string("The component's name, e.g. tabs or tab-bar.")], required: ["component"]),
                                   annotations: readOnly)

    static let layout = Tool(name: "layout", title: "Lay out labels",
                             description: "The geometry Handbook computes for labels, as `handbook layout` prints it: each item's box, each label as drawn (truncated when it does not fit), the indicator and the engine's findings. Measured with the design system's fonts.",
                             inputSchema: schema([
                                 "labels": labels,
                                 "variant": string("How the items are laid out.", choices: ["scroll", "fixed", "tab-bar", "segmented", "navigation-bar", "navigation-rail"]),
                                 "width": number("The bar's width in points (dp on Android); 390 by default."),
                                 "selected": number("The index of the selected item, from 0.", whole: true),
                                 "locale": string("The labels' language (BCP 47, e.g. de, ar, ja): shaped as that language and laid out right to left where it is written so."),
                                 "platform": string("Draw as this platform does: on Android a tab bar is Material's navigation bar, in Roboto.", choices: ["ios", "android", "web"]),
                                 "text_scale": number("Multiplies the font size: 1.35 or 2 for accessibility text sizes."),
                                 "device": string("phone or tablet (tab bars).", choices: ["phone", "tablet"]),
                             ], required: ["labels"]), annotations: readOnly)

    static let checkLabels = Tool(name: "check_labels", title: "Check proposed labels",
                                  description: "Every finding the site's checks give proposed labels for a component, on each platform it ships: writing rules, truncation at the smallest device and at large text, Android's font scales, in the app's catalog translations and in the translations given; the width below which each language truncates, and which variant to use.",
                                  inputSchema: schema([
                                      "component": string("The component's name, e.g. tabs."),
                                      "labels": labels,
                                      "variant": string("One of the component's variants (fixed, scroll, phone, tablet …); the component's own by default."),
                                      "width": number("The bar's width to check at; the smallest device width by default."),
                                      "translations": .object(["type": .string("object"), "description": .string("Locale → the labels translated, in the same order, e.g. {\"de\": [\"Bewertungen\", \"Fotos\", \"Versand\"]}."),
                                                               "additionalProperties": .object(["type": .string("array"), "items": .object(["type": .string("string")])])]),
                                      "use_catalogs": .object(["type": .string("boolean"), "description": .string("Also check the labels as the app's string catalogs translate them (true by default).")]),
                                  ], required: ["component", "labels"]), annotations: readOnly)

    static let search = Tool(name: "search", title: "Search the design system",
                             description: "Guideline and component pages whose title, summary or a section holds every word of the query, best first, with the section and URL.",
                             inputSchema: schema(["query": string("Words to find, e.g. fixed tabs truncation."),
                                                  "limit": number("The most results (10 by default).", whole: true)], required: ["query"]),
                             annotations: readOnly)

    static let getPage = Tool(name: "get_page", title: "Read a guideline page",
                              description: "A guideline page as Markdown, without its front matter: by its file (guidelines/navigation/tab-bars.md) or its URL path (guidelines/navigation/tab-bars/).",
                              inputSchema: schema(["path": string("The page's file or URL path.")], required: ["path"]), annotations: readOnly)
}
