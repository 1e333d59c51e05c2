#!/usr/bin/env bash
# Fuzzes each target with libFuzzer for a bounded time (default 60 s each), starting from
# the committed seed corpora in Tests/FuzzCorpus/TARGET; new inputs go to a scratch corpus,
# crashes to artifacts/fuzz/. Not part of CI.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
targets=("${@:-frontmatter markdown mdx site spec layout tokens resolver mcp json highlight}")
[[ $# -eq 0 ]] && targets=(frontmatter markdown mdx site spec layout tokens resolver mcp json highlight)
scratch=.build-fuzz
HANDBOOK_FUZZ=1 swift build --scratch-path "$scratch" --product handbook-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DHANDBOOK_FUZZ -Xswiftc -use-ld=lld || exit 1
binary="$scratch/debug/handbook-fuzz"
mkdir -p artifacts/fuzz
for target in "${targets[@]}"; do
    work="$scratch/corpus/$target"
    mkdir -p "$work"
    echo "== $target: ${seconds}s"
    # libFuzzer can hang while symbolizing a crash: bound it from outside as well.
    # -timeout: one input past 25 s is a finding (the limits promise any 1 MB input in 10 s on
    # an idle machine; a machine shared with builds stretches wall time, and 10 s flagged
    # inputs that take 0.5 s alone). -detect_leaks=0: LeakSanitizer reports the static lets
    # Swift initialises once (SiteKeys' YAML keys) as direct leaks, apparently because Swift
    # keeps an enum's case in a pointer's spare bits, which it does not read as a pointer;
    # memory per input is bounded by -rss_limit_mb instead.
    ASAN_OPTIONS=detect_leaks=0 HANDBOOK_FUZZ_TARGET=$target timeout -s KILL $((seconds + 60)) "$binary" "$work" "Tests/FuzzCorpus/$target" \
        -max_total_time="$seconds" -max_len=65536 -timeout=25 -rss_limit_mb=4096 -detect_leaks=0 \
        -artifact_prefix="artifacts/fuzz/$target-" -print_final_stats=1 2>&1 | grep -E "stat::number_of_executed_units|Done|SUMMARY|ERROR|crash-" || true
done
