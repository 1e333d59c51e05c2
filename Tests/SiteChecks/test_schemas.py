"""The schemas `handbook schema` prints, checked with the real `jsonschema` library: they are
valid draft 2020-12, the bundled Content/ and a new site from `handbook init` validate under
them, and what the loaders reject the schemas reject too. And `check --format sarif` against
the SARIF subset fixture. Needs only the debug binary (`swift build`), not a browser."""
import copy
import glob
import json
import pathlib
import shutil
import subprocess
import tempfile

import pytest
import yaml
from jsonschema import Draft202012Validator

from conftest import ROOT, handbook_binary

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"


def printed(which):
    result = subprocess.run([handbook_binary(), "schema", which], capture_output=True, text=True, check=True, timeout=60)
    schema = json.loads(result.stdout)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


@pytest.fixture(scope="module")
def site_schema():
    return printed("site")


@pytest.fixture(scope="module")
def component_schema():
    return printed("component")


def errors(validator, document):
    return [error.message for error in validator.iter_errors(document)]


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def test_the_bundled_content_is_valid(site_schema, component_schema):
    assert errors(site_schema, load(ROOT / "Content" / "site.yml")) == []
    specs = sorted(glob.glob(str(ROOT / "Content" / "components" / "*.yml")))
    assert specs
    for spec in specs:
        assert errors(component_schema, load(spec)) == [], spec


def test_a_new_site_is_valid_and_wired(site_schema, component_schema, tmp_path):
    subprocess.run([handbook_binary(), "init", str(tmp_path / "site")], capture_output=True, check=True, timeout=60)
    site = tmp_path / "site"
    assert errors(site_schema, load(site / "Content" / "site.yml")) == []
    assert errors(component_schema, load(site / "Content" / "components" / "tabs.yml")) == []
    for which in ("site", "component"):
        written = json.loads((site / ".handbook" / "schemas" / f"{which}.schema.json").read_text())
        assert written == printed(which).schema


def test_unknown_keys_are_rejected_at_every_level(site_schema, component_schema):
    site = load(ROOT / "Content" / "site.yml")
    assert errors(site_schema, {**site, "navigaton": ["a"]})
    assert errors(site_schema, {**site, "theme": {"accent": "#123456", "colour": "red"}})
    assert errors(site_schema, {**site, "versions": [{"name": "1.0", "ref": "v1", "branch": "x"}]})
    spec = load(ROOT / "Content" / "components" / "tabs.yml")
    assert errors(component_schema, {**spec, "exampels": []})
    broken = copy.deepcopy(spec)
    broken["examples"][0]["colour"] = "red"
    assert errors(component_schema, broken)
    broken = copy.deepcopy(spec)
    broken["metrics"]["heigth"] = 4
    assert errors(component_schema, broken)


def test_values_the_loaders_reject_are_rejected(site_schema, component_schema):
    site = load(ROOT / "Content" / "site.yml")
    assert errors(site_schema, {**site, "locales": ["en", "en_US"]})
    assert errors(site_schema, {**site, "locales": ["en", "en"]})
    assert errors(site_schema, {**site, "device-widths": []})
    assert errors(site_schema, {**site, "theme": {"accent": "blue"}})
    assert errors(site_schema, {**site, "fonts": [{"face": 1}]})
    assert errors(site_schema, {**site, "versions": [{"name": "a/b", "ref": "v1"}]})
    assert errors(site_schema, {**site, "font": "a.otf", "fonts": ["b.otf"]})
    stack = {key: value for key, value in site.items() if key != "font"}
    assert errors(site_schema, {**stack, "locales": ["en", "de"], "versions": [{"name": "1.0", "ref": "v1"}],
                                "fonts": ["a.otf", {"file": "b.ttc", "face": 2}], "translations": ["strings"]}) == []
    spec = load(ROOT / "Content" / "components" / "tabs.yml")
    assert errors(component_schema, {**spec, "kind": "tabz"})
    broken = copy.deepcopy(spec)
    broken["examples"][0]["intent"] = "maybe"
    assert errors(component_schema, broken)
    broken = copy.deepcopy(spec)
    broken["metrics"]["height"] = 0
    assert errors(component_schema, broken)


def test_variants_and_states_follow_the_kind(component_schema):
    tabs = load(ROOT / "Content" / "components" / "tabs.yml")
    tab_bar = load(ROOT / "Content" / "components" / "tab-bar.yml")
    phone_tabs = copy.deepcopy(tabs)
    phone_tabs["examples"][0]["variant"] = "phone"
    assert errors(component_schema, phone_tabs), "phone is a tab bar's variant, not tabs'"
    phone_bar = copy.deepcopy(tab_bar)
    phone_bar["examples"][0]["variant"] = "phone"
    assert errors(component_schema, phone_bar) == []
    assert errors(component_schema, {**tabs, "states": ["default", "badge"]}), "tabs have no badge state"
    assert errors(component_schema, {**tab_bar, "states": ["default", "badge"]}) == []


def test_check_prints_sarif_the_fixture_accepts(tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content)
    (content / "guidelines" / "navigation" / "block.md").write_text(
        "---\ntitle: Block\n---\n\n```tabbar\nvariant: fixed\nitems: [About, Add photo]\n```\n\n[x](nowhere.md)\n")
    result = subprocess.run([handbook_binary(), "check", "--format", "sarif"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stderr
    log = json.loads(result.stdout)
    fixture = json.loads((FIXTURES / "sarif-2.1.0-subset.schema.json").read_text())
    Draft202012Validator.check_schema(fixture)
    assert errors(Draft202012Validator(fixture), log) == []
    run = log["runs"][0]
    rule_ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    assert [result["ruleId"] for result in run["results"]] == ["labels.action-verb", "link.broken"]
    for finding in run["results"]:
        assert rule_ids[finding["ruleIndex"]] == finding["ruleId"]
        assert finding["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "Content/guidelines/navigation/block.md"


def test_the_readme_workflows_are_valid_github_workflows(tmp_path):
    """The README's workflow, and its rsync variant spliced into it, against the GitHub
    workflow schema that check-jsonschema carries (skipped where it is not installed)."""
    checker = shutil.which("check-jsonschema")
    if checker is None:
        pytest.skip("check-jsonschema is not installed")
    readme = (ROOT / "README.md").read_text()
    blocks = [block.split("```", 1)[0] for block in readme.split("```yaml\n")[1:]]
    workflow = next(block for block in blocks if "upload-sarif" in block)
    rsync = next(block for block in blocks if "rsync" in block)
    assert "handbook check --format sarif" in workflow and "--base-path" in workflow
    (tmp_path / "pages.yml").write_text(workflow)
    (tmp_path / "rsync.yml").write_text(workflow[:workflow.index("      - name: Build the site for https://ORG")] + rsync)
    result = subprocess.run([checker, "--builtin-schema", "vendor.github-workflows", str(tmp_path / "pages.yml"), str(tmp_path / "rsync.yml")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_readme_workflow_installs_what_setup_installs():
    """The workflow's apt-get line names every Debian package scripts/setup.sh installs for a build."""
    import re
    setup = (ROOT / "scripts" / "setup.sh").read_text()
    packages = re.search(r"^packages=\(([^)]*)\)", setup, re.M).group(1).split()
    readme = (ROOT / "README.md").read_text()
    workflow = next(block.split("```", 1)[0] for block in readme.split("```yaml\n")[1:] if "upload-sarif" in block)
    install = workflow[workflow.index("apt-get install"):workflow.index("- uses: actions/checkout")]
    assert [package for package in packages if package not in install.split()] == []
