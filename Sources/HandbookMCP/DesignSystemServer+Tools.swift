import Foundation
import Handbook
import MCP

/// Each tool's answer: the arguments read (a bad one is an `AssistantRefusal`), the design
/// system asked, and the facts as a `ToolAnswer` with its one-line summary.
extension DesignSystemServer {
    /// The answer to `name`, or nil when the call was stopped before it finished.
    func answer(_ name: String, _ arguments: ToolArguments, in system: DesignSystem, control: CallControl) throws(AssistantRefusal) -> ToolAnswer? {
        switch name {
        case "list_components":
            try arguments.onlyThese(["cursor"])
            let summaries = system.componentSummaries, failed = system.failedSpecs
            var summary = summaries.isEmpty ? "No components." : "\(summaries.count) component\(summaries.count == 1 ? "" : "s"): " + summaries.map(\.name).joined(separator: ", ") + "."
            if !failed.isEmpty { summary += " \(failed.count) spec\(failed.count == 1 ? "" : "s") failed to load: " + failed.map(\.name).joined(separator: ", ") + "." }
            return ToolAnswer(summary: summary, fields: ["components": try Self.value(summaries), "failed": try Self.value(failed)], pageable: ["components"])
        case "get_component":
            try arguments.onlyThese(["component", "cursor"])
            let component = try Self.component(arguments, in: system)
            let facts = system.answer(for: component)
            let errors = facts.findings.filter { $0.severity == "error" }.count
            return try Self.answer(facts, summary: "\(component.spec.component) (\(component.spec.kind.rawValue)): \(component.spec.summary) "
                                   + "\(facts.thresholds.count) thresholds, \(facts.findings.count) findings (\(errors) errors).", pageable: ["thresholds", "findings", "rules"])
        case "layout":
            return try layout(arguments, in: system)
        case "check_labels":
            return try checkLabels(arguments, in: system)
        case "search":
            try arguments.onlyThese(["query", "limit", "cursor"])
            let query = try arguments.required("query", maxLength: limits.maxQueryLength)
            let hits = system.search(query, limit: try arguments.whole("limit", atMost: 100) ?? 10) { control.isStopped }
            if control.isStopped { return nil }
            let summary = hits.isEmpty ? "No page holds every word of '\(query)'." : "\(hits.count) result\(hits.count == 1 ? "" : "s"), best first: " + hits.prefix(3).map { $0.title + ($0.section.map { " › " + $0 } ?? "") }.joined(separator: "; ") + "."
            return ToolAnswer(summary: summary, fields: ["results": try Self.value(hits)], pageable: ["results"])
        case "get_page":
            try arguments.onlyThese(["path", "cursor"])
            return try page(try arguments.required("path", maxLength: 1_000), in: system)
        case "get_tokens":
            try arguments.onlyThese(["name", "prefix", "limit", "cursor"])
            let tokens = system.tokens(named: try arguments.string("name", maxLength: limits.maxQueryLength),
                                       prefix: try arguments.string("prefix", maxLength: limits.maxQueryLength), limit: try arguments.whole("limit") ?? 50)
            let summary = tokens.themes.isEmpty ? "The site names no tokens (site.yml tokens:)."
                : "\(tokens.tokens.count) of \(tokens.count) matching tokens, each in \(tokens.themes.count) theme\(tokens.themes.count == 1 ? "" : "s") (" + tokens.themes.joined(separator: ", ") + ")."
            return try Self.answer(tokens, summary: summary, pageable: ["tokens"])
        case "find_token":
            try arguments.onlyThese(["intent", "limit", "cursor"])
            let found = system.findTokens(try arguments.required("intent", maxLength: limits.maxQueryLength), limit: try arguments.whole("limit", atMost: 100) ?? 5)
            let summary = found.matches.isEmpty ? "No token matches '\(found.intent)'." : "Best: " + found.matches.prefix(3).map(\.token.name).joined(separator: ", ") + "."
            return try Self.answer(found, summary: summary, pageable: ["matches"])
        default: // check_style
            try arguments.onlyThese(["component", "style", "cursor"])
            let component = try Self.component(arguments, in: system)
            let check = try system.checkStyle(try arguments.style("style"), of: component)
            let summary = check.passes ? "This style passes every check in \(check.themes.count) theme\(check.themes.count == 1 ? "" : "s")."
                : "\(check.findings.count) finding\(check.findings.count == 1 ? "" : "s"): " + (check.findings.first.map { "\($0.message) [\($0.rule)]" } ?? "") + (check.findings.count > 1 ? " …" : "")
            return try Self.answer(check, summary: summary, pageable: ["findings"])
        }
    }

    private func layout(_ arguments: ToolArguments, in system: DesignSystem) throws(AssistantRefusal) -> ToolAnswer {
        try arguments.onlyThese(["labels", "component", "variant", "width", "selected", "locale", "platform", "text_scale", "device", "cursor"])
        guard let labels = try arguments.strings("labels") else { throw ToolArguments.refusal("labels", "missing argument 'labels': a list of strings") }
        let platform = try arguments.choice("platform", in: Platform.allCases.map(\.rawValue)).flatMap(Platform.init(rawValue:))
        let component = try arguments.string("component", maxLength: 200) == nil ? nil : try Self.component(arguments, in: system)
        // The width check_labels checks when none is asked: the platform's smallest device.
        var asked = LayoutAsked(labels: labels, width: try arguments.positive("width") ?? system.defaultWidth(platform: platform, component: component))
        asked.variant = try arguments.string("variant", maxLength: 100)
        asked.selected = try arguments.whole("selected", atMost: labels.count - 1) ?? 0
        asked.locale = try arguments.string("locale", maxLength: 35)
        asked.platform = platform
        asked.textScale = try arguments.positive("text_scale", atMost: 10) ?? 1
        asked.device = try arguments.choice("device", in: DesignSystem.devices)
        let (json, findings) = try system.layout(asked, component: component)
        // The engine's JSON, as `handbook layout` prints it, read back to add the rules' findings.
        let printed: Value
        do {
            printed = try ValueParser.parse(json)
        } catch {
            throw ToolArguments.refusal("labels", "the layout's JSON could not be read back: \(error)")
        }
        guard case .object(var fields) = printed else { throw ToolArguments.refusal("labels", "the layout's JSON is not an object") }
        fields["findings"] = try Self.value(findings)
        if let component { fields["component"] = .string(component.spec.name) }
        let truncated = (fields["items"]?.arrayValue ?? []).filter { $0.objectValue?["truncated"]?.boolValue == true }.count
        let variant = fields["variant"]?.stringValue ?? ""
        let verdict = findings.isEmpty ? "no finding" : "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(findings[0].message) [\(findings[0].rule)]"
        let drawnOn = platform ?? component.flatMap { $0.spec.platform }
        let summary = "\(variant) at \(SVGNumber.format(asked.width)) \(DesignSystem.unit(on: drawnOn)): \(labels.count) items, \(truncated) truncated; \(verdict)."
        return ToolAnswer(summary: summary, fields: fields, pageable: ["items", "findings"])
    }

    private func checkLabels(_ arguments: ToolArguments, in system: DesignSystem) throws(AssistantRefusal) -> ToolAnswer {
        try arguments.onlyThese(["component", "labels", "keys", "example", "variant", "width", "translations", "use_catalogs", "cursor"])
        let component = try Self.component(arguments, in: system)
        let labels = try arguments.strings("labels"), keys = try arguments.strings("keys"), example = try arguments.string("example", maxLength: limits.maxQueryLength)
        let given = [labels.map { _ in "labels" }, keys.map { _ in "keys" }, example.map { _ in "example" }].compactMap { $0 }
        guard given.count == 1 else {
            throw ToolArguments.refusal(given.first ?? "labels", given.isEmpty ? "give one of labels (the texts), keys (catalog keys) or example (a spec example's title)"
                                        : "give only one of labels, keys and example, not " + given.joined(separator: " and "))
        }
        let asked: LabelsAsked = labels.map(LabelsAsked.labels) ?? keys.map(LabelsAsked.keys) ?? .example(example ?? "")
        let check = try system.checkLabels(asked, of: component, variantName: try arguments.string("variant", maxLength: 100), width: try arguments.positive("width"),
                                           translations: try arguments.translations("translations"), useCatalogs: try arguments.flag("use_catalogs") ?? true)
        let errors = check.findings.filter { $0.severity == "error" }.count
        var summary = check.passes ? "These labels pass every check" : "\(check.findings.count) finding\(check.findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"))"
        summary += " as \(check.variant) \(check.component) at \(SVGNumber.format(check.width)) \(DesignSystem.unit(on: check.platforms.first.flatMap(Platform.init(rawValue:)))) on " + check.platforms.joined(separator: ", ") + "."
        if let advice = check.advice { summary += " " + advice }
        return try Self.answer(check, summary: summary, pageable: ["findings", "thresholds"])
    }

    private func page(_ path: String, in system: DesignSystem) throws(AssistantRefusal) -> ToolAnswer {
        guard let target = system.target(of: path) else {
            let candidates = system.pages.map(\.directory) + system.components.map { system.url(ofComponent: $0.spec) }
            let hint = candidates.min { Self.distance($0, path) < Self.distance($1, path) }
            throw ToolArguments.refusal("path", "no page is at '\(path)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""))
        }
        var fields: [String: Value]
        var markdown: String
        let anchor: String?
        switch target {
        case .guideline(let page, let wanted):
            guard let text = system.markdown(of: page) else {
                throw ToolArguments.refusal("path", "the text of '\(page.sourcePath)' could not be read back from Handbook's cache; ask again")
            }
            markdown = text
            anchor = wanted
            fields = ["path": .string(page.sourcePath), "url": .string(page.directory), "title": .string(page.title)]
            // The previews its blocks draw, as drawn and judged: the page's renditions.json.
            let renditions = system.renditions(of: page)
            if !renditions.isEmpty { fields["renditions"] = try Self.value(renditions) }
        case .component(let component, let wanted):
            markdown = system.markdown(ofComponent: component)
            anchor = wanted
            fields = ["path": .string(component.spec.sourcePath), "url": .string(system.url(ofComponent: component.spec)), "title": .string(component.spec.component)]
        }
        if let anchor {
            guard let section = DesignSystem.section(anchor, of: markdown) else {
                throw ToolArguments.refusal("path", "'\(fields["title"]?.stringValue ?? path)' has no section '#\(anchor)'; leave out the anchor for the whole page")
            }
            markdown = section.markdown
            fields["section"] = .string(section.heading)
        }
        fields["markdown"] = .string(markdown)
        let title = fields["title"]?.stringValue ?? ""
        return ToolAnswer(summary: "\(title)\(fields["section"]?.stringValue.map { " › " + $0 } ?? ""): \(markdown.utf8.count) bytes of Markdown.",
                          fields: fields, pageable: ["markdown"])
    }

    /// The component an argument names; unknown, a refusal with a did-you-mean.
    static func component(_ arguments: ToolArguments, in system: DesignSystem) throws(AssistantRefusal) -> DesignSystem.Component {
        let name = try arguments.required("component", maxLength: 200)
        if let found = system.component(named: name) { return found }
        let hint = system.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
        throw ToolArguments.refusal("component", "no component is named '\(name)'\(hint) The components are " + system.components.map(\.spec.name).joined(separator: ", ") + ".")
    }

    /// `answer`'s fields, with the summary and what may be cut.
    static func answer<Answer: Encodable>(_ answer: Answer, summary: String, pageable: [String]) throws(AssistantRefusal) -> ToolAnswer {
        guard case .object(let fields) = try value(answer) else { throw ToolArguments.refusal("answer", "the answer is not an object") }
        return ToolAnswer(summary: summary, fields: fields, pageable: pageable)
    }

    static func value<Answer: Encodable>(_ answer: Answer) throws(AssistantRefusal) -> Value {
        do {
            return try ValueParser.value(of: answer)
        } catch {
            throw ToolArguments.refusal("answer", "the answer could not be encoded: \(error)")
        }
    }

    /// Edit distance by common prefix, enough to point at the nearest path.
    static func distance(_ a: String, _ b: String) -> Int {
        let shared = zip(a, b).prefix { $0 == $1 }.count
        return max(a.count, b.count) - shared
    }
}
