import Foundation
import Mustache
import Testing
@testable import Handbook

/// The layout rendered once per page shape must give exactly what swift-mustache gives
/// for each page, and must step aside for themes whose transforms change text.
@Suite struct ShapedLayoutTests {
    private func layout(_ templates: [String: String]) throws -> (ShapedLayout, MustacheLibrary) {
        var compiled: [String: MustacheTemplate] = [:]
        for (name, text) in templates { compiled[name] = try MustacheTemplate(string: text) }
        let library = MustacheLibrary(templates: compiled)
        return (ShapedLayout(library: library, templates: compiled), library)
    }

    static let template = """
        <title>{{page.title}}</title><meta content="{{page.summary}}">{{#page.hasToc}}<ol>{{#page.toc}}<li><a href="#{{id}}">{{title}}</a>{{#children}}<i>{{title}}</i>{{/children}}</li>{{/page.toc}}</ol>{{/page.hasToc}}
        {{#page.summary}}{{^empty(.)}}<p>{{.}}</p>{{/empty(.)}}{{/page.summary}}{{{page.content}}}{{#next}}<a href="{{root}}{{url}}">{{title}}</a>{{/next}}{{^next}}end{{/next}}
        """

    static let hostile = ["", "Tabs", "<script>alert('x')</script>", "Fish & \"chips\"", "\u{1}&0\u{2}", "\u{1}&amp;9\u{2}", "é\u{301} 日本", "&amp;", "a\u{0}b"]

    /// Contexts of several shapes, with every string drawn from `hostile`.
    static func contexts() -> [[String: Any]] {
        var contexts: [[String: Any]] = []
        for (number, text) in hostile.enumerated() {
            let other = hostile[(number + 3) % hostile.count]
            let toc: [[String: Any]] = (0..<(number % 3)).map { index in
                ["id": "h\(index)", "title": other, "children": number.isMultiple(of: 2) ? [["title": text]] : [[String: Any]]()]
            }
            var context: [String: Any] = [
                "page": ["title": text, "summary": other, "content": "<p>\(other)</p>", "toc": toc, "hasToc": !toc.isEmpty] as [String: Any],
                "root": String(repeating: "../", count: number % 2),
            ]
            if number % 4 != 0 { context["next"] = ["title": other, "url": "next/index.html"] }
            contexts.append(context)
        }
        return contexts
    }

    @Test func everyPageMatchesADirectRender() throws {
        let (shaped, library) = try layout(["layout": Self.template])
        #expect(shaped.isShaping)
        // Twice over: the second pass renders every page from shapes made in the first.
        for context in Self.contexts() + Self.contexts().reversed() {
            #expect(shaped.render(context) == library.render(context, withTemplate: "layout"))
        }
    }

    @Test func shapesProvedByOneBuildAreUsedByTheNextAndGiveTheSameBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-shapes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/site.queries"
        // One query store per process, kept in the file between them.
        func store() -> QueryStore { QueryStore(file: file, key: "test") }
        let (first, library) = try layout(["layout": Self.template])
        let firstStore = store()
        first.remember(in: firstStore, key: "theme 1")
        for context in Self.contexts() { _ = first.render(context) }
        #expect(first.provedShapes > 3)
        firstStore.save()
        #expect(FileManager.default.fileExists(atPath: file), "the shapes are kept")

        let (second, _) = try layout(["layout": Self.template])
        second.remember(in: store(), key: "theme 1")
        for context in Self.contexts() + Self.contexts().reversed() {
            #expect(second.render(context) == library.render(context, withTemplate: "layout"))
        }
        // The first page a process renders is rendered directly, never shaped: its shape is
        // kept only once a process meets it a second time, and this one does, in reverse.
        #expect(second.provedShapes <= 1, "every other shape came from the store")

        // Another theme (another key) proves its own.
        let (third, _) = try layout(["layout": Self.template])
        third.remember(in: store(), key: "theme 2")
        for context in Self.contexts() { _ = third.render(context) }
        #expect(third.provedShapes == first.provedShapes, "shapes proved for another key are not taken")
    }

    @Test func aValueIsEscapedWhereTheTemplateEscapesItAndRawWhereItDoesNot() throws {
        let (shaped, _) = try layout(["layout": "<a title=\"{{x}}\">{{{x}}}</a>"])
        #expect(shaped.render(["x": "<b>&"]) == "<a title=\"&lt;b&gt;&amp;\"><b>&</a>")
        #expect(shaped.render(["x": "plain"]) == "<a title=\"plain\">plain</a>")
    }

    @Test(arguments: [
        ("{{uppercased(page.title)}}", false),
        ("{{#reversed(page.title)}}x{{/reversed(page.title)}}", false),
        ("{{#sorted(page.tags)}}{{.}}{{/sorted(page.tags)}}", false),
        ("{{>*page.kind}}", false),
        ("{{#page.toc}}{{>*kind}}{{/page.toc}}", false),
        ("{{=<% %>=}}<% uppercased(page.title) %>", false),
        ("{{=<% %>=}}<% page.title %> <%={{ }}=%>{{page.summary}}", true),
        ("{{^empty(page.summary)}}{{count(items)}}{{/empty(page.summary)}}", true),
        ("{{#first()}}x{{/first()}}{{page.title}}", true),
        ("{{! a comment (with parentheses) and {{uppercased(x)}} }}{{page.title}}", true),
        ("literal \u{1}&0\u{2} marker", false),
    ])
    func shapingIsDecidedFromSwiftMustachesOwnParse(source: String, shaping: Bool) throws {
        #expect(ShapedLayout.isShapeSafe(try MustacheTemplate(string: source)) == shaping)
    }

    /// The case: a layout choosing a partial by the page's kind. A marker in place of
    /// the kind would name no partial; the parse sees the dynamic partial and every page is
    /// rendered directly.
    @Test func aDynamicPartialShowsOnEveryPage() throws {
        let (shaped, library) = try layout(["layout": "<main>{{>*page.kind}}</main>", "guideline": "<p>G: {{page.title}}</p>",
                                            "component": "<p>C: {{page.title}}</p>"])
        #expect(!shaped.isShaping)
        for (kind, title) in [("guideline", "Tabs"), ("component", "Tab bar"), ("guideline", "Labels")] {
            let context: [String: Any] = ["page": ["kind": kind, "title": title]]
            #expect(shaped.render(context) == library.render(context, withTemplate: "layout"))
        }
        #expect(shaped.render(["page": ["kind": "guideline", "title": "Tabs"]]) == "<main><p>G: Tabs</p></main>")
    }

    /// A layout the parse accepts is still checked against a direct render, once per shape.
    @Test func aShapeIsProvenAgainstADirectRenderOfItsFirstPage() throws {
        let (shaped, library) = try layout(["layout": "<h1>{{page.title}}</h1>{{> partials/p}}", "partials/p": "<p>{{page.summary}}</p>"])
        #expect(shaped.isShaping)
        for context in Self.contexts() {
            #expect(shaped.render(context) == library.render(context, withTemplate: "layout"))
        }
    }

    @Test func aThemeWithATextTransformStillRendersEveryPageRight() throws {
        let (shaped, library) = try layout(["layout": "<h1>{{uppercased(page.title)}}</h1>{{> partials/p}}", "partials/p": "{{page.summary}}"])
        #expect(!shaped.isShaping)
        let context: [String: Any] = ["page": ["title": "tabs", "summary": "a & b"]]
        #expect(shaped.render(context) == "<h1>TABS</h1>a &amp; b")
        #expect(shaped.render(context) == library.render(context, withTemplate: "layout"))
    }

    /// The built-in theme on the bundled content: every page the same whether the layout is
    /// shaped or rendered page by page (a theme override with a text transform turns shaping off).
    @Test func theBundledSiteIsTheSameWithAndWithoutShaping() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content").standardizedFileURL.path
        let overrides = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-unshaped-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: overrides + "/partials", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: overrides) }
        try Data("{{uppercased(page.title)}}".utf8).write(to: URL(fileURLWithPath: overrides + "/partials/unused.mustache"))

        func build(templates: String?) -> [String: Data] {
            var options = BuildOptions(contentDirectory: content, templatesDirectory: templates)
            options.output = .memory
            let report = SiteBuilder().build(options)
            #expect(report.succeeded)
            return report.files.filter { $0.key.hasSuffix(".html") }
        }
        #expect(try Theme.load(overrideDirectory: nil, required: false).layout.isShaping, "the built-in theme is shaped")
        let shaped = build(templates: nil)
        let direct = build(templates: overrides)
        #expect(shaped.count > 10)
        #expect(shaped.keys.sorted() == direct.keys.sorted())
        for (path, data) in shaped {
            #expect(data == direct[path], "\(path) differs")
        }
    }
}
