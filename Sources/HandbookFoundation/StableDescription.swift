/// A value written out whole as text that is the same for equal values in every process,
/// for keys of values that are not `Hashable` across processes: unlike
/// `String(reflecting:)`, a dictionary's or set's entries are written in sorted order (each
/// instance iterates in an order of its own, seeded per process). Types are not named: a
/// value's place among its parent's labelled fields says what it is, and naming them
/// (demangling every type) cost more than the walk. Every stored field takes part, through
/// `Mirror`, so a field added later counts without being listed.
package enum StableDescription {
    /// `value` written out.
    package static func of(_ value: Any) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    /// Appends `value` written out to `text`.
    package static func write(_ value: Any, into text: inout String) {
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
                write(child.value, into: &entry)
                return entry
            }
            text += "{" + entries.sorted().joined(separator: ",") + "}"
        case .enum? where mirror.children.isEmpty:
            // A case without a payload: its raw value, else its name (the same in every
            // process, unlike its bytes inside an `Any`, which hold a type's address).
            if let raw = value as? any RawRepresentable {
                text += "#"
                write(raw.rawValue, into: &text)
            } else {
                text += "#" + String(describing: value)
            }
        case nil where mirror.children.isEmpty:
            // Other leaves (integers of other widths, characters).
            text += String(reflecting: value)
        default:
            text += "("
            for child in mirror.children {
                text += (child.label ?? "") + ":"
                write(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }
}
