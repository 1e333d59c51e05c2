import Foundation

/// How the page store writes and reads each part of a read page, field by field.
extension PageStore.Entry {
    func write(to writer: inout StoreWriter) {
        stamp.write(to: &writer)
        writer.optional(page) { $1.write(to: &$0) }
        writer.array(diagnostics) { $1.write(to: &$0) }
    }

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        stamp = try FileStamp(from: &reader)
        page = try reader.optional { reader throws(StoreReader.Damaged) in try Page(from: &reader) }
        diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
    }
}
