// The seam the kinds conform to, and everything below it.
@_exported import HandbookComponents
