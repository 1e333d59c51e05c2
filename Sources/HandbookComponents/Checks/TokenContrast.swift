import DesignTokens

/// One verdict of a spec's Themes table as a token page shows it, beside the colour token the
/// spec paints with: the token pages read the verdicts `check` reports (`SpecContrast`), so a
/// ratio on a token page is the ratio the table prints and the finding names.
package struct TokenContrast: Sendable, Hashable {
    /// The token the pair's foreground is painted with, without braces.
    package var token: String
    /// The theme's label (`light`, `dark · high contrast`).
    package var theme: String
    /// What it is painted on, as the spec wrote it (`{color.surface}`).
    package var ground: String
    package var ratio: Double
    package var lc: Double
    package var passes: Bool

    package init(token: String, theme: String, ground: String, ratio: Double, lc: Double, passes: Bool) {
        (self.token, self.theme, self.ground, self.ratio, self.lc, self.passes) = (token, theme, ground, ratio, lc, passes)
    }

    /// The verdicts of the spec's own themes whose foreground is a token (Android's Material
    /// roles are the platform's, not the team's tokens).
    package static func rows(of contrast: SpecContrast) -> [TokenContrast] {
        contrast.own.joined().compactMap { verdict in
            guard let written = verdict.foreground.written, written.hasPrefix("{"), written.hasSuffix("}") else { return nil }
            return TokenContrast(token: String(written.dropFirst().dropLast()), theme: verdict.theme, ground: verdict.background.name,
                                 ratio: verdict.ratio, lc: verdict.apca, passes: verdict.passes)
        }
    }
}
