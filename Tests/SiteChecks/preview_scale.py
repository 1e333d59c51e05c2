"""How large each computed preview is drawn, as a fraction of its true size (1 pt = 1 CSS px).

Used by test_previews.py, and runnable on its own to measure a built site (issue #18):

    .build/debug/handbook build --output /tmp/site --quiet
    python3 Tests/SiteChecks/preview_scale.py /tmp/site

prints, for each component page and window width, how many previews are drawn smaller
than true size and the smallest scale."""
import pathlib
import shutil
import sys

# Rendered width over the SVG's own width (its viewBox, in points). Nested SVGs (a bar
# drawn inside another picture) are measured through their outermost SVG; previews of a
# token theme not shown (the page shows one theme at a time) are not drawn at all.
MEASURE = """
return Array.from(document.querySelectorAll('figure.preview svg')).filter(function (svg) {
  return !svg.parentElement.closest('svg') && svg.getClientRects().length > 0;
}).map(function (svg) {
  var box = svg.viewBox.baseVal;
  var own = box && box.width ? box.width : svg.width.baseVal.value;
  var title = svg.querySelector('title');
  return {title: title ? title.textContent : '', own: own, rendered: svg.getBoundingClientRect().width,
          scale: svg.getBoundingClientRect().width / own};
});
"""

PAGES = ["components/tabs/index.html", "components/tab-bar/index.html", "components/segmented-control/index.html"]
WIDTHS = [390, 1280]


def scales(browser, url):
    """Every preview on the page at `url`, with its scale."""
    browser.get(url)
    browser.execute_script("return document.fonts.ready.then(function () { return true; });")
    return browser.execute_script(MEASURE)


def main(site):
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from conftest import set_width

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    try:
        for page in PAGES:
            path = pathlib.Path(site) / page
            if not path.exists():
                continue
            for width in WIDTHS:
                set_width(driver, width)
                found = scales(driver, path.as_uri())
                small = [p for p in found if p["scale"] < 0.99]
                low = min((p["scale"] for p in found), default=1)
                high = max((p["scale"] for p in found), default=1)
                print(f"{page} @{width}px: {len(small)} of {len(found)} previews below true size; "
                      f"scale {low:.2f} to {high:.2f}")
                for p in small:
                    print(f"    {p['scale']:.2f}  {p['own']:.0f} pt drawn {p['rendered']:.0f} px  {p['title']}")
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: preview_scale.py SITE_FOLDER")
    main(sys.argv[1])
