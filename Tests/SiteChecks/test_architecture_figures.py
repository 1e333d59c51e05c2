"""The architecture note's figures are counted from the tree (`scripts/architecture-figures`),
so a file added, a target grown or a `try?` left without its reason shows as drift."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "architecture-figures"


def test_the_notes_figures_are_the_trees():
    result = subprocess.run([sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_the_figures_count_what_the_tree_holds():
    block = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True).stdout
    foundation = ROOT / "Sources" / "HandbookFoundation"
    files = sorted(foundation.rglob("*.swift"))
    lines = sum(path.read_bytes().count(b"\n") for path in files)
    assert f"| `HandbookFoundation` | {len(files)} | {lines:,} |" in block
    assert "`QueryStore`" in block
