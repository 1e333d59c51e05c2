#!/usr/bin/env bash
# Builds handbook under ThreadSanitizer and runs what uses every core on a corpus that has
# what the parallel parse once raced on (#52): the bundled Content plus 300 generated pages
# with autolinks, a table, a footnote and strikethrough, a third of them MDX. A cold build,
# a one-page rebuild, a spec edit, check and an MCP session; any ThreadSanitizer report fails.
# Not part of CI (the sanitized build adds minutes).
#   scripts/tsan.sh
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=.build-tsan
swift build --scratch-path "$scratch" --product handbook --sanitize=thread || exit 1
binary="$PWD/$scratch/debug/handbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Content "$work/c"
python3 - "$work/c" <<'PY'
import os, sys
root = sys.argv[1]
for i in range(300):
    folder = f"{root}/guidelines/generated-{i // 50}"
    os.makedirs(folder, exist_ok=True)
    extension = "mdx" if i % 3 == 0 else "md"
    with open(f"{folder}/page-{i}.{extension}", "w") as page:
        page.write(f"---\ntitle: Generated {i}\nsummary: Page {i}.\n---\n\n"
                   f"> See **https://example.com/rules/r{i}** for documentation, or www.example.org/{i}.\n\n"
                   f"| Part | Value |\n| --- | --- |\n| gap | {i} px |\n\n"
                   f"Text with a footnote[^n{i}] and ~~struck~~ words.\n\n[^n{i}]: The note.\n")
PY
export TSAN_OPTIONS="halt_on_error=0 report_signal_unsafe=0"
cd "$work"
reports=0
run() {
    "$@" > log.txt 2>&1
    local found; found=$(grep -c "WARNING: ThreadSanitizer" log.txt)
    echo "$found report(s): ${*:2:1} $(tail -n 1 log.txt)"
    [ "$found" -gt 0 ] && grep -A20 "WARNING: ThreadSanitizer" log.txt | head -60
    reports=$((reports + found))
}
run "$binary" build --content c --output out
echo "More text." >> c/guidelines/generated-1/page-52.md
run "$binary" build --content c --output out
sed -i 's/^summary: \(.*\)$/summary: \1 Edited./' c/components/tabs.yml
run "$binary" build --content c --output out
run "$binary" check --content c
python3 - "$binary" <<'PY' 2> mcp.txt
import json, subprocess, sys
server = subprocess.Popen([sys.argv[1], "mcp", "--content", "c"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def ask(number, method, params):
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": number, "method": method, "params": params}) + "\n")
    server.stdin.flush()
    return json.loads(server.stdout.readline())
ask(1, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "tsan", "version": "1"}})
for number in range(2, 12):
    ask(number, "tools/call", {"name": "layout", "arguments": {"items": ["Home", "Search", "Library"], "component": "tab-bar"}})
ask(12, "tools/call", {"name": "get_component", "arguments": {"component": "tabs"}})
server.stdin.close()
server.wait(timeout=300)
PY
found=$(cat mcp.txt 2>/dev/null | grep -c "WARNING: ThreadSanitizer"); found=${found:-0}
echo "$found report(s): mcp"
reports=$((reports + found))
echo "ThreadSanitizer: $reports report(s) in all"
[ "$reports" -eq 0 ]
