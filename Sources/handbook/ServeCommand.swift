import HandbookFoundation
import ArgumentParser
import Foundation
import Handbook
import HandbookServer

/// `handbook serve`: a dev server with live reload.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the site with live reload while you edit.")

    @OptionGroup var site: SiteOptions

    @Option(help: "The port to listen on.")
    var port = 8000

    @Option(help: "The address to bind (loopback unless you say otherwise).")
    var host = "127.0.0.1"

    @Flag(help: "Print each build's time per step.")
    var timings = false

    func run() async throws {
        try await serve()
    }

    /// Runs the server (called from main.swift, which keeps usage errors at exit 2).
    func serve() async throws {
        let console = Console()
        let host = self.host, timings = self.timings
        // Whether a build has succeeded yet: until one has, there is no good site to fall back on.
        let built = Locked(false)
        let server = DevServer(options: site.buildOptions(), host: host, port: port, onBuild: { report in
            console.print(report.diagnostics)
            let hasSite = built.withLock { built in
                built = built || report.succeeded
                return built
            }
            let fallback = hasSite ? "still serving the last good site" : "open pages show these errors until a save fixes them"
            console.error(report.summary.replacingOccurrences(of: "the previous site was left as it was", with: fallback) + "\n")
            if timings {
                console.error(report.stepMilliseconds.map { String(format: "%.1f ms %@", $0.1, $0.0) }.joined(separator: ", ") + "\n")
            }
        }, onReady: { port in
            console.error("Serving on http://\(host):\(port)/ — edits to the content reload open pages. Ctrl-C stops.\n")
        })
        try await server.run()
    }
}
