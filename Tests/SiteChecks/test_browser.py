"""The site in a real browser: labels measure as the engine measured them, stay inside
their items, and the pages look right (screenshots are written to artifacts/)."""
import pytest

from conftest import ARTIFACTS, set_color_scheme, set_width

MEASURE = """
return Array.from(document.querySelectorAll('svg g.tab')).map(function (g) {
  var label = g.querySelector('text.label');
  if (!label) return null;
  var svg = g.ownerSVGElement;
  // Previews of other token themes are hidden until chosen; they are measured when shown.
  if (svg.getClientRects().length === 0) return null;
  return {
    page: location.pathname, text: label.textContent,
    engine: parseFloat(label.getAttribute('data-width')),
    browser: label.getComputedTextLength(),
    itemX: parseFloat(g.getAttribute('data-x')), itemWidth: parseFloat(g.getAttribute('data-width')),
    labelX: label.getBBox().x, labelRight: label.getBBox().x + label.getBBox().width,
    fontLoaded: document.fonts.check('500 14px "Handbook Preview"'),
    theme: svg.getAttribute('data-tokens')
  };
}).filter(Boolean);
"""


def load(browser, served, page):
    browser.get(served + page)
    browser.execute_script("return document.fonts.ready.then(function () { return true; });")


def test_every_label_measures_as_the_engine_measured_it(site, served, pages, browser):
    labels = []
    for page in pages:
        load(browser, served, page)
        labels += browser.execute_script(MEASURE)
    assert labels, "the bundled site has previews with labels"
    assert all(label["fontLoaded"] for label in labels), "the preview font loads from the site"
    off = [l for l in labels if abs(l["engine"] - l["browser"]) > 0.1]
    assert not off, f"{len(off)} of {len(labels)} labels differ by more than 0.1 px, e.g. {off[:3]}"


ANDROID = """
return Array.from(document.querySelectorAll('svg[data-platform="android"] g.tab text.label')).filter(function (label) {
  return label.getClientRects().length > 0;
}).map(function (label) {
  return {text: label.textContent, engine: parseFloat(label.getAttribute('data-width')), browser: label.getComputedTextLength(),
          family: getComputedStyle(label).fontFamily};
});
"""


def test_android_previews_draw_in_roboto_as_the_engine_measured(site, served, browser):
    """The tabs spec names the web and Android: its Android previews ask for the Roboto subset
    (a family of its own) and every label measures as the engine measured it in Roboto."""
    load(browser, served, "components/tabs/index.html")
    labels = browser.execute_script(ANDROID)
    assert labels, "the tabs page shows Android previews"
    assert browser.execute_script("return document.fonts.check('500 14px \"Handbook Preview Android\"');")
    assert all("Handbook Preview Android" in label["family"] for label in labels), labels[:2]
    off = [l for l in labels if abs(l["engine"] - l["browser"]) > 0.1]
    assert not off, f"{len(off)} of {len(labels)} Android labels differ by more than 0.1 px, e.g. {off[:3]}"
    web = browser.execute_script("return document.querySelectorAll('svg[data-platform=\"web\"]').length;")
    assert web > 0, "beside the web's"


THEMES = "return Array.from(document.querySelectorAll('[data-theme-switch] [data-theme]')).map(function (b) { return b.getAttribute('data-theme'); });"

PAINTS = """
function rgb(hex) {
  if (!hex || hex[0] !== '#') return hex;
  var n = parseInt(hex.slice(1), 16);
  return 'rgb(' + [(n >> 16) & 255, (n >> 8) & 255, n & 255].join(', ') + ')';
}
var out = [];
document.querySelectorAll('svg[data-tokens]').forEach(function (svg) {
  if (svg.getClientRects().length === 0) return;
  svg.querySelectorAll('rect.surface, rect.indicator, text.label').forEach(function (part) {
    out.push({theme: svg.getAttribute('data-tokens'), part: part.getAttribute('class'),
              drawn: rgb(part.getAttribute('fill')), browser: getComputedStyle(part).fill});
  });
});
return out;
"""


def test_every_token_theme_measures_and_paints_as_the_engine(site, served, pages, browser):
    """Each theme chosen in turn: the previews shown are that theme's, every label measures
    as the engine measured it (letter spacing included), and the browser paints the
    container, indicator and labels with the colours the build resolved."""
    themed = 0
    for page in pages:
        load(browser, served, page)
        themes = browser.execute_script(THEMES)
        for theme in themes:
            browser.execute_script("document.querySelector('[data-theme-switch] [data-theme=\"' + arguments[0] + '\"]').click();", theme)
            labels = browser.execute_script(MEASURE)
            shown = {label["theme"] for label in labels if label["theme"] and "=" in label["theme"]}
            in_sets = browser.execute_script("return Array.from(document.querySelectorAll('.preview-themes > figure')).filter(function (f) { return f.getClientRects().length > 0; }).map(function (f) { return f.getAttribute('data-theme'); });")
            assert in_sets and set(in_sets) == {theme}, (page, theme, set(in_sets))
            off = [l for l in labels if abs(l["engine"] - l["browser"]) > 0.1]
            assert not off, (page, theme, off[:3])
            paints = browser.execute_script(PAINTS)
            wrong = [p for p in paints if p["drawn"] != p["browser"]]
            assert paints and not wrong, (page, theme, wrong[:3])
            themed += len(labels)
            assert shown
    assert themed, "the bundled site has token themes"


def test_every_label_stays_inside_its_item(site, served, pages, browser):
    outside = []
    for page in pages:
        load(browser, served, page)
        for label in browser.execute_script(MEASURE):
            if label["labelX"] < label["itemX"] - 0.01 or label["labelRight"] > label["itemX"] + label["itemWidth"] + 0.01:
                outside.append(label)
    assert not outside, outside[:3]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots(site, served, browser, width, scheme):
    ARTIFACTS.mkdir(exist_ok=True)
    set_width(browser, width)
    set_color_scheme(browser, scheme)
    try:
        for name, page in (("home", "index.html"), ("tabs", "components/tabs/index.html")):
            if not (site / page).exists():
                pytest.fail(f"missing {page}")
            load(browser, served, page)
            path = ARTIFACTS / f"{name}-{width}-{scheme}.png"
            assert browser.save_screenshot(str(path))
            for theme in browser.execute_script(THEMES):
                browser.execute_script("document.querySelector('[data-theme-switch] [data-theme=\"' + arguments[0] + '\"]').click();", theme)
                assert browser.save_screenshot(str(ARTIFACTS / f"{name}-{width}-{scheme}-{theme}.png"))
    finally:
        set_color_scheme(browser, "light")


def test_the_site_works_from_disk(site, browser):
    """Opened straight from disk, stylesheets load and links lead to files that exist."""
    browser.get((site / "guidelines" / "navigation" / "tab-bars" / "index.html").as_uri())
    loaded = browser.execute_script("return Array.from(document.styleSheets).some(function (s) { return s.href && s.href.endsWith('handbook.css') && s.cssRules.length > 0; });")
    assert loaded
    hrefs = browser.execute_script("return Array.from(document.querySelectorAll('a[href]')).map(function (a) { return a.href; });")
    local = [h.split("#")[0] for h in hrefs if h.startswith("file://")]
    assert local
    import urllib.parse, os
    missing = [h for h in local if not os.path.isfile(urllib.parse.unquote(h[len("file://"):]))]
    assert not missing, missing[:5]


CONTRAST = """
function rgb(c) { var m = c.match(/[\\d.]+/g); return m ? m.slice(0, 3).map(Number) : null; }
function lum(c) { return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]); }
function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
var out = [];
document.querySelectorAll('svg.tab-preview').forEach(function (svg) {
  // A bar on its screen keeps its own parts in g.screen-bar.
  var surface = svg.querySelector(':scope > rect.surface, g.screen-bar > rect.surface');
  var thumb = svg.querySelector('rect.thumb');
  svg.querySelectorAll('g.tab:not([opacity]) text.label').forEach(function (label) {
    var behind = (thumb && label.closest('g.tab--active')) ? thumb : surface;
    var fg = rgb(getComputedStyle(label).fill), bg = rgb(getComputedStyle(behind).fill);
    if (!fg || !bg) return;
    var a = lum(fg), b = lum(bg);
    out.push({text: label.textContent, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), page: location.pathname});
  });
});
return out;
"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_preview_labels_keep_contrast(site, served, pages, browser, scheme):
    set_color_scheme(browser, scheme)
    try:
        ratios = []
        for page in pages:
            load(browser, served, page)
            ratios += browser.execute_script(CONTRAST)
    finally:
        set_color_scheme(browser, "light")
    assert ratios
    low = [r for r in ratios if r["ratio"] < 4.5]
    assert not low, low[:5]
