/// The CSS `@font-face` rules that make one family out of a stack's web fonts.
public enum FontFaceCSS {
    /// The family the SVG previews ask for.
    public static let defaultFamily = "Handbook Preview"

    /// One `@font-face` rule per web font, all in `family`, each at weight 500 (the SVG
    /// draws at 500; declaring the Regular Noto faces as 500 keeps the browser from
    /// synthesising bold), `font-display: block` (never measure with a stand-in), and its
    /// disjoint `unicode-range`.
    /// - Parameter url: where the site serves each font, relative to the stylesheet.
    public static func rules(for fonts: [WebFont], family: String = defaultFamily, url: (WebFont) -> String) -> String {
        fonts.map { font in
            """
            /* \(comment(font.face.name)) */
            @font-face { font-family: \(string(family)); src: url(\(string(url(font)))) format(\(string(font.format.cssFormat))); \
            font-weight: 500; font-style: normal; font-display: block; unicode-range: \(UnicodeRanges.css(font.unicodeRange)); }

            """
        }.joined()
    }

    /// A CSS string literal.
    static func string(_ value: String) -> String {
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            // Control characters and line breaks cannot appear raw in a CSS string.
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\" + String(scalar.value, radix: 16) + " "
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Text safe inside a CSS comment.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
    }
}
