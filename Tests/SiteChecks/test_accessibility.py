"""axe-core finds no violations on any page, at phone and desktop widths, light and dark."""
import pytest
from axe_selenium_python import Axe

from conftest import set_color_scheme, set_width


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_reports_no_violations(site, served, pages, browser, scheme):
    set_color_scheme(browser, scheme)
    # axe walks every node: a component page draws each preview in every theme, thousands of
    # SVG nodes, which takes longer than WebDriver's 30 s default on a loaded machine.
    browser.set_script_timeout(240)
    problems = []
    try:
        for width in (390, 1280):
            set_width(browser, width)
            for page in pages:
                browser.get(served + page)
                axe = Axe(browser)
                axe.inject()
                results = axe.run()
                for violation in results["violations"]:
                    targets = [node["target"] for node in violation["nodes"]][:3]
                    problems.append(f"{page} @{width}px {scheme}: {violation['id']} {targets}")
    finally:
        set_color_scheme(browser, "light")
    assert not problems, "\n".join(problems)
