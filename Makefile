# Top-level build. Each component may add targets in mk/<component>.mk.
GO      ?= go
PREFIX  ?= /usr/local
BINDIR  := bin

.PHONY: all opari2 test vet clean
all: opari2

opari2:
	$(GO) build -o $(BINDIR)/opari2 ./cmd/opari2

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
