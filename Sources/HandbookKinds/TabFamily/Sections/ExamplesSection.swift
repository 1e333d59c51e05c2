
/// Every example of the spec, Do and Don't, with its findings; each also published as SVG and
/// as layout JSON with the example's thresholds.
package struct ExamplesSection: ComponentPageSection {
    package let id = "examples"
    package let title = "Examples"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        var examples: [[String: Any]] = []
        // Download names come from titles; two examples may share one, so they are numbered.
        var fileNames = HeadingSlugger(reserved: [])
        // A spec naming several platforms shows each example on each, side by side; the
        // downloads are the first platform's.
        let platforms = spec.platforms.count > 1 ? spec.platforms.map { PlatformPacks.pack(for: $0) } : []
        for example in spec.examples {
            var drawn: [(pack: any PlatformPack, rendered: PreviewRenderer.Rendered, record: DesignSystemAnswer.Rendition)] = []
            var failed = false
            let packs: [(any PlatformPack)?] = example.platform.map { [PlatformPacks.pack(for: $0)] } ?? (platforms.isEmpty ? [nil] : platforms.map(Optional.some))
            for pack in packs {
                let previews = pack.map { page.previews.on($0, tagging: true) } ?? page.previews
                switch previews.keptExample(example, idPrefix: page.nextID(), content: spec.content, metrics: page.metrics(for: example), links: page.links) {
                case .success(let (rendered, record)): drawn.append((previews.pack, rendered, record))
                case .failure(let error):
                    page.report(error)
                    failed = true
                }
            }
            guard !failed, let rendered = drawn.first?.rendered else {
                examples.append(["figure": ComponentPageDraft.line(PreviewRenderer.brokenFigure)])
                continue
            }
            var entry: [String: Any] = ["figure": ComponentPageDraft.line(rendered.html)]
            for (_, shown, record) in drawn {
                page.countPreview()
                page.keep([record])
                page.diagnostics += shown.diagnostics
                page.exampleFacts.append(shown.facts)
            }
            if drawn.count == 1, !platforms.isEmpty {
                // One platform of several: named beside the title rather than on a line of its own.
                entry["platformTag"] = drawn[0].pack.name
                if let note = drawn[0].pack.note(for: example) { entry["note"] = note }
            } else if !platforms.isEmpty {
                entry["hasPlatforms"] = true
                entry["platforms"] = drawn.map { pack, shown, _ -> [String: Any] in
                    var platform: [String: Any] = ["id": pack.tag, "name": pack.name, "figure": ComponentPageDraft.line(shown.html)]
                    if let note = pack.note(for: example) { platform["note"] = note }
                    return platform
                }
            }
            if let title = example.title { entry["title"] = title }
            examples.append(entry)
            let slug = fileNames.slug(for: example.title ?? "example")
            var file = page.previews.on(drawn[0].pack, tagging: false).drawing(idPrefix: slug, textScale: example.textScale)
            file.standalone = true
            file.palette = page.previews.primaryPalette
            page.files[page.directory + "examples/\(slug).svg"] = file.render(rendered.layout)
            // The example's own bar (its variant and device) across the widths the site's width
            // control covers: engineers get the same thresholds readers see.
            let (from, to) = WidthExplorer.range(for: page.deviceWidths)
            let bar = ComparedBar(name: example.title ?? "Example", example: example, metrics: page.metrics(for: example))
            // As the file's picture: its platform's form of the bar at each width.
            let thresholds = WidthExplorer.thresholds(of: bar, on: page.previews.on(drawn[0].pack, tagging: false), from: from, to: to)
            let change = page.changes.map { changes in
                // As the file's picture: on the example's first platform.
                (since: changes.since, lines: changes.lines, tokens: changes.tokens, was: example.title.flatMap { changes.threshold(of: $0, on: drawn[0].pack.tag)?.was },
                 now: example.title.flatMap { changes.threshold(of: $0, on: drawn[0].pack.tag)?.now })
            }
            let json = LayoutJSON.encode(rendered.layout, thresholds: thresholds, changes: change)
            page.files[page.directory + "examples/\(slug).json"] = json
            let verdict = example.intent.map { $0 == .do ? " (Do)" : " (Don’t)" } ?? ""
            page.downloads.append(.init(title: (example.title ?? "Example") + verdict, slug: slug, json: json))
        }
        guard !examples.isEmpty else { return nil }
        // Labels are searchable: a reader looking for "Inbox" finds the component that shows it.
        let words = spec.examples.map { example in
            ([example.title, example.caption].compactMap { $0 } + example.items.map(\.label)).joined(separator: " ")
        }
        return SectionContent(context: ["examples": examples], words: words)
    }
}

