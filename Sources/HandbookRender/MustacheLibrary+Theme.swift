import Mustache

extension MustacheLibrary {
    /// `template` of the theme rendered with `context`. Every template the pipeline names is
    /// one of the built-in theme's files, which a team's `Templates/` may replace but never
    /// remove, and `Theme.load` refuses a replacement that does not parse: the lookup cannot
    /// miss, so the library's nil for an unknown name is not a failure a user can cause.
    package func render(_ context: Any, theme template: String) -> String {
        render(context, withTemplate: template) ?? ""
    }
}
