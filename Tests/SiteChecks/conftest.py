"""Whole-site checks on the bundled Content/, the way readers, browsers and hosts see it:
the site is built once per session with the debug `handbook` binary (`swift build` first)."""
import functools
import http.server
import pathlib
import threading
import shutil
import subprocess
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"


def handbook_binary():
    for candidate in (ROOT / ".build" / "debug" / "handbook", ROOT / ".build" / "release" / "handbook"):
        if candidate.exists():
            return str(candidate)
    raise RuntimeError("build first: swift build")


@pytest.fixture(scope="session")
def site():
    """The bundled site, built into a temporary folder; yields its path."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="handbook-site-")) / "_site"
    result = subprocess.run([handbook_binary(), "build", "--content", str(ROOT / "Content"), "--output", str(folder), "--quiet"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    yield folder
    shutil.rmtree(folder.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def served(site):
    """The site served over HTTP on loopback, as a static host would; yields its base URL."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def pages(site):
    """Every HTML page of the site, relative to its root."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium through Debian's chromedriver (never a downloaded driver)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
                 "--allow-file-access-from-files"):
        options.add_argument(flag)
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def set_color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def set_width(driver, width, height=900):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
