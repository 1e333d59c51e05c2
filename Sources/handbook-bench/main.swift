let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "incremental": runIncrementalBenchmark(Array(arguments.dropFirst()))
case "cmark": runCmarkFloorBenchmark(Array(arguments.dropFirst()))
case "layout": runLayoutBenchmark(Array(arguments.dropFirst()))
case "tokens": runTokenBenchmark(Array(arguments.dropFirst()))
default: print("usage: handbook-bench incremental CONTENT_DIR [RUNS] | cmark CONTENT_DIR | layout [ITERATIONS] | tokens [TOKENS] [RUNS] [FOLDER]")
}
