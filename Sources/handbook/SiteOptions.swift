import ArgumentParser
import Handbook

/// Flags shared by `build`, `check` and `serve`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder.")
    var content = Conventions.contentFolder

    @Option(name: .long, help: "A theme folder overriding the built-in theme (default: Templates/ when present).")
    var templates: String?

    func buildOptions() -> BuildOptions {
        BuildOptions(contentDirectory: content, templatesDirectory: templates)
    }
}
