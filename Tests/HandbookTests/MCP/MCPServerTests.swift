import Foundation
import Testing

/// `handbook mcp` as an assistant meets it: the binary on stdio, spoken to in JSON-RPC lines
/// as MCP clients do (the site checks drive it with the official Python SDK's client too).
/// It answers the questions it was built for, survives bad requests, sees content change, and
/// exits when the client goes.
@Suite(.serialized) struct MCPServerTests {
    static let tabsSpec = """
        component: Tabs
        summary: Sections of one screen.
        kind: tabs
        variants:
          fixed: { description: Few short labels. }
          scroll: { description: Many or long labels. }
        examples:
          - title: Product
            variant: scroll
            items: [About, Reviews, Photos]
            intent: do
            caption: Three sections.

        """

    /// A protocol error the server answered with.
    struct ProtocolError: Error {
        var code: Int
        var message: String
    }

    /// A running server, spoken to one request at a time.
    final class Session {
        let process = Process()
        private let toServer = Pipe(), fromServer = Pipe()
        private var buffer = Data()
        private var nextID = 1

        init(_ site: TestSite) throws {
            let binary = try #require(CommandLineTests.binary, "build the binary first: swift build")
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["mcp", "--content", site.path("Content")]
            process.standardInput = toServer
            process.standardOutput = fromServer
            process.standardError = FileHandle.nullDevice
            try process.run()
            let initialized = try request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                                                         "clientInfo": ["name": "handbook-tests", "version": "1"]])
            #expect((initialized["serverInfo"] as? [String: Any])?["name"] as? String == "handbook")
            try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        }

        /// Bytes as they are, newline or not.
        func sendRaw(_ text: String) {
            toServer.fileHandleForWriting.write(Data(text.utf8))
        }

        /// Bytes that need not be UTF-8.
        func sendBytes(_ bytes: [UInt8]) {
            toServer.fileHandleForWriting.write(Data(bytes))
        }

        /// The next message the server sends, whatever it answers.
        func nextMessage() throws -> [String: Any] {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[..<newline]
                    buffer.removeSubrange(...newline)
                    if let message = try JSONSerialization.jsonObject(with: line) as? [String: Any] { return message }
                    continue
                }
                let data = fromServer.fileHandleForReading.availableData
                guard !data.isEmpty else { throw ProtocolError(code: 0, message: "the server closed its output") }
                buffer.append(data)
            }
        }

        func send(_ message: [String: Any]) throws {
            var line = try JSONSerialization.data(withJSONObject: message)
            line.append(0x0A)
            toServer.fileHandleForWriting.write(line)
        }

        /// The result of `method`, or the protocol error it was answered with.
        func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
            let id = nextID
            nextID += 1
            try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            while true {
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[..<newline]
                    buffer.removeSubrange(...newline)
                    guard let message = try JSONSerialization.jsonObject(with: line) as? [String: Any], message["id"] as? Int == id else { continue }
                    if let error = message["error"] as? [String: Any] {
                        throw ProtocolError(code: error["code"] as? Int ?? 0, message: error["message"] as? String ?? "")
                    }
                    return message["result"] as? [String: Any] ?? [:]
                }
                let data = fromServer.fileHandleForReading.availableData
                guard !data.isEmpty else { throw ProtocolError(code: 0, message: "the server closed its output") }
                buffer.append(data)
            }
        }

        func call(_ name: String, _ arguments: [String: Any]) throws -> (text: String, isError: Bool) {
            let result = try request("tools/call", ["name": name, "arguments": arguments])
            let text = (result["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined(separator: "\n")
            return (text, result["isError"] as? Bool ?? false)
        }

        /// Closes the server's input, as a client that goes does, and waits for it to exit.
        func close() -> Int32 {
            toServer.fileHandleForWriting.closeFile()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func anAssistantAsksWhetherGermanLabelsFitAsFixedTabs() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let tools = try session.request("tools/list", [:])["tools"] as? [[String: Any]] ?? []
        #expect(tools.map { $0["name"] as? String } == ["list_components", "get_component", "layout", "check_labels", "search", "get_page"])
        #expect(tools.allSatisfy { ($0["inputSchema"] as? [String: Any])?["type"] as? String == "object" })

        let listed = try session.call("list_components", [:])
        #expect(listed.text == "tabs: Sections of one screen.")

        // "Will Bewertungen, Fotos, Versand fit as fixed tabs at 320 pt in German?"
        let check = try session.call("check_labels", [
            "component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed",
            "translations": ["de": ["Bewertungen", "Fotos", "Versand"]],
        ])
        #expect(!check.isError)
        #expect(check.text.contains("[de] fixed tabs truncate 'Bewertungen' below "), "\(check.text)")
        #expect(check.text.contains("Use scroll tabs"))
        let short = try session.call("check_labels", ["component": "tabs", "labels": ["Day", "Week"], "variant": "fixed"])
        #expect(short.text == "These labels pass every check.")

        let layout = try session.call("layout", ["labels": ["Reviews", "About"], "variant": "fixed", "width": 320])
        #expect(layout.text.hasPrefix("{\n  \"variant\": \"fixed\",\n  \"width\": 320,"))
        #expect(session.close() == 0)
    }

    @Test func badRequestsAreAnsweredAndTheServerCarriesOn() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        // A missing argument and an ill-typed one: protocol errors that name the argument.
        do {
            _ = try session.call("check_labels", ["component": "tabs"])
            Issue.record("a missing argument was accepted")
        } catch let error as ProtocolError {
            #expect(error.code == -32602 && error.message.contains("missing argument 'labels'"))
        }
        do {
            _ = try session.call("layout", ["labels": ["A"], "width": "wide"])
            Issue.record("an ill-typed argument was accepted")
        } catch let error as ProtocolError {
            #expect(error.code == -32602 && error.message.contains("argument 'width' must be a number greater than 0"))
        }
        // An unknown component: a tool error with a did-you-mean.
        let unknown = try session.call("get_component", ["component": "tbas"])
        #expect(unknown.isError && unknown.text.hasPrefix("no component is named 'tbas'; did you mean 'tabs'?"))
        // Still answering; and a content error is reported with its place.
        try site.write("Content/site.yml", "title: [unclosed\n")
        let broken = try session.call("list_components", [:])
        #expect(broken.isError && broken.text.contains("Content/site.yml:2:1: error: invalid YAML") && broken.text.contains("[yaml.syntax]"), "\(broken.text)")
        try site.write("Content/site.yml", "title: Test system\n")
        #expect(try session.call("list_components", [:]).text == "tabs: Sections of one screen.")
        #expect(session.close() == 0)
    }

    /// A page that is a link out of the content is never read: the tool answers with the
    /// content error, naming the link.
    @Test func aPageLinkedFromOutsideIsAToolError() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec, "outside/secret.md": "# Secret\n\nThe machine's own file.\n"])
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/guidelines/secret.md"), withDestinationPath: site.path("outside/secret.md"))
        let session = try Session(site)
        let page = try session.call("get_page", ["path": "guidelines/secret.md"])
        #expect(page.isError && page.text.contains("[content.link-outside]"), "\(page.text)")
        #expect(!page.text.contains("The machine's own file"))
        let search = try session.call("search", ["query": "secret"])
        #expect(!search.text.contains("The machine's own file"))
        #expect(session.close() == 0)
    }

    @Test func anEditedSpecIsSeenAndPagesReadAsMarkdown() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let page = try session.call("get_page", ["path": "guidelines/writing/labels.md"])
        #expect(page.text.hasPrefix("# Labels\n\n> Short nouns.\n\n## Length\n\nKeep them short."), "\(page.text)")
        let search = try session.call("search", ["query": "keep short"])
        #expect(search.text.contains("Labels › Length: guidelines/writing/labels/#length"), "\(search.text)")
        try site.write("Content/components/tabs.yml", Self.tabsSpec.replacingOccurrences(of: "Sections of one screen.", with: "Parts of a screen."))
        #expect(try session.call("list_components", [:]).text == "tabs: Parts of a screen.")
        let resources = try session.request("resources/list", [:])["resources"] as? [[String: Any]] ?? []
        #expect(resources.contains { $0["uri"] as? String == "handbook://components/tabs" })
        let spec = try session.request("resources/read", ["uri": "handbook://components/tabs"])["contents"] as? [[String: Any]] ?? []
        let json = try #require(spec.first?["text"] as? String)
        #expect(json.contains("\"summary\" : \"Parts of a screen.\""), "\(json)")
        #expect(spec.first?["mimeType"] as? String == "application/json")
        // The client goes: the server exits cleanly.
        #expect(session.close() == 0)
    }

    /// No byte kills the server: each message is answered with a parse error (id null) and
    /// the server answers `ping` after it. The first line trapped the server on 32ef494.
    @Test func hostileMessagesAreParseErrorsAndTheServerAnswersPingAfterEach() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let hostile: [[UInt8]] = [
            Array(#"{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"clientInfo":{"name":"\ud800\u0041","version":"1"}}}"#.utf8),
            Array(#"{"jsonrpc":"2.0","id":8,"method":"ping","params":{"x":"\udc00"}}"#.utf8),
            Array(#"{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":""#.utf8) + [0xC3, 0x28, 0xFF] + Array(#""}}"#.utf8),
            Array(String(repeating: "[", count: 200_000).utf8),
            Array(("{\"jsonrpc\":\"2.0\",\"id\":" + String(repeating: "9", count: 5_000) + ",\"method\":\"ping\"}").utf8),
            (0..<4_096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }.filter { $0 != 0x0A && $0 != 0x20 },
        ]
        for (number, message) in hostile.enumerated() {
            session.sendBytes(message + [0x0A])
            let answer = try session.nextMessage()
            #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32700, "message \(number): \(answer)")
            #expect(answer["id"] is NSNull, "message \(number)")
            #expect(try session.request("ping", [:]).isEmpty, "message \(number)")
        }
        #expect(session.close() == 0)
    }

    /// Malformed JSON is a parse error and the server carries on; a client that goes in the
    /// middle of a message leaves the server to exit 0.
    @Test func malformedMessagesAndAPipeClosedMidMessage() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        session.sendRaw("{this is not json\n")
        let answer = try session.nextMessage()
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(try session.call("list_components", [:]).text == "tabs: Sections of one screen.")
        session.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"tools/ca")
        #expect(session.close() == 0)
    }
}
