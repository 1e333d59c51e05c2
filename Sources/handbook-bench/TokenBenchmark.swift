import DesignTokens
import Dispatch
import Foundation
import Handbook

/// `handbook-bench tokens [TOKENS] [RUNS] [FOLDER]`: reads a resolver with TOKENS tokens
/// (default 5,000) from disk and resolves its four theme contexts, RUNS times (default 9);
/// prints the median. The set is shaped like a published one: a palette in oklch and hex,
/// semantic colours aliasing it (overridden by dark, light and dark high-contrast files),
/// dimensions, and typography composites aliasing families, sizes and weights.
/// With FOLDER, writes the set there instead of a temporary folder (and keeps it).
func runTokenBenchmark(_ arguments: [String]) throws {
    let count = arguments.first.flatMap(Int.init) ?? 5_000
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 9
    let folder = arguments.dropFirst(2).first ?? NSTemporaryDirectory() + "handbook-token-bench-\(ProcessInfo.processInfo.processIdentifier)"
    let files = TokenBenchmarkSet(count: count).files
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
    } catch {
        throw BenchmarkFailure("cannot write the token set: \(error)")
    }
    var loads: [Double] = [], totals: [Double] = []
    var resolved = 0
    for _ in 0..<runs {
        let start = DispatchTime.now()
        let (loaded, problems) = TokenSystem.load(resolverAt: folder + "/bench.resolver.json")
        guard let system = loaded else {
            throw BenchmarkFailure("the benchmark's token set did not load: \(problems.prefix(2).map(\.message))")
        }
        let read = DispatchTime.now()
        resolved = 0
        for context in ["light", "dark", "light-hc", "dark-hc"] {
            let (set, problems) = system.resolve(["theme": context])
            precondition(problems.isEmpty, "the benchmark's tokens resolve: \(problems.prefix(2))")
            resolved += set.count
        }
        let end = DispatchTime.now()
        loads.append(Double(read.uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        totals.append(Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(String(format: "tokens: %d tokens in 4 contexts (%d resolved): read and parse %.1f ms, read + resolve all %.1f ms (median of %d)",
                 count, resolved, median(loads), median(totals), runs))
    if arguments.dropFirst(2).first == nil { BestEffortFiles.remove(folder) }
}

/// A token set of a given size, shaped like a published design system's.
struct TokenBenchmarkSet {
    let count: Int

    var files: [String: String] {
        // 20 % palette, 60 % semantic colours, 10 % dimensions, 10 % typography.
        let palette = max(10, count / 5), semantic = count * 3 / 5, dimensions = count / 10
        let typography = max(1, count - palette - semantic - dimensions)
        var base = "{\n  \"palette\": { \"$type\": \"color\",\n"
        base += (0..<palette).map { index in
            let value = index % 2 == 0
                ? "{ \"colorSpace\": \"oklch\", \"components\": [\(Double(index % 97) / 100), 0.\(10 + index % 20), \(index % 360)], \"hex\": \"#336699\" }"
                : "\"#\(String(format: "%06x", (index * 2_654_435_761) & 0xFFFFFF))\""
            return "    \"c\(index)\": { \"$value\": \(value), \"$description\": \"Palette colour \(index).\" }"
        }.joined(separator: ",\n")
        base += "\n  },\n  \"space\": { \"$type\": \"dimension\",\n"
        base += (0..<dimensions).map { "    \"s\($0)\": { \"$value\": { \"value\": \($0 % 64), \"unit\": \"\($0 % 3 == 0 ? "rem" : "px")\" } }" }.joined(separator: ",\n")
        base += "\n  },\n  \"font\": { \"family\": { \"$type\": \"fontFamily\", \"ui\": { \"$value\": [\"Inter\", \"sans-serif\"] } },\n"
        base += "    \"weight\": { \"$type\": \"fontWeight\", \"medium\": { \"$value\": \"medium\" } } },\n"
        base += "  \"type\": { \"$type\": \"typography\",\n"
        base += (0..<typography).map { index in
            "    \"t\(index)\": { \"$value\": { \"fontFamily\": \"{font.family.ui}\", \"fontSize\": \"{space.s\(index % max(dimensions, 1))}\", \"fontWeight\": \"{font.weight.medium}\", \"letterSpacing\": { \"value\": 0.1, \"unit\": \"px\" }, \"lineHeight\": 1.4 } }"
        }.joined(separator: ",\n")
        base += "\n  }\n}\n"
        func semanticFile(offset: Int, every: Int) -> String {
            var text = "{\n  \"color\": { \"$type\": \"color\",\n"
            text += stride(from: 0, to: semantic, by: every).map { index in
                "    \"role\(index)\": { \"$value\": \"{palette.c\((index + offset) % palette)}\" }"
            }.joined(separator: ",\n")
            return text + "\n  }\n}\n"
        }
        let resolver = """
        {
          "name": "Benchmark", "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "semantic.tokens.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [], "dark": [{ "$ref": "dark.tokens.json" }],
            "light-hc": [{ "$ref": "light-hc.tokens.json" }], "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }

        """
        return ["bench.resolver.json": resolver, "base.tokens.json": base, "semantic.tokens.json": semanticFile(offset: 0, every: 1),
                "dark.tokens.json": semanticFile(offset: 7, every: 1), "light-hc.tokens.json": semanticFile(offset: 3, every: 4),
                "dark-hc.tokens.json": semanticFile(offset: 11, every: 4)]
    }
}
