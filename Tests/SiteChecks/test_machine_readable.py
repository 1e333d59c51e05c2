"""The files the bundled site publishes for programs and coding assistants: every page's
Markdown twin beside its HTML, llms.txt (the outline, after the llms.txt convention),
llms-full.txt and components/NAME.json, all linked relatively so they work from any host."""
import json
import re
import urllib.parse
import urllib.request

LINK = re.compile(r"\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)")


def twin_of(page):
    return page[: -len("index.html")] + "index.md"


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
        assert '<link rel="alternate" type="text/markdown" href="index.md">' in html, f"{page} does not name its twin"


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
    twins = sorted(p.relative_to(site).as_posix() for p in site.rglob("index.md"))
    assert sorted(t for t in targets if t.endswith("index.md")) == twins, "one line per page"
    for target in targets:
        assert not target.startswith("/"), f"{target} is not relative"
        assert (site / target).is_file(), f"llms.txt links to {target}, which is not in the site"
        with urllib.request.urlopen(served + target) as response:
            assert response.status == 200


def test_llms_full_txt_holds_every_twin_in_reading_order(site):
    full = (site / "llms-full.txt").read_text(encoding="utf-8")
    for twin in site.rglob("index.md"):
        assert twin.read_text(encoding="utf-8") in full, f"llms-full.txt lacks {twin.relative_to(site)}"
    assert full.index("Source: guidelines/navigation/tab-bars/index.md") < full.index("Source: components/tab-bar/index.md")


def test_component_facts_as_json_and_previews_as_text(site):
    for name in ("tabs", "tab-bar", "segmented-control"):
        facts = json.loads((site / "components" / f"{name}.json").read_text(encoding="utf-8"))
        assert facts["summary"]["name"] == name and facts["summary"]["url"] == f"{name}/"
        assert (site / "components" / facts["summary"]["url"] / "index.html").is_file()
        assert facts["rules"] and all(rule["id"] and rule["summary"] for rule in facts["rules"])
        twin = (site / "components" / name / "index.md").read_text(encoding="utf-8")
        assert f"[{name}.json](../{name}.json)" in twin
        assert "**Computed preview:**" in twin and "| Item | Box " in twin
    tabs = json.loads((site / "components" / "tabs.json").read_text(encoding="utf-8"))
    locales = {threshold["locale"] for threshold in tabs["thresholds"]}
    assert {"en", "de", "ar", "ja"} <= locales, "thresholds in every language the site ships"
