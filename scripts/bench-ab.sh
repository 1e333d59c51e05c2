#!/usr/bin/env bash
# Two Handbook binaries (before and after a change) rebuilding the 1,000-page corpus the way
# users build: each rebuilds its own copy (its own page store and render memory) into its
# own output folder, turn about, no pauses, in two cases — one page edited and the site
# title edited. Prints medians, every run and the peak memory; checks the outputs agree.
#   scripts/bench-ab.sh BEFORE_BINARY AFTER_BINARY [PAGES]      RUNS=21 by default
set -euo pipefail
before=$(realpath "$1") after=$(realpath "$2") pages=${3:-1000} runs=${RUNS:-21}
work=${BENCH_DIR:-/tmp/handbook-ab}
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$work"; mkdir -p "$work"
python3 "$root/scripts/corpus.py" --pages "$pages" --out "$work/before" > /dev/null
cp -r "$work/before" "$work/after"
declare -A binary=([before]=$before [after]=$after)
for side in before after; do
    (cd "$work/$side/handbook" && "${binary[$side]}" build --quiet --output "$work/out-$side" && "${binary[$side]}" build --quiet --output "$work/out-$side")
done
for change in page title; do
    for side in before after; do : > "$work/$side-$change.txt"; done
    for i in $(seq 1 "$runs"); do
        for side in before after; do
            cd "$work/$side/handbook"
            if [[ $change == page ]]; then echo "Edited in run $i." >> Content/guidelines/section-00/page-00000.md
            else sed -i "s/^title: .*/title: Benchmark system $i/" Content/site.yml; fi
            /usr/bin/time -f "%e %M" -a -o "$work/$side-$change.txt" "${binary[$side]}" build --quiet --output "$work/out-$side"
        done
    done
    for side in before after; do
        median=$(awk '{print $1}' "$work/$side-$change.txt" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
        peak=$(awk '{print $2}' "$work/$side-$change.txt" | sort -n | tail -1)
        echo "$change edited, $side: median $median s, peak $((peak / 1024)) MB; runs: $(awk '{printf "%s ", $1}' "$work/$side-$change.txt")"
    done
done
diff -r "$work/out-before" "$work/out-after" > /dev/null && echo "outputs identical" || echo "outputs differ"
