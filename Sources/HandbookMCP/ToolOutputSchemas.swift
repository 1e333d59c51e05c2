import MCP

/// The JSON Schema of each tool's `structuredContent`: the answer types of `DesignSystemAnswer`
/// as they encode, with what every answer carries (`envelope`). The site checks validate every
/// tool's answers against these with a JSON Schema validator, so a field added to an answer
/// type without its schema fails there.
enum ToolOutputSchemas {
    typealias S = JSONSchema

    /// What every answer carries, beside its own fields.
    static let envelope: [String: Value] = [
        "revision": S.string("A digest of the content folder's files as loaded: it changes with any edit, and is the same for the same content."),
        "handbookVersion": S.string("The version of Handbook that answered."),
        "truncated": S.boolean("True when the answer was cut to its budget: ask again with `cursor` for the rest."),
        "cursor": S.string("Pass as `cursor` with the same arguments for the next part (only when truncated)."),
    ]

    static func answer(_ properties: [String: Value], required: [String], closed: Bool = true) -> Value {
        S.object(properties.merging(envelope) { own, _ in own }, required: required + ["revision", "handbookVersion", "truncated"], closed: closed)
    }

    static let place: [String: Value] = ["file": S.string(), "line": S.number(whole: true), "column": S.number(whole: true)]

    static let finding = S.object(place.merging([
        "severity": S.string(choices: ["error", "warning"]),
        "rule": S.string("The rule's id, e.g. tabs.fixed.truncates."),
        "message": S.string("What is wrong, without the platform and locale (those are fields)."),
        "platform": S.string("The platform the finding is about."),
        "locale": S.string("The locale whose translation the finding is about; absent for the source language."),
        "notes": S.array(S.object(place.merging(["message": S.string()]) { own, _ in own }, required: ["message"])),
    ]) { own, _ in own }, required: ["severity", "rule", "message"])

    static let threshold = S.object([
        "example": S.string(), "locale": S.string(), "platform": S.string(), "label": S.string(),
        "truncatesBelow": S.number("Below this width, in points, the label truncates."),
    ], required: ["locale", "platform", "label", "truncatesBelow"])

    static let summary = S.object([
        "name": S.string(), "title": S.string(), "kind": S.string(), "platforms": S.array(S.string()),
        "summary": S.string(), "url": S.string("The component's page, relative to the site's root."),
    ], required: ["name", "title", "kind", "platforms", "summary", "url"])

    static let listComponents = answer([
        "components": S.array(summary),
        "failed": S.array(S.object(["name": S.string(), "errors": S.array(finding)], required: ["name", "errors"]),
                          description: "Specs that did not load, with their errors."),
    ], required: ["components", "failed"])

    static let rendition = S.object([
        "id": S.string("The figure's data-rendition on the component's page."), "section": S.string(),
        "example": S.string("The title of the example it draws: what check_labels takes as example."), "platform": S.string(),
        "variant": S.string(), "device": S.string(), "width": S.number(), "unit": S.string(), "locale": S.string(),
        "textScale": S.number(), "rightToLeft": S.boolean(), "themes": S.array(S.string()),
        "truncated": S.array(S.string("A label the picture cuts, as written.")), "more": S.array(S.string()), "scrolls": S.boolean(),
        "findings": S.array(finding), "reported": S.array(S.string("A rule check reports of it.")),
        "quoted": S.array(finding), "claimsCut": S.array(S.string()),
    ], required: ["id", "section", "platform", "variant", "device", "width", "unit", "textScale", "rightToLeft", "themes",
                  "truncated", "more", "scrolls", "findings", "reported", "quoted", "claimsCut"])

    static let component = answer([
        "summary": summary,
        "variants": S.array(S.object(["name": S.string(), "description": S.string()], required: ["name", "description"])),
        "states": S.array(S.string()),
        "knownGaps": S.array(S.string()),
        "contentRules": S.array(S.string()),
        "rules": S.array(S.object(["id": S.string(), "summary": S.string()], required: ["id", "summary"])),
        "thresholds": S.array(threshold),
        "findings": S.array(finding),
        "renditions": S.array(rendition, description: "Every computed preview on the component's page, as drawn and judged."),
        "changes": S.object([
            "since": S.string("The previous version's name."),
            "isNew": S.boolean("True when the component is new since then (every list is then empty)."),
            "spec": S.array(S.string("A change to the spec, in its own words (min-item-width 90 → 72).")),
            "tokens": S.array(S.string("A token the spec uses that changed, with its values before and after.")),
            "consequences": S.array(S.string("What the changes do, computed: a contrast pair before → after, a label that now truncates or fits.")),
        ], required: ["since", "isNew", "spec", "tokens", "consequences"]),
    ], required: ["summary", "variants", "states", "knownGaps", "contentRules", "rules", "thresholds", "findings"])

    /// Open: the layout engine's output grows (the lead's geometry fields), and the
    /// contract's fields are required.
    static let layout = answer([
        "variant": S.string(), "width": S.number(), "contentWidth": S.number(), "scrollOffset": S.number(),
        "items": S.array(S.object(["label": S.string(), "text": S.string(), "x": S.number(), "width": S.number(),
                                   "truncated": S.boolean(), "hidden": S.boolean()],
                                  required: ["label", "text", "x", "width", "truncated", "hidden"], closed: false)),
        "indicator": S.nullable(S.object(["x": S.number(), "width": S.number()], required: ["x", "width"], closed: false)),
        "more": S.array(S.string()),
        "diagnostics": S.array(S.object(["severity": S.string(), "rule": S.string(), "message": S.string()], required: ["severity", "rule", "message"], closed: false)),
        "findings": S.array(finding),
        "component": S.string("The component whose metrics and platform were applied."),
    ], required: ["variant", "width", "items", "findings"], closed: false)

    static let labelCheck = answer([
        "component": S.string(), "variant": S.string(), "platforms": S.array(S.string()),
        "labels": S.array(S.string()), "keys": S.array(S.string()), "example": S.string(),
        "width": S.number("The width checked at."),
        "passes": S.boolean("True when nothing is an error or a warning."),
        "findings": S.array(finding), "thresholds": S.array(threshold),
        "advice": S.string("Which variant to use, when the checks say the asked one does not suit the labels."),
    ], required: ["component", "variant", "platforms", "labels", "width", "passes", "findings", "thresholds"])

    static let search = answer([
        "results": S.array(S.object(["title": S.string(), "section": S.string(), "url": S.string("A URL get_page takes."), "summary": S.string()],
                                    required: ["title", "url", "summary"])),
    ], required: ["results"])

    static let page = answer([
        "path": S.string("The page's source file, relative to the content folder."),
        "url": S.string("The page's URL path."),
        "title": S.string(),
        "section": S.string("The section asked for by #anchor, when there was one."),
        "markdown": S.string(),
        "renditions": S.array(rendition, description: "Every computed preview the guideline page's blocks draw, as drawn and judged (its renditions.json)."),
    ], required: ["path", "url", "title", "markdown"])

    static let token = S.object(place.merging([
        "name": S.string(), "type": S.string(), "description": S.string(), "deprecated": S.string(),
        "values": S.array(S.object(["theme": S.string(), "contexts": S.map(S.string()), "value": S.string(), "aliasChain": S.array(S.string())],
                                   required: ["theme", "contexts", "value", "aliasChain"])),
        "usedBy": S.array(S.object(["component": S.string(), "part": S.string(), "partSummary": S.string()], required: ["component", "part"])),
    ]) { own, _ in own }, required: ["name", "type", "values", "usedBy"])

    static let tokenList = answer([
        "themes": S.array(S.string()), "count": S.number(whole: true), "tokens": S.array(token),
    ], required: ["themes", "count", "tokens"])

    static let tokenMatches = answer([
        "intent": S.string(),
        "matches": S.array(S.object(["score": S.number(whole: true), "why": S.array(S.string()), "token": token], required: ["score", "why", "token"])),
    ], required: ["intent", "matches"])

    static let styleCheck = answer([
        "component": S.string(),
        "style": S.array(S.object(["part": S.string(), "value": S.string()], required: ["part", "value"])),
        "themes": S.array(S.string()), "passes": S.boolean(), "findings": S.array(finding),
    ], required: ["component", "style", "themes", "passes", "findings"])
}
