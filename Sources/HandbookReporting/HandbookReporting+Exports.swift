// Findings are `Diagnostic`s on rules the content target declares.
@_exported import HandbookDiagnostics
@_exported import HandbookContent
@_exported import HandbookFoundation
