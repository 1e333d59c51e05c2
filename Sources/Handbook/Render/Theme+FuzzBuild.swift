#if HANDBOOK_FUZZ
/// Fuzz builds leave out the theme plugin (see Package.swift); they render no pages.
let embeddedThemeFiles: [String: String] = [:]
#endif
