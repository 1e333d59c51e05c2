#!/usr/bin/env bash
# Builds what a new user installs in seconds instead of compiling Swift for minutes (issue 50,
# point 5), into dist/:
#   dist/handbook_VERSION_ARCH.deb              /usr/bin/handbook, its copyright file, a control
#                                               file whose Depends names what it loads
#   dist/handbook-VERSION-linux-MACHINE.tar.gz  the same binary, README.md (and LICENSE if any)
#
# The binary is a release build with the Swift runtime and Foundation linked statically
# (--static-swift-stdlib), so the machine it runs on needs no Swift toolchain; the default theme
# is built into it already (the EmbedTheme plugin). The C libraries it links stay Debian's
# shared libraries: cmark-gfm, HarfBuzz and harfbuzz-subset, fribidi, and the two that static
# Foundation brings, libxml2 (FoundationXML: the string catalogs' XML) and libcurl
# (FoundationNetworking, linked because the MCP SDK's HTTP client transport uses URLSession).
#
# Depends is derived, not written by hand: every library `ldd` lists for the binary, as
# `dpkg -S` names its package, so linking a new library (libwoff1 once WOFF2 is compressed
# in-process) adds its package by itself; libc6 carries the newest glibc symbol version the
# binary uses. To those go the packages it opens at run time without linking them, declared
# below with the reason for each. Run by `make dist` (after `scripts/setup.sh --dist`).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
version=$(sed -n 's/^public let handbookVersion = "\(.*\)"$/\1/p' Sources/HandbookFoundation/HandbookVersion.swift)
[[ -n "$version" ]] || { echo "dist: no handbookVersion in Sources/HandbookFoundation/HandbookVersion.swift" >&2; exit 2; }
architecture=$(dpkg --print-architecture)
machine=$(uname -m)
# Who builds it: HANDBOOK_MAINTAINER, else git's user, else the author of the commit built
# (a CI checkout has no user).
maintainer=${HANDBOOK_MAINTAINER:-}
if [[ -z "$maintainer" && -n "$(git config user.email || true)" ]]; then
    maintainer="$(git config user.name) <$(git config user.email)>"
fi
[[ -n "$maintainer" ]] || maintainer=$(git log -1 --format='%an <%ae>')

# `make release` builds with the same flags, so both share .build (--static-swift-stdlib
# changes how every file is compiled: different flags would compile everything again).
scratch=${HANDBOOK_DIST_BUILD:-.build}
$SWIFT build -c release --static-swift-stdlib --product handbook --scratch-path "$scratch"
binary=$scratch/release/handbook

linked=$(ldd "$binary")
if grep -Eq 'libswift|libFoundation|libdispatch|libBlocksRuntime' <<<"$linked"; then
    echo "dist: $binary still loads the Swift runtime or Foundation dynamically:" >&2
    grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' <<<"$linked" >&2
    exit 1
fi
if grep -q 'not found' <<<"$linked"; then
    echo "dist: $binary loads libraries this machine lacks:" >&2
    grep 'not found' <<<"$linked" >&2
    exit 1
fi

# The package owning a library path. ldd prints /lib/… paths while merged-/usr Debian packages
# may list either the /lib or the /usr/lib spelling, of the link or of the file it names.
package_of() {
    local path=$1 resolved candidate owner
    resolved=$(readlink -f "$path")
    for candidate in "$path" "$resolved" "${path#/usr}" "${resolved#/usr}" "/usr${path}" "/usr${resolved}"; do
        owner=$(dpkg -S "$candidate" 2>/dev/null | grep -v '^diversion' | head -n 1 | cut -d: -f1 | cut -d, -f1) || true
        if [[ -n "$owner" ]]; then
            echo "$owner"
            return
        fi
    done
    echo "dist: no Debian package owns $path (ldd of $binary)" >&2
    return 1
}

# Every absolute path ldd prints: `name => /path (addr)` and the loader's own `/path (addr)`.
library_packages=()
while read -r path; do
    library_packages+=("$(package_of "$path")")
done < <(awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) { print $i; break } }' <<<"$linked")

# What the binary opens at run time without linking it: Sources/TextMetrics/FontStack.swift
# and HarfBuzzMeasurer.swift, Sources/HandbookComponents/Platforms/Android/AndroidPack.swift,
# Sources/HandbookComponents/Icons/IconLibrary.swift, Sources/TextMetrics/WOFF2Compressor.swift.
runtime_packages=(
    fonts-inter                            # Inter Medium: the default label font, first in the preview font stack
    fonts-noto-core                        # Noto Sans Arabic, Hebrew, Thai and Devanagari: the stack's other scripts
    fonts-noto-cjk                         # Noto Sans CJK JP: kana, kanji, hangul and Chinese in the stack
    fonts-roboto                           # Roboto Medium: Android's navigation bar previews
    fonts-material-design-icons-iconfont   # Material Icons: the icons the previews draw by name
)
# woff2_compress makes the served subsets WOFF2; it is run as a program until the binary links
# Google's woff2 encoder itself (libwoff2enc, Debian's libwoff1, which ldd then brings above).
if ! grep -q 'libwoff2enc' <<<"$linked"; then
    runtime_packages+=(woff2)
fi

glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1)
depends=""
for package in $(printf '%s\n' "${library_packages[@]}" | sort -u) "${runtime_packages[@]}"; do
    entry=$package
    [[ "$package" == libc6 && -n "$glibc" ]] && entry="libc6 (>= $glibc)"
    depends+="${depends:+, }$entry"
done

root=dist/root
rm -rf "$root"
install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/doc/handbook"
# Stripped: the symbol table is half the file and nothing reads it at run time.
install -m 0755 -s "$binary" "$root/usr/bin/handbook"
HANDBOOK_DIST_BUILD=$scratch scripts/dist-copyright.sh >"$root/usr/share/doc/handbook/copyright"
chmod 0644 "$root/usr/share/doc/handbook/copyright"

cat >"$root/DEBIAN/control" <<EOF
Package: handbook
Version: $version
Architecture: $architecture
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: git
Section: web
Priority: optional
Description: static-site generator for design systems
 Handbook turns guideline pages in Markdown and component specs in YAML into a
 reference site whose previews are laid out from the real fonts' metrics, in
 every language the app ships, and checked against the guidelines. With git
 installed, pages show when they last changed and site.yml's versions are built
 from tags, branches or commits.
EOF

deb="dist/handbook_${version}_${architecture}.deb"
dpkg-deb --build --root-owner-group "$root" "$deb" >/dev/null

tree="handbook-${version}-linux-${machine}"
rm -rf "dist/$tree"
install -d "dist/$tree"
install -m 0755 "$root/usr/bin/handbook" "dist/$tree/handbook"
install -m 0644 README.md "dist/$tree/README.md"
install -m 0644 "$root/usr/share/doc/handbook/copyright" "dist/$tree/copyright"
[[ -f LICENSE ]] && install -m 0644 LICENSE "dist/$tree/LICENSE"
printf '%s\n' "$depends" >"dist/$tree/DEPENDS"
tar -czf "dist/$tree.tar.gz" --owner=0 --group=0 --sort=name -C dist "$tree"
rm -rf "dist/$tree" "$root"

echo "dist: $deb ($(du -h "$deb" | cut -f1)), dist/$tree.tar.gz ($(du -h "dist/$tree.tar.gz" | cut -f1))"
echo "dist: Depends: $depends"
