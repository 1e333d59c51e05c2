extension String {
    /// The text without leading and trailing whitespace (any Unicode whitespace, line
    /// breaks included), without reaching for Foundation's character sets.
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
