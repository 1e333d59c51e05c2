let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "incremental": runIncrementalBenchmark(Array(arguments.dropFirst()))
default: print("usage: handbook-bench incremental CONTENT_DIR [RUNS]")
}
