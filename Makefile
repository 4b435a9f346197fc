# The two commands a newcomer needs: `make demo` and `make test`. Both install missing Debian packages first.
DEMO ?= ball-menu
OUT ?= render-output/$(DEMO)
SWIFT_BUILD_FLAGS ?=
## SwiftPM builds with deterministic hashing. With the default traits Port and Studio it passes their two `-D` flags in
## a Swift Set's order, which changes from one process to the next, and every time it plans a build anew — another
## root package over the same build folder (the documentation examples), the DocC plugin — the flags then flip half the
## time and every target of the package compiles again. Only SwiftPM gets the variable: the tests themselves still run
## with the usual per-process hashing, which keeps them able to see an order that changes from one run to the next.
SWIFTPM = env SWIFT_DETERMINISTIC_HASHING=1 swift

.PHONY: demo test test-scale test-sanitize deps build release bench-render bench-physics bench-layout bench-studio bench-soak bench-png-determinism bench-fidelity bench-parser fuzz fuzz-inputs docs clean

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFTPM) build $(SWIFT_BUILD_FLAGS)

release: deps
	$(SWIFTPM) build -c release $(SWIFT_BUILD_FLAGS)

## Renders the default demo to render-output/<demo>/ as PNG frames plus an mp4. Builds only the `dynamics` product, and
## without its default traits `Port` and `Studio`: `dynamics port`'s swift-syntax and the studio's SwiftNIO and
## Hummingbird are the longest part of a release build, and rendering needs neither.
demo: deps
	swift run -c release --disable-default-traits $(SWIFT_BUILD_FLAGS) dynamics render $(DEMO) --out $(OUT) \
		--video $(OUT)/$(DEMO).mp4

## Runs the whole test suite (it also installs chromium, which checks the HTML compare report). The build is SwiftPM's
## (deterministic hashing). Then the tests run from their binary while the documentation examples (outside packages
## that reuse the build folder) and DocC build beside them on the other core (scripts/test-and-docs.sh). Each stage
## prints its wall and processor time.
test:
	@scripts/ensure-deps.sh test
	@scripts/check-test-layout.py
	@scripts/timed.sh "test build" $(SWIFTPM) build --build-tests $(SWIFT_BUILD_FLAGS)
	@scripts/test-and-docs.sh $(SWIFT_BUILD_FLAGS)

## The README's scale-out recipes run as written, each merged and compared with one process's render: GNU parallel,
## a Slurm job array on a one-node cluster it starts and stops, and the Kubernetes Job's pods and image (no cluster).
## The README puts the release build on PATH; this puts the debug build `make test` already made there instead (the
## recipes do not depend on optimisation, and a release build would compile the package once more). The single
## render they are compared with is made once for all three.
test-scale:
	@scripts/ensure-deps.sh scale
	$(SWIFTPM) build --product dynamics $(SWIFT_BUILD_FLAGS)
	@bin="$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)" && reference="$$(mktemp -d)" && \
		trap 'rm -rf "$$reference"' EXIT && export SCALE_OUT_REFERENCE="$$reference/ball-menu" && \
		for recipe in parallel slurm kubernetes; do Tests/ScaleOut/$$recipe.sh "$$bin" || exit 1; done

## The sanitizer lane (not part of `make test`): a render and the physics, renderer, encoder, studio and fuzz tests
## under ThreadSanitizer and under AddressSanitizer with UBSan, each in its own build folder; fails on any report.
## SANITIZERS=thread (or address) for one.
test-sanitize: deps
	scripts/test-sanitize.sh

## Rendering figures (prints tables; not a test): frames, PNG encoding, sequences, mp4, shards, and manim side by side.
bench-render:
	@scripts/ensure-deps.sh scale
	bench/run-render.sh

## iOS snapshot tests ported to Linux against their iOS-recorded references: the share of differing pixels per case
## (needs the port folder outside the repository; docs/snapshot-testing.md).
bench-fidelity:
	scripts/bench-fidelity.sh

## Physics engine side by side with Box2D 2.4 and Chipmunk 7 (prints a table, writes bench/physics-results.json).
bench-physics:
	@scripts/ensure-deps.sh bench
	bench/run-physics.sh

## Auto Layout side by side with kiwisolver: 1,000 views, 4,000 constraints, first pass and a constant change.
bench-layout:
	@scripts/ensure-deps.sh bench
	bench/run-layout.sh

## swift-syntax's parse time over runs of unclosed brackets and deep nesting, the shapes `dynamics port`'s
## BracketNesting refuses past its bound: a package of its own (bench/parser-brackets), built in release, prints the
## median of 5 parses of each shape and size (a series stops past 5 s).
bench-parser:
	cd bench/parser-brackets && swift build -c release && \
		"$$(swift build -c release --show-bin-path)/parser-brackets" ../../Tests/FuzzTests/RewriterCorpus/BallViewController.swift

## A 20,000-frame render through the command line's library call, printing resident memory at each quarter and
## the ratio of the last to the first (target: at most 1.05; exits 1 when missed). FRAMES=… for another length,
## SOAK="--trace --video" to write a trace and an mp4 (the in-process encoder) beside the PNGs.
FRAMES ?= 20000
SOAK ?=
bench-soak: release
	swift run -c release dynamics-bench soak --frames $(FRAMES) $(SOAK)

## One frame's scanlines (settings at 0.5 s on an iPhone 15 Pro, dark, landscape, the largest accessibility text size:
## the frame a busy machine once wrote in other bytes) compressed by ISA-L in PROCESSES fresh processes at its level 0,
## which the PNG writer uses, and its level 1, counting the processes whose stream differs from the most common one.
PROCESSES ?= 1000
bench-png-determinism: release
	@bin="$$(swift build -c release --show-bin-path)" && work="$$(mktemp -d)" && trap 'rm -rf "$$work"' EXIT && \
	"$$bin/dynamics" render settings --at 0.5 --device iphone-15-pro --appearance dark \
		--content-size accessibility-large --orientation landscape --scale 1 --out "$$work/settings" > /dev/null && \
	"$$bin/dynamics-bench" png-determinism "$$work/settings/frame_00030.png" --processes $(PROCESSES)

## How long the studio takes to show a ball-menu frame after a seek (target: 100 ms), release and debug builds; the
## first build of the README's own-package example from a clean folder (target: under two minutes); the time from
## saving a one-line change of that package to the new frame with --watch (target: under 10 s); and frames per
## second of playback at scale 2 in headless Chromium (target: 60). All printed as measured in this one run.
bench-studio: deps
	swift run -c release dynamics-bench studio ball-menu
	swift run dynamics-bench studio ball-menu
	$(SWIFTPM) build --product dynamics
	work=$$(mktemp -d "$${TMPDIR:-/tmp}/bench-studio-XXXXXX") && trap 'rm -rf "$$work"' EXIT && \
	scripts/bench-own-package.sh "$$work/own" && \
	scripts/bench-studio-page.py "$$(swift build --show-bin-path)/dynamics" "$$work/own/MyScenes"

## Random UIKit Dynamics scenes through the public API: crashes, hangs and NaN (make fuzz SEED=7 COUNT=500).
SEED ?= 1
COUNT ?= 10000
fuzz: release
	swift run -c release dynamics-fuzz --seed $(SEED) --count $(COUNT)

## The other front doors, COUNT mutated inputs each (10,000 by default): manifests through compare and merge, the
## Interface Builder fixtures' storyboards and xibs through the compiler, the rewriter corpus's Swift sources through
## `dynamics port`'s rewriter, and HTTP requests to a `dynamics studio` with a mutated reference folder. One summary
## line per target; exits 1 on any crash, hang or bad answer.
fuzz-inputs: release
	@bin="$$(swift build -c release --show-bin-path)" && status=0 && \
	for target in manifests interface-builder rewriter studio; do \
		corpus=Tests/InterfaceBuilderTests/Fixtures; [ $$target = rewriter ] && corpus=Tests/FuzzTests/RewriterCorpus; \
		"$$bin/dynamics-fuzz" --target $$target --seed $(SEED) --count $(COUNT) --corpus $$corpus || status=1; \
	done; exit $$status

## DocC documentation of every library module, combined, into DOCS_OUT, .build/docs by default (open it with a static web
## server, or `swift package --disable-sandbox preview-documentation --target Dynamics`). scripts/docs.sh builds the
## modules, then runs DocC's tools itself from the build (it lists the modules): SwiftPM's DocC plugin built and planned
## the package once more for each module.
DOCS_OUT ?= .build/docs
docs: deps
	@scripts/docs.sh $(DOCS_OUT) $(SWIFT_BUILD_FLAGS)

clean:
	rm -rf .build
