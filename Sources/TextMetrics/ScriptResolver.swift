import CFriBidi
import CHarfBuzz

/// The script of every scalar of a text, from HarfBuzz's Unicode data, with the scripts
/// that are not scripts (Common: spaces, digits, punctuation; Inherited: combining marks;
/// Unknown) resolved to their neighbours the way browsers split script runs: a mark takes
/// its base's script, a common character the script before it, a closing bracket the
/// script of its opening bracket, and common characters at the start the first real
/// script after them.
enum ScriptResolver {
    static func scripts(of scalars: UnsafeBufferPointer<UInt32>) -> [hb_script_t] {
        let unicode = hb_unicode_funcs_get_default()
        var resolved = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: scalars.count)
        var current: hb_script_t?
        // Open brackets: their bracket id and the script they were given.
        var open: [(id: UInt32, script: hb_script_t?)] = []
        for (index, scalar) in scalars.enumerated() {
            let script = hb_unicode_script(unicode, scalar)
            if isReal(script) {
                if current == nil {
                    // The first real script also resolves the commons before it, and any
                    // bracket opened among them.
                    for earlier in 0..<index { resolved[earlier] = script }
                    open = open.map { ($0.id, $0.script ?? script) }
                }
                current = script
                resolved[index] = script
                continue
            }
            let bracket = fribidi_get_bracket(scalar)
            let id = bracket & UInt32(FRIBIDI_BRACKET_ID_MASK)
            if script == HB_SCRIPT_COMMON, id != 0 {
                if bracket & UInt32(FRIBIDI_BRACKET_OPEN_MASK) != 0 {
                    open.append((id, current))
                } else if let match = open.lastIndex(where: { $0.id == id }) {
                    let opening = open[match].script
                    open.removeSubrange(match...)
                    if let opening {
                        resolved[index] = opening
                        continue
                    }
                }
            }
            if let current { resolved[index] = current }
        }
        return resolved
    }

    /// Whether `script` names a writing system rather than Common, Inherited or Unknown.
    static func isReal(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }

    /// The ISO 15924 tag, e.g. "Arab".
    static func tag(_ script: hb_script_t) -> String {
        let tag = hb_script_to_iso15924_tag(script)
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
