@_exported import LayoutFoundation
