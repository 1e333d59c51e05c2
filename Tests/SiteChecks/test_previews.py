"""Previews at true size (1 pt = 1 CSS px), selecting items in them, the Fit switch and the
width control, in a real browser, over HTTP and from disk (file://)."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import set_width
from preview_scale import PAGES, scales

TABS = "components/tabs/index.html"
TAB_BAR = "components/tab-bar/index.html"


def base_url(site, served, origin):
    return site.as_uri() + "/" if origin == "disk" else served


def load(browser, url):
    browser.get(url)
    browser.execute_script("return document.fonts.ready.then(function () { return true; });")


@pytest.mark.parametrize("width", [390, 1280])
def test_every_preview_is_drawn_at_true_size(site, served, browser, width):
    set_width(browser, width)
    off = []
    for page in PAGES:
        found = scales(browser, served + page)
        assert found, f"{page} has previews"
        off += [f"{page}: {p['scale']:.3f} {p['title']}" for p in found if abs(p["scale"] - 1) > 0.01]
    assert not off, "\n".join(off)


# The state of one preview, read from its SVG and its tabs (figure found by its title's start).
STATE = """
var figure = arguments[0];
var svg = figure.querySelector('.preview__canvas > svg');
var active = svg.querySelector('g.tab--active');
var indicator = svg.querySelector('rect.indicator');
var frame = svg.querySelector('rect.frame');
var tabs = Array.from(figure.querySelectorAll('[role=tab]'));
return {
  active: active ? +active.getAttribute('data-index') : null,
  itemX: active ? parseFloat(active.getAttribute('data-x')) : null,
  itemWidth: active ? parseFloat(active.getAttribute('data-width')) : null,
  indicatorX: indicator ? parseFloat(indicator.getAttribute('x')) : null,
  indicatorWidth: indicator ? parseFloat(indicator.getAttribute('width')) : null,
  frameX: frame ? parseFloat(frame.getAttribute('x')) : null,
  frameWidth: frame ? parseFloat(frame.getAttribute('width')) : null,
  selected: tabs.filter(function (t) { return t.getAttribute('aria-selected') === 'true'; }).map(function (t) { return +t.getAttribute('data-index'); }),
  tabbable: tabs.filter(function (t) { return t.tabIndex === 0; }).length,
  title: svg.querySelector('title').textContent,
  labels: Array.from(svg.querySelectorAll('g.tab')).map(function (g) {
    var label = g.querySelector('text.label');
    return {index: +g.getAttribute('data-index'), x: parseFloat(g.getAttribute('data-x')), width: parseFloat(g.getAttribute('data-width')),
            engine: parseFloat(label.getAttribute('data-width')), browser: label.getComputedTextLength(),
            left: label.getBBox().x, right: label.getBBox().x + label.getBBox().width, text: label.textContent};
  })
};
"""


def figure_titled(browser, start):
    for figure in browser.find_elements(By.CSS_SELECTOR, "figure.preview"):
        title = figure.find_elements(By.CSS_SELECTOR, ".preview__canvas > svg > title")
        if title and title[0].get_attribute("textContent").startswith(start) and figure.find_elements(By.CSS_SELECTOR, "[role=tab]") \
                and figure.is_displayed():
            return figure
    raise AssertionError(f"no selectable preview titled {start!r}")


def check_selected(state, index, scrolls):
    assert state["active"] == index
    assert state["selected"] == [index] and state["tabbable"] == 1, "one tab selected, and only it in the tab order"
    if state["indicatorX"] is not None:
        # The indicator sits under the item (centred under its label, within the item's box).
        assert state["itemX"] - 0.01 <= state["indicatorX"]
        assert state["indicatorX"] + state["indicatorWidth"] <= state["itemX"] + state["itemWidth"] + 0.01
    if scrolls:
        assert state["frameX"] - 0.01 <= state["itemX"], "the selected item is inside the device frame"
        assert state["itemX"] + state["itemWidth"] <= state["frameX"] + state["frameWidth"] + 1.01
    for label in state["labels"]:
        assert abs(label["engine"] - label["browser"]) <= 0.1, label
        assert label["x"] - 0.01 <= label["left"] and label["right"] <= label["x"] + label["width"] + 0.01, label


@pytest.mark.parametrize("origin", ["disk", "http"])
@pytest.mark.parametrize("width", [390, 1280])
def test_a_click_and_an_arrow_key_select_an_item(site, served, browser, origin, width):
    set_width(browser, width)
    load(browser, base_url(site, served, origin) + TABS)
    for start, scrolls in (("Tabs, scroll, 5 items, Reviews selected, 320 px", True), ("Tabs, fixed, 5 items, Reviews selected, 320 px", False)):
        figure = figure_titled(browser, start)
        before = browser.execute_script(STATE, figure)
        assert before["active"] == 1
        # A click on the last item (off the frame's right edge on a scroll preview) selects it.
        target = max(label["index"] for label in before["labels"])
        button = figure.find_element(By.CSS_SELECTOR, f"[role=tab][data-index='{target}']")
        browser.execute_script("arguments[0].click();", button)
        state = browser.execute_script(STATE, figure)
        check_selected(state, target, scrolls)
        assert "Returns selected" in state["title"]
        # Arrow keys move the selection (and focus) and wrap; Home and End jump.
        button.send_keys(Keys.ARROW_LEFT)
        check_selected(browser.execute_script(STATE, figure), target - 1, scrolls)
        browser.switch_to.active_element.send_keys(Keys.HOME)
        check_selected(browser.execute_script(STATE, figure), 0, scrolls)
        browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
        check_selected(browser.execute_script(STATE, figure), target, scrolls)
        assert browser.switch_to.active_element.get_attribute("data-index") == str(target)


def pointer_click(browser, element):
    """A mouse press and release at the element's centre, hit-tested like a reader's click."""
    x, y = browser.execute_script("""arguments[0].scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
        var box = arguments[0].getBoundingClientRect(); return [box.left + box.width / 2, box.top + box.height / 2];""", element)
    for kind in ("mousePressed", "mouseReleased"):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def test_a_real_click_on_a_visible_item_selects_it(site, served, browser):
    set_width(browser, 1280)
    load(browser, served + TAB_BAR)
    figure = figure_titled(browser, "Floating tab bar, 5 items, Library selected, 375 pt")
    pointer_click(browser, figure.find_element(By.CSS_SELECTOR, "[role=tab][data-index='4']"))
    state = browser.execute_script(STATE, figure)
    check_selected(state, 4, False)
    assert "Profile selected" in state["title"]
    # The active item's colours moved with it.
    fills = browser.execute_script("""return Array.from(arguments[0].querySelectorAll('g.tab')).map(function (g) {
        return [g.classList.contains('tab--active'), g.querySelector('text.label').getAttribute('fill'), g.querySelector('.icon').getAttribute('color')]; });""", figure)
    # (Painted with the spec's resolved tokens: the active label's and icon's colours are none of the others'.)
    active = [f for f in fills if f[0]]
    assert len(active) == 1
    assert all(f[1] != active[0][1] and f[2] != active[0][2] for f in fills if not f[0])


def test_fit_shows_a_wide_preview_whole_and_says_its_scale(site, served, browser):
    set_width(browser, 390)
    load(browser, served + TAB_BAR)
    figure = figure_titled(browser, "Top tab bar, 5 items, Shows selected, 768 pt")
    stage = figure.find_element(By.CSS_SELECTOR, ".preview__stage")
    assert "end" in stage.get_attribute("data-overflow"), "a 768 pt bar scrolls in a phone's column"
    viewport = figure.find_element(By.CSS_SELECTOR, ".preview__viewport")
    assert viewport.get_attribute("tabindex") == "0" and "scrolls sideways" in viewport.get_attribute("aria-label")
    assert figure.find_element(By.CSS_SELECTOR, ".preview__cue").text.startswith("Scroll")
    button = figure.find_element(By.CSS_SELECTOR, ".preview__fit")
    pointer_click(browser, button)
    assert button.get_attribute("aria-pressed") == "true"
    text = figure.find_element(By.CSS_SELECTOR, ".preview__scale").text
    percent = int(re.match(r"Shown at (\d+) %", text).group(1))
    drawn = browser.execute_script("return arguments[0].querySelector('.preview__canvas > svg').getBoundingClientRect().width;", figure)
    assert abs(drawn / 768 * 100 - percent) < 1
    pointer_click(browser, button)
    assert abs(browser.execute_script("return arguments[0].querySelector('.preview__canvas > svg').getBoundingClientRect().width;", figure) - 768) < 0.5


def test_a_rows_pictures_share_the_fitted_scale(site, served, browser):
    """Narrower than a phone, the Scroll and Fixed row's 320 pt pictures overflow; fitting one
    fits the row, both at the same scale."""
    set_width(browser, 300)
    load(browser, served + TABS)
    figure = figure_titled(browser, "Tabs, scroll, 5 items, Reviews selected, 320 px")
    assert figure.find_element(By.XPATH, "ancestor::*[@data-fit-group]")
    button = figure.find_element(By.CSS_SELECTOR, ".preview__fit:not(.preview__view)")
    pointer_click(browser, button)
    assert button.get_attribute("aria-pressed") == "true"
    row = browser.execute_script("""return Array.from(arguments[0].closest('[data-fit-group]').querySelectorAll('.preview__canvas > svg'))
        .filter(function (svg) { return svg.getClientRects().length > 0; })
        .map(function (svg) { return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; });""", figure)
    assert len(row) == 2 and row[0] < 1 and abs(row[0] - row[1]) < 0.005


SLIDE = """
var root = document.querySelector('[data-width-explorer]');
var slider = root.querySelector('input[type=range]');
slider.value = arguments[0];
slider.dispatchEvent(new Event('input', {bubbles: true}));
return {output: root.querySelector('output').textContent,
        // The pictures of the theme shown (a theme chosen earlier in the session is remembered).
        pictures: Array.from(root.querySelectorAll('.preview__canvas > svg')).filter(function (svg) {
          return svg.getClientRects().length > 0; }).map(function (svg) {
          return {width: svg.viewBox.baseVal.width, title: svg.querySelector('title').textContent, classes: svg.getAttribute('class'),
                  labels: Array.from(svg.querySelectorAll('g.tab')).map(function (g) {
                    var label = g.querySelector('text.label');
                    return {text: label.textContent, engine: parseFloat(label.getAttribute('data-width')), browser: label.getComputedTextLength()};
                  })};
        })};
"""


@pytest.mark.parametrize("origin", ["disk", "http"])
def test_the_slider_at_a_threshold_shows_the_truncation_begin(site, served, browser, origin):
    set_width(browser, 1280)
    load(browser, base_url(site, served, origin) + TABS)
    # The map sits in a disclosure: its rows are read whether it is open or not.
    rows = browser.execute_script("""return Array.from(document.querySelectorAll('.threshold-map tbody tr'))
        .map(function (row) { return Array.from(row.cells).map(function (cell) { return cell.textContent; }).join(' '); });""")
    # Widths in the page's platform's unit (CSS px for the web's tabs), as its captions name them.
    unit = browser.execute_script("return document.querySelector('[data-width-explorer]').getAttribute('data-unit')")
    truncations = [re.match(rf"(\d+) {unit} Fixed “(.+)” truncates below (\d+) {unit}", row) for row in rows]
    truncations = [m for m in truncations if m]
    assert truncations, rows
    for match in truncations:
        width, label = int(match.group(1)), match.group(2)
        at = browser.execute_script(SLIDE, width)
        below = browser.execute_script(SLIDE, width - 1)
        assert at["output"] == f"{width} {unit}" and below["output"] == f"{width - 1} {unit}"
        fixed_at, fixed_below = at["pictures"][1], below["pictures"][1]
        assert fixed_at["width"] == width and f"{width} {unit}" in fixed_at["title"]
        assert label in [l["text"] for l in fixed_at["labels"]], f"{label} whole at {width} {unit}"
        assert label not in [l["text"] for l in fixed_below["labels"]], f"{label} truncated at {width - 1} {unit}"
        assert label in fixed_below["title"].split("truncated: ")[-1]
        for picture in (fixed_at, fixed_below, at["pictures"][0]):
            for l in picture["labels"]:
                assert abs(l["engine"] - l["browser"]) <= 0.1, (picture["title"], l)
    # Scroll starts scrolling where the map says.
    scroll = next(re.match(rf"(\d+) {unit} Scroll Scrolls sideways below", row) for row in rows if "Scrolls sideways" in row)
    threshold = int(scroll.group(1))
    assert "tab-preview--scrolling" not in browser.execute_script(SLIDE, threshold)["pictures"][0]["classes"]
    assert "tab-preview--scrolling" in browser.execute_script(SLIDE, threshold - 1)["pictures"][0]["classes"]
    # At any width the pictures stay at true size.
    assert all(abs(p["scale"] - 1) <= 0.01 for p in scales_here(browser))


def scales_here(browser):
    from preview_scale import MEASURE
    return browser.execute_script(MEASURE)


def test_without_javascript_the_static_previews_remain_at_true_size(site, served, browser):
    set_width(browser, 1280)
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        found = scales(browser, served + TABS)
        assert found and all(abs(p["scale"] - 1) <= 0.01 for p in found)
        assert not browser.find_elements(By.CSS_SELECTOR, "[role=tablist]")
        assert browser.find_element(By.CSS_SELECTOR, ".width-explorer__slider").get_attribute("disabled") is not None
        assert browser.find_elements(By.CSS_SELECTOR, ".threshold-map tbody tr")
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_an_ios_tab_bar_keeps_its_labels_and_shows_the_large_content_viewer(site, served, browser):
    set_width(browser, 1280)
    load(browser, served + TAB_BAR)
    section = browser.find_element(By.ID, "text-sizes")
    sizes = browser.execute_script("""return Array.from(arguments[0].querySelectorAll('g.tab text.label')).map(function (t) {
        return parseFloat(t.getAttribute('font-size')); });""", section)
    assert sizes and set(sizes) == {10}, "labels in the bar keep their size at every text size"
    viewer = browser.execute_script("""var label = arguments[0].querySelector('text.viewer-label');
        var panel = arguments[0].querySelector('rect.viewer-panel'), svg = label.ownerSVGElement;
        return {engine: parseFloat(label.getAttribute('data-width')), browser: label.getComputedTextLength(),
                size: parseFloat(label.getAttribute('font-size')), text: label.textContent,
                centre: parseFloat(panel.getAttribute('x')) + parseFloat(panel.getAttribute('width')) / 2,
                middle: parseFloat(panel.getAttribute('y')) + parseFloat(panel.getAttribute('height')) / 2,
                width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height};""", section)
    assert viewer["size"] == 34 and abs(viewer["engine"] - viewer["browser"]) <= 0.1, viewer
    assert abs(viewer["centre"] - viewer["width"] / 2) < 0.01 and abs(viewer["middle"] - viewer["height"] / 2) < 0.01, "centred on the screen"
