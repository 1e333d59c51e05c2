#!/usr/bin/env bash
# Handbook against Hugo the way users build: each tool rebuilds into its own output folder
# again and again (no fresh folders, no pauses), alternating run by run, in three cases —
# every page changed (the site title edited), one page edited, one design token edited —
# and two cold builds (no cache): into the folder the last cold build was just deleted from
# (a user's `rm -rf _site`), and into a folder never used, as a CI checkout publishes (the
# earlier runs' folders are deleted after the row, not between runs: ext4 makes a file
# created just after a deletion slower). Medians of RUNS pairs
# (default 5), each run, and peak memory; then the cmark floor, serve's incremental rebuild
# and save-to-reload latency for a guideline page and for a spec drawn in four locales.
# Figures go to stdout; BENCHMARKS.md records them.
#   scripts/bench.sh [SIZES...]     default: 1000 10000
# HANDBOOK and HANDBOOK_BENCH name other release binaries (a worktree's) than this checkout's;
# HUGO another Hugo than the pinned 0.168.0 that `scripts/setup.sh --bench` installs.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1000}")
[[ $# -eq 0 ]] && sizes=(1000 10000)
runs=${RUNS:-5}
handbook="${HANDBOOK:-$PWD/.build/release/handbook}"
bench="${HANDBOOK_BENCH:-$PWD/.build/release/handbook-bench}"
hugo="${HUGO:-${HUGO_VENV:-$PWD/.venv-bench}/hugo}"
[[ -x "$hugo" ]] || scripts/setup.sh --bench
# Built as `make release` and the .deb build it: the Swift runtime linked statically.
[[ -x "$handbook" && -x "$bench" ]] || swift build -c release --static-swift-stdlib
[[ -x "$bench" ]] || swift build -c release --static-swift-stdlib --product handbook-bench
work=${BENCH_DIR:-/tmp/handbook-bench}
mkdir -p "$work"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# `time` appends "seconds peak-KB" for one command.
timed() { local log=$1; shift; /usr/bin/time -f "%e %M" -a -o "$log" "$@"; }

# Edits that both tools see alike: the site title in site.yml / config.toml, or one line
# appended to the same page in both corpora (a different line each run).
set_title() {
    sed -i "s/^title: .*/title: Benchmark system $2/" "$1/handbook/Content/site.yml"
    sed -i "s/^title = .*/title = \"Benchmark system $2\"/" "$1/hugo/config.toml"
}
# One design token edited (the dark theme's secondary text, between two greys): every
# page drawing it changes. Hugo has no tokens; it gets the one-page edit, as the nearest
# thing a Hugo user edits.
edit_token() {
    local grey=$([[ $(( $2 % 2 )) -eq 0 ]] && echo "#b4bcc8" || echo "#b6bdc8")
    sed -i "s/\"secondary\": { \"\$value\": \"#[0-9a-f]*\" }/\"secondary\": { \"\$value\": \"$grey\" }/" "$1/handbook/Content/tokens/dark.tokens.json"
    echo "Edited in run $2." >> "$1/hugo/content/section-00/page-00000.md"
}
edit_page() {
    echo "Edited in run $2." >> "$1/handbook/Content/guidelines/section-00/page-00000.md"
    echo "Edited in run $2." >> "$1/hugo/content/section-00/page-00000.md"
}

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(uname -r); $("$hugo" version | cut -d' ' -f1-2); load $(cut -d' ' -f1-3 /proc/loadavg)"
for n in "${sizes[@]}"; do
    corpus="$work/corpus-$n"
    python3 scripts/corpus.py --pages "$n" --out "$corpus"
    # Warm the page cache: an idle corpus is evicted and reads back slowly.
    find "$corpus" -type f -exec cat {} + > /dev/null
    out_hb="$work/out-$n-handbook" out_hugo="$work/out-$n-hugo"
    # The first builds of each fill its output folder and caches, as a user's earlier
    # builds did; every timed run rebuilds into the same folder.
    for _ in 1 2; do
        (cd "$corpus/handbook" && "$handbook" build --quiet --output "$out_hb")
        (cd "$corpus/hugo" && "$hugo" --quiet -d "$out_hugo" > /dev/null)
    done
    for change in title page token cold fresh; do
        : > "$work/hb-$n-$change.txt"; : > "$work/hugo-$n-$change.txt"
        for ((i = 1; i <= runs; i++)); do
            case $change in
                title) set_title "$corpus" "$i" ;;
                page) edit_page "$corpus" "$i" ;;
                token) edit_token "$corpus" "$i" ;;
            esac
            if [[ $change == cold ]]; then
                # Nothing kept: a new output folder, and an empty cache for each tool.
                rm -rf "$work/cold-hb" "$work/cold-hugo" "$work/cold-cache"
                (cd "$corpus/handbook" && XDG_CACHE_HOME="$work/cold-cache/handbook" timed "$work/hb-$n-$change.txt" "$handbook" build --quiet --output "$work/cold-hb")
                (cd "$corpus/hugo" && timed "$work/hugo-$n-$change.txt" "$hugo" --quiet --cacheDir "$work/cold-cache/hugo" -d "$work/cold-hugo" > /dev/null)
                continue
            fi
            if [[ $change == fresh ]]; then
                (cd "$corpus/handbook" && XDG_CACHE_HOME="$work/fresh-$i/cache-hb" timed "$work/hb-$n-$change.txt" "$handbook" build --quiet --output "$work/fresh-$i/hb")
                (cd "$corpus/hugo" && timed "$work/hugo-$n-$change.txt" "$hugo" --quiet --cacheDir "$work/fresh-$i/cache-hugo" -d "$work/fresh-$i/hugo" > /dev/null)
                continue
            fi
            (cd "$corpus/handbook" && timed "$work/hb-$n-$change.txt" "$handbook" build --quiet --output "$out_hb")
            (cd "$corpus/hugo" && timed "$work/hugo-$n-$change.txt" "$hugo" --quiet -d "$out_hugo" > /dev/null)
        done
        hb_t=$(cut -d' ' -f1 "$work/hb-$n-$change.txt" | median); hb_m=$(cut -d' ' -f2 "$work/hb-$n-$change.txt" | sort -n | tail -1)
        hu_t=$(cut -d' ' -f1 "$work/hugo-$n-$change.txt" | median); hu_m=$(cut -d' ' -f2 "$work/hugo-$n-$change.txt" | sort -n | tail -1)
        case $change in
            title) what="site title edited (every page changes)" ;;
            page) what="one page edited" ;;
            token) what="one design token edited (Hugo: one page edited)" ;;
            cold) what="cold build (no cache, the last output just deleted)" ;;
            fresh) what="cold build (no cache, a folder never used, as CI)" ;;
        esac
        if [[ $change == fresh ]]; then rm -rf "$work"/fresh-*; fi
        ratio=$(awk -v a="$hb_t" -v b="$hu_t" 'BEGIN {printf "%.2f", a / b}')
        echo "$n pages, $what: handbook median ${hb_t} s (peak $((hb_m / 1024)) MB), hugo median ${hu_t} s (peak $((hu_m / 1024)) MB), ratio $ratio; $runs alternating pairs; load after $(cut -d' ' -f1 /proc/loadavg)"
        echo "    runs: handbook $(cut -d' ' -f1 "$work/hb-$n-$change.txt" | paste -sd' '), hugo $(cut -d' ' -f1 "$work/hugo-$n-$change.txt" | paste -sd' ')"
    done
    "$bench" cmark "$corpus/handbook/Content"
    "$bench" tokens 5000 9
    if [[ "$n" -le 1000 ]]; then
        "$bench" incremental "$corpus/handbook/Content" 9 | tail -1
        python3 scripts/serve-latency.py "$handbook" "$corpus/handbook/Content" 20
    fi
done
