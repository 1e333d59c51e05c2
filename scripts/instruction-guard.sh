#!/usr/bin/env bash
# Benchmark guard that counts instructions, not seconds (issue 49, point 6): a busy or noisy
# machine changes how long a build takes, not how many instructions it executes.
#
#   scripts/instruction-guard.sh [--write] [--budgets FILE] [BINARY]
#
# BINARY defaults to .build/debug/handbook, the debug binary `make test` has just built (CI
# runs this after it). Each scenario runs once under Valgrind's Cachegrind
# (--cache-sim=no: it only counts instructions executed, "I refs", of the handbook process
# alone, every thread included) on a copy of the bundled Content/ (specs, string catalogs,
# tokens) beside 200 generated guideline pages (scripts/corpus.py), in a fresh temp folder:
#   cold-build     `handbook build` with no cache (a fresh XDG_CACHE_HOME) and no output folder
#   one-page       one generated page's text edited, rebuilt into the same output, warm cache
#   spec-caption   one example's `caption:` in the copy of components/tabs.yml edited, rebuilt
#   mcp-layout     `handbook mcp --content DIR` over stdio: initialize, notifications/initialized,
#                  tools/list, then 200 tools/call of `layout` (the server process only)
# It prints scenario, budget, measured and change, and exits 1 when any count is more than
# 10 % over its budget (2 on a usage or set-up error). Budgets live in
# .ci/instruction-budgets.json; `--write` measures and records them there instead.
#
# Raising a budget is a commit of its own that says why (what got slower and why that is
# worth it), made with `--write` on the binary CI uses: the debug build of that commit.
# Counts drop when work is saved; record lower budgets then too, so the 10 % stays tight.
#
# Every content file gets a fixed modification time (and the edited ones a later fixed time):
# the caches distrust a stamp taken within two seconds of a write (FileStamp.isSettled), so
# real-time mtimes would make a rebuild's work depend on how fast the machine is.
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info Swift 6 writes and gives up,
# so the guard counts a copy of the binary without its debug sections (objcopy
# --strip-debug): the same code, the same instructions. Valgrind 3.19 also crashes (SIGSEGV
# in its rt_sigsuspend wrapper, which writes to the mask) when libdispatch parks the main
# thread of an async command (`handbook mcp`) with a mask in read-only memory; a preloaded
# sigsuspend that passes a copy of the mask (a few instructions, once) avoids it.
# Takes about two minutes on 2 cores.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
budgets=$root/.ci/instruction-budgets.json
binary=$root/.build/debug/handbook
write=0
tolerance=10
pages=200
calls=200
while (($#)); do
    case "$1" in
        --write) write=1 ;;
        --budgets) budgets=$2; shift ;;
        -h|--help) awk 'NR > 1 && /^set -euo/ { exit } NR > 1' "$0"; exit 0 ;;
        -*) echo "instruction-guard: unknown option $1" >&2; exit 2 ;;
        *) binary=$1 ;;
    esac
    shift
done
for tool in valgrind python3; do
    command -v "$tool" >/dev/null || { echo "instruction-guard: $tool is missing (scripts/setup.sh --test installs valgrind)" >&2; exit 2; }
done
# binutils' objcopy and the system's C compiler, else the Swift toolchain's own.
objcopy=$(command -v objcopy || command -v llvm-objcopy) || { echo "instruction-guard: no objcopy" >&2; exit 2; }
cc=$(command -v cc || command -v clang) || { echo "instruction-guard: no C compiler" >&2; exit 2; }
[[ -x "$binary" ]] || { echo "instruction-guard: no binary at $binary (swift build)" >&2; exit 2; }
((write)) || [[ -f "$budgets" ]] || { echo "instruction-guard: no budgets at $budgets (run with --write)" >&2; exit 2; }
# The tolerance is the budgets file's, 10 % unless it says otherwise.
((write)) || tolerance=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("tolerance_percent", 10))' "$budgets")

started=$SECONDS
work=$(mktemp -d /tmp/handbook-guard.XXXXXX)
trap 'rm -rf "$work"' EXIT
"$objcopy" --strip-debug "$binary" "$work/handbook"
touch -r "$binary" "$work/handbook.stamp" # when the binary counted was built, should it be rebuilt meanwhile
cat >"$work/sigsuspend.c" <<'C'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) { sigset_t copy = *mask; return (int)syscall(SYS_rt_sigsuspend, &copy, 8); }
C
"$cc" -O2 -shared -fPIC -o "$work/sigsuspend.so" "$work/sigsuspend.c"
export LD_PRELOAD=$work/sigsuspend.so
python3 "$root/scripts/corpus.py" --pages "$pages" --out "$work/corpus" >/dev/null
rm -rf "$work/corpus/hugo"
content=$work/corpus/handbook/Content
settled=@1767225600 # 2026-01-01, long settled
edited=@1767312000  # a day later: an edit the caches see as changed and settled
find "$content" -exec touch -h -d "$settled" {} +

declare -A measured
# count NAME COMMAND...: runs COMMAND under Cachegrind, which writes its count to $work/NAME.cg.
count() {
    local name=$1; shift
    if ! valgrind --tool=cachegrind --cache-sim=no --branch-sim=no \
            --cachegrind-out-file="$work/$name.cg" --log-file="$work/$name.valgrind" \
            "$@" >"$work/$name.out" 2>"$work/$name.err"; then
        echo "instruction-guard: $name failed:" >&2
        tail -20 "$work/$name.err" "$work/$name.valgrind" >&2
        exit 2
    fi
}
# record NAME: the instruction count Cachegrind wrote for NAME.
record() {
    measured[$1]=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$work/$1.cg")
    [[ -n "${measured[$1]}" ]] || { echo "instruction-guard: no count for $1" >&2; exit 2; }
}
scenario() {
    (cd "$work/corpus/handbook" && XDG_CACHE_HOME="$work/cache" count "$1" "$work/handbook" build --quiet --output "$work/site")
    record "$1"
}

# 1. Cold: no cache, no output.
scenario cold-build
# 2. One generated page's text edited.
page=$content/guidelines/section-07/page-00007.md
printf '\nOne more sentence about tab labels, added by the instruction guard.\n' >>"$page"
touch -d "$edited" "$page"
scenario one-page
# 3. One example's caption in the tabs spec edited.
spec=$content/components/tabs.yml
grep -q 'caption: Three short nouns share the width evenly' "$spec" || { echo "instruction-guard: the caption to edit is not in $spec" >&2; exit 2; }
sed -i 's/caption: Three short nouns share the width evenly/caption: Three short nouns share the bar'"'"'s width evenly/' "$spec"
touch -d "$edited" "$spec"
scenario spec-caption
# 4. 200 `layout` calls over stdio; the client is not counted, only the server under Valgrind.
XDG_CACHE_HOME="$work/cache" python3 - "$work" "$content" "$calls" <<'PY' || exit 2
import json, subprocess, sys
work, content, calls = sys.argv[1], sys.argv[2], int(sys.argv[3])
name = "mcp-layout"
server = subprocess.Popen(
    ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--branch-sim=no",
     f"--cachegrind-out-file={work}/{name}.cg", f"--log-file={work}/{name}.valgrind",
     f"{work}/handbook", "mcp", "--content", content, "--call-timeout", "600"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(f"{work}/{name}.err", "w"), text=True)
def fail(message):
    server.kill(); server.wait()
    sys.exit(message)
next_id = 0
def request(method, params=None):
    global next_id
    next_id += 1
    message = {"jsonrpc": "2.0", "id": next_id, "method": method}
    if params is not None:
        message["params"] = params
    server.stdin.write(json.dumps(message) + "\n"); server.stdin.flush()
    while True:
        line = server.stdout.readline()
        if not line:
            fail(f"instruction-guard: the MCP server closed its output (see {work}/{name}.err)")
        answer = json.loads(line)
        if answer.get("id") == next_id:
            if "error" in answer:
                fail(f"instruction-guard: {method} failed: {answer['error']}")
            return answer["result"]
request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "instruction-guard", "version": "1"}})
server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n"); server.stdin.flush()
tools = {tool["name"]: tool for tool in request("tools/list")["tools"]}
schema = tools["layout"]["inputSchema"]
# The schema names the labels (an array of strings): fail here, not silently, if that changes.
if schema.get("required") != ["labels"] or schema["properties"]["labels"].get("type") != "array" or "width" not in schema["properties"]:
    fail(f"instruction-guard: layout's input schema changed: {json.dumps(schema)[:300]}")
arguments = {"labels": ["Home", "Search", "Library"], "width": 390}
for _ in range(calls):
    result = request("tools/call", {"name": "layout", "arguments": arguments})
    if result.get("isError"):
        fail(f"instruction-guard: layout answered an error: {result['content'][0]['text']}")
server.stdin.close()
if server.wait() != 0:
    sys.exit(f"instruction-guard: the MCP server exited {server.returncode}")
PY
record mcp-layout

scenarios=(cold-build one-page spec-caption mcp-layout)
elapsed=$((SECONDS - started))
if ((write)); then
    commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
    newer=$(find "$root/Sources" "$root/Package.swift" -newer "$work/handbook.stamp" -type f 2>/dev/null | wc -l)
    if ((newer)); then
        echo "instruction-guard: warning: $newer files under Sources/ are newer than $binary; rebuild it before recording budgets" >&2
        provenance="$commit, $newer Sources files newer than the binary"
    else
        provenance="$commit, no Sources file newer than the binary"
    fi
    comment="Instructions executed (Valgrind $(valgrind --version | sed 's/valgrind-//') Cachegrind, --cache-sim=no) by $(realpath -s --relative-to="$root" "$binary" 2>/dev/null || echo "$binary") (built $(date -u -r "$work/handbook.stamp" '+%Y-%m-%d %H:%M UTC'), tree at $provenance) with $(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/Swift \1/p' | head -1), on $(nproc) cores, Linux $(uname -r), $(date -u +%Y-%m-%d); $pages generated pages beside the bundled Content/, $calls layout calls. Fail above +$tolerance %. Raise a budget only in a commit that says why."
    args=()
    for name in "${scenarios[@]}"; do args+=("$name=${measured[$name]}"); done
    python3 - "$budgets" "$comment" "$tolerance" "${args[@]}" <<'PY'
import json, sys
path, comment, tolerance = sys.argv[1], sys.argv[2], int(sys.argv[3])
counts = {name: int(value) for name, value in (arg.split("=") for arg in sys.argv[4:])}
with open(path, "w") as f:
    json.dump({"comment": comment, "tolerance_percent": tolerance, "budgets": counts}, f, indent=2)
    f.write("\n")
PY
    echo "instruction-guard: budgets written to $budgets"
fi

status=0
printf '%-14s %16s %16s %9s\n' scenario budget measured change
for name in "${scenarios[@]}"; do
    budget=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["budgets"].get(sys.argv[2], 0))' "$budgets" "$name")
    read -r change verdict < <(python3 -c '
import sys
budget, measured, tolerance = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
if budget <= 0:
    print("n/a NO-BUDGET"); sys.exit()
change = (measured - budget) * 100 / budget
print(f"{change:+.1f}%", "OVER" if change > tolerance else ("under" if change < -tolerance else "ok"))' "$budget" "${measured[$name]}" "$tolerance")
    printf '%-14s %16s %16s %9s  %s\n' "$name" "$budget" "${measured[$name]}" "$change" "$verdict"
    [[ "$verdict" == OVER || "$verdict" == NO-BUDGET ]] && status=1
    [[ "$verdict" == under ]] && under=1
done
echo "instruction-guard: $(basename "$binary"), ${elapsed}s; fails above +$tolerance % of a budget"
((${under:-0})) && echo "instruction-guard: a count fell more than $tolerance % below its budget: record the saving with --write (and say why in the commit)"
if ((status)); then
    echo "instruction-guard: FAILED: an instruction count grew more than $tolerance % over its budget in $budgets" >&2
fi
exit $status
