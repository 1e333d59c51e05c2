#!/usr/bin/env bash
# Tests what `make dist` makes as a user gets it (run as root; `make dist-test`):
#   1. builds the .deb (`make dist`);
#   2. every shared library `ldd` lists for the packaged binary belongs, as `dpkg -S` names
#      the owner of its resolved path, to a package the control file's Depends names (libc6's
#      loader and libraries included), and none is the Swift runtime or Foundation;
#   3. installs it with `apt-get install ./dist/handbook_….deb`;
#   4. builds a copy of the bundled Content/ in a scratch folder outside the repository, with
#      /usr/bin/handbook, no Templates/ and an empty cache: the site has its home page, a
#      component page and WOFF2 preview fonts, and `handbook check` exits 0 there;
#   5. removes the package again (unless it was installed before the test).
# Prints how long the install and the cold build took. Exits 1 on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

fail() { echo "test-dist: FAIL: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "run as root: it installs the package with apt-get"

make dist SWIFT="${SWIFT:-swift}"
version=$(sed -n 's/^public let handbookVersion = "\(.*\)"$/\1/p' Sources/HandbookFoundation/HandbookVersion.swift)
deb="$repository/dist/handbook_${version}_$(dpkg --print-architecture).deb"
[[ -f "$deb" ]] || fail "make dist made no $deb"
[[ -f "dist/handbook-${version}-linux-$(uname -m).tar.gz" ]] || fail "make dist made no tarball"

scratch=$(mktemp -d /tmp/handbook-dist-test.XXXXXX)
installed_before=false
dpkg-query -W -f='${Status}' handbook 2>/dev/null | grep -q "install ok installed" && installed_before=true
cleanup() {
    if [[ "$installed_before" == false ]] && dpkg-query -W -f='${Status}' handbook 2>/dev/null | grep -q "install ok installed"; then
        DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq handbook >/dev/null
    fi
    rm -rf "$scratch"
}
trap cleanup EXIT

# 2. The libraries against Depends, on the binary as packaged, before anything is installed.
dpkg-deb -x "$deb" "$scratch/package"
binary="$scratch/package/usr/bin/handbook"
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/(.*)//; s/[[:space:]]//g' | grep -v '^$')
linked=$(ldd "$binary")
! grep -Eq 'libswift|libFoundation|libdispatch|libBlocksRuntime' <<<"$linked" || fail "the binary loads the Swift runtime or Foundation: $linked"
! grep -q 'not found' <<<"$linked" || fail "the binary loads libraries this machine lacks: $linked"
checked=0
while read -r path; do
    resolved=$(readlink -f "$path")
    # Merged /usr: the package may list the /lib spelling of the resolved file, or the link itself.
    owner=""
    for candidate in "$resolved" "${resolved#/usr}" "$path"; do
        owner=$(dpkg -S "$candidate" 2>/dev/null | grep -v '^diversion' | head -n 1 | cut -d: -f1 | cut -d, -f1) || true
        [[ -n "$owner" ]] && break
    done
    [[ -n "$owner" ]] || fail "no package owns $path ($resolved), which the binary loads"
    grep -qx "$owner" <<<"$depends" || fail "$path belongs to $owner, which Depends does not name"
    checked=$((checked + 1))
done < <(awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) { print $i; break } }' <<<"$linked")
echo "test-dist: the $checked libraries the binary loads all belong to packages Depends names"

# 3. Install as a user would.
started=$(date +%s%3N)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >"$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log" >&2; fail "apt-get install $deb"; }
installed=$(date +%s%3N)
[[ "$(/usr/bin/handbook --version)" == "$version" ]] || fail "/usr/bin/handbook --version is not $version"

# 4. A team's folder: only Content/, nowhere near the repository, nothing cached.
mkdir "$scratch/team"
cp -R Content "$scratch/team/Content"
cd "$scratch/team"
export XDG_CACHE_HOME="$scratch/cache"
/usr/bin/handbook build --quiet || fail "handbook build exited $?"
built=$(date +%s%3N)
for page in index.html components/tabs/index.html guidelines/navigation/index.html assets/handbook.css; do
    [[ -s "_site/$page" ]] || fail "the built site has no _site/$page"
done
pages=$(find _site -name index.html | wc -l)
[[ $pages -ge 10 ]] || fail "the built site has only $pages pages"
grep -q 'font/woff2' _site/assets/preview-fonts.css || fail "the preview fonts are not WOFF2 (is woff2 or libwoff1 installed?)"
/usr/bin/handbook check || fail "handbook check exited $? on the bundled content"
cd "$repository"

echo "test-dist: OK — apt-get install $((installed - started)) ms, then a cold handbook build of the bundled content $((built - installed)) ms ($pages pages)"
