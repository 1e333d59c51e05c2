import DesignTokens
import Foundation
import Handbook
import HandbookMCP
import TabLayout

/// The code paths fuzzed: each takes arbitrary bytes and must return without crashing,
/// whatever the bytes are. Selected by the `HANDBOOK_FUZZ_TARGET` environment variable.
enum FuzzTarget: String, CaseIterable {
    case frontmatter, markdown, mdx, site, spec, layout, tokens, resolver, mcp, json, highlight

    /// The server `mcp` inputs are answered by: the bundled content, loaded on the first call.
    static let server = DesignSystemServer(contentDirectory: "Content")

    /// Runs the target on `data`. A refusal (an error thrown) is as good an outcome as any:
    /// only a trap, a hang or a sanitizer report is a finding.
    func run(_ data: Data) {
        do {
            try attempt(data)
        } catch {
            return
        }
    }

    private func attempt(_ data: Data) throws {
        switch self {
        case .frontmatter:
            let source = try SourceText.decode(data, path: "fuzz.md")
            let split = try FrontMatter.split(source.text, path: "fuzz.md")
            if let yaml = split.yaml { _ = try YAMLDocument(parsing: yaml, path: "fuzz.md", firstLine: split.yamlFirstLine) }
        case .markdown:
            let source = try SourceText.decode(data, path: "fuzz.md")
            // Raw HTML on and every link resolved, so the HTML tokenizer and the link rewriter run too.
            _ = MarkdownRenderer(allowsRawHTML: true, linkResolver: FuzzLinkResolver()).render(source.text, path: "fuzz.md")
        case .mdx:
            // The MDX translation, then the walk over its markers, with a role of every kind in play.
            let source = try SourceText.decode(data, path: "fuzz.mdx")
            _ = MDXExports.frontMatter(in: source.text)
            _ = StoriesTitle.read(source.text)
            let components = MDXComponents(named: ["Box": .children, "Tip": .callout, "Embed": .drop, "Big": .block, "Cards": .childPages],
                                           partials: ["Tip", "kbd", "Embed"])
            // Held to MDX 3 too: the MDX 1 spellings are thrown, never trapped on.
            _ = try? MDXTranslator.translate(source.text, path: "fuzz.mdx", components: components, legacy: .error)
            let translation = try MDXTranslator.translate(source.text, path: "fuzz.mdx", components: components, summary: "A summary.",
                                                          lookup: { $0 == "title" ? "Fuzz *title*" : nil })
            var renderer = MarkdownRenderer(allowsRawHTML: true, linkResolver: FuzzLinkResolver())
            renderer.mdx = MDXRendering(translation: translation, hasPartial: components.partials.contains,
                                        partial: { element, children in "<aside>\(element.name)\(children)</aside>" })
            renderer.droppedTitle = "Fuzz *title*"
            renderer.titleAnywhere = true
            _ = renderer.render(translation.markdown, path: "fuzz.mdx")
        case .site:
            let source = try SourceText.decode(data, path: "site.yml")
            _ = SiteConfig.parse(source)
            FuzzLinks.run(source.text)
        case .spec:
            let source = try SourceText.decode(data, path: "tabs.yml")
            _ = ComponentSpec.parse(source, name: "tabs")
        case .layout:
            try FuzzLayout.run(data)
        case .tokens:
            // A token file, merged after a small valid one its aliases may name; its bytes as
            // given, so one that is not UTF-8 reaches the reader as a file on disk would.
            let files = ["base.tokens.json": Array(FuzzTokens.base.utf8), "fuzz.tokens.json": [UInt8](data)]
            if let system = TokenSystem.load(files: ["base.tokens.json", "fuzz.tokens.json"], reader: .memory(bytes: files)).0 {
                _ = system.resolve([:])
            }
        case .mcp:
            // Message framing, the JSON reader and every tool's arguments and answer.
            if let finding = MessageFuzzing.run([UInt8](data), server: Self.server) { fatalError(finding) }
        case .resolver:
            // A resolver document over two small token files; every context resolved.
            let files = ["r/fuzz.resolver.json": [UInt8](data), "r/base.tokens.json": Array(FuzzTokens.base.utf8),
                         "r/dark.tokens.json": Array(FuzzTokens.dark.utf8), "r/type.tokens.json": Array(FuzzTokens.type.utf8)]
            guard let system = TokenSystem.load(resolverAt: "r/fuzz.resolver.json", reader: .memory(bytes: files)).0 else { return }
            for modifier in system.modifiers {
                for context in modifier.contexts { _ = system.resolve([modifier.name: context]) }
            }
        case .json:
            // The same bytes as a String Catalog (read through the JSON reader), then the reader
            // alone on them as they are, invalid UTF-8 included; its refusal ends the input last.
            _ = StringCatalogParser.parse(SourceText(path: "fuzz.xcstrings", text: String(decoding: data, as: UTF8.self)))
            _ = try JSONReader.read([UInt8](data))
        case .highlight:
            // The first byte chooses the grammar, the rest is the code; the HTML must give it back.
            guard let choice = data.first else { return }
            let languages = SyntaxHighlighter.Language.allCases
            let language = languages[Int(choice) % languages.count]
            let code = String(decoding: data.dropFirst(), as: UTF8.self)
            if let finding = FuzzHighlight.check(code, as: language) { fatalError(finding) }
        }
    }
}

/// Reads layout requests out of fuzz bytes: the first bytes choose the variant, width,
/// selection and options; the rest are labels separated by newlines.
enum FuzzLayout {
    struct LengthMeasurer: TextMeasurer {
        func measureWidth(of text: String, fontSize: Double) -> Double {
            Double(text.unicodeScalars.count) * fontSize * 0.55
        }
    }

    /// Lays the request out; the engine's refusal is thrown, an answer like any other.
    static func run(_ data: Data) throws(TabLayoutError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 4 else { return }
        let variants = TabVariant.allCases
        let variant = variants[Int(bytes[0]) % variants.count]
        let width = Double(bytes[1]) * 4 + Double(bytes[2] % 4)
        let labels = String(decoding: bytes.dropFirst(4), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let request = TabLayoutRequest(
            labels: labels, variant: variant, width: width, selected: Int(bytes[3]) % max(labels.count, 1),
            textScale: 1 + Double(bytes[2] & 0x0F) / 8, rightToLeft: bytes[2] & 0x80 != 0,
            device: bytes[3] & 0x80 != 0 ? .tablet : .phone, indicatorSpan: bytes[3] & 0x40 != 0 ? .item : .label)
        _ = try TabLayoutEngine(measurer: LengthMeasurer()).layout(request)
    }
}

/// Resolves every other link into the site and reports the rest broken, so both paths run.
struct FuzzLinkResolver: LinkResolving {
    func resolve(_ path: String, isImage: Bool) -> LinkResolution {
        path.count.isMultiple(of: 2) ? .internal(url: "../" + path, page: path) : .broken(reason: "fuzz")
    }
}

/// The token files the token and resolver fuzz targets build on.
enum FuzzTokens {
    static let base = ##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "text": { "$value": "{color.bg}" } }, "size": { "$type": "dimension", "s": { "$value": { "value": 1, "unit": "rem" } } } }"##
    static let dark = ##"{ "color": { "bg": { "$value": { "colorSpace": "oklch", "components": [0.2, 0.02, 260] } } } }"##
    /// Typography as teams write it: letter spacing in em, a line height in px, a size as text.
    static let type = ##"{ "font": { "$type": "typography", "label": { "$value": { "fontFamily": "Inter", "fontSize": "14px", "fontWeight": 500, "letterSpacing": { "value": 0.05, "unit": "em" }, "lineHeight": { "value": 20, "unit": "px" } } } } }"##
}

/// Lines `@link PATH TARGET` and `@file PATH` in a site input become symbolic links and
/// files in a scratch content folder, beside a file outside it; the content walk must then
/// list nothing whose real path leaves the folder, whatever the links are.
enum FuzzLinks {
    static func run(_ text: String) {
        let commands = text.split(separator: "\n").compactMap { line -> [Substring]? in
            let parts = line.split(separator: " ", maxSplits: 2)
            return parts.count >= 2 && (parts[0] == "@link" || parts[0] == "@file") ? parts : nil
        }
        guard !commands.isEmpty else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-fuzz-links-\(getpid())").path
        let root = scratch + "/Content"
        BestEffortFiles.remove(scratch)
        defer { BestEffortFiles.remove(scratch) }
        BestEffortFiles.makeFolder(root)
        FileManager.default.createFile(atPath: scratch + "/outside.md", contents: Data("# Outside\n".utf8))
        for command in commands.prefix(64) {
            // Paths stay below the scratch folder; targets are taken as written.
            let path = command[1].split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
            guard !path.isEmpty, path.utf8.count < 200 else { continue }
            let full = root + "/" + path
            BestEffortFiles.makeFolder((full as NSString).deletingLastPathComponent)
            if command[0] == "@file" {
                FileManager.default.createFile(atPath: full, contents: Data("# Page\n".utf8))
            } else if command.count == 3 {
                // A link the input names twice, or over a folder, is simply not made.
                try? FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: String(command[2]))
            }
        }
        let (inventory, _) = ContentInventory.scan(root: root, displayRoot: "Content")
        let boundary = FolderBoundary(folder: root)
        for file in inventory.pages + inventory.staticFiles + inventory.componentSpecs + inventory.componentNotes + inventory.mdxPartials {
            if case .outside(let target) = boundary.resolve(inventory.filePath(file)) {
                fatalError("the content walk listed '\(file)', which leads to '\(target)' outside the content folder")
            }
        }
    }
}

/// The highlighter's promise: its HTML, the spans removed and the five escapes undone, is the code.
enum FuzzHighlight {
    static func check(_ code: String, as language: SyntaxHighlighter.Language) -> String? {
        let html = SyntaxHighlighter.highlight(code, as: language)
        // Scalar by scalar, as a browser reads it: a combining mark after `>` or `;` joins it
        // in one Character, so a Character search missed a tag's end or an entity's.
        let scalars = Array(html.unicodeScalars)
        let close = Array("</span>".unicodeScalars), open = Array("<span class=\"tok-".unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                text.append(scalars[index])
                index += 1
                continue
            }
            if Self.has(close, in: scalars, at: index) {
                index += close.count
            } else if Self.has(open, in: scalars, at: index), let end = scalars[index...].firstIndex(of: ">") {
                index = end + 1
            } else {
                return "\(language): a bare < in \(html.debugDescription)"
            }
        }
        let decoded = unescaped(String(text))
        return decoded.unicodeScalars.elementsEqual(code.unicodeScalars) ? nil : "\(language): \(code.debugDescription) came back as \(decoded.debugDescription)"
    }

    static func has(_ part: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + part.count <= scalars.count && Array(scalars[index..<(index + part.count)]) == part
    }

    /// `text` with the five entities the highlighter writes decoded, scalar by scalar.
    static func unescaped(_ text: String) -> String {
        let entities: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        scan: while index < scalars.count {
            if scalars[index] == "&" {
                for (entity, scalar) in entities {
                    let spelled = Array(entity.unicodeScalars)
                    if index + spelled.count <= scalars.count, Array(scalars[index..<(index + spelled.count)]) == spelled {
                        out.append(scalar)
                        index += spelled.count
                        continue scan
                    }
                }
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }
}
