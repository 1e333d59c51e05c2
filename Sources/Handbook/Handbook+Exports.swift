// Everything below the build is re-exported, so `import Handbook` gives a tool (the command
// line, the server, the assistant, the tests) the whole of it: the layers under the
// components (diagnostics, the foundation, catalogs, Markdown and MDX, previews, content,
// rendering, reporting), the components and their seam, and the built-in kinds.
@_exported import HandbookKinds
@_exported import HandbookMDX
@_exported import HandbookSearch
