# The opari2 binary is built with profile-guided optimization (go build
# -pgo): PGO_PROFILE is a CPU profile of the instrumenter on the dense C,
# free-form and fixed-form Fortran inputs and the typical C one
# (BenchmarkInstrumentFile, in process). The compiler then inlines the
# calls that are hot there and devirtualizes the scanner's calls to its
# handler. `make pgo-profile` makes it again after the hot paths change
# (docs/performance.md says what it gains); a stale profile costs only
# the gain, never correctness. Not part of make test.
PGO_PROFILE := testdata/pgo/opari2.pgo
PGO_INPUTS  := dense.c dense.f90 dense.f typical.c

.PHONY: pgo-profile
pgo-profile:
	rm -rf build/pgo && mkdir -p build/pgo
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/pgo/dense.c -bench-lines 408000
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/pgo/dense.f90 -bench-lines 408000
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-source $(CURDIR)/build/pgo/dense.f -bench-lines 408000
	$(GO) test ./rewrite -run TestWriteBenchSource -bench-typical -bench-source $(CURDIR)/build/pgo/typical.c -bench-lines 408000
	$(GO) test -c -o build/pgo/rewrite.test ./rewrite
	for f in $(PGO_INPUTS); do \
	  build/pgo/rewrite.test -test.run XXX -test.bench InstrumentFile -test.benchtime 10x \
	    -bench-file $(CURDIR)/build/pgo/$$f -test.cpuprofile build/pgo/$$f.prof || exit 1; \
	done
	$(GO) tool pprof -proto $(addprefix build/pgo/,$(addsuffix .prof,$(PGO_INPUTS))) >build/pgo/merged.pgo
	mv build/pgo/merged.pgo $(PGO_PROFILE)
