#!/usr/bin/env python3
"""Deterministic benchmark corpus: N guideline pages across ~20 sections, written both as
a Handbook content folder and as an equivalent Hugo site (section navigation, table of
contents, content), so the two generators build the same pages.

    scripts/corpus.py --pages 1000 --out /tmp/corpus-1000
    -> /tmp/corpus-1000/handbook/Content/...   /tmp/corpus-1000/hugo/...
"""
import argparse
import os
import random
import shutil

WORDS = ("tab label item screen section navigation content indicator width device phone "
         "tablet scroll fixed badge icon touch target reader designer pattern state active "
         "pressed default spacing type colour contrast layout grid column motion focus "
         "order heading summary guideline component variant example caption truncate").split()
SECTIONS = 20


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def paragraph(rng):
    return " ".join(sentence(rng, rng.randint(6, 16)) for _ in range(rng.randint(3, 6)))


def page_body(rng, index, total, link_style):
    parts = [paragraph(rng)]
    for h in range(rng.randint(3, 6)):
        parts.append(f"## {sentence(rng, 3)[:-1]} {h}")
        parts.append(paragraph(rng))
        kind = rng.randint(0, 3)
        if kind == 0:
            parts.append("\n".join(f"- {sentence(rng, rng.randint(3, 8))}" for _ in range(rng.randint(3, 6))))
        elif kind == 1:
            target = rng.randrange(total)
            parts.append(f"See also [{sentence(rng, 2)[:-1]}]({link_style(index, target)}).")
        elif kind == 2:
            parts.append("```swift\nlet tabs = TabBar(items: [\"Home\", \"Search\"])\ntabs.select(0)\n```")
        else:
            parts.append(f"### {sentence(rng, 2)[:-1]}\n\n{paragraph(rng)}")
    return "\n\n".join(parts) + "\n"


def section_of(i):
    return i % SECTIONS


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    out = args.out
    if os.path.exists(out):
        shutil.rmtree(out)
    hb = os.path.join(out, "handbook", "Content")
    hugo = os.path.join(out, "hugo")
    os.makedirs(os.path.join(hb, "guidelines"), exist_ok=True)
    # What a team has beside its pages: the bundled guidelines, specs, string catalog and
    # design tokens (the generated sections go beside the bundled ones).
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Content")
    for folder in ("components", "i18n", "tokens", "guidelines"):
        shutil.copytree(os.path.join(bundled, folder), os.path.join(hb, folder), dirs_exist_ok=True)
    with open(os.path.join(hb, "site.yml"), "w") as f:
        f.write("title: Benchmark system\ndescription: Generated pages.\ndevice-widths: [320, 375, 390, 768]\n"
                "locales: [en, de, ar, ja]\ntranslations: [i18n/Localizable.xcstrings]\ntokens: tokens/harbor.resolver.json\n"
                "rule-pages: { tabs: components/tabs.yml, segmented: components/segmented-control.yml, "
                "labels: guidelines/navigation/writing-tab-labels.md, tab-bar: guidelines/navigation/tab-bars.md }\n")
    with open(os.path.join(hb, "index.md"), "w") as f:
        f.write("---\ntitle: Benchmark system\n---\n\nGenerated pages.\n")

    def hb_link(source, target):
        s, t = section_of(source), section_of(target)
        return f"page-{target:05d}.md" if s == t else f"../section-{t:02d}/page-{target:05d}.md"

    def hugo_link(source, target):
        return f"/section-{section_of(target):02d}/page-{target:05d}/"

    for s in range(SECTIONS):
        os.makedirs(os.path.join(hb, "guidelines", f"section-{s:02d}"))
        os.makedirs(os.path.join(hugo, "content", f"section-{s:02d}"))
        with open(os.path.join(hb, "guidelines", f"section-{s:02d}", "index.md"), "w") as f:
            f.write(f"---\ntitle: Section {s}\norder: {s}\n---\n\nPages of section {s}.\n")
        with open(os.path.join(hugo, "content", f"section-{s:02d}", "_index.md"), "w") as f:
            f.write(f"---\ntitle: Section {s}\nweight: {s}\n---\n\nPages of section {s}.\n")
    for i in range(args.pages):
        rng = random.Random(i)
        title = sentence(rng, 3)[:-1]
        summary = sentence(rng, 8)
        front = f"---\ntitle: {title}\norder: {i}\nsummary: {summary}\n---\n\n"
        rng_a, rng_b = random.Random(i * 7919), random.Random(i * 7919)
        with open(os.path.join(hb, "guidelines", f"section-{section_of(i):02d}", f"page-{i:05d}.md"), "w") as f:
            f.write(front + page_body(rng_a, i, args.pages, hb_link))
        hugo_front = f"---\ntitle: {title}\nweight: {i}\nsummary: {summary}\n---\n\n"
        with open(os.path.join(hugo, "content", f"section-{section_of(i):02d}", f"page-{i:05d}.md"), "w") as f:
            f.write(hugo_front + page_body(rng_b, i, args.pages, hugo_link))

    # Hugo at its best: the section navigation is cached per section (partialCached).
    layouts = os.path.join(hugo, "layouts")
    os.makedirs(os.path.join(layouts, "_default"))
    os.makedirs(os.path.join(layouts, "partials"))
    with open(os.path.join(hugo, "config.toml"), "w") as f:
        f.write('baseURL = "/"\ntitle = "Benchmark system"\ndisableKinds = ["taxonomy", "term", "RSS"]\n'
                '[markup.goldmark.renderer]\nunsafe = false\n[markup.tableOfContents]\nstartLevel = 2\nendLevel = 3\n')
    with open(os.path.join(layouts, "_default", "baseof.html"), "w") as f:
        f.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>'
                '<link rel="stylesheet" href="/assets/handbook.css"></head><body><header><a href="/">{{ .Site.Title }}</a></header>'
                '{{ partialCached "nav.html" .CurrentSection .CurrentSection }}<main id="content">{{ block "main" . }}{{ end }}</main></body></html>\n')
    with open(os.path.join(layouts, "partials", "nav.html"), "w") as f:
        f.write('<nav aria-label="Site"><ul>{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>'
                '<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>\n')
    for name in ("single", "list"):
        with open(os.path.join(layouts, "_default", f"{name}.html"), "w") as f:
            f.write('{{ define "main" }}<h1>{{ .Title }}</h1><p>{{ .Summary }}</p><aside>{{ .TableOfContents }}</aside>{{ .Content }}{{ end }}\n')
    with open(os.path.join(layouts, "index.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}\n')


if __name__ == "__main__":
    main()
