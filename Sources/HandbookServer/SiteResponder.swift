import Foundation
import Handbook
import HTTPTypes
import Hummingbird

/// Answers requests from the in-memory site: only its files, never the disk, so `..`,
/// encoded `%2e%2e`, doubled slashes and symbolic links cannot lead outside it.
struct SiteResponder: Sendable {
    let site: ServedSite
    /// The address `serve` listens on (`127.0.0.1`, `0.0.0.0`, a host name): a request naming
    /// it is the user's own.
    var boundHost = "127.0.0.1"

    /// Answers a request, with `nosniff` on every response so a browser never reads a file
    /// as another type than the one served (a Markdown twin or JSON file as HTML).
    func respond(to request: Request) async throws -> Response {
        var response = try await answer(request)
        response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return response
    }

    /// Whether the request's `Host:` is this server's own: `localhost` (and `*.localhost`),
    /// an IP address, or the host it was started on. A page on another site can reach
    /// 127.0.0.1 under a name of its own by DNS rebinding; such a name is refused, as Vite
    /// and webpack's dev servers refuse it.
    static func acceptsHost(_ header: String?, boundHost: String) -> Bool {
        guard let header, !header.isEmpty else { return false }
        var name = header.lowercased()
        if name.hasPrefix("[") {
            // `[::1]:8000`: an IPv6 literal.
            return name.contains("]")
        }
        if let colon = name.lastIndex(of: ":") { name = String(name[..<colon]) }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" || name.hasSuffix(".localhost") || name == boundHost.lowercased() { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) }
    }

    private func answer(_ request: Request) async throws -> Response {
        guard Self.acceptsHost(request.head.authority, boundHost: boundHost) else {
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .forbidden, headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "handbook serve answers only its own host names (localhost, an IP address, or --host)\n")))
        }
        switch request.method {
        case .get:
            return route(request)
        case .head:
            // The same headers as GET, and the length of the body not sent.
            let response = route(request)
            var headers = response.headers
            if let length = response.body.contentLength { headers[.contentLength] = String(length) }
            return Response(status: response.status, headers: headers, body: ResponseBody())
        default:
            var headers = HTTPFields()
            headers[.allow] = "GET, HEAD"
            return Response(status: .methodNotAllowed, headers: headers)
        }
    }

    private func route(_ request: Request) -> Response {
        let rawPath = request.uri.path
        switch rawPath {
        case LiveReloadScript.eventsPath: return events()
        case LiveReloadScript.statusPath: return status()
        default: break
        }
        if case .unbuilt(let failure) = site.phase { return notBuiltYet(failure) }
        guard let path = Self.sitePath(rawPath) else { return notFound() }
        if let file = site.file(path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path) {
            return serve(file, path: path.isEmpty || path.hasSuffix("/") ? "index.html" : path, request: request)
        }
        if !path.isEmpty, !path.hasSuffix("/"), site.file(path + "/index.html") != nil {
            var headers = HTTPFields()
            headers[.location] = rawPath + "/"
            return Response(status: .movedPermanently, headers: headers)
        }
        return notFound()
    }

    /// The site path for a request path, or nil when it tries to leave the site.
    static func sitePath(_ requestPath: String) -> String? {
        guard requestPath.hasPrefix("/") else { return nil }
        let decoded = SitePath.percentDecoded(String(requestPath.dropFirst()))
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment == ".." || segment == "." { return nil }
            // An empty segment is a doubled slash, except the one after a trailing slash.
            if segment.isEmpty && index != segments.count - 1 { return nil }
        }
        return decoded
    }

    private func serve(_ file: ServedSite.File, path: String, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = file.etag
        headers[.cacheControl] = "no-cache"
        if let wanted = request.headers[.ifNoneMatch], Self.matches(wanted, etag: file.etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = Self.contentType(of: path)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.data)))
    }

    /// Hummingbird's media type for the file's extension; text is always UTF-8 here.
    static func contentType(of path: String) -> String {
        let ext = path.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        // The pages' Markdown twins: shown as text, not downloaded (RFC 7763).
        if ext == "md" { return "text/markdown; charset=utf-8" }
        guard let type = MediaType.getMediaType(forExtension: ext) else { return "application/octet-stream" }
        return type.type == .text ? "\(type); charset=utf-8" : "\(type)"
    }

    /// Whether an `If-None-Match` value (`*`, or a list of tags, weak or strong) names `etag`.
    static func matches(_ value: String, etag: String) -> Bool {
        value.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == "*" || tag == etag
        }
    }

    /// Before the first good build there is no site to show: a page with the console's
    /// text that reloads itself once a save fixes the build.
    private func notBuiltYet(_ failure: String) -> Response {
        let html = """
            <!doctype html>
            <html lang="en">
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Build failed · handbook serve</title>
            <body data-handbook-unbuilt style="margin:0;padding:24px;font:15px/1.5 system-ui,sans-serif">
            <h1 style="font-size:1.25rem">The site has not built yet</h1>
            <p>Fix what the build reports and save: this page reloads when the build succeeds.</p>
            <pre style="white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace">\(HTML.escape(failure))</pre>
            \(LiveReloadScript.html)
            </body>
            </html>

            """
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .serviceUnavailable, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private func notFound() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        let body = site.file("404.html")?.data ?? Data("<!doctype html><title>Not found</title><p>Not found</p>".utf8)
        return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    private func status() -> Response {
        let phase = site.phase
        let (generation, failure) = (phase.generation, phase.failure)
        let json = "{\"generation\": \(generation), \"failure\": " + (failure.map(JSONText.quoted) ?? "null") + "}\n"
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    /// Server-sent events: `reload` after a good build, `failed` with the console's text.
    private func events() -> Response {
        let stream = site.events()
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: "retry: 500\nevent: hello\ndata: \(site.phase.generation)\n\n"))
            for await event in stream {
                switch event {
                case .reload(let generation):
                    try await writer.write(ByteBuffer(string: "event: reload\ndata: \(generation)\n\n"))
                case .failed(let text):
                    let data = text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }.joined(separator: "\n")
                    try await writer.write(ByteBuffer(string: "event: failed\n\(data)\n\n"))
                }
            }
            try await writer.finish(nil)
        })
    }
}
