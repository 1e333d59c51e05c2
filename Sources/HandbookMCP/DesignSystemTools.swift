import Handbook
import MCP

/// The tools `handbook mcp` offers, each with the JSON Schema of its input and of its
/// `structuredContent` (`ToolOutputSchemas`). Every tool also takes `cursor`, to ask for the
/// rest of an answer that was cut (`AnswerPager`).
enum DesignSystemTools {
    typealias S = JSONSchema

    static func all(limits: ServerLimits) -> [Tool] {
        let labels = S.array(S.string(), description: "The item labels in order, in the source language (each at most \(limits.maxLabelLength) characters).",
                             minItems: 1, maxItems: limits.maxLabels)
        let cursor = S.string("The cursor of an answer that was cut (`truncated: true`), to get its next part.")
        let component = S.string("The component's name, e.g. tabs or tab-bar (list_components lists them).")
        func tool(_ name: String, _ title: String, _ description: String, input: [String: Value], required: [String] = [], output: Value) -> Tool {
            var properties = input
            properties["cursor"] = cursor
            return Tool(name: name, title: title, description: description,
                        inputSchema: S.object(properties, required: required), annotations: readOnly, outputSchema: output)
        }
        return [
            tool("list_components", "List components",
                 "Every component the design system specifies: name, kind, platforms, one-line summary and page URL; and each spec that fails to load, with its errors at path:line:column.",
                 input: [:], output: ToolOutputSchemas.listComponents),
            tool("get_component", "Explain a component",
                 "A component in full: variants, states, content rules, known gaps, every guideline rule, the width below which each example truncates in every language and platform, and what the checks found.",
                 input: ["component": component], required: ["component"], output: ToolOutputSchemas.component),
            tool("layout", "Lay out labels",
                 "The geometry Handbook computes for labels, as `handbook layout` prints it: each item's box, each label as drawn (truncated when it does not fit), the indicator and the engine's findings, and `findings`: what the site's rules say of the labels at this width. With `component`, the component's variants, metrics, tokens and platforms apply, so the verdict is check_labels' at the same width. A variant is drawn as named or refused, never swapped for another.",
                 input: [
                     "labels": labels,
                     "component": component,
                     "variant": S.string("How the items are laid out: one of the engine's variants, or with a component one of its variant names (fixed, scroll, phone, tablet …).",
                                         choices: Array(Set(DesignSystem.layoutVariants + DesignSystem.componentVariants)).sorted()),
                     "width": S.number("The bar's width in points (dp on Android); by default the smallest device of the platform, the width check_labels checks.", minimum: 1, maximum: 100_000),
                     "selected": S.number("The index of the selected item, from 0.", whole: true, minimum: 0, maximum: Double(limits.maxLabels)),
                     "locale": S.string("The labels' language (BCP 47, e.g. de, ar, ja): shaped as that language and laid out right to left where it is written so."),
                     "platform": S.string("Draw as this platform does: on Android a tab bar is Material's navigation bar, in Roboto.", choices: Platform.allCases.map(\.rawValue)),
                     "text_scale": S.number("Multiplies the font size: 1.35 or 2 for accessibility text sizes.", minimum: 0.1, maximum: 10),
                     "device": S.string("phone or tablet (tab bars).", choices: DesignSystem.devices),
                 ], required: ["labels"], output: ToolOutputSchemas.layout),
            tool("check_labels", "Check proposed labels",
                 "Every finding the site's checks give proposed labels for a component, on each platform it ships: writing rules, truncation at the smallest device (or at `width`) and at large text, Android's font scales, in the app's catalog translations and in the translations given; the width below which each language truncates, and which variant to use. Give the labels as `labels`, as the app's catalog `keys` (looked up as the build looks them up: a label's text alone can be the source text of several keys), or name a spec `example`.",
                 input: [
                     "component": component,
                     "labels": labels,
                     "keys": S.array(S.string(), description: "The labels' keys in the app's string catalogs, in order.", minItems: 1, maxItems: limits.maxLabels),
                     "example": S.string("The title of one of the component's spec examples, checked as the build checks it."),
                     "variant": S.string("One of the component's variants (fixed, scroll, phone, tablet …); the component's own by default."),
                     "width": S.number("The one width to check at, in points; the smallest device width by default.", minimum: 1, maximum: 100_000),
                     "translations": S.map(S.array(S.string(), maxItems: limits.maxLabels),
                                           description: "Locale → the labels translated, in the same order, e.g. {\"de\": [\"Bewertungen\", \"Fotos\", \"Versand\"]}.",
                                           maxProperties: limits.maxTranslations),
                     "use_catalogs": S.boolean("Also check the labels as the app's string catalogs translate them (true by default)."),
                 ], required: ["component"], output: ToolOutputSchemas.labelCheck),
            tool("search", "Search the design system",
                 "Guideline and component pages whose title, summary or a section holds every word of the query, best first, with the section and a URL get_page takes.",
                 input: ["query": S.string("Words to find, e.g. fixed tabs truncation (at most \(limits.maxQueryLength) characters)."),
                         "limit": S.number("The most results (10 by default).", whole: true, minimum: 1, maximum: 100)],
                 required: ["query"], output: ToolOutputSchemas.search),
            tool("get_page", "Read a page",
                 "A guideline or component page as Markdown: by its file (guidelines/navigation/tab-bars.md), its URL path (guidelines/navigation/tab-bars/), or any URL search returns (with its #section).",
                 input: ["path": S.string("The page's file, URL path or search URL.")], required: ["path"], output: ToolOutputSchemas.page),
            tool("get_tokens", "Read design tokens",
                 "Design tokens by name or by prefix (color.text lists color.text.*): each one's value resolved in every context (theme), its alias chain, its description and deprecation, and the component parts painted with it.",
                 input: ["name": S.string("A token's full name, e.g. color.text.primary."),
                         "prefix": S.string("A group of tokens, e.g. color.text."),
                         "limit": S.number("The most tokens (50 by default).", whole: true, minimum: 1, maximum: 1_000)],
                 output: ToolOutputSchemas.tokenList),
            tool("find_token", "Find a token by intent",
                 "Tokens for what they paint, best first, e.g. \"selected tab label\" or \"bar background\": matched against each token's name, description and the spec parts painted with it, with why each matched.",
                 input: ["intent": S.string("What the token is for, in a few words."),
                         "limit": S.number("The most tokens (5 by default).", whole: true, minimum: 1, maximum: 100)],
                 required: ["intent"], output: ToolOutputSchemas.tokenMatches),
            tool("check_style", "Check a proposed style",
                 "The findings the build gives a component painted with a proposed `style:` (part → {token} or colour) in place of its own: missing or ill-typed tokens, text and indicator contrast, and touch targets, in every theme.",
                 input: ["component": component,
                         "style": S.map(S.string(), description: "Part → value as a spec's style: writes it, e.g. {\"active-label\": \"{color.text.brand}\", \"container\": \"#ffffff\"}.",
                                        maxProperties: limits.maxLabels)],
                 required: ["component", "style"], output: ToolOutputSchemas.styleCheck),
        ]
    }

    static let readOnly = Tool.Annotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
}
