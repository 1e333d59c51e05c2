"""A hostile pull request, built and opened in headless Chromium: what the build escapes must
not run, and what it refuses must fail the build with its place, printing nothing of the
machine it ran on."""
import os
import re
import pathlib
import shutil
import subprocess
import tempfile

import pytest

from conftest import handbook_binary

PAYLOAD = "<script>document.title='PWNED';window.PWNED=1</script>"

# Each file an attack the build must escape or leave out; the site still builds.
ESCAPED = {
    "site.yml": 'title: "Harbor <img src=x onerror=window.PWNED=1>"\n'
                'base-path: "/\\"><script>window.PWNED=1</script>/"\n'
                "unsafe-html: false\n",
    "index.md": "---\ntitle: Home\nsummary: '<script>window.PWNED=1</script>'\n---\n\n"
                "Raw <img src=x onerror=\"window.PWNED=1\"> HTML.\n\n" + PAYLOAD + "\n\n"
                "[click](javascript:window.PWNED=1) and <javascript:window.PWNED=1>.\n",
    "guidelines/styled.mdx": "---\ntitle: Styled\n---\n\n# Styled\n\n"
                             "<div style={{position: 'fixed', inset: 0, zIndex: 99, background: 'red'}}>Overlay</div>\n\n"
                             "<a href=\"javascript:window.PWNED=1\">MDX link</a>\n\n"
                             "<img src=\"x\" onError={() => { window.PWNED = 1 }} alt=\"x\" />\n",
    "guidelines/tags <b>.md": "# Title with \"quotes\" & <i>tags</i>\n\nText.\n",
    "docs/contributing.md": "---\ntitle: Contributing\n---\n\nThe page, not a listing.\n",
    "docs/contributing/reviews.md": "# Reviews\n\nWho reviews.\n",
    "art/fine.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n',
}

# Each file an attack the build must refuse, with the error's place and rule.
REFUSED = {
    "guidelines/files/page.html": ("<p>x</p>" + PAYLOAD, "guidelines/files/page.html:1:1: error:", "content.unsafe-file"),
    "art/evil.svg": ('<svg xmlns="http://www.w3.org/2000/svg">\n  <script>window.PWNED=1</script>\n</svg>\n',
                     "art/evil.svg:2:3: error:", "content.unsafe-file"),
    "assets/code.js": ("window.PWNED=1", "assets/code.js:1:1: error:", "output.collision"),
}


def write(root, files):
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text if isinstance(text, str) else text[0])


def build(content, output):
    return subprocess.run([handbook_binary(), "build", "--content", str(content), "--output", str(output), "--quiet"],
                          cwd=content.parent, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "HB_SECRET": "hb-secret-value-1234"})


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    content = root / "Content"
    write(content, ESCAPED)
    result = build(content, root / "_site")
    assert result.returncode == 0, result.stderr
    return root / "_site"


def test_refused_attacks_fail_the_build_at_their_place_and_print_no_secret(tmp_path):
    content = tmp_path / "Content"
    write(content, ESCAPED)
    write(content, {path: case[0] for path, case in REFUSED.items()})
    result = build(content, tmp_path / "_site")
    assert result.returncode == 1
    for _, place, rule in REFUSED.values():
        assert any(place in line and f"[{rule}]" in line for line in result.stderr.splitlines()), (place, result.stderr)
    assert not (tmp_path / "_site").exists()
    # The machine's environment behind a token reference: refused where it is written, never printed.
    (content / "tokens").mkdir()
    (content / "tokens" / "site.resolver.json").write_text(
        '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "/proc/self/environ"}]}},\n'
        ' "resolutionOrder": [{"$ref": "#/sets/base"}]}\n')
    with open(content / "site.yml", "a") as site_file:
        site_file.write("tokens: tokens/site.resolver.json\n")
    result = build(content, tmp_path / "_site")
    assert result.returncode == 1
    assert "site.resolver.json:1:" in result.stderr and "[content.link-outside]" in result.stderr, result.stderr
    assert "hb-secret-value-1234" not in result.stderr + result.stdout
    assert not (tmp_path / "_site").exists()


def test_no_page_of_the_hostile_site_runs_its_script_or_escapes_its_box(hostile, browser):
    pages = sorted(hostile.rglob("*.html"))
    assert len(pages) >= 5
    for page in pages:
        browser.get(page.as_uri())
        state = browser.execute_script("""
            const fixed = [...document.querySelectorAll('main *, article *')]
              .filter(e => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(e).position) && !e.closest('figure, .preview, svg'));
            return {
              title: document.title,
              ran: window.PWNED === 1,
              handlers: [...document.querySelectorAll('*')].flatMap(e => [...e.attributes].filter(a => a.name.startsWith('on')).map(a => e.tagName + ' ' + a.name)),
              scriptLinks: [...document.querySelectorAll('[href], [src], [action]')].map(e => e.getAttribute('href') || e.getAttribute('src') || e.getAttribute('action'))
                             .filter(u => /^\\s*(javascript|vbscript|data:text)/i.test(u)),
              fixed: fixed.map(e => e.tagName + '.' + e.className),
            };
        """)
        name = page.relative_to(hostile).as_posix()
        assert not state["ran"] and state["title"] != "PWNED", name
        assert state["handlers"] == [], (name, state["handlers"])
        assert state["scriptLinks"] == [], (name, state["scriptLinks"])
        assert state["fixed"] == [], (name, state["fixed"])
    twins = [p for p in hostile.rglob("*.md")] + [hostile / "llms-full.txt"]
    for twin in twins:
        text = twin.read_text().lower()
        # The words may stay as text; no link, handler or script element may.
        assert "](javascript:" not in text and "<javascript:" not in text and "href=\"javascript:" not in text, twin
        # Raw tags stay out; escaped as text (`\\<script\\>`) they are words.
        assert not re.search(r"(?<!\\)<script", text) and not re.search(r"(?<!\\)<[a-z][^>]*\son[a-z]+=", text), twin


def test_a_page_beside_its_folder_is_that_folders_index(hostile):
    page = (hostile / "docs" / "contributing" / "index.html").read_text()
    assert "The page, not a listing." in page
