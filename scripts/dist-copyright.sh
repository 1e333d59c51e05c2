#!/usr/bin/env bash
# Prints the copyright file of the .deb and tarball scripts/dist.sh makes: Handbook's own terms,
# then everything the static binary carries besides — the Swift runtime and Foundation from the
# toolchain, and every package SwiftPM resolved for the build (workspace-state.json in
# HANDBOOK_DIST_BUILD, the build folder scripts/dist.sh uses),
# each with its licence and NOTICE. An Apache-2.0 licence is referred to by Debian's copy in
# /usr/share/common-licenses; any other licence, and any exception added to Apache's text, is
# printed whole.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
build=${HANDBOOK_DIST_BUILD:-.build}

# A licence file: a reference when it is Apache-2.0's text from its first line, with whatever
# follows the standard terms (the Runtime Library Exception); else the file itself (the MCP
# SDK's, for one, puts its MIT-to-Apache transition above Apache's text).
print_licence() {
    local file=$1
    if awk 'NF { print; exit }' "$file" | grep -Eqx '[[:space:]]*Apache License[[:space:]]*'; then
        echo "License: Apache-2.0 (/usr/share/common-licenses/Apache-2.0)"
        if grep -q 'Runtime Library Exception' "$file"; then
            sed -n '/Runtime Library Exception/,$p' "$file" | sed 's/^/ /'
        fi
    else
        echo "License:"
        sed 's/^$/./; s/^/ /' "$file"
    fi
}

licence_file() {
    find "$1" -maxdepth 1 -type f \( -iname 'LICENSE*' -o -iname 'LICENCE*' -o -iname 'COPYING*' \) | sort | head -n 1
}

cat <<'EOF'
Handbook, a static-site generator for design systems.

Handbook's own source states no licence (the repository has no LICENSE file); until it
does, no licence is granted beyond what its authors state.

/usr/bin/handbook also contains, linked statically, the components below. The C libraries
it loads (cmark-gfm, HarfBuzz, fribidi, libxml2, libcurl and theirs) are Debian's shared
libraries, with their own copyright files under /usr/share/doc.

EOF

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")
echo "Component: the Swift runtime and Foundation ($($SWIFT --version 2>/dev/null | head -n 1))"
echo "Source: https://github.com/swiftlang"
print_licence "$toolchain/share/swift/LICENSE.txt"
echo

python3 -c '
import json, sys
state = json.load(open(sys.argv[1] + "/workspace-state.json"))
for dependency in sorted(state["object"]["dependencies"], key=lambda d: d["packageRef"]["identity"]):
    reference, checkout = dependency["packageRef"], dependency["state"].get("checkoutState", {})
    print(dependency["subpath"], reference["location"], checkout.get("version") or checkout.get("revision", ""), sep="\t")
' "$build" | while IFS=$'\t' read -r folder location version; do
    echo "Component: $folder $version"
    echo "Source: $location"
    licence=$(licence_file "$build/checkouts/$folder")
    if [[ -n "$licence" ]]; then
        print_licence "$licence"
    else
        echo "License: none found in the package"
    fi
    for notice in $(find "$build/checkouts/$folder" -maxdepth 1 -type f -iname 'NOTICE*' | sort); do
        echo "Notice:"
        sed 's/^$/./; s/^/ /' "$notice"
    done
    echo
done
