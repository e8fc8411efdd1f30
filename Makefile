# bridgescore: two commands on a fresh Debian/Ubuntu machine.
#   make run   - install what running needs, build, and open the director's window
#   make test  - install what the tests need too, and run the whole test suite

TAGS := migrated_fynedo,no_emoji
GO   ?= go
# Go's own installer puts it here; find it even when PATH does not.
export PATH := $(PATH):/usr/local/go/bin

.PHONY: run test deps deps-test deps-windows build vet lint bench package windows cross

# What running needs (the window's headers, libdds, the Go modules); the
# tests' tools and the Windows release's come with make test and make
# windows only.
deps:
	./scripts/install-deps.sh run

deps-test:
	./scripts/install-deps.sh run test windows

deps-windows:
	./scripts/install-deps.sh run windows

# bridgescore runs the commands and starts bridgescore-window, the
# director's window, which it finds beside it: a command never pays for
# starting the window's libraries. It is built without cgo, so that it
# starts without the C library too, and has bridgescore-dds, beside it,
# analyse deals double dummy with libdds.
build: deps
	CGO_ENABLED=0 $(GO) build -tags $(TAGS) -o bridgescore .
	$(GO) build -o bridgescore-dds ./dds/solver
	$(GO) build -tags $(TAGS) -o bridgescore-window ./window

run: build
	./bridgescore $(ARGS)

# vet also builds every package and its tests for Windows (all but the
# window, which needs cgo there): what is Unix's stays behind a constraint.
# third_party/gofpdf, the PDF library without encoding/gob (see its
# README), is a module of its own, vetted and tested here too.
vet:
	$(GO) vet -tags $(TAGS) ./...
	$(GO) vet -tags $(TAGS),headless .
	GOOS=windows CGO_ENABLED=0 $(GO) vet -tags $(TAGS),headless $$($(GO) list ./... | grep -v '/window$$')
	cd third_party/gofpdf && $(GO) vet ./...

test: deps-test vet
	$(GO) test -tags $(TAGS) -count=1 -timeout 30m ./...
	cd third_party/gofpdf && $(GO) test -count=1 ./...
	./scripts/smoke.sh
	./scripts/smoke-gui.sh
	./scripts/pointer-gui.sh
	$(MAKE) cross
	./scripts/smoke-windows.sh

# The headless commands build for macOS (Apple silicon and Intel) as they
# are; the window needs a Mac to build (see the README).
cross:
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 $(GO) build -tags $(TAGS),headless -o /dev/null .
	GOOS=darwin GOARCH=amd64 CGO_ENABLED=0 $(GO) build -tags $(TAGS),headless -o /dev/null .

bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./...

# lint checks the commands' program as make build builds it (without cgo)
# too: the window needs cgo.
lint:
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags $(TAGS) ./...
	CGO_ENABLED=0 $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags $(TAGS) $$($(GO) list ./... | grep -v '/window$$')

# The Windows release, cross-built here: dist/windows/bridgescore.exe (the
# window), bridgescore-cli.exe (the commands, for cmd.exe and PowerShell)
# and bridgescore-setup-VERSION.exe (the installer).
windows: deps-windows
	./scripts/windows/build.sh

# An installable Linux bundle: bridgescore.tar.xz holds both programs, the
# desktop entry and the icon; unpack it and run "sudo make install" inside.
package: deps
	./scripts/package-linux.sh
