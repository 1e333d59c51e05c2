import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "incremental": try runIncrementalBenchmark(Array(arguments.dropFirst()))
    case "cmark": try runCmarkFloorBenchmark(Array(arguments.dropFirst()))
    case "layout": try runLayoutBenchmark(Array(arguments.dropFirst()))
    case "tokens": try runTokenBenchmark(Array(arguments.dropFirst()))
    default: print("usage: handbook-bench incremental CONTENT_DIR [RUNS] | cmark CONTENT_DIR | layout [ITERATIONS] | tokens [TOKENS] [RUNS] [FOLDER]")
    }
} catch {
    FileHandle.standardError.write(Data("handbook-bench: \(error)\n".utf8))
    exit(1)
}
