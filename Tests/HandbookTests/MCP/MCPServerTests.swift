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

        init(_ site: TestSite, options: [String] = []) throws {
            let binary = try #require(CommandLineTests.binary, "build the binary first: swift build")
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["mcp", "--content", site.path("Content")] + options
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

        /// A tool's answer: its summary line, its structured content, and whether the text
        /// after the summary is the same JSON.
        func answer(_ name: String, _ arguments: [String: Any]) throws -> (summary: String, facts: [String: Any], textIsFacts: Bool) {
            let result = try request("tools/call", ["name": name, "arguments": arguments])
            #expect(result["isError"] as? Bool != true, "\(name): \(result)")
            let text = (result["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined()
            let facts = result["structuredContent"] as? [String: Any] ?? [:]
            let newline = text.firstIndex(of: "\n") ?? text.endIndex
            let json = text[newline...].dropFirst()
            let parsed = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? NSDictionary
            return (String(text[..<newline]), facts, parsed == (facts as NSDictionary))
        }

        /// The id the next request gets.
        var upcomingID: Int { nextID }

        /// Sends a request without waiting for its answer; returns its id.
        func post(_ method: String, _ params: [String: Any]) throws -> Int {
            let id = nextID
            nextID += 1
            try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            return id
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
        #expect(tools.map { $0["name"] as? String } == ["list_components", "get_component", "layout", "check_labels", "search", "get_page",
                                                         "get_tokens", "find_token", "check_style"])
        #expect(tools.allSatisfy { ($0["inputSchema"] as? [String: Any])?["type"] as? String == "object" })
        #expect(tools.allSatisfy { (($0["outputSchema"] as? [String: Any])?["required"] as? [String])?.contains("revision") == true }, "every tool declares its output")

        let listed = try session.answer("list_components", [:])
        #expect(listed.summary == "1 component: tabs.")
        #expect(listed.textIsFacts, "the text carries the same JSON after the summary")
        #expect((listed.facts["revision"] as? String)?.count == 16 && listed.facts["handbookVersion"] as? String != nil)

        // "Will Bewertungen, Fotos, Versand fit as fixed tabs at 320 pt in German?"
        let check = try session.answer("check_labels", [
            "component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed",
            "translations": ["de": ["Bewertungen", "Fotos", "Versand"]],
        ])
        let findings = check.facts["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["locale"] as? String == "de" && ($0["message"] as? String)?.hasPrefix("fixed tabs truncate 'Bewertungen' below ") == true }, "\(findings)")
        #expect(check.summary.contains("Use scroll tabs"))
        // The same labels at 1000 pt: the width asked is the width checked.
        let wide = try session.answer("check_labels", [
            "component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed", "width": 1000,
            "translations": ["de": ["Bewertungen", "Fotos", "Versand"]],
        ])
        #expect(wide.facts["passes"] as? Bool == true, "\(wide.facts)")
        let short = try session.answer("check_labels", ["component": "tabs", "labels": ["Day", "Week"], "variant": "fixed"])
        #expect(short.summary.hasPrefix("These labels pass every check"))

        let layout = try session.answer("layout", ["labels": ["Reviews", "About"], "variant": "fixed", "width": 320])
        #expect(layout.facts["variant"] as? String == "fixed" && layout.facts["width"] as? Int == 320)
        #expect(layout.textIsFacts)
        #expect(session.close() == 0)
    }

    @Test func badArgumentsAreToolErrorsNamingTheArgument() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        // A missing argument and an ill-typed one: tool results with isError, naming the argument.
        let missing = try session.call("check_labels", ["component": "tabs"])
        #expect(missing.isError && missing.text.contains("give one of labels"), "\(missing.text)")
        let illTyped = try session.call("layout", ["labels": ["A"], "width": "wide"])
        #expect(illTyped.isError && illTyped.text.contains("argument 'width' must be a number greater than 0") && illTyped.text.contains("not a string"), "\(illTyped.text)")
        let unknownArgument = try session.call("search", ["query": "tabs", "colour": "red"])
        #expect(unknownArgument.isError && unknownArgument.text.contains("unknown argument 'colour'"))
        let tooMany = try session.call("layout", ["labels": (0..<51).map { "Item \($0)" }])
        #expect(tooMany.isError && tooMany.text.contains("the most is 50"), "\(tooMany.text)")
        let tooLong = try session.call("layout", ["labels": [String(repeating: "x", count: 201)]])
        #expect(tooLong.isError && tooLong.text.contains("labels[0] is 201 characters long; the most is 200"))
        // An unknown tool stays a protocol error, as the specification has it.
        do {
            _ = try session.call("nonsense", [:])
            Issue.record("an unknown tool was answered")
        } catch let error as ProtocolError {
            #expect(error.code == -32602 && error.message.contains("unknown tool 'nonsense'"))
        }
        // An unknown component: a tool error with a did-you-mean.
        let unknown = try session.call("get_component", ["component": "tbas"])
        #expect(unknown.isError && unknown.text.hasPrefix("argument 'component': no component is named 'tbas'; did you mean 'tabs'?"), "\(unknown.text)")
        // Still answering; and a content error is reported with its place.
        try site.write("Content/site.yml", "title: [unclosed\n")
        let broken = try session.call("list_components", [:])
        #expect(broken.isError && broken.text.contains("Content/site.yml:2:1: error: invalid YAML") && broken.text.contains("[yaml.syntax]"), "\(broken.text)")
        try site.write("Content/site.yml", "title: Test system\n")
        #expect(try session.answer("list_components", [:]).summary == "1 component: tabs.")
        #expect(session.close() == 0)
    }

    /// A spec that does not load is listed with its error's place, not dropped; the revision
    /// changes with the edit.
    @Test func aSpecThatFailsToLoadIsListedWithItsPlace() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let before = try session.answer("list_components", [:])
        try site.write("Content/components/bar.yml", "component: Bar\nkind: [tab-bar\n")
        let after = try session.answer("list_components", [:])
        #expect(after.summary == "1 component: tabs. 1 spec failed to load: bar.", "\(after.summary)")
        let failed = after.facts["failed"] as? [[String: Any]] ?? []
        let error = (failed.first?["errors"] as? [[String: Any]])?.first ?? [:]
        #expect(failed.first?["name"] as? String == "bar" && (error["file"] as? String)?.hasSuffix("components/bar.yml") == true && error["line"] as? Int != nil, "\(failed)")
        #expect(before.facts["revision"] as? String != after.facts["revision"] as? String)
        #expect(session.close() == 0)
    }

    /// `layout` draws the variant asked or refuses it, never another; with a component its
    /// verdict is `check_labels`' at the same width.
    @Test func layoutDrawsTheVariantAskedOrRefusesIt() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let rail = try session.answer("layout", ["labels": ["Home", "Search", "Library"], "variant": "navigation-rail", "width": 800])
        #expect(rail.facts["variant"] as? String == "navigation-rail")
        let refused = try session.call("layout", ["labels": ["Home", "Search"], "variant": "navigation-rail", "platform": "ios"])
        #expect(refused.isError && refused.text.contains("ios does not draw navigation-rail: it draws ") && refused.text.contains(" in its place"), "\(refused.text)")
        let unknown = try session.call("layout", ["labels": ["Home"], "variant": "sideways"])
        #expect(unknown.isError && unknown.text.contains("unknown variant 'sideways'; the variants are scroll, fixed, tab-bar"), "\(unknown.text)")
        let labels = ["Reviews", "Photos", "Shipping and returns"]
        let laidOut = try session.answer("layout", ["labels": labels, "component": "tabs", "variant": "fixed", "width": 320])
        let checked = try session.answer("check_labels", ["labels": labels, "component": "tabs", "variant": "fixed", "width": 320, "use_catalogs": false])
        let rules = { (facts: [String: Any]) in Set((facts["findings"] as? [[String: Any]] ?? []).map { "\($0["severity"] ?? "") \($0["rule"] ?? "") \($0["message"] ?? "")" }) }
        #expect(!rules(laidOut.facts).isEmpty && rules(laidOut.facts) == rules(checked.facts), "\(rules(laidOut.facts)) vs \(rules(checked.facts))")
        #expect(session.close() == 0)
    }

    /// Every URL `search` returns is a page `get_page` reads, a section's anchor included; an
    /// answer past the budget is cut, and its cursor gives the rest.
    @Test func searchURLsArePagesAndLongAnswersComeInParts() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site, options: ["--answer-budget", "1000"])
        for query in ["keep short", "sections of one screen", "labels"] {
            let hits = try session.answer("search", ["query": query])
            for hit in hits.facts["results"] as? [[String: Any]] ?? [] {
                let url = try #require(hit["url"] as? String)
                let page = try session.call("get_page", ["path": url])
                #expect(!page.isError, "\(url): \(page.text)")
            }
        }
        let section = try session.answer("get_page", ["path": "guidelines/writing/labels/#length"])
        #expect(section.facts["section"] as? String == "Length" && (section.facts["markdown"] as? String)?.hasPrefix("## Length\n\nKeep them short.") == true, "\(section.facts)")
        var parts: [[String: Any]] = []
        var cursor: String?
        repeat {
            var arguments: [String: Any] = ["component": "tabs"]
            if let cursor { arguments["cursor"] = cursor }
            let part = try session.answer("get_component", arguments)
            parts.append(part.facts)
            cursor = part.facts["truncated"] as? Bool == true ? part.facts["cursor"] as? String : nil
        } while cursor != nil && parts.count < 100
        #expect(parts.count > 1, "a thousand bytes hold no component's facts")
        let unlimited = try Session(site)
        let whole = try unlimited.answer("get_component", ["component": "tabs"]).facts
        #expect(unlimited.close() == 0)
        for key in ["findings", "thresholds", "rules"] {
            let joined = parts.flatMap { $0[key] as? [[String: Any]] ?? [] }.map { ($0 as NSDictionary) }
            #expect(joined == (whole[key] as? [[String: Any]] ?? []).map { ($0 as NSDictionary) }, "the parts' \(key) are the whole's, in order")
        }
        #expect(session.close() == 0)
    }

    /// A message past the size limit is refused unread; `ping` is answered while a slow call
    /// runs; a cancelled call is never answered; a call past its budget is a tool error.
    @Test func limitsConcurrencyAndCancellation() throws {
        var files = ["Content/components/tabs.yml": Self.tabsSpec]
        // Enough pages that loading them takes a while: the first call is the slow one.
        for number in 0..<1_500 {
            files["Content/guidelines/many/page-\(number).md"] = "---\ntitle: Page \(number)\n---\n\n## Part\n\nWords about tabs number \(number).\n"
        }
        let site = try TestSite.basic(files)
        defer { site.remove() }
        let session = try Session(site)
        session.sendBytes(Array("{\"jsonrpc\":\"2.0\",\"id\":1000,\"method\":\"ping\",\"params\":{\"x\":\"".utf8) + [UInt8](repeating: 0x61, count: 10 << 20) + Array("\"}}\n".utf8))
        let refused = try session.nextMessage()
        #expect((refused["error"] as? [String: Any])?["code"] as? Int == -32600 && refused["id"] as? Int == 1000, "answered to the id its start names: \(refused)")
        session.sendBytes(Array("{\"params\":{\"x\":\"".utf8) + [UInt8](repeating: 0x61, count: 5 << 20) + Array("\"},\"id\":1001,\"jsonrpc\":\"2.0\",\"method\":\"ping\"}\n".utf8))
        let unnamed = try session.nextMessage()
        #expect((unnamed["error"] as? [String: Any])?["code"] as? Int == -32600 && unnamed["id"] is NSNull, "an id past the bytes kept is not guessed: \(unnamed)")
        #expect(try session.request("ping", [:]).isEmpty)

        let slow = try session.post("tools/call", ["name": "list_components", "arguments": [String: Any]()])
        let ping = try session.post("ping", [:])
        let first = try session.nextMessage()
        #expect(first["id"] as? Int == ping, "ping is answered before the slow call: \(first)")
        let second = try session.nextMessage()
        #expect(second["id"] as? Int == slow)

        // Cancelled: the content changes, so the next call loads again, and is cancelled while it does.
        try site.write("Content/guidelines/many/page-0.md", "---\ntitle: Page zero\n---\n\nChanged.\n")
        let cancelled = try session.post("tools/call", ["name": "list_components", "arguments": [String: Any]()])
        try session.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": cancelled, "reason": "the user moved on"]])
        let after = try session.post("tools/call", ["name": "search", "arguments": ["query": "zero"]])
        let answer = try session.nextMessage()
        #expect(answer["id"] as? Int == after, "the cancelled call is not answered: \(answer)")
        #expect(session.close() == 0)

        let hurried = try Session(site, options: ["--call-timeout", "0.01"])
        let late = try hurried.call("list_components", [:])
        #expect(late.isError && late.text.contains("took longer than its budget"), "\(late.text)")
        #expect(hurried.close() == 0)
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
        let page = try session.answer("get_page", ["path": "guidelines/writing/labels.md"])
        #expect((page.facts["markdown"] as? String)?.hasPrefix("# Labels\n\n> Short nouns.\n\n## Length\n\nKeep them short.") == true, "\(page.facts)")
        let search = try session.call("search", ["query": "keep short"])
        #expect(search.text.contains("\"url\":\"guidelines/writing/labels/#length\""), "\(search.text)")
        try site.write("Content/components/tabs.yml", Self.tabsSpec.replacingOccurrences(of: "Sections of one screen.", with: "Parts of a screen."))
        #expect(try session.call("list_components", [:]).text.contains("\"summary\":\"Parts of a screen.\""))
        let resources = try session.request("resources/list", [:])["resources"] as? [[String: Any]] ?? []
        #expect(resources.contains { $0["uri"] as? String == "handbook://components/tabs" })
        let spec = try session.request("resources/read", ["uri": "handbook://components/tabs"])["contents"] as? [[String: Any]] ?? []
        let json = try #require(spec.first?["text"] as? String)
        #expect(json.contains("\"summary\" : \"Parts of a screen.\""), "\(json)")
        #expect(spec.first?["mimeType"] as? String == "application/json")
        // The client goes: the server exits cleanly.
        #expect(session.close() == 0)
    }

    /// A save is in the very next answer, even when the file keeps its size, inode and clock
    /// tick (written in place, twice within a few milliseconds): a stamp that has not settled
    /// vouches for nothing, so the bytes decide. Twenty saves in a row, each asked at once.
    @Test func everySaveIsInTheNextAnswerEvenWithinOneClockTick() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        #expect(try session.call("list_components", [:]).text.contains("Sections of one screen."))
        for round in 0..<20 {
            // The same length every time: only the bytes differ.
            let summary = "Summary number \(String(format: "%02d", round))."
            let handle = try #require(FileHandle(forWritingAtPath: site.path("Content/components/tabs.yml")))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(Self.tabsSpec.replacingOccurrences(of: "Sections of one screen.", with: summary).utf8))
            try handle.close()
            let answer = try session.call("list_components", [:]).text
            #expect(answer.contains("\"summary\":\"\(summary)\""), "round \(round): \(answer.prefix(300))")
        }
        #expect(session.close() == 0)
    }

    /// A save whose file is still open elsewhere is in the next answer. The kernel reports
    /// `IN_CLOSE_WRITE` only when the last reference to the open file goes; a process forked
    /// while the file was open (the test runner spawning another test's binary, on a busy
    /// machine) holds one until it execs, and some writers never close. The duplicate
    /// descriptor kept here stands for that process: on 2342cfc the answer was the old summary
    /// (CI: "round 5: … Summary number 04").
    @Test func aSaveWhoseFileIsStillOpenElsewhereIsInTheNextAnswer() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        #expect(try session.call("list_components", [:]).text.contains("Sections of one screen."))
        let descriptor = open(site.path("Content/components/tabs.yml"), O_WRONLY | O_TRUNC)
        try #require(descriptor >= 0)
        let elsewhere = dup(descriptor)
        defer { close(elsewhere) }
        let bytes = Array(Self.tabsSpec.replacingOccurrences(of: "Sections of one screen.", with: "Saved, still open.").utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        #expect(try session.call("list_components", [:]).text.contains("\"summary\":\"Saved, still open.\""))
        #expect(session.close() == 0)
    }

    /// JSON that is no JSON-RPC 2.0 request gets the specification's answer, never silence
    /// and never Foundation's text: an id that is an object (id null), a message without
    /// `jsonrpc`, `tools/call` arguments that are a list; the server answers after each.
    @Test func invalidRequestsAreAnsweredAsJSONRPCAsks() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabsSpec])
        defer { site.remove() }
        let session = try Session(site)
        let cases: [(String, Int, Any)] = [
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, -32600, NSNull()),
            (#"{"id":41,"method":"ping"}"#, -32600, 41),
            (#"{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"layout","arguments":["Home"]}}"#, -32602, 42),
        ]
        for (text, code, id) in cases {
            session.sendBytes(Array(text.utf8) + [0x0A])
            let answer = try session.nextMessage()
            let error = try #require(answer["error"] as? [String: Any], "\(text): \(answer)")
            #expect(error["code"] as? Int == code, "\(text): \(answer)")
            #expect(!(error["message"] as? String ?? "").contains("NSCocoaErrorDomain"), "\(text): \(answer)")
            if id is NSNull { #expect(answer["id"] is NSNull, "\(text)") } else { #expect(answer["id"] as? Int == id as? Int, "\(text)") }
            #expect(try session.request("ping", [:]).isEmpty)
        }
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
        #expect(try session.answer("list_components", [:]).summary == "1 component: tabs.")
        session.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"tools/ca")
        #expect(session.close() == 0)
    }
}
