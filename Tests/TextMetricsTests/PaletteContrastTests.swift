import Foundation
import Handbook
import TabLayout
import Testing

/// Label colours keep at least 4.5:1 against the surfaces they sit on: the renderer's
/// fallbacks, and the theme's light and dark values of the same custom properties.
struct PaletteContrastTests {
    /// (label, background) pairs of custom properties that must contrast.
    static let pairs = [
        ("--hb-preview-label", "--hb-preview-surface"), ("--hb-preview-label-active", "--hb-preview-surface"),
        ("--hb-preview-label", "--hb-preview-pressed"), ("--hb-preview-label-active", "--hb-preview-pressed"),
        ("--hb-badge-text", "--hb-badge"),
    ]

    static func fallbacks() throws -> [String: String] {
        struct HalfEm: TextMeasurer {
            func measureWidth(of text: String, fontSize: Double) -> Double { Double(text.count) * fontSize / 2 }
        }
        var svg = ""
        let engine = TabLayoutEngine(measurer: HalfEm())
        for variant in TabVariant.allCases {
            let items = [TabItem("A", badge: .count(2)), TabItem("B", state: .pressed), TabItem("C", state: .disabled)]
            var request = TabLayoutRequest(items: items, variant: variant, width: 200)
            // The floating and top bars have no lengths but a spec's.
            request.metrics.floating = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 8, .minimizedHeight: 48])
            request.metrics.topBar = TopBarMetrics([.height: 50, .cornerRadius: 25, .edgeInset: 8, .itemPadding: 8])
            svg += TabBarSVGRenderer(idPrefix: "c").render(try engine.layout(request))
        }
        var found: [String: String] = [:]
        for chunk in svg.components(separatedBy: "var(").dropFirst() {
            let parts = chunk.prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { found[parts[0]] = parts[1] }
        }
        return found
    }

    /// The theme's values per scheme: the first block of `--hb-` declarations is light, the second dark.
    static func theme() throws -> [[String: String]] {
        let css = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Templates/assets/handbook.css").standardized
        guard let text = try? String(contentsOf: css, encoding: .utf8) else { return [] }
        var schemes: [[String: String]] = [[:]]
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--hb-"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = String(trimmed[..<colon])
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            if schemes[schemes.count - 1][name] != nil { schemes.append([:]) }
            schemes[schemes.count - 1][name] = value
        }
        return schemes
    }

    @Test func fallbackLabelsContrast() throws {
        let fallbacks = try Self.fallbacks()
        #expect(Set(fallbacks.keys).isSuperset(of: ["--hb-preview-label", "--hb-preview-surface", "--hb-preview-pressed", "--hb-badge"]))
        try Self.check(fallbacks, scheme: "fallbacks")
    }

    @Test func themeLabelsContrastInLightAndDark() throws {
        let schemes = try Self.theme()
        for (index, scheme) in schemes.enumerated() where scheme["--hb-preview-label"] != nil {
            try Self.check(scheme, scheme: index == 0 ? "theme light" : "theme dark")
        }
    }

    static func check(_ colours: [String: String], scheme: String) throws {
        for (label, background) in pairs {
            guard let foreground = colours[label].flatMap(luminance), let back = colours[background].flatMap(luminance) else {
                continue
            }
            let ratio = (max(foreground, back) + 0.05) / (min(foreground, back) + 0.05)
            #expect(ratio >= 4.5, "\(scheme): \(label) on \(background) is \(ratio):1")
        }
    }

    /// WCAG relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double? {
        guard hex.hasPrefix("#"), hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
