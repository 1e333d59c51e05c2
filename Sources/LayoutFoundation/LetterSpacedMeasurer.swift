/// A measurer that adds CSS `letter-spacing` to another's widths, as Chromium sets
/// letter-spaced text (each rule measured in headless Chromium, spacing 10 px):
/// - the font's optional ligatures are off ("Office" is six glyphs, each spaced);
/// - the spacing follows every typographic character unit, the last one included, where a
///   unit is a grapheme cluster by the rules before Unicode 15.1: an Indic conjunct
///   (consonant, virama, consonant: "ग्स") is two units, though Swift's `Character` makes it one;
/// - cursive scripts (Arabic, Syriac, N'Ko, Mongolian …) are left unspaced, as CSS Text 3
///   advises, and so is punctuation that takes their script from its neighbours ("…" or "»"
///   beside Arabic); a space is spaced whatever surrounds it.
/// Truncation candidates (a prefix and "…") are measured the same way, so the engine
/// truncates where the browser would.
public struct LetterSpacedMeasurer: TextMeasurer {
    public let base: any TextMeasurer
    /// Extra advance per unit in points (negative tightens).
    public let spacing: Double

    public init(base: any TextMeasurer, spacing: Double) {
        self.base = base
        self.spacing = spacing
    }

    public func measureWidth(of text: String, fontSize: Double) -> Double {
        let units = base.letterSpacingUnits(in: text) ?? Self.spacedUnits(in: text)
        return base.measureWidthWithoutLigatures(of: text, fontSize: fontSize) + spacing * Double(units)
    }

    /// How many units of `text` get the spacing.
    static func spacedUnits(in text: String) -> Int {
        let clusters = Array(text)
        var count = 0
        // Whether the script run so far is cursive: nil until a letter says.
        var cursiveRun: Bool?
        for (index, cluster) in clusters.enumerated() {
            if cluster.isWhitespace {
                count += 1
            } else if isCursive(cluster) {
                cursiveRun = true
            } else if takesNeighbouringScript(cluster) {
                // Punctuation joins the run before it, or at the start the run after it.
                let cursive = cursiveRun ?? clusters[(index + 1)...].first { !$0.isWhitespace && !takesNeighbouringScript($0) }.map(isCursive) ?? false
                if !cursive { count += 1 }
            } else {
                cursiveRun = false
                count += legacyUnits(in: cluster)
            }
        }
        return count
    }

    /// Whether a cluster's first scalar belongs to a script browsers do not letter-space.
    static func isCursive(_ cluster: Character) -> Bool {
        guard let scalar = cluster.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x0600...0x08FF, // Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan, Mandaic, Arabic Extended
             0x1800...0x18AF, // Mongolian
             0xFB50...0xFDFF, 0xFE70...0xFEFF, // Arabic presentation forms
             0x10D00...0x10D3F, // Hanifi Rohingya
             0x1E900...0x1E95F: // Adlam
            // Arabic digits and punctuation in these blocks are spaced as other text is not:
            // measured, "ابت…" and "ابت" get the same spacing (none).
            return true
        default:
            return false
        }
    }

    /// Punctuation and symbols, which belong to no script of their own (Unicode's Common).
    static func takesNeighbouringScript(_ cluster: Character) -> Bool {
        guard let scalar = cluster.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// A cluster's units: one, and one more for each conjunct it joins (a virama followed,
    /// perhaps through a zero-width joiner, by a letter), which older rules split.
    static func legacyUnits(in cluster: Character) -> Int {
        var units = 1
        var afterVirama = false
        for scalar in cluster.unicodeScalars {
            if viramas.contains(scalar.value) {
                afterVirama = true
            } else if afterVirama, scalar.value == 0x200D {
                continue
            } else {
                if afterVirama, scalar.properties.isAlphabetic, scalar.properties.generalCategory == .otherLetter { units += 1 }
                afterVirama = false
            }
        }
        return units
    }

    /// The viramas that link conjuncts (Unicode's `Indic_Conjunct_Break=Linker`).
    static let viramas: Set<UInt32> = [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D]
}
