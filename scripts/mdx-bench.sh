#!/usr/bin/env bash
# Build time per MDX page: two handbook binaries (before and after a change) build the same
# generated MDX corpus (scripts/mdx_corpus.py) cold — no page store, a new output folder —
# turn about, RUNS pairs (default 7). Prints each run and the medians, per page in ms; then,
# since wall time on a shared machine moves with the load, each binary's instructions per
# page under valgrind's callgrind (one cold build each: the same count run after run).
#   scripts/mdx-bench.sh BEFORE AFTER [PAGES]     PAGES default 1000; INSTRUCTIONS=0 skips callgrind
set -euo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 pages=${3:-1000} runs=${RUNS:-7}
work=${BENCH_DIR:-/tmp/handbook-mdx-bench}
rm -rf "$work" && mkdir -p "$work"
python3 scripts/mdx_corpus.py --pages "$pages" --out "$work/corpus"
find "$work/corpus" -type f -exec cat {} + > /dev/null
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "machine: $(nproc) cores, $(uname -r); load $(cut -d' ' -f1-3 /proc/loadavg); $pages MDX pages, $runs pairs"
for run in $(seq "$runs"); do
    for which in before after; do
        binary=${!which}
        rm -rf "$work/out-$which" "$work/cache-$which"
        start=$(date +%s.%N)
        (cd "$work/corpus" && XDG_CACHE_HOME="$work/cache-$which" "$binary" build --quiet --output "$work/out-$which" 2> /dev/null)
        end=$(date +%s.%N)
        echo "$end - $start" | bc -l | awk -v p="$pages" '{printf "%.3f\n", $1 * 1000 / p}' >> "$work/$which.txt"
    done
done
for which in before after; do
    echo "$which: median $(median < "$work/$which.txt") ms per page (runs: $(tr '\n' ' ' < "$work/$which.txt"))"
done
[[ "${INSTRUCTIONS:-1}" == 0 ]] && exit 0
for which in before after; do
    # valgrind cannot read a release build's debug information: a stripped copy counts the same.
    binary="$work/$which-stripped"
    strip -o "$binary" "${!which}"
    rm -rf "$work/out-$which" "$work/cache-$which"
    count=$(cd "$work/corpus" && XDG_CACHE_HOME="$work/cache-$which" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$binary" build --quiet --output "$work/out-$which" 2>&1 >/dev/null | awk '/Collected/ {print $4}')
    echo "$which: $(echo "$count / $pages / 1000000" | bc -l | xargs printf '%.2f') million instructions per page (callgrind, $count in all)"
done
