import Foundation

/// What `handbook mcp` hands a coding assistant, as plain values it encodes as JSON.
public enum DesignSystemAnswer {
    /// A finding, as `--format json` gives it.
    public struct Finding: Codable, Sendable, Equatable {
        public var severity: String
        public var rule: String
        /// What is wrong, without the platform and locale it is about (those are fields).
        public var message: String
        /// The platform the finding is about (`ios`, `android`, `web`), when the component is
        /// drawn for several.
        public var platform: String?
        /// The locale whose translation the finding is about; absent for the source language.
        public var locale: String?
        public var file: String?
        public var line: Int?
        public var column: Int?
        /// The places the finding depends on (the catalog entry a translated label came
        /// from), as `handbook check --format json` gives them; absent when there are none.
        public var notes: [Note]?

        /// The message as the build prints it: `[platform] [locale] message`.
        public var taggedMessage: String {
            (platform.map { "[\($0)] " } ?? "") + (locale.map { "[\($0)] " } ?? "") + message
        }

        /// `x` of a message starting `[x] `.
        static func leadingTag(of text: Substring) -> String? {
            guard text.hasPrefix("["), let close = text.firstIndex(of: "]"), text[close...].hasPrefix("] ") else { return nil }
            let tag = text[text.index(after: text.startIndex)..<close]
            return tag.isEmpty || tag.count > 24 || tag.contains(" ") ? nil : String(tag)
        }

        /// A BCP 47 tag's shape: a two- or three-letter language, then subtags.
        static func looksLikeLocale(_ tag: String) -> Bool {
            let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
            guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
            return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }

        /// A place related to a finding.
        public struct Note: Codable, Sendable, Equatable {
            public var message: String
            public var file: String?
            public var line: Int?
            public var column: Int?
        }

        /// `diagnostic` as data: the `[platform] [locale] ` its message starts with when the
        /// checks tagged it become the fields; `locales` are the ones checked, which a tag must
        /// be one of to be read as a locale (without them, any tag shaped like BCP 47).
        init(_ diagnostic: Diagnostic, locales: [String] = []) {
            severity = diagnostic.severity == .error ? "error" : "warning"
            rule = diagnostic.id
            var text = Substring(diagnostic.message)
            if let tag = Self.leadingTag(of: text), Platform(rawValue: tag) != nil {
                platform = tag
                text = text.dropFirst(tag.count + 3)
            }
            // Themes are tagged the same way (`[dark]`): with the site's locales known, only they are locales.
            if let tag = Self.leadingTag(of: text), locales.isEmpty ? Self.looksLikeLocale(tag) : locales.contains(tag) {
                locale = tag
                text = text.dropFirst(tag.count + 3)
            }
            message = String(text)
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            if !diagnostic.notes.isEmpty {
                notes = diagnostic.notes.map { Note(message: $0.message, file: $0.location?.file, line: $0.location?.line, column: $0.location?.column) }
            }
        }
    }

    /// A spec that did not load, and why: it is in no other answer until it is fixed.
    public struct FailedSpec: Codable, Sendable {
        /// The spec's name (its file name without `.yml`).
        public var name: String
        /// The errors, as `path:line:column` places with their messages.
        public var errors: [Finding]
    }

    /// One component, in a list.
    public struct ComponentSummary: Codable, Sendable {
        public var name: String
        public var title: String
        public var kind: String
        public var platforms: [String]
        public var summary: String
        /// The page, relative to the site's root.
        public var url: String
    }

    /// The width below which a label of an example truncates, in one language on one platform.
    public struct Threshold: Codable, Sendable, Equatable {
        public var example: String?
        public var locale: String
        public var platform: String
        public var label: String
        public var truncatesBelow: Double
    }

    /// One component in full: the spec's facts, its guidelines and what they compute.
    public struct Component: Codable, Sendable {
        public var summary: ComponentSummary
        public var variants: [Variant]
        public var states: [String]
        public var knownGaps: [String]
        public var contentRules: [String]
        /// Every rule the site checks, with the sentence that states it.
        public var rules: [Rule]
        public var thresholds: [Threshold]
        public var findings: [Finding]
        /// What changed since the previous version, on a site with versions (absent otherwise).
        public var changes: Changes?

        /// What changed in the spec and in the tokens it uses since the previous version, and
        /// what that does: contrast pairs before → after, labels that now truncate or fit,
        /// targets that now fail.
        public struct Changes: Codable, Sendable {
            /// The previous version's name.
            public var since: String
            /// Whether the component is new since then (every other list is empty).
            public var isNew: Bool
            /// The spec's changes in its own words (`min-item-width 90 → 72`).
            public var spec: [String]
            /// The tokens it uses that changed (`{color.text.secondary}: #6a717d → #4f5664 [dark]`).
            public var tokens: [String]
            /// What the changes do, computed (`[dark] label … on …: 7.20:1 → 2.90:1, now fails contrast.text`).
            public var consequences: [String]
        }

        public struct Variant: Codable, Sendable {
            public var name: String
            public var description: String
        }

        public struct Rule: Codable, Sendable {
            public var id: String
            public var summary: String
        }
    }

    /// What the site's checks say of proposed labels.
    public struct LabelCheck: Codable, Sendable {
        public var component: String
        public var variant: String
        public var platforms: [String]
        /// The labels checked, in the source language (a key's source text).
        public var labels: [String]
        /// The catalog keys the labels were looked up by, when keys or an example gave them.
        public var keys: [String]?
        /// The spec example checked, when one was asked for.
        public var example: String?
        /// The width checked at, in points.
        public var width: Double
        /// True when no finding is an error or a warning.
        public var passes: Bool
        public var findings: [Finding]
        public var thresholds: [Threshold]
        /// Which variant to use, when the checks say the asked one does not suit the labels.
        public var advice: String?
    }

    /// A page or a section of one that matches a search.
    public struct SearchHit: Codable, Sendable {
        public var title: String
        public var section: String?
        public var url: String
        public var summary: String
    }
}

extension DesignSystem {
    /// Every component, in content order.
    public var componentSummaries: [DesignSystemAnswer.ComponentSummary] {
        components.map { summary(of: $0.spec) }
    }

    /// The specs under `components/` that did not load, with their errors: a spec with a
    /// YAML error is in no other answer, and must not simply vanish from the list.
    public var failedSpecs: [DesignSystemAnswer.FailedSpec] {
        let loaded = Set(components.map(\.spec.name))
        var failed: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let file = diagnostic.location?.file else { continue }
            let parts = file.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2] == "components" else { continue }
            let name = (String(parts[parts.count - 1]) as NSString).deletingPathExtension
            guard file.hasSuffix(".yml") || file.hasSuffix(".yaml"), !loaded.contains(name) else { continue }
            failed[name, default: []].append(diagnostic)
        }
        return failed.sorted { $0.key < $1.key }.map { .init(name: $0.key, errors: $0.value.map { DesignSystemAnswer.Finding($0) }) }
    }

    func summary(of spec: ComponentSpec) -> DesignSystemAnswer.ComponentSummary {
        ComponentFactSheet.summary(of: spec, url: url(ofComponent: spec))
    }

    /// A component in full: its facts, rules, where each example truncates in every language
    /// and on every platform it names, and what the checks found.
    public func answer(for component: Component) -> DesignSystemAnswer.Component {
        ComponentFactSheet(previews: previews, sourceLocale: sourceLocale)
            .answer(for: component.spec, findings: component.findings, url: url(ofComponent: component.spec))
    }

    /// The site's source language, as findings and thresholds name it.
    var sourceLocale: String { localization.locales.first ?? config.language }

    /// The platforms a spec is drawn for: those it names, else the web's rules.
    func packs(of spec: ComponentSpec) -> [any PlatformPack] { ComponentFactSheet.packs(of: spec) }

    /// The variant `name` means in a spec of `kind` (`fixed`, `phone`), or the kind's own.
    func variant(named name: String?, kind: ComponentKind) -> ExampleKeys.VariantName? {
        let names = ExampleKeys.variantNames(for: kind)
        guard let name else {
            return names.first { $0.variant == kind.definition.defaultVariant } ?? ExampleKeys.VariantName(
                name: kind.definition.defaultVariant.rawValue, variant: kind.definition.defaultVariant, summary: "")
        }
        return names.first { $0.name == name.lowercased() }
    }

    /// The variant names a spec of `kind` accepts, for a message.
    public func variantNames(kind: ComponentKind) -> [String] {
        ExampleKeys.variantNames(for: kind).map(\.name)
    }

    /// An example of `labels` as a spec of `kind` would write it; each label's place names
    /// its index in the list (`labels`, line 1 for the first).
    func example(_ labels: [String], variant: ExampleKeys.VariantName, width: Double?) -> ComponentExample {
        let items = labels.enumerated().map { index, label in
            ComponentExample.Item(label: label, labelLocation: SourceLocation(file: "labels", line: index + 1, column: 1))
        }
        var example = ComponentExample(variant: variant.variant, items: items, location: SourceLocation(file: "labels", line: 1, column: 1),
                                 itemsLocation: SourceLocation(file: "labels", line: 1, column: 1))
        if let device = variant.device { example.device = device }
        example.width = width
        return example
    }

    /// Pages and component pages whose title, summary or a section holds every word of
    /// `query`, best first: a title match weighs most, then a heading, then the text.
    /// `shouldStop` is asked between pages: true ends the search with what it found.
    public func search(_ query: String, limit: Int = 10, shouldStop: () -> Bool = { false }) -> [DesignSystemAnswer.SearchHit] {
        let words = query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard !words.isEmpty else { return [] }
        var hits: [(score: Int, hit: DesignSystemAnswer.SearchHit)] = []
        var everything: [(title: String, summary: String, url: String, sections: [(heading: String?, id: String?, text: String)])] = []
        for page in pages {
            if shouldStop() { return [] }
            // A page whose text cannot be read back is still found by its title and summary.
            everything.append((page.title, page.summary, page.directory, Self.sections(of: markdown(of: page) ?? "")))
        }
        for component in components {
            let spec = component.spec
            let text = ([spec.summary] + spec.variants.map { $0.name + " " + $0.description } + spec.knownGaps
                        + spec.examples.flatMap { [$0.title, $0.caption].compactMap { $0 } + $0.items.map(\.label) }).joined(separator: " ")
            everything.append((spec.component, spec.summary, url(ofComponent: spec), [(nil, nil, text)]))
        }
        for page in everything {
            let head = (page.title + " " + page.summary).lowercased()
            var best: (score: Int, heading: String?, id: String?)?
            for section in [(heading: String?.none, id: String?.none, text: "")] + page.sections {
                let text = head + " " + (section.heading ?? "").lowercased() + " " + section.text.lowercased()
                guard words.allSatisfy({ text.contains($0) }) else { continue }
                let score = words.reduce(0) { score, word in
                    score + (page.title.lowercased().contains(word) ? 4 : 0) + ((section.heading ?? "").lowercased().contains(word) ? 2 : 0) + 1
                }
                if score > (best?.score ?? -1) { best = (score, section.heading, section.id) }
            }
            guard let best else { continue }
            let anchor = best.id.map { "#" + $0 } ?? ""
            hits.append((best.score, .init(title: page.title, section: best.heading, url: page.url + anchor, summary: page.summary)))
        }
        return hits.sorted { $0.score != $1.score ? $0.score > $1.score : $0.hit.url < $1.hit.url }.prefix(limit).map(\.hit)
    }

    /// A page's Markdown cut at its `##` and `###` headings, each with the id the site gives it.
    static func sections(of markdown: String) -> [(heading: String?, id: String?, text: String)] {
        var sections: [(heading: String?, id: String?, text: String)] = [(nil, nil, "")]
        var slugger = HeadingSlugger(reserved: [])
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                sections.append((heading, slugger.slug(for: heading), ""))
            } else {
                sections[sections.count - 1].text += line + "\n"
            }
        }
        return sections
    }
}
