"""The files the bundled site publishes for programs and coding assistants: every page's
Markdown twin beside its HTML (the page's URL with `.md` appended, as the llms.txt convention
has it), llms.txt (the outline), llms-full.txt (every twin, its links resolving from the root)
and components/NAME.json, all linked relatively so they work from any host; with site.yml's
`url:`, every link in them is absolute."""
import json
import pathlib
import re
import shutil
import subprocess
import tempfile
import urllib.parse
import urllib.request

from conftest import ROOT, handbook_binary

LINK = re.compile(r"\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)")


def twin_of(page):
    return page + ".md"


def local_links(markdown):
    """Destinations of Markdown links that lead into the site (no scheme, no bare fragment)."""
    for target in LINK.findall(markdown):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue
        yield target.split("#", 1)[0]


def test_every_page_has_its_markdown_twin(site, pages):
    html_pages = [page for page in pages if page.endswith("index.html")]
    assert len(html_pages) >= 15
    for page in html_pages:
        twin = site / twin_of(page)
        assert twin.is_file(), f"{page} has no Markdown twin"
        text = twin.read_text(encoding="utf-8")
        assert text.startswith("# "), f"{twin_of(page)} does not open with its title"
        assert "\n---\ntitle:" not in text and not text.startswith("---"), f"{twin_of(page)} kept its front matter"
        assert "```tabbar" not in text, f"{twin_of(page)} kept a tabbar block instead of its facts"
        html = (site / page).read_text(encoding="utf-8")
        assert '<link rel="alternate" type="text/markdown" href="index.html.md">' in html, f"{page} does not name its twin"


def test_twins_links_resolve(site, pages):
    for page in pages:
        if not page.endswith("index.html"):
            continue
        name = twin_of(page)
        folder = (site / name).parent
        for target in local_links((site / name).read_text(encoding="utf-8")):
            resolved = (folder / urllib.parse.unquote(target)).resolve()
            assert resolved.is_file(), f"{name} links to {target}, which is not in the site"


def test_llms_txt_follows_the_convention_and_every_link_resolves(site, served):
    outline = (site / "llms.txt").read_text(encoding="utf-8")
    lines = outline.splitlines()
    assert lines[0].startswith("# ") and lines[2].startswith("> "), "an H1 title, then a blockquote summary"
    assert any(line.startswith("## ") for line in lines), "sections as H2 lists"
    assert "## Optional" in lines
    targets = list(local_links(outline))
    twins = sorted(p.relative_to(site).as_posix() for p in site.rglob("index.html.md"))
    assert sorted(t for t in targets if t.endswith("index.html.md")) == twins, "one line per page"
    for target in targets:
        assert not target.startswith("/"), f"{target} is not relative"
        assert (site / target).is_file(), f"llms.txt links to {target}, which is not in the site"
        with urllib.request.urlopen(served + target) as response:
            assert response.status == 200


def test_llms_full_txt_holds_every_twin_in_reading_order_and_every_link_resolves_from_the_root(site):
    full = (site / "llms-full.txt").read_text(encoding="utf-8")
    for twin in site.rglob("index.html.md"):
        name = twin.relative_to(site).as_posix()
        assert f"Source: {name}\n" in full, f"llms-full.txt lacks {name}"
        title = twin.read_text(encoding="utf-8").splitlines()[0]
        assert title in full
    assert full.index("Source: guidelines/navigation/tab-bars/index.html.md") < full.index("Source: components/tab-bar/index.html.md")
    links = list(local_links(full))
    assert len(links) > 40
    dead = [target for target in links if not (site / urllib.parse.unquote(target)).is_file()]
    assert not dead, f"{len(dead)} of {len(links)} links in llms-full.txt do not resolve from the root: {dead[:5]}"


def test_with_url_set_every_link_is_absolute(tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content)
    settings = content / "site.yml"
    settings.write_text("url: https://design.example.com/\n" + settings.read_text(encoding="utf-8"), encoding="utf-8")
    output = tmp_path / "_site"
    result = subprocess.run([handbook_binary(), "build", "--content", str(content), "--output", str(output), "--quiet"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    root = "https://design.example.com/"
    for name in ("llms.txt", "llms-full.txt", "guidelines/navigation/tab-bars/index.html.md"):
        text = (output / name).read_text(encoding="utf-8")
        targets = [target for target in LINK.findall(text) if not target.startswith("#")]
        assert targets, name
        relative = [target for target in targets if not re.match(r"^[a-z][a-z0-9+.-]*:", target)]
        assert not relative, f"{name} has relative links: {relative[:5]}"
        for target in targets:
            if target.startswith(root):
                path = urllib.parse.unquote(target[len(root):].split("#", 1)[0])
                assert (output / path).is_file(), f"{name} links to {target}, which is not in the site"


def test_component_facts_as_json_and_previews_as_text(site):
    for name in ("tabs", "tab-bar", "segmented-control"):
        facts = json.loads((site / "components" / f"{name}.json").read_text(encoding="utf-8"))
        assert facts["summary"]["name"] == name and facts["summary"]["url"] == f"{name}/"
        assert (site / "components" / facts["summary"]["url"] / "index.html").is_file()
        assert facts["rules"] and all(rule["id"] and rule["summary"] for rule in facts["rules"])
        twin = (site / "components" / name / "index.html.md").read_text(encoding="utf-8")
        assert f"[{name}.json](../{name}.json)" in twin
        assert "**Computed preview:**" in twin and "| Item | Box " in twin
    tabs = json.loads((site / "components" / "tabs.json").read_text(encoding="utf-8"))
    locales = {threshold["locale"] for threshold in tabs["thresholds"]}
    assert {"en", "de", "ar", "ja"} <= locales, "thresholds in every language the site ships"
