# Top-level build. Each component may add targets in mk/<component>.mk.
GO      ?= go
PREFIX  ?= /usr/local
BINDIR  := bin

.PHONY: all opari2 test vet clean
all: opari2

# opari2 is linked statically (no cgo: it uses none; only the flag and
# tar packages' imports of net and os/user brought in the C resolver and
# the dynamic loader): each start of the compiler wrapper, one per
# compile, is about 1 ms shorter (docs/performance.md, "Start-up").
opari2:
	CGO_ENABLED=0 $(GO) build -o $(BINDIR)/opari2 ./cmd/opari2

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

# The test command named in README.md and run by .ci/run.
test: all lib vet
	$(GO) test ./...
	$(GO) test -race ./pomp2/ ./ctc/ ./ompt/...

clean:
	rm -rf $(BINDIR)

-include mk/*.mk
