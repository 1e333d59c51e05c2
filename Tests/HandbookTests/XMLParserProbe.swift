import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses text as XML and says whether it was well formed.
enum XMLParserProbe {
    static func parse(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
