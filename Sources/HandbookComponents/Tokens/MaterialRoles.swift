import DesignTokens

/// Material 3's colour roles for its navigation bar and rail (Compose Material 3's
/// `NavigationBarTokens`, `NavigationRailColorTokens`): the container `surface-container`, the
/// pill `secondary-container`, the active icon `on-secondary-container` on it, the active label
/// `secondary` (`on-surface` in the baseline bar), inactive icons and labels
/// `on-surface-variant`. A spec drawn on Android whose `style:` leaves one of these parts out is
/// painted in the role: the site's token `md.sys.color.ROLE` when its tokens define it, else
/// Material's baseline scheme (light or dark, as the theme reads).
package enum MaterialRoles {
    /// Each part the bar and rail paint, and its role.
    package static func roles(_ style: PlatformGeneration.AndroidStyle) -> [(part: String, role: String)] {
        [("container", "surface-container"), ("indicator", "secondary-container"), ("active-icon", "on-secondary-container"),
         ("active-label", style == .baseline ? "on-surface" : "secondary"), ("icon", "on-surface-variant"), ("label", "on-surface-variant")]
    }

    /// The token a role is looked up as.
    package static func tokenName(_ role: String) -> String { "md.sys.color." + role }

    /// Material 3's baseline scheme (Compose's `ColorLightTokens`, `ColorDarkTokens`).
    package static let baselineLight: [String: String] = [
        "surface-container": "#F3EDF7", "secondary-container": "#E8DEF8", "on-secondary-container": "#4A4458",
        "secondary": "#625B71", "on-surface": "#1D1B20", "on-surface-variant": "#49454F",
    ]
    package static let baselineDark: [String: String] = [
        "surface-container": "#211F26", "secondary-container": "#4A4458", "on-secondary-container": "#E8DEF8",
        "secondary": "#CCC2DC", "on-surface": "#E6E0E9", "on-surface-variant": "#CAC4D0",
    ]

    /// Fills the parts `paints` lacks with their roles, from `theme`'s tokens or the baseline
    /// scheme (`dark` chooses which).
    package static func fill(_ paints: inout [String: PreviewTheme.Paint], style: PlatformGeneration.AndroidStyle, theme: TokenTheme?, dark: Bool) {
        for (part, role) in roles(style) where paints[part] == nil {
            let name = tokenName(role)
            if let token = theme?.tokens[name], case .color(let color) = token.value {
                paints[part] = .init(color: color.srgb, written: "{\(name)}", tokenLocation: token.location, styleLocation: nil)
            } else if let hex = (dark ? baselineDark : baselineLight)[role], let color = TokenColor(hex: hex) {
                paints[part] = .init(color: color.srgb, written: name, tokenLocation: nil, styleLocation: nil)
            }
        }
    }
}
