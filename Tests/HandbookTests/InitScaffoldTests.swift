import Foundation
import Testing
@testable import Handbook

/// `handbook init` wires a new site to the schemas: the files an editor with the YAML
/// language server needs to validate and complete site.yml and specs as they are typed.
@Suite struct InitScaffoldTests {
    static func scaffold() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-init-\(UUID().uuidString)").path
        try SiteScaffold.create(at: folder)
        return folder
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theSchemasAreWrittenAndTheModelinesFindThem() throws {
        let folder = try Self.scaffold()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for schema in HandbookSchema.allCases {
            #expect(Self.read(folder + "/.handbook/schemas/" + schema.fileName) == schema.json)
        }
        for (file, schema) in [("Content/site.yml", HandbookSchema.site), ("Content/components/tabs.yml", .component)] {
            let text = try #require(Self.read(folder + "/" + file))
            let firstLine = String(text.prefix { $0 != "\n" })
            let prefix = "# yaml-language-server: $schema="
            #expect(firstLine.hasPrefix(prefix), "\(file)")
            // The language server resolves the path from the file's own folder.
            let target = URL(fileURLWithPath: folder + "/" + file).deletingLastPathComponent()
                .appendingPathComponent(String(firstLine.dropFirst(prefix.count))).standardized.path
            #expect(Self.read(target) == schema.json, "\(file) → \(target)")
        }
    }

    @Test func vsCodeMapsEverySpecToTheComponentSchema() throws {
        let folder = try Self.scaffold()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = try #require(Self.read(folder + "/.vscode/settings.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(settings.utf8)) as? [String: Any])
        let mapping = try #require(json["yaml.schemas"] as? [String: [String]])
        #expect(mapping[".handbook/schemas/component.schema.json"] == ["Content/components/*.yml"])
        #expect(mapping[".handbook/schemas/site.schema.json"] == ["Content/site.yml"])
        for schema in mapping.keys { #expect(FileManager.default.fileExists(atPath: folder + "/" + schema)) }
    }

    @Test func existingEditorSettingsAreKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-init-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.vscode", withIntermediateDirectories: true)
        try Data("{\"editor.tabSize\": 2}\n".utf8).write(to: URL(fileURLWithPath: folder + "/.vscode/settings.json"))
        let written = try SiteScaffold.create(at: folder)
        #expect(Self.read(folder + "/.vscode/settings.json") == "{\"editor.tabSize\": 2}\n")
        #expect(!written.contains(".vscode/settings.json"))
    }

    @Test func theScaffoldIsValidAndChecksCleanWithTheModelines() throws {
        let folder = try Self.scaffold()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: folder + "/Content", output: .none))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
