#!/usr/bin/env bash
# The preview fonts' WOFF2 figures in BENCHMARKS.md ("WOFF2 in process"), on the bundled Content/.
#   scripts/woff2-bench.sh cold RUNS BINARY...   RUNS cold builds of each binary, alternating; before each,
#       _site, .handbook and the user cache (query store and woff2 cache: XDG_CACHE_HOME is a folder
#       of its own) are deleted. Prints each binary's Publishing and total times (`build --timings`),
#       their medians, and the bytes of WOFF2 inlined in _site/assets/preview-fonts.css.
#   scripts/woff2-bench.sh kept RUNS BINARY      cold builds that keep only the woff2 cache, beside
#       fully cold ones: what the cache saves when the stylesheet's query misses.
#   scripts/woff2-bench.sh qualities BINARY      the site's subsets (from a cold build's woff2 cache,
#       decoded by woff2_decompress: at quality 11 they compress to exactly the bytes the subsets
#       did) compressed by Sources/CWOFF2 at qualities 11 down to 4: bytes, and the best of 3 on one core.
# Run from a quiet machine where you can; Debian's woff2 (scripts/setup.sh --test) for `qualities`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d /tmp/handbook-woff2-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
cache=$work/cache
cold() { rm -rf _site .handbook "$cache"; XDG_CACHE_HOME=$cache "$@"; }
publishing() { sed -n 's/^ *\([0-9.]*\) ms .*Publishing$/\1/p'; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
mode=${1:-}; shift || true
case "$mode" in
cold)
    runs=$1; shift
    declare -A pub total
    for ((run = 0; run < runs; run++)); do
        for binary in "$@"; do
            out=$(cold "$binary" build --timings 2>&1)
            pub[$binary]+="$(publishing <<<"$out") "
            total[$binary]+="$(sed -n 's/^Built .* in \([0-9.]*\) \(ms\|s\) .*/\1 \2/p' <<<"$out" | awk '{ print $2 == "s" ? $1 * 1000 : $1 }') "
        done
    done
    for binary in "$@"; do
        cold "$binary" build --quiet
        bytes=$(python3 -c 'import base64, re, sys; print(sum(len(base64.b64decode(m)) for m in re.findall(r"data:font/woff2;base64,([A-Za-z0-9+/=]+)", open(sys.argv[1]).read())))' _site/assets/preview-fonts.css)
        echo "$binary: Publishing ${pub[$binary]}(median $(median <<<"${pub[$binary]}") ms); total ${total[$binary]}(median $(median <<<"${total[$binary]}") ms); woff2 $bytes bytes"
    done ;;
kept)
    runs=$1 binary=$2 kept="" none=""
    cold "$binary" build --quiet
    for ((run = 0; run < runs; run++)); do
        find "$cache/handbook" -mindepth 1 -maxdepth 1 ! -name woff2 -exec rm -rf {} +
        rm -rf _site .handbook
        kept+="$(XDG_CACHE_HOME=$cache "$binary" build --timings 2>&1 | publishing) "
        # Fully cold; it leaves the woff2 cache for the next kept run.
        none+="$(cold "$binary" build --timings 2>&1 | publishing) "
    done
    echo "$binary: Publishing with the woff2 cache kept ${kept}(median $(median <<<"$kept") ms); with none ${none}(median $(median <<<"$none") ms)" ;;
qualities)
    cold "$1" build --quiet
    mkdir "$work/subsets"
    for file in "$cache"/handbook/woff2/*.woff2; do
        cp "$file" "$work/subsets/" && woff2_decompress "$work/subsets/$(basename "$file")" >/dev/null
    done
    cat >"$work/qualities.c" <<'C'
#include "cwoff2.h"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(int argc, char **argv) {
    for (int quality = 11; quality >= 4; quality--) {
        size_t total = 0; double best = 1e9;
        for (int round = 0; round < 3; round++) {
            double start = now(); total = 0;
            for (int i = 1; i < argc; i++) {
                FILE *file = fopen(argv[i], "rb"); fseek(file, 0, SEEK_END); long length = ftell(file); rewind(file);
                unsigned char *font = malloc(length);
                if (fread(font, 1, length, file) != (size_t)length) return 1;
                fclose(file);
                size_t capacity = cwoff2_max_compressed_size(font, length), written = capacity;
                unsigned char *woff2 = malloc(capacity);
                if (cwoff2_compress(font, length, quality, woff2, &written) != CWOFF2_OK) { fprintf(stderr, "%s refused\n", argv[i]); return 1; }
                total += written; free(font); free(woff2);
            }
            if (now() - start < best) best = now() - start;
        }
        printf("quality %2d: %6zu bytes, %6.1f ms\n", quality, total, best * 1000);
    }
}
C
    c++ -O2 -c -I"$root/Sources/CWOFF2/include" "$root/Sources/CWOFF2/shim.cpp" -o "$work/shim.o"
    cc -O2 -I"$root/Sources/CWOFF2/include" "$work/qualities.c" "$work/shim.o" -lwoff2enc -lstdc++ -o "$work/qualities"
    echo "$(ls "$work"/subsets/*.ttf | wc -l) subsets, $(cat "$work"/subsets/*.ttf | wc -c) bytes of sfnt"
    "$work/qualities" "$work"/subsets/*.ttf ;;
*) awk 'NR > 1 && /^set -euo/ { exit } NR > 1' "$0"; exit 2 ;;
esac
