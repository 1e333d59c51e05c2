import Foundation
import ContentWatching
import Handbook
import Hummingbird
import Logging

/// `handbook serve`: builds the site into memory, serves it on loopback, rebuilds when
/// content or templates change (re-reading only changed pages) and reloads open pages.
public struct DevServer: Sendable {
    public var options: BuildOptions
    public var host: String
    public var port: Int
    /// Called with each build's report (the console prints it).
    public var onBuild: @Sendable (BuildReport) -> Void
    /// Called once the server listens, with its port (tests ask for port 0).
    public var onReady: @Sendable (Int) -> Void

    public init(options: BuildOptions, host: String = "127.0.0.1", port: Int = 8000,
                onBuild: @escaping @Sendable (BuildReport) -> Void = { _ in }, onReady: @escaping @Sendable (Int) -> Void = { _ in }) {
        var options = options
        options.output = .memory
        options.liveReloadScript = LiveReloadScript.html
        options.cache = options.cache ?? BuildCache()
        self.options = options
        self.host = host
        self.port = port
        self.onBuild = onBuild
        self.onReady = onReady
    }

    /// The folders a save in which triggers a rebuild.
    var watchedFolders: [String] {
        [options.contentDirectory, options.themeDirectory.path]
    }

    /// Builds once, then serves until SIGINT or SIGTERM.
    public func run() async throws {
        let site = ServedSite()
        let options = self.options, onBuild = self.onBuild
        let rebuild: @Sendable () -> Void = {
            let report = SiteBuilder().build(options)
            site.update(with: report)
            onBuild(report)
        }
        rebuild()
        let responder = SiteResponder(site: site, boundHost: host)
        var logger = Logger(label: "handbook.serve")
        logger.logLevel = .warning
        let onReady = self.onReady
        let app = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in try await responder.respond(to: request) },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "handbook"),
            onServerRunning: { channel in onReady(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let watcher = ContentWatcher(folders: watchedFolders)
        // Event streams never end by themselves, and a graceful shutdown waits for open
        // responses: end them as soon as a shutdown signal arrives.
        let signals = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { site.finishListeners() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await watcher.watch { rebuild() } }
            group.addTask { try await app.runService() }
            // The server returns on a shutdown signal; then stop watching and close streams.
            try await group.next()
            site.finishListeners()
            group.cancelAll()
        }
    }
}
