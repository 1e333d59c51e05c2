import Foundation
import Handbook
import MCP

/// Every page (Markdown), every spec's facts (JSON) and every example's picture (SVG, as the
/// component page draws it) as resources.
extension DesignSystemServer {
    static let pages = "handbook://pages/", components = "handbook://components/", previews = "handbook://previews/"

    func resources() async -> [Resource] {
        guard case .finished(let list) = await CallRunner.run(budget: limits.callBudget, { [content] _ in
            guard let system = content.current().system else { return [Resource]() }
            return system.pages.map { Resource(name: $0.title, uri: Self.pages + $0.sourcePath, description: $0.summary, mimeType: "text/markdown") }
                + system.components.map { Resource(name: $0.spec.component, uri: Self.components + $0.spec.name, description: $0.spec.summary, mimeType: "application/json") }
                + system.previewNames.map { Resource(name: "\($0.component): \($0.title)", uri: Self.previews + "\($0.component)/\($0.example).svg",
                                                     description: "The example '\($0.title)' as the component page draws it.", mimeType: "image/svg+xml") }
        }) else { return [] }
        return list
    }

    func read(_ uri: String) async throws -> Resource.Content {
        let outcome = await CallRunner.run(budget: limits.callBudget) { [content] _ -> Result<Resource.Content, MCPError> in
            guard let system = content.current().system else { return .failure(.internalError("the content folder could not be loaded")) }
            if uri.hasPrefix(Self.pages), let page = system.page(at: String(uri.dropFirst(Self.pages.count))) {
                guard let markdown = system.markdown(of: page) else { return .failure(.internalError("the text of '\(page.sourcePath)' could not be read back; ask again")) }
                return .success(.text(markdown, uri: uri, mimeType: "text/markdown"))
            }
            if uri.hasPrefix(Self.components), let component = system.component(named: String(uri.dropFirst(Self.components.count))) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                do {
                    let json = try encoder.encode(system.answer(for: component))
                    return .success(.text(String(decoding: json, as: UTF8.self), uri: uri, mimeType: "application/json"))
                } catch {
                    // Our own Codable facts fail to encode only on a bug: the client is told which.
                    return .failure(.internalError("the facts of '\(component.spec.name)' could not be encoded: \(error)"))
                }
            }
            if uri.hasPrefix(Self.previews), uri.hasSuffix(".svg") {
                let parts = uri.dropFirst(Self.previews.count).dropLast(".svg".count).split(separator: "/")
                guard parts.count == 2 else { return .failure(.invalidParams("a preview is \(Self.previews)COMPONENT/EXAMPLE.svg")) }
                do throws(AssistantRefusal) {
                    return .success(.text(try system.previewSVG(component: String(parts[0]), example: String(parts[1])), uri: uri, mimeType: "image/svg+xml"))
                } catch {
                    return .failure(.invalidParams(error.message))
                }
            }
            return .failure(.invalidParams("no resource is at '\(uri)'"))
        }
        switch outcome {
        case .finished(.success(let content)): return content
        case .finished(.failure(let error)): throw error
        case .timedOut: throw MCPError.internalError("reading '\(uri)' took longer than its budget")
        case .cancelled: throw CancellationError()
        }
    }
}
