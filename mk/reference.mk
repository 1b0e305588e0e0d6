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
