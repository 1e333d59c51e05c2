import Foundation
import Testing

/// The `handbook` binary as users run it: exit codes, stderr, files. `make test` builds it
/// (`swift build`) before the tests run.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [".build/debug/handbook", ".build/release/handbook"].map { root.appendingPathComponent($0).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func run(_ arguments: [String], in folder: String) throws -> Run {
        let binary = try #require(Self.binary, "build the binary first: swift build")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func buildSucceedsWithASummaryLine() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let result = try run(["build"], in: site.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Built 4 pages, 0 components, 0 previews, 0 warnings in "))
        #expect(FileManager.default.fileExists(atPath: site.path("_site/index.html")))
        #expect(try run(["build", "--quiet"], in: site.root).stderr.isEmpty)
    }

    @Test func aBrokenFrontMatterLineFailsWithFileLineColumnAndKeepsTheSite() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(try run(["build"], in: site.root).status == 0)
        let before = site.snapshot()
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels\norder: [1\n---\nBody\n")
        let result = try run(["build"], in: site.root)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Content/guidelines/writing/labels.md:4:1: error: invalid YAML"), "\(result.stderr)")
        #expect(result.stderr.contains(" 4 | ---"))
        #expect(result.stderr.contains("Build failed: 1 error"))
        #expect(site.snapshot() == before)
    }

    @Test func badUsageExitsTwo() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        for arguments in [["build", "--bogus"], ["frobnicate"], ["build", "--output"]] {
            let result = try run(arguments, in: site.root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        }
    }

    @Test func versionAndInit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let version = try run(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.stdout.first?.isNumber == true)
        #expect(try run(["init", "site"], in: folder).status == 0)
        #expect(try run(["build"], in: folder + "/site").status == 0)
        #expect(try run(["init", "site"], in: folder).status == 1)
    }

    @Test func aMissingContentFolderIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = try run(["build", "--content", "no-such-folder-\(UUID().uuidString)"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: content folder 'no-such-folder-"))
    }
}
