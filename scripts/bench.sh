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

# Every timed build writes a new folder, and old ones are removed only before the
# first run, followed by a wait. On these machines ext4 runs without a journal and then,
# when it allocates inodes, skips every inode freed in the last 60 s (kernel: RECENTCY_MIN;
# 360 s while the inode table is dirty). A build started soon after `rm -rf` of an
# earlier output spent up to a third of its samples there (perf: recently_deleted,
# find_inode_bit), whichever tool it was; waiting 11 s did not help.
clear_outputs() {
    if compgen -G "$work/out-*" > /dev/null; then
        rm -rf "$work"/out-*
        sync
        echo "waiting ${SETTLE:-65} s for ext4 to stop skipping the inodes just freed" >&2
        sleep "${SETTLE:-65}"
    fi
}

clear_outputs
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(uname -r); $(hugo version | cut -d' ' -f1-2)"
for n in "${sizes[@]}"; do
    corpus="$work/corpus-$n"
    [[ -d "$corpus" ]] || python3 scripts/corpus.py --pages "$n" --out "$corpus"
    # Warm the page cache: an idle corpus is evicted and reads back slowly.
    find "$corpus" -type f -exec cat {} + > /dev/null
    : > "$work/hb-$n.txt"; : > "$work/hugo-$n.txt"
    for ((i = 0; i < runs; i++)); do
        (cd "$corpus/handbook" && /usr/bin/time -f "%e %M" -a -o "$work/hb-$n.txt" "$handbook" build --quiet --output "$work/out-$n-$i-handbook")
        (cd "$corpus/hugo" && /usr/bin/time -f "%e %M" -a -o "$work/hugo-$n.txt" hugo --quiet -d "$work/out-$n-$i-hugo" > /dev/null)
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
