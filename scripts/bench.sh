#!/usr/bin/env bash
# Handbook against Hugo on the same generated pages (scripts/corpus.py), with medians of
# alternating runs; the cmark floor; one-page incremental rebuilds. Figures go to stdout;
# BENCHMARKS.md records them with the date and machine.
#   scripts/bench.sh [SIZES...]     default: 1000 10000
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1000}")
[[ $# -eq 0 ]] && sizes=(1000 10000)
runs=${RUNS:-5}
handbook="$PWD/.build/release/handbook"
bench="$PWD/.build/release/handbook-bench"
[[ -x "$handbook" && -x "$bench" ]] || swift build -c release
[[ -x "$bench" ]] || swift build -c release --product handbook-bench
work=${BENCH_DIR:-/tmp/handbook-bench}
mkdir -p "$work"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Removes earlier outputs, then waits out ext4's "recently deleted" window. Without a
# journal (as on these machines) ext4 skips inodes freed in the last 5-10 s when it
# allocates new ones; a build started right after `rm -rf` of thousands of files spent up
# to a third of its samples there (perf: recently_deleted, find_inode_bit), and whichever
# tool ran first after the removal paid for it. Both tools now start from the same state.
settle() {
    rm -rf "$@"
    sync
    sleep "${SETTLE:-11}"
}

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(uname -r); $(hugo version | cut -d' ' -f1-2)"
for n in "${sizes[@]}"; do
    corpus="$work/corpus-$n"
    [[ -d "$corpus" ]] || python3 scripts/corpus.py --pages "$n" --out "$corpus"
    # Warm the page cache: an idle corpus is evicted and reads back slowly.
    find "$corpus" -type f -exec cat {} + > /dev/null
    : > "$work/hb-$n.txt"; : > "$work/hugo-$n.txt"
    for ((i = 0; i < runs; i++)); do
        settle "$work/hb-site-$n" "$work/hugo-site-$n"
        (cd "$corpus/handbook" && /usr/bin/time -f "%e %M" -a -o "$work/hb-$n.txt" "$handbook" build --quiet --output "$work/hb-site-$n")
        settle "$work/hb-site-$n" "$work/hugo-site-$n"
        (cd "$corpus/hugo" && /usr/bin/time -f "%e %M" -a -o "$work/hugo-$n.txt" hugo --quiet -d "$work/hugo-site-$n" > /dev/null)
    done
    hb_t=$(cut -d' ' -f1 "$work/hb-$n.txt" | median); hb_m=$(cut -d' ' -f2 "$work/hb-$n.txt" | median)
    hu_t=$(cut -d' ' -f1 "$work/hugo-$n.txt" | median); hu_m=$(cut -d' ' -f2 "$work/hugo-$n.txt" | median)
    echo "$n pages: handbook median ${hb_t} s, $((hb_m / 1024)) MB peak; hugo median ${hu_t} s, $((hu_m / 1024)) MB peak ($runs alternating runs)"
    "$bench" cmark "$corpus/handbook/Content"
    if [[ "$n" -le 1000 ]]; then
        "$bench" incremental "$corpus/handbook/Content" 9 | tail -1
        python3 scripts/serve-latency.py "$handbook" "$corpus/handbook/Content" 9
    fi
done
