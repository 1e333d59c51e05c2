import Foundation

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
        let published = component.published
        return ComponentFactSheet(previews: previews, sourceLocale: sourceLocale)
            .answer(for: component.spec, findings: component.findings, url: url(ofComponent: component.spec),
                    thresholds: published?.thresholds, changes: published?.changes, renditions: published?.renditions)
    }

    /// The site's source language, as findings and thresholds name it.
    var sourceLocale: String { labelQuestions.sourceLocale }

    /// The variant names a spec of `kind` accepts, for a message.
    public func variantNames(kind: ComponentKind) -> [String] {
        labelQuestions.variantNames(kind: kind)
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
