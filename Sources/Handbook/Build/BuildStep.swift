/// One step of the build: a name for progress lines and diagnostics, and what it does to
/// the build's state. `SiteBuilder` runs `BuildStep.all` in order and stops after the first
/// step that reports an error.
struct BuildStep: Sendable {
    let name: String
    let run: @Sendable (inout BuildState) throws(DiagnosticsError) -> Void

    /// The build, from settings to files on disk: load (settings → content → theme →
    /// pages → components → the loaded site), then render and publish it.
    static let all: [BuildStep] = [
        BuildStep(name: "Reading settings") { state throws(DiagnosticsError) in
            let settings = try SiteSettings.read(state.options)
            state.diagnostics += settings.warnings
            state.settings = settings
        },
        BuildStep(name: "Reading translations") { state throws(DiagnosticsError) in
            let settings = try state.require(\.settings)
            let (translations, found) = Translations.load(settings.config.translations.map { ($0.value, $0.location) },
                                                          contentRoot: state.options.contentDirectory, displayRoot: state.options.contentDirectory,
                                                          locales: settings.config.locales.map(\.value), localesLocation: settings.config.locales.first?.location)
            state.diagnostics += found
            state.localization = Localization(translations: translations, measurer: settings.measurer)
        },
        BuildStep(name: "Scanning content") { state throws(DiagnosticsError) in
            let content = try ScannedContent.scan(state.options, settings: state.require(\.settings))
            state.diagnostics += content.warnings
            state.content = content
        },
        BuildStep(name: "Loading theme") { state throws(DiagnosticsError) in
            let (path, required) = state.options.themeDirectory
            state.theme = try Theme.load(overrideDirectory: path, required: required)
        },
        BuildStep(name: "Reading pages") { state throws(DiagnosticsError) in
            let reader = PageReader(settings: try state.require(\.settings), localization: try state.require(\.localization),
                                    content: try state.require(\.content), theme: try state.require(\.theme), cache: state.options.cache)
            let guidelines = reader.read()
            state.diagnostics += guidelines.diagnostics
            state.guidelines = guidelines
        },
        BuildStep(name: "Loading components") { state throws(DiagnosticsError) in
            let settings = try state.require(\.settings)
            let theme = try state.require(\.theme)
            let content = try state.require(\.content)
            let components = ComponentStage(inventory: content.inventory, targets: content.targets,
                                            previews: settings.previews(theme: theme, localization: try state.require(\.localization)),
                                            config: settings.config, library: theme.library).run()
            state.diagnostics += components.diagnostics
            state.components = components
        },
        BuildStep(name: "Checking links") { state throws(DiagnosticsError) in
            let site = try LoadedSite(state)
            state.diagnostics += site.checkAnchors()
            state.site = site
        },
        BuildStep(name: "Rendering pages") { state throws(DiagnosticsError) in
            try state.prepareOutput()
            guard let output = state.output?.site else { return }
            state.diagnostics += try state.require(\.site).render(into: output, cache: state.options.cache)
        },
        BuildStep(name: "Publishing") { state throws(DiagnosticsError) in
            guard let output = state.output?.site else { return }
            state.diagnostics += try state.require(\.site).publish(into: output)
        },
    ]
}
