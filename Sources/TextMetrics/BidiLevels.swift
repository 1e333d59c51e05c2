import CFriBidi

/// The resolved bidi embedding level of every scalar of one paragraph, from fribidi (the
/// Unicode bidi algorithm, brackets included), with the paragraph direction taken from
/// its first strong character as the label is drawn (`direction` set from it, or
/// left to right when it has none).
struct BidiLevels {
    /// One level per scalar; odd levels run right to left.
    var levels: [UInt8]
    /// The paragraph's direction.
    var base: TextDirection

    init(_ scalars: UnsafeBufferPointer<UInt32>) {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        fribidi_get_bidi_types(scalars.baseAddress, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(scalars.baseAddress, FriBidiStrIndex(count), types, &brackets)
        let firstStrong = fribidi_get_par_direction(types, FriBidiStrIndex(count))
        var base: FriBidiParType = firstStrong == FRIBIDI_PAR_RTL ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        let resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
        // fribidi fails only when it cannot allocate; one level-0 run is the safe answer.
        if resolved == 0 {
            levels = [FriBidiLevel](repeating: 0, count: count)
            base = FRIBIDI_PAR_LTR
        }
        self.levels = levels.map { UInt8(clamping: Int($0)) }
        self.base = base == FRIBIDI_PAR_RTL ? .rightToLeft : .leftToRight
    }
}
