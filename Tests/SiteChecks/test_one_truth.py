"""One truth on every page of the bundled site: what a caption's verdict says of a picture is
what the picture draws (its SVG title, from the same layout), and the Themes table's failing
cells are exactly the findings `handbook check` reports."""
import html
import json
import re
import subprocess

from conftest import ROOT, handbook_binary

FIGURE = re.compile(r"<figure\b.*?</figure>", re.S)
TITLE = re.compile(r"<title[^>]*>([^<]*)</title>")
CAPTION = re.compile(r"<figcaption.*?</figcaption>", re.S)
CUT = re.compile(r"\u201c([^\u201d]+)\u201d is truncated to \u201c[^\u201d]*\u201d in a [\d.]+ (?:pt|dp) item;[^.;]*?(?:; [^;]*?)? at ([\d.]+) (?:pt|dp)")


def test_every_caption_quotes_only_the_truncations_its_picture_draws(site, pages):
    checked = 0
    for page in pages:
        text = (site / page).read_text()
        for figure in FIGURE.findall(text):
            captions = CAPTION.findall(figure)
            titles = TITLE.findall(figure)
            if not captions or not titles:
                continue
            caption = html.unescape(re.sub(r"<[^>]+>", "", captions[0]))
            title = html.unescape(titles[0])
            drawn = set()
            if "truncated: " in title:
                drawn = {label.strip() for label in title.split("truncated: ", 1)[1].split(",")}
            width = re.search(r", ([\d.]+) (?:pt|dp)", title)
            for label, at in CUT.findall(caption):
                checked += 1
                assert label in drawn, (page, caption, title)
                assert width and float(at) == float(width.group(1)), (page, caption, title)
    assert checked >= 3, "the bundled site's Don'ts quote truncations"


def test_the_themes_tables_fail_exactly_what_check_reports(site, pages):
    result = subprocess.run([handbook_binary(), "check", "--content", str(ROOT / "Content"), "--format", "json"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    findings = json.loads(result.stdout or "[]")
    reported = {f"{f['file'].split('/')[-1].removesuffix('.yml')} {f['id']}" for f in findings if f["id"].startswith("contrast.")}
    low = set()
    for page in pages:
        if not page.startswith("components/") or page.count("/") != 2:
            continue
        name = page.split("/")[1]
        for rule in re.findall(r'class="contrast--low" data-rule="([^"]+)"', (site / page).read_text()):
            low.add(f"{name} {rule}")
    assert low == reported
