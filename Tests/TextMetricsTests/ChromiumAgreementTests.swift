import Foundation
import Handbook
import TabLayout
import Testing
import TextMetrics

/// The browser must draw every label exactly as wide as the engine measured it: SVG
/// previews rendered with the same font as a web font in headless Chromium, each label's
/// `getComputedTextLength()` within 0.1 px of the engine's width.
///
/// Fails (never skips) when Chromium is missing and `CI` is set; locally it is skipped
/// with a message when `/usr/bin/chromium` is absent.
@Suite(.serialized) struct ChromiumAgreementTests {
    static let chromium = ProcessInfo.processInfo.environment["HANDBOOK_CHROMIUM"] ?? "/usr/bin/chromium"
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let chromiumPresent = FileManager.default.isExecutableFile(atPath: chromium)
    static let tolerance = 0.1

    /// Varied labels: kerning pairs, ligature candidates, accents, Greek and Cyrillic,
    /// characters that need escaping, and truncation, at several sizes and directions.
    static let requests: [TabLayoutRequest] = [
        TabLayoutRequest(labels: ["Overview", "Specifications", "Reviews", "Questions", "AV Tab", "Notifications"],
                         variant: .scroll, width: 360, selected: 5),
        TabLayoutRequest(labels: ["Office fluff", "Café déjà vu", "Ωμέγα", "Привет"], variant: .scroll, width: 390, selected: 1, rightToLeft: true),
        TabLayoutRequest(labels: ["<script>alert(1)</script>", "Tom & \"Jerry's\"", "Wi-Fi"], variant: .fixed, width: 320, selected: 0),
        TabLayoutRequest(labels: ["Reviews", "Tech specs", "Accessibility"], variant: .fixed, width: 360, selected: 1, textScale: 2),
        TabLayoutRequest(labels: ["Home", "Inbox", "Search", "Library", "Settings", "Help"], variant: .tabBar, width: 375, selected: 2),
        TabLayoutRequest(labels: ["Day", "Week", "Month", "Year"], variant: .segmented, width: 300, selected: 2, textScale: 1.5),
    ]

    @Test(.enabled(if: chromiumPresent || isCI, "chromium is not installed at \(chromium); skipping the browser agreement check"))
    func browserAgreesWithTheEngine() throws {
        try #require(Self.chromiumPresent, "CI is set but chromium is missing at \(Self.chromium)")
        let measurer = try HarfBuzzMeasurer()
        let engine = TabLayoutEngine(measurer: measurer)
        let layouts = try Self.requests.map { try engine.layout($0) }
        let svgs = layouts.enumerated().map { index, layout in
            TabBarSVGRenderer(idPrefix: "agree-\(index)").render(layout)
        }
        let html = try Self.page(svgs: svgs, fontFile: measurer.fontFile)
        let measured = try Self.measureInChromium(html)
        var compared = 0
        for row in measured {
            let item = try #require(layouts[safe: row.svg]?.items[safe: row.index], "no item \(row.index) in layout \(row.svg)")
            #expect(row.text == item.text, "layout \(row.svg) item \(row.index) drew different text")
            #expect(abs(row.width - item.labelWidth) <= Self.tolerance,
                    "\"\(item.text)\": Chromium \(row.width) px, engine \(item.labelWidth) px")
            compared += 1
        }
        let drawn = layouts.reduce(0) { $0 + $1.items.filter { !($0.hidden && $0.width == 0) }.count }
        #expect(compared == drawn, "Chromium reported \(compared) labels, the previews hold \(drawn)")
    }

    struct MeasuredLabel: Decodable {
        var svg: Int
        var index: Int
        var text: String
        var width: Double
    }

    /// An HTML page with the font as a data-URL web font (file URLs are opaque origins to
    /// Chromium, so a sibling font file could be refused) and a script that writes each
    /// label's computed length into the DOM once the font has loaded.
    static func page(svgs: [String], fontFile: String) throws -> String {
        let font = try Data(contentsOf: URL(fileURLWithPath: fontFile)).base64EncodedString()
        return """
        <!doctype html><html><head><meta charset="utf-8"><style>
        @font-face { font-family: 'Handbook Preview'; src: url(data:font/otf;base64,\(font)) format('opentype'); font-weight: 500; }
        </style></head><body>
        \(svgs.joined(separator: "\n"))
        <pre id="result">pending</pre>
        <script>
        document.fonts.load("500 14px 'Handbook Preview'").then(() => document.fonts.ready).then(() => {
          const rows = [];
          document.querySelectorAll('svg').forEach((svg, svgIndex) => {
            svg.querySelectorAll('g.tab text.label').forEach(text => {
              rows.push({svg: svgIndex, index: Number(text.closest('g.tab').dataset.index),
                         text: text.textContent, width: text.getComputedTextLength()});
            });
          });
          document.getElementById('result').textContent = document.fonts.check("500 14px 'Handbook Preview'")
            ? JSON.stringify(rows) : 'font not loaded';
        });
        </script></body></html>
        """
    }

    /// Runs headless Chromium on the page with a hard time limit and reads the result back
    /// from the dumped DOM.
    static func measureInChromium(_ html: String) throws -> [MeasuredLabel] {
        try JSONDecoder().decode([MeasuredLabel].self, from: dumpResult(html))
    }

    /// The JSON a page wrote into its `<pre id="result">`, from headless Chromium's dumped DOM.
    static func dumpResult(_ html: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pageURL = folder.appendingPathComponent("page.html")
        try html.write(to: pageURL, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // The outer KILL bounds the run even if Chromium hangs; virtual time lets the
        // font-loading promise settle before the DOM is dumped.
        process.arguments = ["-s", "KILL", "90", chromium, "--headless", "--no-sandbox", "--disable-gpu",
                             "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--virtual-time-budget=10000", "--dump-dom", pageURL.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"result\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ChromiumError.noResult(status: process.terminationStatus)
        }
        let result = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        guard result.hasPrefix("[") else { throw ChromiumError.notMeasured(result) }
        return Data(result.utf8)
    }

    enum ChromiumError: Error, CustomStringConvertible {
        case noResult(status: Int32)
        case notMeasured(String)

        var description: String {
            switch self {
            case .noResult(let status): "chromium produced no result (exit status \(status))"
            case .notMeasured(let text): "chromium did not measure: \(text)"
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
