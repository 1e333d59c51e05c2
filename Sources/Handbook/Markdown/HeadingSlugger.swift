/// Makes stable, unique `id`s for headings: lowercased words joined by hyphens,
/// punctuation dropped, repeats numbered `-1`, `-2` in document order.
struct HeadingSlugger {
    private var used: Set<String>

    /// `reserved` holds ids the page layout already uses.
    init(reserved: Set<String> = ["content", "top", "toc", "site-nav", "main"]) {
        used = reserved
    }

    mutating func slug(for text: String) -> String {
        var base = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !base.isEmpty { base.append("-") }
                pendingHyphen = false
                base.append(character)
            } else if character == "-" || character == "_" {
                base.append(character)
                pendingHyphen = false
            } else if character.isWhitespace {
                pendingHyphen = true
            }
        }
        if base.isEmpty { base = "section" }
        var candidate = base
        var counter = 1
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
