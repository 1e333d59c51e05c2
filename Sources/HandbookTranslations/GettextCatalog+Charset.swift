import Foundation
import HandbookDiagnostics

extension GettextCatalog {
    /// A `.po` file's text. Catalogs are UTF-8 today, but older ones declare a Latin
    /// charset in their header (`charset=ISO-8859-1`); those are decoded as they declare.
    package static func decode(_ data: Data, file: CatalogFile) throws(DiagnosticsError) -> SourceText {
        do {
            return try SourceText.decode(data, path: file.displayPath)
        } catch {
            guard let encoding = declaredEncoding(in: data), let text = String(data: data, encoding: encoding) else { throw error }
            return SourceText(path: file.displayPath, text: text)
        }
    }

    /// The single-byte encoding a header's `charset=` names, if it is one Foundation decodes.
    package static func declaredEncoding(in data: Data) -> String.Encoding? {
        let text = String(decoding: data.prefix(4096).map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        guard let range = text.range(of: "charset=", options: .caseInsensitive) else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }.lowercased()
        switch name {
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1": return .isoLatin1
        case "windows-1252", "cp1252": return .windowsCP1252
        case "iso-8859-2", "latin2": return .isoLatin2
        default: return nil
        }
    }
}
