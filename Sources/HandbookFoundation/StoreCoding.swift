/// Bytes for the page store: variable-length integers and length-prefixed UTF-8, written
/// and read field by field in the same order. Hand-written because a store of 10,000 pages
/// is read on every build: Foundation's JSON coders took 550 ms for 1,000 pages, more than
/// reading the Markdown again.
package struct StoreWriter {
    package private(set) var bytes: [UInt8] = []
    /// A value could not be written whole (a stored text could not be read back): what was
    /// written must not be kept, or a later build would read a wrong value as right.
    package private(set) var failed = false

    package init() {}

    /// Marks what is written as not to be kept.
    package mutating func fail() { failed = true }

    /// A text wherever it is kept, written as `string(_:)` writes it.
    package mutating func text(_ value: StoredText) {
        guard let text = value.read() else {
            fail()
            return int(0)
        }
        string(text)
    }

    @inlinable package mutating func int(_ value: Int) {
        // Zig-zag, so small negative numbers stay short; then 7 bits a byte.
        var rest = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> 63))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    @inlinable package mutating func uint64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    @inlinable package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// The bytes written so far, leaving the writer empty (for writing a file in blocks).
    @inlinable package mutating func take() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// How many bytes are waiting.
    @inlinable package var count: Int { bytes.count }

    /// Appends bytes written elsewhere, as they are.
    @inlinable package mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    @inlinable package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Length-prefixed bytes, as they are.
    @inlinable package mutating func blob(_ value: some Collection<UInt8>) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    /// 32-bit numbers as one block (a count, then each little-endian): read back with one
    /// copy rather than one variable-length number at a time.
    package mutating func uint32s(_ values: [UInt32]) {
        int(values.count)
        values.withUnsafeBufferPointer { buffer in
            for value in buffer { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        }
    }

    @inlinable package mutating func optional<Value>(_ value: Value?, _ write: (inout StoreWriter, Value) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    @inlinable package mutating func array<Element>(_ values: some Collection<Element>, _ write: (inout StoreWriter, Element) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads what `StoreWriter` wrote; any byte out of place is `StoreReader.Damaged`, and the
/// store is then read as empty.
package struct StoreReader {
    package struct Damaged: Error {
        package init() {}
    }

    /// The bytes read from (a slice's reader shares its parent's), and where they start.
    @usableFromInline package let storage: StoreBytes
    @usableFromInline let base: UnsafeRawPointer
    /// Where the next read starts, in `storage`.
    @usableFromInline package var offset = 0
    /// Where this reader's bytes end: the array's end, or a slice's.
    @usableFromInline let end: Int
    /// The file the bytes were read from and where in it they start, when texts may be left
    /// there (`text()`) rather than copied into memory.
    @usableFromInline let origin: (file: TextFile, offset: Int)?

    /// A reader of a copy of `bytes`; with an `origin`, `text()` leaves texts in that file.
    package init(_ bytes: [UInt8], origin: (file: TextFile, offset: Int)? = nil) {
        self.init(StoreBytes(copying: bytes), range: 0..<bytes.count, origin: origin)
    }

    /// A reader of `storage`'s bytes in `range` (a store's mapped file, a frame of it), sharing
    /// them; with an `origin`, `text()` leaves texts in that file, `origin.offset` being the
    /// file offset of `storage`'s first byte.
    package init(_ storage: StoreBytes, range: Range<Int>, origin: (file: TextFile, offset: Int)? = nil) {
        self.storage = storage
        base = storage.base
        offset = range.lowerBound
        end = range.upperBound
        self.origin = origin
    }

    /// What `StoreWriter.text(_:)` or `string(_:)` wrote: left in the file the bytes came
    /// from when the reader knows it, else read now.
    package mutating func text() throws(Damaged) -> StoredText {
        guard let origin else { return StoredText(try string()) }
        let length = try count()
        defer { offset += length }
        return StoredText(file: origin.file, offset: origin.offset + offset, count: length)
    }

    @inlinable package var isAtEnd: Bool { offset == end }

    /// What is left to read, in `storage`.
    package var rest: Range<Int> { offset..<end }

    /// How many bytes are left to read.
    @inlinable package var remaining: Int { end - offset }

    /// A reader of the next `length` bytes (sharing the array, not copying it), which this
    /// reader then skips.
    @inlinable package mutating func slice(_ length: Int) throws(Damaged) -> StoreReader {
        guard length >= 0, length <= remaining else { throw Damaged() }
        defer { offset += length }
        return StoreReader(storage, range: offset..<offset + length, origin: origin)
    }

    @inlinable package mutating func int() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Damaged() }
            let byte = base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    @inlinable package mutating func count() throws(Damaged) -> Int {
        let value = try int()
        guard value >= 0, value <= end - offset else { throw Damaged() }
        return value
    }

    @inlinable package mutating func uint64() throws(Damaged) -> UInt64 {
        guard offset + 8 <= end else { throw Damaged() }
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(base.load(fromByteOffset: offset + index, as: UInt8.self)) }
        offset += 8
        return value
    }

    @inlinable package mutating func bool() throws(Damaged) -> Bool {
        guard offset < end else { throw Damaged() }
        let byte = base.load(fromByteOffset: offset, as: UInt8.self)
        guard byte <= 1 else { throw Damaged() }
        offset += 1
        return byte == 1
    }

    @inlinable package mutating func string() throws(Damaged) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(start: base + offset, count: length), as: UTF8.self)
    }

    /// Where the next `count` bytes are in `storage`; the reader skips them.
    @inlinable package mutating func next(_ count: Int) throws(Damaged) -> Range<Int> {
        guard count >= 0, count <= end - offset else { throw Damaged() }
        defer { offset += count }
        return offset..<offset + count
    }

    /// What `StoreWriter.blob(_:)` wrote, copied.
    package mutating func blob() throws(Damaged) -> [UInt8] {
        storage.array(try blobRange())
    }

    /// Where what `StoreWriter.blob(_:)` wrote is in `storage`, left there.
    @inlinable package mutating func blobRange() throws(Damaged) -> Range<Int> {
        try next(try count())
    }

    /// The bytes in `range` of the reader's storage, for as long as `body` runs.
    package func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withBytes(in: range, body)
    }

    /// What `StoreWriter.uint32s(_:)` wrote.
    package mutating func uint32s() throws(Damaged) -> [UInt32] {
        let count = try int()
        guard count >= 0, count <= (end - offset) / 4 else { throw Damaged() }
        let start = offset
        offset += count * 4
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: base + start, count: count * 4))
            // The file is little-endian, as every machine Handbook runs on.
            for index in 0..<count { buffer[index] = UInt32(littleEndian: buffer[index]) }
            initialized = count
        }
    }

    @inlinable package mutating func optional<Value>(_ read: (inout StoreReader) throws(Damaged) -> Value) throws(Damaged) -> Value? {
        try bool() ? try read(&self) : nil
    }

    @inlinable package mutating func array<Element>(_ read: (inout StoreReader) throws(Damaged) -> Element) throws(Damaged) -> [Element] {
        let count = try count()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
