// The layers below a component: what every file here reads and reports in, re-exported so
// the kinds and the build above see them through one import.
@_exported import HandbookDiagnostics
@_exported import HandbookFoundation
@_exported import HandbookTranslations
@_exported import HandbookMarkdown
@_exported import HandbookPreview
@_exported import HandbookContent
@_exported import HandbookRender
@_exported import HandbookReporting
@_exported import LayoutFoundation
