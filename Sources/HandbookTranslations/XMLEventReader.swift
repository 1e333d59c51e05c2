import Foundation
#if canImport(FoundationXML)
import FoundationXML
import HandbookDiagnostics
#endif

/// One thing Foundation's XMLParser reported while reading a file.
package enum XMLEvent: Sendable, Equatable {
    /// An element's start tag; `contentStart` is the first character after its `>`.
    case start(name: String, attributes: [String: String], contentStart: TextPosition)
    case end(name: String)
    /// Character data (entities resolved) or a CDATA section's text.
    case text(String)
}

/// Runs Foundation's XMLParser (libxml2) over a file's text, turning its callbacks into a
/// list of events the catalog readers walk as plain values, or its first error into a
/// message and a position.
package enum XMLEventReader {
    package static func read(_ source: SourceText) -> Result<[XMLEvent], XMLSyntaxError> {
        let parser = XMLParser(data: Data(source.text.utf8))
        parser.shouldResolveExternalEntities = false
        let collector = XMLEventCollector()
        parser.delegate = collector
        _ = parser.parse()
        // parse() can return true after libxml2 reported an error (a truncated file), so
        // the delegate's record is what counts.
        if let failure = collector.failure {
            return .failure(XMLSyntaxError(code: failure.code, reportedAt: failure.position, openElements: failure.openElements, text: source.text))
        }
        guard collector.events.contains(where: { if case .start = $0 { true } else { false } }) else {
            return .failure(XMLSyntaxError(message: "invalid XML: the file holds no element", position: .start))
        }
        return .success(collector.events)
    }
}

/// Collects XMLParser's callbacks. libxml2 calls back for a start tag while it stands on the
/// tag's `>` (its column counts characters), so the content starts one column later.
private final class XMLEventCollector: NSObject, XMLParserDelegate {
    package var events: [XMLEvent] = []
    package var openElements: [(name: String, position: TextPosition)] = []
    package var failure: (code: Int, position: TextPosition, openElements: [(name: String, position: TextPosition)])?

    package func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let tagEnd = TextPosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 0))
        openElements.append((elementName, tagEnd))
        events.append(.start(name: elementName, attributes: attributeDict, contentStart: TextPosition(line: tagEnd.line, column: tagEnd.column + 1)))
    }

    package func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = openElements.popLast()
        events.append(.end(name: elementName))
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        events.append(.text(string))
    }

    package func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        events.append(.text(whitespaceString))
    }

    package func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        events.append(.text(String(decoding: CDATABlock, as: UTF8.self)))
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // libxml2's namespace errors (200–299: a prefix like `xliff:` or `tools:` used without
        // its xmlns declaration) leave the document readable; only well-formedness stops it.
        guard failure == nil, !(200..<300).contains((parseError as NSError).code) else { return }
        failure = ((parseError as NSError).code, TextPosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)), openElements)
        parser.abortParsing()
    }
}
