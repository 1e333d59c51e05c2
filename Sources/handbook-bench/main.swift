print("benchmarks: see BENCHMARKS.md")
