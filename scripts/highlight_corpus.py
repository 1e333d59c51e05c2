#!/usr/bin/env python3
"""Fenced code blocks of real docs, one file a block, for measuring the highlighter.

Reads Markdown/MDX files straight out of git directories (no work tree needed) and writes
each fenced block's code to OUT/<corpus>/<number>.<info word>, the info word being the
fence's first word as Handbook reads it. The gated test `SyntaxHighlighterCorpusTests`
then highlights every block and counts, per info word, the blocks with at least one token,
and checks that every block round-trips.

    scripts/highlight_corpus.py --out /tmp/corpora/blocks \\
        redux=/work/.mirror/reduxjs+redux/repo:docs \\
        chakra=/work/.mirror/chakra-ui+chakra-ui/repo:apps/www/content \\
        starlight=/work/.mirror/withastro+starlight/repo:docs/src/content/docs
    HANDBOOK_HIGHLIGHT_CORPUS=/tmp/corpora/blocks swift test --filter SyntaxHighlighterCorpus
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r"^( *)(`{3,}|~{3,})(.*)$")


def files(git_dir, folder):
    names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD", "--", folder],
                           check=True, capture_output=True, text=True).stdout.split("\n")
    return [name for name in names if name.endswith((".md", ".mdx"))]


def show(git_dir, name):
    return subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + name],
                          check=True, capture_output=True).stdout.decode("utf-8", "replace")


def blocks(text):
    """(info word, code) for each fenced block, as CommonMark closes and de-indents them."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        index += 1
        if not opening:
            continue
        indent, fence, info = len(opening.group(1)), opening.group(2), opening.group(3)
        if fence[0] == "`" and "`" in info:
            continue
        body = []
        while index < len(lines):
            line = lines[index]
            index += 1
            closing = FENCE.match(line)
            if closing and closing.group(2)[0] == fence[0] and len(closing.group(2)) >= len(fence) and not closing.group(3).strip():
                break
            strip = min(indent, len(line) - len(line.lstrip(" ")))
            body.append(line[strip:])
        words = info.split()
        yield (words[0] if words else ""), "\n".join(body) + ("\n" if body else "")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("corpora", nargs="+", help="name=GIT_DIR:FOLDER")
    arguments = parser.parse_args()
    shutil.rmtree(arguments.out, ignore_errors=True)
    for corpus in arguments.corpora:
        name, _, rest = corpus.partition("=")
        git_dir, _, folder = rest.rpartition(":")
        target = os.path.join(arguments.out, name)
        os.makedirs(target)
        count = 0
        for path in files(git_dir, folder):
            for word, code in blocks(show(git_dir, path)):
                if not word:
                    continue
                count += 1
                safe = word.replace("/", "_")
                with open(os.path.join(target, f"{count:05d}.{safe}"), "w", encoding="utf-8") as out:
                    out.write(code)
        print(f"{name}: {count} blocks", file=sys.stderr)


if __name__ == "__main__":
    main()
