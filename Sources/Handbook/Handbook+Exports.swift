// Diagnostics live in the lowest target so that every reader (tokens, content) reports in
// one type; re-exported so the rest of `Handbook` and its users see them as before.
@_exported import HandbookDiagnostics

// The foundation (hashing, stamps, store coding, text helpers) is the layer below; its
// symbols are `package`, seen by every target here and by no one outside.
@_exported import HandbookFoundation

// String catalogs are read by their own target; the build and the checks use its table.
@_exported import HandbookTranslations

// Markdown, MDX's translation to it, and the preview drawings are layers below the pages.
@_exported import HandbookMarkdown
@_exported import HandbookMDX
@_exported import HandbookPreview

// Content loading (site.yml, inventory, front matter, pages, paths) is the layer below the build.
@_exported import HandbookContent
@_exported import HandbookSearch
@_exported import HandbookRender

// The measurer protocol and device classes every kind's engine shares.
@_exported import LayoutFoundation
