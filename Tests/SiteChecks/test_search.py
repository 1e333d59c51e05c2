"""Search and code blocks in a real browser: type, move with the keyboard, follow a
result; from disk (file://, where fetch of a JSON index would fail) and from a host
under a subpath."""
import functools
import http.server
import threading

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import QuietHandler, set_width

PAGE = "guidelines/navigation/tab-bars/index.html"


def results(browser):
    return WebDriverWait(browser, 10).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))


def search(browser, query):
    """Focuses search with '/', as a reader would, and types `query`."""
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    field = browser.switch_to.active_element
    assert field.get_attribute("id") == "search-input", "'/' focuses the search field"
    field.send_keys(query)
    return field


@pytest.fixture(scope="module")
def under_subpath(site):
    """The site's parent folder served over HTTP, so the site lives at /_site/ — not the host's root."""
    handler = functools.partial(QuietHandler, directory=str(site.parent))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{site.name}/"
    server.shutdown()


@pytest.mark.parametrize("origin", ["disk", "subpath"])
def test_typing_finds_a_section_and_enter_follows_it(site, under_subpath, browser, origin):
    set_width(browser, 1280)
    base = site.as_uri() + "/" if origin == "disk" else under_subpath
    browser.get(base + PAGE)
    field = search(browser, "trunc")
    options = results(browser)
    first = options[0].text
    assert first.startswith("Writing tab labels › Truncation"), first
    marks = [m.text.lower() for m in browser.find_elements(By.CSS_SELECTOR, "#search-results mark")]
    assert marks and all(m == "trunc" for m in marks), marks
    # Arrows move the selection and wrap; the field names the selected option.
    field.send_keys(Keys.ARROW_DOWN)
    assert field.get_attribute("aria-activedescendant") == "search-result-1"
    field.send_keys(Keys.ARROW_UP)
    assert field.get_attribute("aria-activedescendant") == "search-result-0"
    assert options[0].get_attribute("aria-selected") == "true"
    field.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda b: "writing-tab-labels" in b.current_url)
    assert browser.current_url == base + "guidelines/navigation/writing-tab-labels/index.html#truncation"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Writing tab labels"


def test_component_labels_and_known_gaps_are_searchable(site, browser):
    set_width(browser, 390)
    browser.get((site / PAGE).as_uri())
    search(browser, "size guide")
    texts = [option.text for option in results(browser)]
    assert any(text.startswith("Tabs › Examples") for text in texts), texts


def test_several_words_show_the_section_that_holds_them(site, browser):
    """'fixed tabs': the Tabs page has 'tabs' in its title and 'Fixed' among its variants, so
    the result opens at the variants, not at the page's top (which lacks 'fixed') nor at a
    section that only mentions fixed tabs in passing."""
    set_width(browser, 1280)
    browser.get((site / PAGE).as_uri())
    search(browser, "fixed tabs")
    first = results(browser)[0]
    assert first.text.startswith("Tabs › Variants"), first.text
    assert "tabs" in [m.text.lower() for m in first.find_elements(By.TAG_NAME, "mark")]


def test_no_match_says_so_and_escape_clears(site, browser):
    browser.get((site / PAGE).as_uri())
    field = search(browser, "zzqx")
    status = WebDriverWait(browser, 10).until(
        lambda b: b.find_element(By.CSS_SELECTOR, ".search [role=status]").get_attribute("textContent") or None)
    assert status == "No results"
    assert "No pages match" in browser.find_element(By.ID, "search-results").text
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("value") == ""
    assert not browser.find_element(By.ID, "search-results").is_displayed()


def test_code_is_highlighted_at_build_time_and_copies(site, under_subpath, browser):
    page = under_subpath + "guidelines/getting-started/writing-a-spec/index.html"
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": under_subpath.split("/_site")[0],
                                                          "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(page)
    block = browser.find_element(By.CSS_SELECTOR, ".code-block")
    assert block.find_elements(By.CSS_SELECTOR, "code.language-yaml .tok-property"), "YAML keys are marked in the HTML"
    code = block.find_element(By.TAG_NAME, "pre").get_attribute("textContent")
    button = block.find_element(By.CSS_SELECTOR, "button.code-block__copy")
    browser.execute_script("arguments[0].click();", button)
    WebDriverWait(browser, 10).until(lambda b: button.text == "Copied")
    copied = browser.execute_async_script("var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error: ' + e); });")
    assert copied == code
