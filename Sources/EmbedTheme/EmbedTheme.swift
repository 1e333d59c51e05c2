import Foundation
import PackagePlugin

/// Generates `EmbeddedTheme.swift` from the package's `Templates/` folder so the
/// `handbook` binary carries its default theme and needs no resource bundle beside it
/// (a bundle would break `make install`, which copies the binary alone).
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        return [
            .buildCommand(
                displayName: "Embedding theme from Templates/",
                executable: try context.tool(named: "theme-embedder").url,
                arguments: [templates.path(), output.path()],
                inputFiles: try themeFiles(under: templates),
                outputFiles: [output]
            )
        ]
    }

    /// Every file of the theme, so an edit to any of them re-runs the embedder. An entry whose
    /// type cannot be read fails the build: the embedder could not read it either.
    private func themeFiles(under root: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path() < $1.path() }
    }
}
