import Foundation
import Handbook
import Logging
import MCP

/// `handbook mcp`: the design system as a Model Context Protocol server over stdio, for
/// coding assistants. The content folder is loaded once, by the build's own steps, and again
/// whenever its files changed since (`ContentFingerprint`), so every answer is what
/// `handbook build` would say now. Tools list and explain components, lay out labels, check
/// proposed labels against the guidelines in every language and platform, search the site
/// and return pages as Markdown; every page and spec is also a resource.
///
/// A bad request is answered with a protocol error naming the argument; a question about
/// content the tools cannot answer (an unknown component, a content error) is a tool error
/// with a did-you-mean or `path:line:column`. Nothing a client sends ends the server; it
/// stops when the client closes its input.
public actor DesignSystemServer {
    let contentDirectory: String
    private let cache = BuildCache()
    private var loaded: (fingerprint: ContentFingerprint, system: DesignSystem?, diagnostics: [Diagnostic])?

    public init(contentDirectory: String) {
        self.contentDirectory = contentDirectory
    }

    /// Serves until the client closes standard input.
    public func run() async throws {
        let server = Server(name: "handbook", version: handbookVersion, title: "Handbook design system",
                            instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: DesignSystemTools.all) }
        await server.withMethodHandler(CallTool.self) { [weak self] params in
            guard let self else { throw MCPError.internalError("the server is stopping") }
            return try await self.call(params.name, arguments: params.arguments ?? [:])
        }
        await server.withMethodHandler(ListResources.self) { [weak self] _ in
            guard let self else { return .init(resources: []) }
            return await .init(resources: self.resources())
        }
        await server.withMethodHandler(ReadResource.self) { [weak self] params in
            guard let self else { throw MCPError.internalError("the server is stopping") }
            return try await .init(contents: [self.read(params.uri)])
        }
        // Logs go to standard error: standard output carries the protocol. Tool calls are
        // answered by the transport as they arrive (`ToolCallTransport` says why).
        let logger = Logger(label: "handbook.mcp") { StreamLogHandler.standardError(label: $0) }
        try await server.start(transport: ToolCallTransport(logger: logger) { [weak self] name, arguments in
            guard let self else { throw MCPError.internalError("the server is stopping") }
            return try await self.call(name, arguments: arguments)
        })
        await server.waitUntilCompleted()
    }

    static let instructions = """
        Handbook computes this design system's components: it lays out labels with the real fonts at \
        real device widths and checks them against the guidelines in every language and on every \
        platform the team ships. Ask check_labels before proposing tab, tab bar or segmented control \
        labels; list_components and get_component explain each component; search and get_page read \
        the guidelines.
        """

    /// The design system as the content folder says now.
    func system() -> (DesignSystem?, [Diagnostic]) {
        let fingerprint = ContentFingerprint(folder: contentDirectory)
        if let loaded, loaded.fingerprint == fingerprint { return (loaded.system, loaded.diagnostics) }
        let (system, diagnostics) = DesignSystem.load(contentDirectory: contentDirectory, cache: cache)
        loaded = (fingerprint, system, diagnostics)
        return (system, diagnostics)
    }

    /// Answers one tool call.
    func call(_ name: String, arguments: [String: Value]) throws -> CallTool.Result {
        guard DesignSystemTools.all.contains(where: { $0.name == name }) else {
            throw MCPError.invalidParams("unknown tool '\(name)'; the tools are " + DesignSystemTools.all.map(\.name).joined(separator: ", "))
        }
        let arguments = ToolArguments(arguments)
        let (loadedSystem, diagnostics) = system()
        guard let system = loadedSystem else {
            return Self.failure("The content folder could not be loaded:\n" + DiagnosticFormatter().format(diagnostics))
        }
        switch name {
        case "list_components":
            return try Self.success(["components": system.componentSummaries], summary: system.componentSummaries.map { "\($0.name): \($0.summary)" }.joined(separator: "\n"))
        case "get_component":
            let component = try Self.component(arguments, in: system)
            guard let found = component.found else { return Self.failure(component.problem) }
            return try Self.success(system.answer(for: found), summary: "\(found.spec.component): \(found.spec.summary)")
        case "layout":
            let labels = try arguments.strings("labels")
            let variant = try arguments.choice("variant", in: DesignSystem.layoutVariants) ?? "scroll"
            let platform = try arguments.choice("platform", in: Platform.allCases.map(\.rawValue)).flatMap(Platform.init(rawValue:))
            let device = try arguments.choice("device", in: DesignSystem.devices) ?? "phone"
            let (width, selected, locale, scale) = (try arguments.positive("width") ?? 390, try arguments.whole("selected") ?? 0,
                                                    try arguments.string("locale"), try arguments.positive("text_scale") ?? 1)
            let json: String
            do throws(DiagnosticsError) {
                json = try system.layout(labels, variant: variant, width: width, selected: selected, locale: locale,
                                         platform: platform, textScale: scale, device: device)
            } catch {
                return Self.failure(error.diagnostics.map(\.message).joined(separator: "\n"))
            }
            let structured: Value? = try ValueParser.parse(json)
            return .init(content: [.plain(json)], structuredContent: structured, isError: false)
        case "check_labels":
            let component = try Self.component(arguments, in: system)
            guard let found = component.found else { return Self.failure(component.problem) }
            let labels = try arguments.strings("labels")
            let translations = try arguments.translations("translations", count: labels.count)
            let variant = try arguments.string("variant")
            guard let check = system.checkLabels(labels, of: found, variantName: variant, width: try arguments.positive("width"),
                                                 translations: translations, useCatalogs: try arguments.flag("use_catalogs") ?? true) else {
                throw MCPError.invalidParams("variant '\(variant ?? "")' is not one of \(found.spec.component)'s: "
                                             + system.variantNames(kind: found.spec.kind).joined(separator: ", "))
            }
            let verdict = check.passes ? "These labels pass every check." : check.findings.map { "\($0.severity): \($0.message) [\($0.rule)]" }.joined(separator: "\n")
            return try Self.success(check, summary: verdict + (check.advice.map { "\n" + $0 } ?? ""))
        case "search":
            let hits = system.search(try arguments.required("query"), limit: try arguments.whole("limit") ?? 10)
            return try Self.success(["results": hits], summary: hits.map { "\($0.title)\($0.section.map { " › " + $0 } ?? ""): \($0.url)" }.joined(separator: "\n"))
        default: // get_page
            let path = try arguments.required("path")
            guard let page = system.page(at: path) else {
                let hint = system.pages.map(\.sourcePath).min { Self.distance($0, path) < Self.distance($1, path) }
                return Self.failure("no page is at '\(path)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""))
            }
            guard let markdown = system.markdown(of: page) else { return Self.failure(Self.unreadable(page)) }
            return .init(content: [.plain(markdown)], isError: false)
        }
    }

    /// The component an argument names, or the problem (with a did-you-mean) to report.
    static func component(_ arguments: ToolArguments, in system: DesignSystem) throws -> (found: DesignSystem.Component?, problem: String) {
        let name = try arguments.required("component")
        if let found = system.component(named: name) { return (found, "") }
        let hint = system.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
        return (nil, "no component is named '\(name)'\(hint) The components are " + system.components.map(\.spec.name).joined(separator: ", ") + ".")
    }

    static func success<Answer: Codable>(_ answer: Answer, summary: String) throws -> CallTool.Result {
        // A `Value?`, so the SDK's non-generic initialiser takes it as it is.
        let structured: Value? = try ValueParser.value(of: answer)
        return CallTool.Result(content: [.plain(summary.isEmpty ? "(none)" : summary)], structuredContent: structured, isError: false)
    }

    /// Why a page's Markdown is missing: its text is kept in Handbook's cache and could not be read back.
    static func unreadable(_ page: Page) -> String {
        "the text of '\(page.sourcePath)' could not be read back from Handbook's cache; ask again"
    }

    static func failure(_ message: String) -> CallTool.Result {
        .init(content: [.plain(message)], isError: true)
    }

    /// Edit distance by common prefix, enough to point at the nearest path.
    static func distance(_ a: String, _ b: String) -> Int {
        let shared = zip(a, b).prefix { $0 == $1 }.count
        return max(a.count, b.count) - shared
    }

    // MARK: Resources

    func resources() -> [Resource] {
        guard let system = system().0 else { return [] }
        return system.pages.map { Resource(name: $0.title, uri: "handbook://pages/" + $0.sourcePath, description: $0.summary, mimeType: "text/markdown") }
            + system.components.map { Resource(name: $0.spec.component, uri: "handbook://components/" + $0.spec.name, description: $0.spec.summary,
                                               mimeType: "application/json") }
    }

    func read(_ uri: String) throws -> Resource.Content {
        guard let system = system().0 else { throw MCPError.internalError("the content folder could not be loaded") }
        if uri.hasPrefix("handbook://pages/"), let page = system.page(at: String(uri.dropFirst("handbook://pages/".count))) {
            guard let markdown = system.markdown(of: page) else { throw MCPError.internalError(Self.unreadable(page)) }
            return .text(markdown, uri: uri, mimeType: "text/markdown")
        }
        if uri.hasPrefix("handbook://components/"), let component = system.component(named: String(uri.dropFirst("handbook://components/".count))) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let json = try encoder.encode(system.answer(for: component))
            return .text(String(decoding: json, as: UTF8.self), uri: uri, mimeType: "application/json")
        }
        throw MCPError.invalidParams("no resource is at '\(uri)'")
    }
}

extension Tool.Content {
    /// Text content without annotations.
    static func plain(_ text: String) -> Self { .text(text: text, annotations: nil, _meta: nil) }
}
