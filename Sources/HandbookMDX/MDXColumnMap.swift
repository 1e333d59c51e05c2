/// Where the bytes of a translated MDX page came from: runs of bytes copied from the file,
/// so that a column cmark reports on a line the translation changed (a link after a
/// `{frontmatter.title}`) is turned back into the file's column. Runs are merged as they are
/// recorded, so a page costs a handful of runs per line.
public struct MDXColumnMap: Sendable {
    /// One run of copied bytes: where it starts in the translation and in the file, and how long it is.
    struct Run: Sendable {
        var output: Int
        var source: Int
        var length: Int
    }

    var runs: [Run] = []
    var outputBytes: [UInt8] = []
    var sourceBytes: [UInt8] = []
    /// Where each line of the translation starts, and each line of the file.
    var outputLineStarts: [Int] = [0]
    var sourceLineStarts: [Int] = [0]

    /// Notes that `length` bytes from `source` in the file were copied to `output`.
    mutating func record(output: Int, source: Int, length: Int) {
        guard length > 0 else { return }
        if let last = runs.last, last.output + last.length == output, last.source + last.length == source {
            runs[runs.count - 1].length += length
        } else {
            runs.append(Run(output: output, source: source, length: length))
        }
    }

    /// The file's column for scalar `column` of translated line `line`, when that byte was
    /// copied from the file's line `sourceLine` (or follows such a copy on the same line).
    func sourceColumn(line: Int, column: Int, sourceLine: Int) -> Int? {
        guard line >= 1, line <= outputLineStarts.count, sourceLine >= 1, sourceLine <= sourceLineStarts.count else { return nil }
        // The byte of the scalar column: continuation bytes do not start a scalar.
        var offset = outputLineStarts[line - 1]
        var scalars = 1
        while scalars < column, offset < outputBytes.count, outputBytes[offset] != 0x0A {
            offset += 1
            if offset < outputBytes.count, outputBytes[offset] & 0xC0 != 0x80 { scalars += 1 }
        }
        // The last run starting at or before it (binary search: runs are in output order).
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].output <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        let source = run.source + min(offset - run.output, run.length)
        let lineStart = sourceLineStarts[sourceLine - 1]
        let lineEnd = sourceLine < sourceLineStarts.count ? sourceLineStarts[sourceLine] : sourceBytes.count
        guard source >= lineStart, source <= lineEnd else { return nil }
        return sourceBytes[lineStart..<source].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
