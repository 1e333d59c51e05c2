"""Previews at the sizes the platforms have (issue 48): every width site.yml lists has its
picture on every component page, iOS 26's floating bar never grows past the compact capsule
of the widest iPhone, and the width control switches to the tablet's bar at the tablet width
instead of stretching the phone's."""
import re

import yaml

from conftest import ROOT

# The widest iPhone in portrait, in points: the compact capsule and its search tab fit in it.
WIDEST_COMPACT_SCREEN = 440
TABLET_WIDTH = 600
FLOATING = re.compile(r'<svg[^>]*tab-preview--floating-tab-bar.*?</svg>', re.S)
CAPSULE = re.compile(r'<rect class="surface bar" x="([\d.]+)" y="[\d.]+" width="([\d.]+)"')


def component_pages(pages):
    return [page for page in pages if page.startswith("components/") and page.count("/") == 2 and page.endswith("index.html")]


def test_every_listed_width_has_a_picture(site, pages):
    widths = yaml.safe_load((ROOT / "Content" / "site.yml").read_text())["device-widths"]
    listed = [f"{width:g}" for width in sorted(widths)]
    checked = 0
    for page in component_pages(pages):
        text = (site / page).read_text()
        rows = re.findall(r'<div class="preview-row" data-fit-group data-width="([\d.]+)"', text)
        assert rows == listed, page
        checked += 1
    assert checked >= 3


def test_the_floating_bar_is_never_wider_than_the_compact_capsule(site, pages):
    seen = 0
    for page in pages:
        for svg in FLOATING.findall((site / page).read_text()):
            for x, width in CAPSULE.findall(svg):
                seen += 1
                screen = float(re.search(r'viewBox="0 0 ([\d.]+)', svg).group(1))
                assert float(width) <= WIDEST_COMPACT_SCREEN and float(x) + float(width) <= screen, (page, x, width)
                # On a wider screen the capsule (and its search tab) stand centred in a compact span.
                margin = (screen - WIDEST_COMPACT_SCREEN) / 2
                assert float(x) >= margin - 0.01 and float(x) + float(width) <= screen - margin + 0.01, (page, x, width)
    assert seen > 20, "the bundled site draws iOS 26's floating bar"


def test_the_width_control_switches_form_at_the_tablet_width(served, browser):
    browser.get(served + "components/tab-bar/index.html")
    forms = {}
    for width in range(280, 1025, 62):
        state = browser.execute_script("""
            const slider = document.querySelector('.width-explorer input[type=range]');
            slider.value = arguments[0];
            slider.dispatchEvent(new Event('input', {bubbles: true}));
            const svg = document.querySelector('.width-explorer svg.tab-preview');
            const bar = svg.querySelector('rect.surface.bar');
            return {form: svg.getAttribute('class'), bar: bar ? bar.getBBox().width : null, title: svg.querySelector('title').textContent};
        """, width)
        forms[width] = state
        if width < TABLET_WIDTH:
            assert "floating-tab-bar" in state["form"], (width, state)
            assert state["bar"] is not None and state["bar"] <= WIDEST_COMPACT_SCREEN, (width, state)
        else:
            assert "top-tab-bar" in state["form"], (width, state)
        assert f"{width} pt" in state["title"], (width, state)
    assert len(forms) > 10


CONTAINERS = """
function rgb(c) { var m = c && c.match(/[\\d.]+/g); return m && m.length >= 3 ? m.slice(0, 3).map(Number).concat([m.length > 3 ? Number(m[3]) : 1]) : null; }
function lum(c) { return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]); }
function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
function canvasOf(element) {
  for (var node = element.parentElement; node; node = node.parentElement) {
    var colour = rgb(getComputedStyle(node).backgroundColor);
    if (colour && colour[3] > 0) return colour;
  }
  return [255, 255, 255, 1];
}
var out = [];
document.querySelectorAll('svg.tab-preview--segmented, svg.tab-preview--floating-tab-bar, svg.tab-preview--top-tab-bar').forEach(function (svg) {
  if (svg.closest('[hidden]') || svg.getBoundingClientRect().width === 0) return;
  var container = svg.querySelector('rect.surface.bar') || svg.querySelector(':scope > rect.surface');
  var screen = svg.querySelector(':scope > rect.screen');
  var fill = rgb(getComputedStyle(container).fill), ground = screen ? rgb(getComputedStyle(screen).fill) : canvasOf(svg);
  var stroke = getComputedStyle(container).stroke, width = parseFloat(getComputedStyle(container).strokeWidth || '0');
  var a = lum(fill), b = lum(ground);
  out.push({svg: svg.querySelector('title').textContent, tokens: svg.getAttribute('data-tokens'), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
            bordered: stroke !== 'none' && width >= 0.5});
});
return out;
"""


def test_every_track_and_glass_reads_on_its_canvas(served, browser):
    """A segmented track, iOS 26's capsule and iPadOS's top bar differ from what they sit on by
    1.1:1 at least, or carry an edge, in every theme the page offers (on 2342cfc the track was
    the canvas's own colour in dark and high contrast)."""
    found = []
    for page in ("components/segmented-control/index.html", "components/tab-bar/index.html"):
        browser.get(served + page)
        themes = browser.execute_script("return Array.from(document.querySelectorAll('.theme-switch__option')).map(b => b.dataset.theme)")
        assert len(themes) == 3, page
        for theme in themes:
            browser.execute_script("document.querySelector(`.theme-switch__option[data-theme=\"${arguments[0]}\"]`).click()", theme)
            rows = browser.execute_script(CONTAINERS)
            assert rows, (page, theme)
            found += rows
    weak = [row for row in found if row["ratio"] < 1.1 and not row["bordered"]]
    assert not weak, weak[:5]
    assert {(row["tokens"] or "").split(";")[0] for row in found} >= {"theme=light", "theme=dark", "theme=high-contrast"}
