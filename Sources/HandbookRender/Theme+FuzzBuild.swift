import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

#if HANDBOOK_FUZZ
/// Fuzz builds leave out the theme plugin (see Package.swift); they render no pages.
package let embeddedThemeFiles: [String: String] = [:]
#endif
