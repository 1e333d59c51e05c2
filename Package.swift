// swift-tools-version:6.1
import PackageDescription

// `make fuzz` builds every target with -sanitize=fuzzer; the theme plugin's tool cannot be
// linked that way (libFuzzer brings its own main), and the fuzz targets need no theme.
let fuzzing = Context.environment["HANDBOOK_FUZZ"] != nil

// The pipeline is split into targets the compiler keeps one-way; release builds optimise
// across them as if they were one module (calls between layers sit in hot loops: rendering
// every page, hashing every file), so the split costs nothing at run time.
let acrossTargets: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "Handbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "handbook", targets: ["handbook"]),
        .library(name: "Handbook", targets: ["Handbook"]),
        .library(name: "TabLayout", targets: ["TabLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // System libraries (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev, libharfbuzz-dev, libfribidi-dev, libwoff-dev).
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // harfbuzz-subset's pkg-config requires harfbuzz, so one shim carries shaping and subsetting.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz-subset", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // Google's WOFF2 encoder (Debian: libwoff-dev, pkg-config libwoff2enc) has a C++ API only:
        // a C function of its own in front of it, which Swift calls.
        .target(name: "CWOFF2", linkerSettings: [.linkedLibrary("woff2enc")]),

        // What every layout engine shares, below them all: the text measurer protocol, CSS letter
        // spacing as Chromium applies it, the device width classes. Standard library only.
        .target(name: "LayoutFoundation"),
        // The tab family's pure layout engine (tabs, tab bars, segmented controls, Material's
        // navigation bar and rail): standard library only.
        .target(name: "TabLayout", dependencies: ["LayoutFoundation"]),
        // The lowest layer: `Diagnostic`, `SourceLocation`, `Located`, `SourceText` — every reader reports in them.
        .target(name: "HandbookDiagnostics", swiftSettings: acrossTargets),
        // Below everything that reads content: hashing, file stamps, the store's binary coding and
        // files, HTML and JSON text, paths, concurrency, the user cache. Foundation only.
        .target(name: "HandbookFoundation", swiftSettings: acrossTargets),
        // The app's string catalogs (String Catalogs, Android strings.xml, gettext, XLIFF): read
        // with positions into one translation table, looked up by locale.
        .target(name: "HandbookTranslations", dependencies: ["HandbookDiagnostics", "HandbookFoundation"], swiftSettings: acrossTargets),
        // Markdown over cmark-gfm's AST: the walk, headings and links, raw HTML, tables, code
        // highlighting, the HTML of the elements an MDX translation marks. Knows no pages: links
        // and fenced blocks are resolved through protocols.
        .target(name: "HandbookMarkdown", dependencies: ["CCmark", "HandbookDiagnostics", "HandbookFoundation"], swiftSettings: acrossTargets),
        // MDX read without a JavaScript runtime: JSX tags, expressions and ESM over their own
        // JavaScript scanner, translated to CommonMark with markers the walk turns into elements.
        .target(name: "HandbookMDX", dependencies: ["HandbookDiagnostics", "HandbookMarkdown"], swiftSettings: acrossTargets),
        // Pictures of laid-out bars: SVG, layout JSON, width sweeps, selection states. Values in, text out.
        .target(name: "HandbookPreview", dependencies: ["TabLayout", "TextMetrics", "HandbookDiagnostics", "HandbookFoundation"], swiftSettings: acrossTargets),
        // What a site is made of, read from disk: site.yml and its keys, the inventory, front
        // matter, YAML with marks and the key schemas, pages, paths and conventions, link
        // targets, the sidebar's sections, the guideline rules' ids, a page's search terms.
        .target(name: "HandbookContent", dependencies: [
            "TextMetrics", "HandbookDiagnostics", "HandbookFoundation", "HandbookMarkdown", "HandbookMDX", "HandbookTranslations",
            .product(name: "Yams", package: "Yams"),
        ], swiftSettings: acrossTargets),
        // The search index: a page's terms merged into sharded postings, ranked by title order.
        .target(name: "HandbookSearch", dependencies: ["HandbookContent", "HandbookDiagnostics", "HandbookFoundation", "HandbookMarkdown"], swiftSettings: acrossTargets),
        // Pages as HTML: the theme (built in by the EmbedTheme plugin, or a team's Templates/),
        // the layout rendered once per shape, the sidebar once per section, version links.
        .target(
            name: "HandbookRender",
            dependencies: [
                "HandbookContent", "HandbookDiagnostics", "HandbookFoundation", "HandbookMarkdown",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: acrossTargets + (fuzzing ? [.define("HANDBOOK_FUZZ")] : []),
            plugins: fuzzing ? [] : ["EmbedTheme"]
        ),
        // Design tokens (DTCG 2025.10 format, colour and resolver modules): JSON with positions,
        // aliases, resolver contexts, colour spaces, WCAG and APCA contrast. Foundation for files only.
        .target(name: "DesignTokens", dependencies: ["HandbookDiagnostics", "HandbookFoundation"]),
        // HarfBuzz-backed text measurement over a font stack (fribidi for bidi runs), subsetting,
        // WOFF2 compression in process.
        .target(name: "TextMetrics", dependencies: ["CHarfBuzz", "CFriBidi", "CWOFF2", "LayoutFoundation", "HandbookFoundation"]),
        // How findings are reported: the diagnostic kinds and their ids, text, JSON and SARIF,
        // fingerprints, the baseline and the check policy.
        .target(name: "HandbookReporting", dependencies: ["HandbookContent", "HandbookDiagnostics", "HandbookFoundation"],
                swiftSettings: acrossTargets + [.enableUpcomingFeature("MemberImportVisibility")]),
        // What a component is below any kind: the spec's values, the kind seam
        // (`ComponentKindDefinition`), the page builder and the sections any kind may show, the
        // previews' renderer, tokens put to use, the checks, platforms, icons and the assistant's
        // answers. It cannot name a kind: the kinds are the target above.
        .target(
            name: "HandbookComponents",
            dependencies: [
                "LayoutFoundation", "TextMetrics", "HandbookDiagnostics", "HandbookFoundation", "HandbookTranslations", "HandbookMarkdown",
                "HandbookPreview", "HandbookContent", "HandbookRender", "HandbookReporting", "DesignTokens",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: acrossTargets + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The built-in kinds — tabs, tab bar, segmented control: the tab family over `TabLayout` —
        // and the spec reader and schema, which know every registered kind.
        .target(
            name: "HandbookKinds",
            dependencies: [
                "HandbookComponents", "TabLayout", "TextMetrics", "DesignTokens",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: acrossTargets + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The build: its steps and queries, output and versions, search publishing, the
        // component stage, `serve`'s memory and the assistant's design system; re-exports the
        // targets below (Handbook+Exports.swift).
        .target(
            name: "Handbook",
            dependencies: [
                "LayoutFoundation", "TextMetrics", "HandbookDiagnostics", "HandbookFoundation", "HandbookTranslations",
                "HandbookMarkdown", "HandbookMDX", "HandbookPreview", "HandbookContent", "HandbookSearch", "HandbookRender", "DesignTokens",
                "HandbookReporting", "HandbookComponents", "HandbookKinds",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["ARCHITECTURE.md"],
            // A file sees the members of the modules it imports, not of every module the target
            // imports somewhere: `import TabLayout` then says truly which files use the tab engine.
            swiftSettings: acrossTargets + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Watching the content folder for saves (inotify, else polling): `serve` rebuilds on
        // them, `mcp` reloads before its next answer.
        .target(name: "ContentWatching", dependencies: ["HandbookFoundation"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Dev server: serves an in-memory build, watches content, reloads browsers.
        .target(
            name: "HandbookServer",
            dependencies: ["Handbook", "ContentWatching", .product(name: "Hummingbird", package: "hummingbird")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `handbook mcp`: the design system for coding assistants, over the Model Context Protocol.
        .target(
            name: "HandbookMCP",
            dependencies: ["Handbook", "ContentWatching", .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The command line: argument parsing only.
        .executableTarget(
            name: "handbook",
            dependencies: [
                "Handbook", "HandbookServer", "HandbookMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Build-time embedding of Templates/ so the binary carries its default theme.
        .executableTarget(name: "theme-embedder", path: "Sources/theme-embedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["theme-embedder"], path: "Sources/EmbedTheme"),

        // Benchmarks (run in release mode; see BENCHMARKS.md).
        // Fuzz targets: replays corpora normally; a libFuzzer binary under `make fuzz`.
        .executableTarget(name: "handbook-fuzz", dependencies: ["Handbook", "HandbookMCP", "TabLayout", "DesignTokens", .product(name: "MCP", package: "swift-sdk")]),
        .executableTarget(name: "handbook-bench", dependencies: ["CCmark", "Handbook", "TabLayout", "TextMetrics", "DesignTokens"]),

        .testTarget(name: "TabLayoutTests", dependencies: ["TabLayout"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "HandbookDiagnostics"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics", "TabLayout", "Handbook"]),
        .testTarget(name: "HandbookServerTests", dependencies: ["HandbookServer", "Handbook", "ContentWatching"]),
        .testTarget(name: "HandbookTests", dependencies: ["Handbook", "HandbookMCP", "TabLayout", "TextMetrics", .product(name: "MCP", package: "swift-sdk")],
                    exclude: ["Goldens"]),
    ]
)
