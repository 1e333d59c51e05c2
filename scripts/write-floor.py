#!/usr/bin/env python3
"""The write floor of a cold build: FOLDERS new folders (as a site's pages), FILES files of
20 KB in each, written into a folder deleted first, as a cold build does. Prints the time.
    scripts/write-floor.py [FOLDERS] [FILES]      default: 1038 2"""
import os
import shutil
import sys
import time

folders = int(sys.argv[1]) if len(sys.argv) > 1 else 1038
files = int(sys.argv[2]) if len(sys.argv) > 2 else 2
out = os.environ.get("FLOOR_DIR", "/tmp/handbook-write-floor")
data = b"x" * 20000
shutil.rmtree(out, ignore_errors=True)
start = time.perf_counter()
for page in range(folders):
    folder = f"{out}/section-{page // 50:02d}/page-{page:05d}"
    os.makedirs(folder, exist_ok=True)
    for index in range(files):
        with open(f"{folder}/file-{index}", "wb") as f:
            f.write(data)
print(f"{folders} folders × {files} files of 20 KB: {(time.perf_counter() - start) * 1000:.0f} ms")
shutil.rmtree(out, ignore_errors=True)
