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
    HANDBOOK_FUZZ_TARGET=$target timeout -s KILL $((seconds + 60)) "$binary" "$work" "Tests/FuzzCorpus/$target" \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="artifacts/fuzz/$target-" -print_final_stats=1 2>&1 | grep -E "stat::number_of_executed_units|Done|SUMMARY|ERROR|crash-" || true
done
