import CCmark
import Foundation
import HandbookDiagnostics
import HandbookFoundation

extension MarkdownWalk {
    /// Tables and strikethrough, whose node types cmark-gfm does not export: known by name.
    /// Tables are written as cmark-gfm writes them with `CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES`
    /// (the `align` attribute is obsolete in HTML5), inside a focusable wrapper that scrolls
    /// sideways on narrow screens, header cells with `scope="col"`, and a `<tbody>` only
    /// when the table has a body row.
    package mutating func extensionNode(_ node: OpaquePointer, entering: Bool) {
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            table(node, entering: entering)
        case "table_header":
            if entering {
                inTableHeader = true
                tableColumn = 0
                cr()
                html += "<thead>\n<tr>"
            } else {
                cr()
                html += "</tr>\n</thead>"
                inTableHeader = false
            }
        case "table_row":
            if entering {
                tableColumn = 0
                cr()
                if !openedTableBody {
                    html += "<tbody>\n"
                    openedTableBody = true
                }
                html += "<tr>"
            } else {
                cr()
                html += "</tr>"
            }
        case "table_cell":
            tableCell(entering: entering)
        case "strikethrough":
            html += entering ? "<del>" : "</del>"
        default:
            break
        }
    }

    private mutating func table(_ node: OpaquePointer, entering: Bool) {
        if entering {
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            let alignments = cmark_gfm_extensions_get_table_alignments(node)
            tableAlignments = (0..<columns).map { alignments?[$0] ?? 0 }
            openedTableBody = false
            cr()
            html += "<div class=\"table-wrapper\" tabindex=\"0\"><table>"
        } else {
            if openedTableBody {
                cr()
                html += "</tbody>"
            }
            openedTableBody = false
            inTableHeader = false
            cr()
            html += "</table></div>"
            cr()
        }
    }

    private mutating func tableCell(entering: Bool) {
        let tag = inTableHeader ? "th" : "td"
        guard entering else {
            html += "</\(tag)>"
            text += " "
            return
        }
        cr()
        let alignment = tableColumn < tableAlignments.count ? tableAlignments[tableColumn] : 0
        html += "<\(tag)"
        switch alignment {
        case UInt8(ascii: "l"): html += " style=\"text-align: left\""
        case UInt8(ascii: "c"): html += " style=\"text-align: center\""
        case UInt8(ascii: "r"): html += " style=\"text-align: right\""
        default: break
        }
        html += inTableHeader ? " scope=\"col\">" : ">"
        tableColumn += 1
    }
}
