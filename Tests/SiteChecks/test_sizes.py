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
        # One set of rows for the page's platform, and one more for each other platform whose
        # bar is drawn on its screens: each set has every listed width, in order.
        rows = re.findall(r'<div class="preview-row" data-fit-group data-width="([\d.]+)"', text)
        sets = len(re.findall(r'<div class="preview-rows[ "]', text))
        assert sets >= 1 and rows == listed * sets, page
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


def test_a_bar_on_its_screen_is_one_click_from_the_component_alone(served, browser):
    """Every bar drawn on its device's screen has a "Component only" toggle that swaps in the
    same layout drawn alone (the look anatomy and the width control use), and back."""
    browser.get(served + "components/tab-bar/index.html")
    states = browser.execute_script("""
        const out = [];
        for (const figure of document.querySelectorAll('figure.preview--on-screen')) {
            if (!figure.getClientRects().length) continue;
            const button = figure.querySelector('button.preview__view');
            if (!button) { out.push({missing: figure.getAttribute('data-rendition')}); continue; }
            const svg = () => figure.querySelector('.preview__canvas > svg');
            const before = svg().getAttribute('class'), title = svg().querySelector('title').textContent;
            button.click();
            const alone = svg().getAttribute('class'), pressed = button.getAttribute('aria-pressed');
            const aloneTitle = svg().querySelector('title').textContent;
            button.click();
            out.push({before, alone, pressed, back: svg().getAttribute('class'), released: button.getAttribute('aria-pressed'), title, aloneTitle});
        }
        return out;
    """)
    assert len(states) >= 4, states
    for state in states:
        assert "missing" not in state, state
        assert "tab-preview--on-screen" in state["before"] and "tab-preview--on-screen" not in state["alone"], state
        assert state["pressed"] == "true" and state["released"] == "false" and state["back"] == state["before"], state
        # The same layout: the titles name the same form, items, selection and width; only the screen differs.
        assert state["title"].split(", on a ")[0] == state["aloneTitle"].split(", on a ")[0], state


def test_a_bar_on_its_screen_can_be_selected_and_stays_selected_alone(served, browser):
    """A bar on its screen keeps the selection demo (on 38d9041 only pictures drawn alone had
    it): each item's button sits over the item inside the bar's band, a click selects the item
    in the screen's picture and in the component alone, and the titles follow."""
    browser.get(served + "components/tab-bar/index.html")
    found = browser.execute_script("""
        const out = [];
        for (const figure of document.querySelectorAll('figure.preview--on-screen')) {
            if (!figure.getClientRects().length || !figure.querySelector('script.preview__states')) continue;
            const svg = figure.querySelector('.preview__canvas > svg');
            const buttons = Array.from(figure.querySelectorAll('.preview__tab'));
            const target = buttons.find(b => b.getAttribute('aria-selected') === 'false' && !b.hasAttribute('aria-disabled'));
            if (!target) continue;
            const index = target.getAttribute('data-index');
            // No two buttons cover the same spot (a rail's column had them all stacked).
            const rects = buttons.map(b => b.getBoundingClientRect());
            const overlaps = rects.some((r, i) => rects.some((q, j) => j > i
                && Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1));
            const item = svg.querySelector(`g.screen-bar g.tab[data-index="${index}"]`).getBoundingClientRect();
            const box = target.getBoundingClientRect();
            target.click();
            const active = svg.querySelector(`g.screen-bar g.tab[data-index="${index}"]`).classList.contains('tab--active');
            const title = svg.querySelector('title').textContent;
            figure.querySelector('button.preview__view').click();
            const alone = figure.querySelector('.preview__canvas > svg');
            const aloneActive = alone.querySelector(`g.tab[data-index="${index}"]`).classList.contains('tab--active');
            const aloneTitle = alone.querySelector('title').textContent;
            const aloneBox = figure.querySelector(`.preview__tab[data-index="${index}"]`).getBoundingClientRect();
            const aloneItem = alone.querySelector(`g.tab[data-index="${index}"]`).getBoundingClientRect();
            figure.querySelector('button.preview__view').click();
            out.push({label: target.textContent, overlaps, form: svg.getAttribute('class'), active, aloneActive, title, aloneTitle,
                      inside: box.left <= item.left + 1 && box.right >= item.right - 1 && box.top <= item.top + 1 && box.bottom >= item.bottom - 1
                              && box.height < svg.getBoundingClientRect().height / 3,
                      aloneInside: aloneBox.left <= aloneItem.left + 1 && aloneBox.right >= aloneItem.right - 1});
        }
        return out;
    """)
    assert len(found) >= 3, found
    for state in found:
        assert not state["overlaps"], state
        assert state["active"] and state["aloneActive"], state
        assert state["inside"] and state["aloneInside"], str(state)
        assert f"{state['label']} selected" in state["title"] and ", on a " in state["title"], state
        assert state["title"].split(", on a ")[0] == state["aloneTitle"], state


def test_no_two_selection_buttons_cover_the_same_spot(served, browser):
    """Every selectable picture's buttons each cover their own item: a rail's column had all its
    buttons stacked over the whole rail on 38d9041, so a click chose the last item."""
    browser.get(served + "components/tab-bar/index.html")
    found = []
    # In every theme: the pictures of a theme not shown at load were set up while hidden.
    for theme in browser.execute_script("return Array.from(document.querySelectorAll('.theme-switch__option')).map(b => b.dataset.theme)"):
        browser.execute_script("document.querySelector(`.theme-switch__option[data-theme=\"${arguments[0]}\"]`).click()", theme)
        # Two frames, for the page's script to answer the pictures being shown.
        browser.execute_async_script("var done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")
        found += browser.execute_script("""
            const out = [];
            for (const figure of document.querySelectorAll('figure.preview')) {
                const buttons = Array.from(figure.querySelectorAll('.preview__tab'));
                if (buttons.length < 2 || !figure.getClientRects().length) continue;
                const rects = buttons.map(b => b.getBoundingClientRect());
                if (!rects[0].width) continue;
                const overlaps = rects.some((r, i) => rects.some((q, j) => j > i
                    && Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1));
                out.push({form: figure.querySelector('.preview__canvas > svg').getAttribute('class'), overlaps});
            }
            return out;
        """)
    assert any("navigation-rail" in row["form"] for row in found), found
    assert not [row for row in found if row["overlaps"]], [row for row in found if row["overlaps"]][:5]


def test_android_has_its_own_width_control_with_materials_forms(served, browser):
    """A spec on iOS and Android gets a width control per platform; Android's draws Material's
    navigation bar below 600 dp, the rail from 600 dp and the expanded rail from 840 dp, in dp."""
    browser.get(served + "components/tab-bar/index.html")
    forms = browser.execute_script("""
        const root = document.querySelector('[data-width-explorer][data-platform="android"]');
        if (!root) return null;
        const slider = root.querySelector('input[type=range]'), out = {};
        for (const width of [360, 599, 600, 839, 840, 1000]) {
            slider.value = width;
            slider.dispatchEvent(new Event('input', {bubbles: true}));
            const svg = [...root.querySelectorAll('.preview__canvas > svg')].find(s => s.getClientRects().length);
            out[width] = [svg.getAttribute('class').replace('tab-preview ', ''), root.querySelector('output').textContent,
                          Number(svg.getAttribute('width'))];
        }
        const ticks = [...root.querySelectorAll('.width-explorer__mark')].map(m => [m.className.replace('width-explorer__mark ', ''), m.textContent]);
        return {forms: out, heading: root.querySelector('h3').textContent, ticks};
    """)
    assert forms, "the tab bar page has an Android width control"
    assert forms["heading"] == "At every width on Android"
    expected = {"360": "navigation-bar", "599": "navigation-bar", "600": "navigation-rail", "839": "navigation-rail",
                "840": "navigation-rail-expanded", "1000": "navigation-rail-expanded"}
    for width, form in expected.items():
        assert forms["forms"][width][:2] == [f"tab-preview--{form}", f"{width} dp"], (width, forms["forms"][width])
    # The rails are drawn as their own columns, never stretched to the screen: 96 dp collapsed,
    # 220 to 360 dp expanded.
    assert forms["forms"]["600"][2] == 96 and forms["forms"]["839"][2] == 96, forms["forms"]
    assert 220 <= forms["forms"]["840"][2] <= 360 and forms["forms"]["1000"][2] == forms["forms"]["840"][2], forms["forms"]
    # Both changes of form are marked on the track.
    assert ["width-explorer__mark--tablet", "600"] in forms["ticks"], forms["ticks"]
    assert ["width-explorer__mark--expanded", "840"] in forms["ticks"], forms["ticks"]


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
document.querySelectorAll('svg.tab-preview').forEach(function (svg) {
  if (svg.closest('[hidden]') || svg.getBoundingClientRect().width === 0) return;
  // The container drawn alone, or moved onto its screen (g.screen-bar); the rail's surface
  // runs the screen's height.
  var container = svg.querySelector('rect.surface.bar') || svg.querySelector(':scope > rect.rail-surface, :scope > g > rect.rail-surface')
    || svg.querySelector(':scope > rect.surface, :scope > g > g.screen-bar > rect.surface');
  if (!container) return;
  var screen = svg.querySelector(':scope > rect.screen, :scope > g > rect.screen');
  var fill = rgb(getComputedStyle(container).fill), ground = screen ? rgb(getComputedStyle(screen).fill) : canvasOf(svg);
  // The edge is the container's stroke, or a line of its own just inside it (Material's bar).
  var edge = container.parentElement.querySelector(':scope > rect.container-edge') || container;
  var stroke = getComputedStyle(edge).stroke, width = parseFloat(getComputedStyle(edge).strokeWidth || '0');
  var a = lum(fill), b = lum(ground);
  out.push({svg: svg.querySelector('title').textContent, kind: svg.getAttribute('class'), tokens: svg.getAttribute('data-tokens'), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
            bordered: stroke !== 'none' && width >= 0.5});
});
return out;
"""


def test_every_track_and_glass_reads_on_its_canvas(served, browser):
    """Every container — a segmented track, iOS 26's capsule, iPadOS's top bar, Material's bar
    and rail, tabs' strip — differs from what it sits on (its screen, or the page) by 1.1:1 at
    least, or carries an edge, in every theme the page offers (on 2342cfc the track was the
    canvas's own colour in dark and high contrast; on 38d9041 Material's bar and rail were
    1.01:1 on the grey stage and white on white in high contrast)."""
    found = []
    pages = ("components/segmented-control/index.html", "components/tab-bar/index.html", "components/tabs/index.html",
             "guidelines/navigation/tab-bars/index.html", "guidelines/navigation/across-platforms/index.html")
    for page in pages:
        browser.get(served + page)
        themes = browser.execute_script("return Array.from(document.querySelectorAll('.theme-switch__option')).map(b => b.dataset.theme)")
        if page.startswith("components/"):
            assert len(themes) == 3, page
            for theme in themes:
                browser.execute_script("document.querySelector(`.theme-switch__option[data-theme=\"${arguments[0]}\"]`).click()", theme)
                rows = browser.execute_script(CONTAINERS)
                assert rows, (page, theme)
                found += rows
            continue
        # A guideline page follows the reader's settings: light, dark, and more contrast.
        for scheme, contrast in (("light", "no-preference"), ("dark", "no-preference"), ("light", "more"), ("dark", "more")):
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-contrast", "value": contrast}]})
            rows = browser.execute_script(CONTAINERS)
            assert rows, (page, scheme, contrast)
            found += [dict(row, setting=f"{scheme} {contrast}") for row in rows]
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    weak = [row for row in found if row["ratio"] < 1.1 and not row["bordered"]]
    assert not weak, [(row.get("setting"), row["tokens"], row["svg"], round(row["ratio"], 3)) for row in weak[:8]]
    kinds = " ".join(row["kind"] for row in found)
    for kind in ("segmented", "floating-tab-bar", "navigation-bar", "navigation-rail", "tab-bar"):
        assert f"tab-preview--{kind}" in kinds, kind
    assert {(row["tokens"] or "").split(";")[0] for row in found} >= {"theme=light", "theme=dark", "theme=high-contrast"}


NARROW = """
const vw = document.documentElement.clientWidth;
document.querySelectorAll('details').forEach(d => d.open = true);
const wide = [];
document.querySelectorAll('svg.tab-preview, table, figure.preview').forEach(el => {
  const r = el.getBoundingClientRect();
  if (!r.width || (r.left >= -0.5 && r.right <= vw + 0.5)) return;
  // Wider than the screen only inside a scroller that says so: it scrolls, it is on the
  // screen, and the keyboard reaches it (a focusable viewport or table box).
  let box = el.parentElement;
  while (box && box !== document.body) {
    const style = getComputedStyle(box);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
    box = box.parentElement;
  }
  const says = box && box !== document.body && box.getBoundingClientRect().right <= vw + 0.5
    && box.getAttribute('tabindex') === '0';
  if (!says || el.matches('table.token-table')) wide.push({tag: el.tagName, cls: el.getAttribute('class'), right: Math.round(r.right)});
});
const name = document.querySelector('.brand__name');
return {page: document.documentElement.scrollWidth, screen: vw, wide: wide.slice(0, 5),
        nameCut: !!name && (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1)};
"""


def test_nothing_is_cut_or_scrolls_the_page_at_390(served, pages, browser):
    """At a phone's 390 px no page scrolls sideways; a preview or table wider than the screen
    scrolls in its own labelled box, and token tables are one theme per line (on 2342cfc the
    Languages section's figures pushed component pages to 423 px and token tables hid their
    Dark and High contrast columns off the screen)."""
    from conftest import set_width
    set_width(browser, 390, 844)
    try:
        for page in pages:
            browser.get(served + page)
            state = browser.execute_script(NARROW)
            assert state["page"] <= state["screen"], (page, state)
            assert not state["wide"], (page, state)
            # The site's name is read whole (it wraps; on 2342cfc it ended "Harbor Design…").
            assert not state["nameCut"], (page, state)
    finally:
        set_width(browser, 1280, 900)


LEADERS = """
const out = [];
document.querySelectorAll('svg.anatomy').forEach(svg => {
  if (!svg.getBoundingClientRect().width) return;
  const labels = Array.from(svg.querySelectorAll('text.label')).map(t => t.getBoundingClientRect());
  const callouts = Array.from(svg.querySelectorAll('g.callout')).map(g => {
    const [end, marker] = g.querySelectorAll('circle');
    const line = g.querySelector('line');
    const e = end.getBoundingClientRect(), m = marker.getBoundingClientRect();
    const box = svg.getBoundingClientRect(), scale = box.width / svg.viewBox.baseVal.width;
    const at = (x, y) => [box.left + x * scale, box.top + y * scale];
    return {end: [e.left + e.width / 2, e.top + e.height / 2], marker: [m.left + m.width / 2, m.top + m.height / 2], r: m.width / 2,
            from: at(line.x1.baseVal.value, line.y1.baseVal.value), to: at(line.x2.baseVal.value, line.y2.baseVal.value)};
  });
  out.push({page: location.pathname, labels: labels.map(r => [r.left, r.top, r.right, r.bottom]), callouts});
});
return out;
"""


def crosses(a, b):
    """Whether segments a and b (pairs of points) cross at a point inside both."""
    (x1, y1), (x2, y2) = a
    (x3, y3), (x4, y4) = b
    d = (x2 - x1) * (y4 - y3) - (y2 - y1) * (x4 - x3)
    if abs(d) < 1e-9:
        return False
    t = ((x3 - x1) * (y4 - y3) - (y3 - y1) * (x4 - x3)) / d
    u = ((x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1)) / d
    return 0.02 < t < 0.98 and 0.02 < u < 0.98


def test_anatomy_leaders_end_beside_their_parts(served, browser):
    """Every anatomy leader ends outside every label's box, no two leaders cross and no two
    numbers touch (on 2342cfc the label's leader ended on "Home", the icon's and the badge's
    met at one point and two leaders crossed on the Tabs indicator)."""
    seen = 0
    for page in ("components/tab-bar/index.html", "components/tabs/index.html", "components/segmented-control/index.html"):
        browser.get(served + page)
        for diagram in browser.execute_script(LEADERS):
            callouts = diagram["callouts"]
            assert len(callouts) >= 3, page
            for callout in callouts:
                seen += 1
                x, y = callout["end"]
                for left, top, right, bottom in diagram["labels"]:
                    assert not (left <= x <= right and top <= y <= bottom), (page, callout, (left, top, right, bottom))
            for i, a in enumerate(callouts):
                for b in callouts[i + 1:]:
                    assert not crosses((a["from"], a["to"]), (b["from"], b["to"])), (page, a, b)
                    distance = ((a["marker"][0] - b["marker"][0]) ** 2 + (a["marker"][1] - b["marker"][1]) ** 2) ** 0.5
                    assert distance >= a["r"] + b["r"], (page, a, b)
    assert seen >= 10


def test_a_reader_who_asks_for_more_contrast_starts_on_the_high_contrast_theme(served, browser):
    """`prefers-contrast: more` picks the theme made for it, as the light and dark schemes pick theirs."""
    chosen = {}
    for contrast in ("no-preference", "more"):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-contrast", "value": contrast}]})
        browser.get(served + "components/tab-bar/index.html")
        browser.execute_script("localStorage.clear()")
        browser.get(served + "components/tab-bar/index.html")
        chosen[contrast] = browser.execute_script("""
            return [...document.querySelectorAll('[data-theme-switch] [data-theme]')]
                .filter(o => o.getAttribute('aria-checked') === 'true').map(o => o.textContent);""")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert chosen["no-preference"] == ["Light"], chosen
    assert chosen["more"] == ["High contrast"], chosen
