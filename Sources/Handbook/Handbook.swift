import CCmark
import Mustache
import Yams

/// Version of Handbook, printed by `handbook --version`.
public let handbookVersion = "0.1.0"

func themeFileNames() -> [String] { embeddedThemeFiles.keys.sorted() }
