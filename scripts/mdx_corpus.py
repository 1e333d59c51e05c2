#!/usr/bin/env python3
"""Deterministic MDX corpus: N docs pages written the way design systems write them
(Polaris, Primer, Paste, Storybook docs): front matter, imports and exports, components
with attributes holding expressions, do/don't pairs, callouts, HTML tables, code, lists,
front matter values in text. Every page is valid MDX that Handbook before and after the
MDX grammar (issue 38) both read, so the two can be timed on the same pages.

    scripts/mdx_corpus.py --pages 1000 --out /tmp/mdx-corpus-1000
    -> /tmp/mdx-corpus-1000/Content/...
"""
import argparse
import os
import random
import shutil

WORDS = ("button label action primary secondary tertiary destructive icon text link size "
         "state focus hover pressed disabled loading group layout spacing token colour "
         "contrast screen reader keyboard pointer target accessible merchant order product").split()
SECTIONS = 10


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def paragraph(rng):
    return " ".join(sentence(rng, rng.randint(6, 14)) for _ in range(rng.randint(2, 5)))


def page(rng, index):
    title = sentence(rng, 2)[:-1]
    parts = [
        f"---\ntitle: {title}\ndescription: {sentence(rng, 8)}\nstatus: {rng.choice(['Stable', 'Beta', 'Deprecated'])}\n---\n",
        "import {Box, Text} from '@design/react'\nimport {PropsTable} from '~/components/props-table'\n"
        "export default ComponentLayout\n",
        "# {frontmatter.title}\n",
        "<Lede>{frontmatter.description}</Lede>\n",
        f"<img src=\"https://example.com/{index}.png\" alt=\"{title}\" width=\"960\" />\n",
        paragraph(rng),
    ]
    for h in range(rng.randint(3, 5)):
        parts.append(f"## {sentence(rng, 3)[:-1]} {h}")
        parts.append(paragraph(rng) + " It is {frontmatter.status}.")
        kind = rng.randint(0, 5)
        if kind == 0:
            parts.append("<DoDont>\n\n#### Do\n\n" + sentence(rng, 4) + "\n\n#### Don't\n\n" + sentence(rng, 4) + "\n\n</DoDont>")
        elif kind == 1:
            parts.append(f"<Banner status=\"warning\" title=\"{sentence(rng, 2)[:-1]}\">\n  {paragraph(rng)}\n</Banner>")
        elif kind == 2:
            rows = "\n".join(f"    <tr><td><code>{rng.choice(WORDS)}</code></td><td>{sentence(rng, 5)}</td></tr>" for _ in range(4))
            parts.append(f"<table>\n  <thead>\n    <tr><th>Prop</th><th>Use</th></tr>\n  </thead>\n  <tbody>\n{rows}\n  </tbody>\n</table>")
        elif kind == 3:
            parts.append("```jsx\n<Button variant=\"primary\" onClick={() => save()}>\n  Save\n</Button>\n```")
        elif kind == 4:
            parts.append("<PropsTable\n  data={[\n    {name: 'variant', type: \"'primary' | 'secondary'\", description: 'How much it stands out.'},\n"
                         "    {name: 'size', type: 'string', defaultValue: `medium`},\n  ]}\n/>")
        else:
            parts.append("\n".join(f"- {sentence(rng, rng.randint(3, 8))} <Badge>{rng.choice(WORDS)}</Badge>" for _ in range(rng.randint(3, 6))))
    parts.append("{/* TODO: more examples */}\n\n<Examples />")
    return "\n\n".join(parts) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    content = os.path.join(args.out, "Content")
    os.makedirs(content)
    with open(os.path.join(content, "site.yml"), "w") as f:
        f.write("title: MDX benchmark\nmdx-components:\n  children: [Badge]\n  drop: [PropsTable]\n")
    for s in range(SECTIONS):
        os.makedirs(os.path.join(content, "components", f"group-{s:02d}"))
    for i in range(args.pages):
        with open(os.path.join(content, "components", f"group-{i % SECTIONS:02d}", f"page-{i:05d}.mdx"), "w") as f:
            f.write(page(random.Random(i), i))


if __name__ == "__main__":
    main()
