extension ComponentSpecMemo {
    /// The key of `spec` as loaded: its whole value but the summary (every field, position and
    /// example, walked by `Mirror`: a field added later takes part without being listed here),
    /// its notes' bytes, and the titles of the site's components (related links name them).
    /// `described` is the spec written out by `describe(_:withoutSummary:into:)`, when known.
    static func key(of spec: ComponentSpec, described: String? = nil, notes: [UInt8]?, titles: [String: String]) -> String {
        var key = described ?? {
            var text = ""
            describe(spec, withoutSummary: true, into: &text)
            return text
        }()
        key += "\u{0}notes:" + (notes.map { String(ContentHash.of($0), radix: 16) + "-\($0.count)" } ?? "none")
        for name in titles.keys.sorted() { key += "\u{0}" + name + "\u{1}" + (titles[name] ?? "") }
        return key
    }

    /// `spec` written out whole by `describe(_:into:)`, its summary left out when asked.
    static func describe(_ spec: ComponentSpec, withoutSummary: Bool, into text: inout String) {
        var spec = spec
        if withoutSummary { spec.summary = "" }
        describe(spec as Any, into: &text)
    }

    /// `value` written out whole, the same for equal values: unlike `String(reflecting:)`, a
    /// dictionary's or set's entries are written in sorted order (each instance iterates in an
    /// order of its own, so the same spec read twice would print differently). Types are not
    /// named: a value's place among its parent's labelled fields says what it is, and naming
    /// them (demangling every type) cost more than the walk.
    static func describe(_ value: Any, into text: inout String) {
        // The common leaves first, without a mirror.
        if let string = value as? String {
            text += String(reflecting: string)
            return
        }
        if let number = value as? Double {
            text += String(number.bitPattern, radix: 16)
            return
        }
        if let number = value as? Int {
            text += String(number)
            return
        }
        if let flag = value as? Bool {
            text += flag ? "T" : "F"
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            let entries = mirror.children.map { child -> String in
                var entry = ""
                describe(child.value, into: &entry)
                return entry
            }
            text += "{" + entries.sorted().joined(separator: ",") + "}"
        case .enum? where mirror.children.isEmpty:
            // A case without a payload is its tag: its bytes (a `description` may say the
            // same of two cases).
            text += "#" + tag(of: value)
        case nil where mirror.children.isEmpty:
            // Other leaves (integers of other widths, characters).
            text += String(reflecting: value)
        default:
            text += "("
            for child in mirror.children {
                text += (child.label ?? "") + ":"
                describe(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }

    /// The bytes of a value, in hexadecimal.
    private static func tag<T>(of value: T) -> String {
        withUnsafeBytes(of: value) { bytes in bytes.map { String($0, radix: 16) }.joined(separator: ".") }
    }
}
