import Foundation
import HandbookFoundation
import TabLayout
import TextMetrics

/// How a `tabbar` block on a guideline page is drawn: as the component it shows. A block names
/// it (`component: tabs`), or it is the site's spec of the block's kind (the first spec that
/// declares the block's variant, or whose kind draws it by default); the block then takes
/// that spec's metrics, platform, generation and token themes, so the same control looks the
/// same on its guideline page and on its component page. A block with no such spec keeps the
/// engine's defaults in the theme's paints.
package struct BlockStyles: Sendable {
    /// One spec as blocks draw it.
    package struct Style: Sendable {
        /// The spec, its metrics resolved by its tokens.
        package var spec: ComponentSpec
        /// Its token themes (empty: the theme's paints).
        package var themes: [PreviewTheme]
        /// The same themes as Android paints them (Material's roles), which the component page
        /// draws its Android pictures in: a block on Android takes these.
        package var androidThemes: [PreviewTheme] = []
    }

    package private(set) var styles: [Style] = []
    /// A hash of what blocks draw from the specs (`drawn(_:)`) and of the token files' bytes:
    /// every page with a block depends on it, and a spec edit that changes none of it (its
    /// summary, a caption, an example) leaves those pages as they were.
    package private(set) var key: UInt64 = 0
    /// Every spec file as read here, by content path: its text and what the loader made of it,
    /// so the component step, which reads the same files, parses each once per build.
    package private(set) var read: [String: (text: String, loaded: (ComponentSpec?, [Diagnostic]))] = [:]

    package static let none = BlockStyles()

    /// The specs of `inventory`, parsed and styled (errors are left to the component step, which
    /// reports them; a spec that does not load styles no block). With `memo`, the key is taken
    /// from an earlier build when every spec file, token file and font is as it was: writing
    /// out each spec's themes (`drawn(_:)`) is most of the work, and a build that edits a
    /// guideline page changes none of them.
    /// With `session` (`serve`'s memory), a spec whose file, token files, fonts and kinds are
    /// those of an earlier build in this process is not parsed and styled again: parsing the
    /// specs' YAML was a seventh of a guideline page's save at 1,000 pages.
    package static func load(inventory: ContentInventory, tokens: SiteTokens, stack: FontStack, kinds: ComponentKinds,
                             memo: QueryStore? = nil, session: Session? = nil) -> BlockStyles {
        var styles = BlockStyles()
        // The blocks are painted by the tokens: their files' bytes count too.
        var tokenBytes = StableHasher()
        for file in tokens.files {
            tokenBytes.combine(file)
            if let data = FileManager.default.contents(atPath: file) ?? FileManager.default.contents(atPath: inventory.filePath(file)) {
                tokenBytes.combine(bytes: [UInt8](data))
            }
        }
        // Which contexts site.yml draws (`tokens: contexts:`) changes the themes but no file's bytes.
        for theme in tokens.themes { tokenBytes.combine(theme.dataTokens) }
        let tokenDigest = tokenBytes.finalize()
        // What one spec's file, the token files, the fonts and the kinds give: a spec saved writes
        // out its own themes again, not every spec's.
        var common = StableHasher()
        common.combine(KeyMemo.name)
        common.combine(String(tokenDigest, radix: 16))
        for face in stack.faces {
            common.combine(face.description)
            common.combine(FileStamp.of(face.path).map { String(describing: $0) } ?? "missing")
        }
        for kind in kinds.all { common.combine(kind.rawValue) }
        let commonDigest = common.finalize()
        var hasher = StableHasher()
        // What the key is made from, as bytes: the memo's key.
        var inputs = StableHasher()
        inputs.combine(commonDigest)
        var sources: [(path: String, source: SourceText)] = []
        for path in inventory.componentSpecs {
            guard let source = try? SourceText.read(contentsOf: inventory.filePath(path), displayPath: inventory.displayPath(path)) else { continue } // reported by the component step
            inputs.combine(path)
            inputs.combine(source.text)
            sources.append((path, source))
        }
        let memoKey = KeyMemo(key: String(inputs.finalize(), radix: 16))
        let known = memo?.fed(memoKey)?.value
        var made: [String: Made] = [:]
        var parsed: [String: Loaded] = [:]
        var parses = 0
        var kindsKey = StableHasher()
        for kind in kinds.all { kindsKey.combine(kind.rawValue) }
        let kindsDigest = kindsKey.finalize()
        for (path, source) in sources {
            hasher.combine(path)
            var specInputs = StableHasher()
            specInputs.combine(commonDigest)
            specInputs.combine(path)
            specInputs.combine(source.text)
            let specDigest = specInputs.finalize()
            // Diagnostics name the file as the user named the folder.
            let sessionKey = String(specDigest, radix: 16) + " " + source.path
            // Parsed by the file and the kinds alone: a token saved styles every spec again
            // but parses none (the YAML was most of a token save's block styles).
            var parseInputs = StableHasher()
            parseInputs.combine(kindsDigest)
            parseInputs.combine(path)
            parseInputs.combine(source.text)
            let parseKey = String(parseInputs.finalize(), radix: 16) + " " + source.path
            let loaded = session?.parsed(parseKey) ?? {
                parses += 1
                return ComponentSpecLoader.load(source, name: Conventions.componentName(ofSpec: path), sourcePath: path, kinds: kinds)
            }()
            parsed[parseKey] = loaded
            let spec = session?.made(sessionKey) ?? Self.make(loaded, tokens: tokens, stack: stack)
            made[sessionKey] = spec
            styles.read[path] = (source.text, spec.loaded)
            guard let style = spec.style else { continue }
            if known == nil {
                // Kept by what blocks draw from the spec, with where it is written, so a summary
                // or caption saved does not write out the spec's themes again.
                var drawnInputs = StableHasher()
                drawnInputs.combine(commonDigest)
                drawnInputs.combine(path)
                if let places = style.spec.drawingPlacesKey { drawnInputs.combine(places) } else { drawnInputs.combine(source.text) }
                let specMemo = KeyMemo(key: "spec " + String(drawnInputs.finalize(), radix: 16))
                let drawn = memo?.fed(specMemo)?.value ?? ContentHash.of(Self.drawn(style))
                memo?.feed(specMemo, KeyMemo.Value(drawn), inputs: [])
                hasher.combine(drawn)
            }
            styles.styles.append(style)
        }
        session?.keep(made, parsed: parsed, parses: parses)
        hasher.combine(tokenDigest)
        styles.key = known ?? hasher.finalize()
        if known == nil { memo?.feed(memoKey, KeyMemo.Value(styles.key), inputs: []) }
        return styles
    }

    /// One spec file as parsed: the spec (`nil` when it does not load) and what was found.
    typealias Loaded = (ComponentSpec?, [Diagnostic])

    /// One spec file as parsed, and as blocks draw it (`nil` when it does not load).
    package struct Made: Sendable {
        var loaded: Loaded
        var style: Style?
    }

    /// The spec as parsed (`loaded`), styled by the tokens and fonts.
    private static func make(_ loaded: Loaded, tokens: SiteTokens, stack: FontStack) -> Made {
        guard var spec = loaded.0 else { return Made(loaded: loaded, style: nil) }
        let styled = StyledSpec(spec, tokens: tokens, stack: stack, onAndroid: true)
        spec.metrics = styled.metrics
        let failed = styled.diagnostics.hasErrors
        return Made(loaded: loaded, style: Style(spec: spec, themes: failed ? [] : styled.themes, androidThemes: failed ? [] : styled.androidThemes))
    }

    /// The specs the last build of this process parsed, and styled, by what each was made from
    /// (`serve` keeps one across saves); only the last build's are kept.
    package final class Session: Sendable {
        private let kept = Locked((made: [String: Made](), parsed: [String: Loaded](), parses: 0))

        package init() {}

        /// How many spec files the last build parsed (the others were kept).
        package var parses: Int { kept.withLock { $0.parses } }

        func made(_ key: String) -> Made? { kept.withLock { $0.made[key] } }

        func parsed(_ key: String) -> Loaded? { kept.withLock { $0.parsed[key] } }

        func keep(_ made: [String: Made], parsed: [String: Loaded], parses: Int) { kept.withLock { $0 = (made, parsed, parses) } }
    }

    /// The key an earlier build made from the same spec files, token files and fonts (by the
    /// digest of them all): its key says what they are, so the value needs no other input.
    package struct KeyMemo: FedQuery {
        package static let name = "block-styles-key 3"
        package let key: String

        /// The key, as kept.
        package struct Value: StoreCodable {
            var value: UInt64

            init(_ value: UInt64) {
                self.value = value
            }

            package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
                value = try reader.uint64()
            }

            package func write(to writer: inout StoreWriter) {
                writer.uint64(value)
            }
        }
    }

    /// What a block takes from a style, written out the same in every process: the spec's
    /// name and declared variants (`style(for:component:)` matches them), its kind, platforms,
    /// generation and metrics, and its themes (paints, with the places the style and the
    /// tokens wrote them, which a block's findings name); and what a cited threshold lays out,
    /// the page's first example (not where it is written, so a caption edited above it changes nothing).
    private static func drawn(_ style: Style) -> String {
        let spec = style.spec
        let base = ComponentPageDraft.base(of: spec)
        let example = (base.variant, base.writtenVariant as Any, base.device, base.width as Any, base.textScale, base.rightToLeft, base.locale as Any,
                       base.iosVersion as Any, base.selected, base.items.map { [$0.label, $0.key ?? "", $0.icon ?? "", $0.selectedIcon ?? "", $0.badge ?? ""] })
        return StableDescription.of((spec.name, spec.variants.map(\.name), spec.kind.rawValue, spec.platforms, spec.generation,
                                     spec.metrics as Any, style.themes, style.androidThemes, example))
    }

    /// The style `example` is drawn in: the spec it names, else the first that declares its
    /// variant, else the first whose kind draws that variant by default.
    package func style(for example: ComponentExample, component: String?) -> Style? {
        if let component { return styles.first { $0.spec.name == component } }
        return styles.first { $0.spec.variants.contains { $0.name == example.variant.rawValue } }
            ?? styles.first { $0.spec.kind.definition.defaultVariant == example.variant }
    }

    /// The spec names blocks may give as `component:`.
    package var names: [String] { styles.map(\.spec.name) }
}
