# Handbook — the two commands of the README, and the rest.
SWIFT ?= swift
PREFIX ?= /usr/local

.PHONY: site test setup build release install dist dist-test bench fuzz tsan clean

## Set up, build, and generate the site from the bundled Content/ into _site/.
site: release
	.build/release/handbook build
	@echo "Open _site/index.html in a browser, or run: .build/release/handbook serve"

## Set up and run every test: Swift Testing, then whole-site checks in real Chromium,
## the Nu HTML checker and axe (Tests/SiteChecks; screenshots land in artifacts/).
test:
	scripts/setup.sh --test
	$(SWIFT) build
	$(SWIFT) test
	for target in frontmatter markdown mdx site spec layout tokens resolver mcp json highlight; do .build/debug/handbook-fuzz $$target Tests/FuzzCorpus/$$target || exit 1; done
	python3 -m pytest -q Tests/SiteChecks

setup:
	scripts/setup.sh

build: setup
	$(SWIFT) build

## The Swift runtime and Foundation linked statically, as the .deb has them: a one-page
## rebuild at 1,000 pages spends about 15 ms less loading and binding shared libraries.
release: setup
	$(SWIFT) build -c release --static-swift-stdlib

## Put the release binary on the PATH (the default theme is built into it).
install: release
	install -m 0755 .build/release/handbook $(PREFIX)/bin/handbook

## The .deb and tarball a user installs instead of compiling (dist/; see scripts/dist.sh):
## the release build (the Swift runtime and Foundation linked statically), in .build/.
dist:
	scripts/setup.sh --dist
	SWIFT=$(SWIFT) scripts/dist.sh

## Build the .deb, install it with apt-get (as root), build the bundled Content/ with it, remove it.
dist-test:
	SWIFT=$(SWIFT) scripts/test-dist.sh

bench: release
	scripts/setup.sh --bench
	scripts/bench.sh

## Fuzz every target for SECONDS each (default 60); not part of CI.
fuzz: setup
	scripts/fuzz.sh $(or $(SECONDS),60)

tsan: setup
	scripts/tsan.sh

clean:
	rm -rf .build .build-dist _site dist
