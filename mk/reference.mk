# bench-reference: our instrumenter beside the reference Opari2 2.0.5 on
# the dense C and f90 inputs and on Fortran inputs of one kind of line
# each (testdata/bench/fortran-lines.sh), whole processes in turn
# (farm-bench), the
# outputs compared (testdata/bench/reference.sh). The reference is built
# once by ../shared/reference/build-reference.sh; REFERENCE=path names
# another binary, RUNS the pairs per input. Not part of make test.
REFERENCE ?=
RUNS      ?= 11
.PHONY: bench-reference
bench-reference: opari2
	rm -rf build/bench-reference && mkdir -p build/bench-reference
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/bench-reference/dense.c -bench-lines 408000
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/bench-reference/dense.f90 -bench-lines 408000
	testdata/bench/fortran-lines.sh build/bench-reference
	testdata/bench/reference.sh $(CURDIR)/bin/opari2 \
	  "$${REFERENCE:-$$(../shared/reference/build-reference.sh)}" build/bench-reference $(RUNS)

# bench-cachegrind: the instrumenter's work on a tenth of the dense C,
# f90 and fixed-form inputs and on the Fortran inputs of one kind of
# line each, counted by cachegrind (instructions, I1 and D1 misses;
# deterministic: testdata/bench/cachegrind.sh). BINARY=path counts
# another build of opari2, for a side-by-side table; GC=stw counts the
# collector's work too. Not part of make test.
BINARY ?=
GC     ?=
.PHONY: bench-cachegrind
bench-cachegrind: opari2
	rm -rf build/bench-cachegrind && mkdir -p build/bench-cachegrind
	for f in dense.c dense.f90 dense.f; do \
	  $(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/bench-cachegrind/$$f -bench-lines 40800 || exit 1; \
	done
	testdata/bench/fortran-lines.sh build/bench-cachegrind
	GC=$(GC) testdata/bench/cachegrind.sh "$${BINARY:-$(CURDIR)/bin/opari2}" build/bench-cachegrind \
	  dense.c dense.f90 dense.f plain.f90 plainx.f kw.f90 kwx.f decl.f90 units.f90 bar.f90 pdo.f90
