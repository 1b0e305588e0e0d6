# The OMPT tool library for LLVM's OpenMP runtime (docs/ompt.md, "A real
# runtime"): a Go c-shared library whose OMPT callbacks are C
# (ompt/libomp/recorder/recorder.c). Load it with OMP_TOOL_LIBRARIES=build/lib/libopari2-ompt.so.
OMPT_LIB_SRCS := $(wildcard ompt/*.go ompt/libomp/*.go ompt/libomp/toollib/*.go ompt/libomp/toollib/*.c ompt/libomp/toollib/*.h ompt/libomp/replay/*.go ompt/libomp/session/*.go ompt/libomp/recorder/* ompt/streams/*.go ompt/tools/*/*.go internal/*/*.go internal/*/*.h internal/*/*.c)

.PHONY: ompt-lib
ompt-lib: build/lib/libopari2-ompt.so

build/lib/libopari2-ompt.so: $(OMPT_LIB_SRCS)
	@mkdir -p build/lib
	$(GO) build -buildmode=c-shared -o $@ ./ompt/libomp
	@rm -f build/lib/libopari2-ompt.h

# Per-event cost of the tool library under libomp (docs/performance.md).
.PHONY: bench-ompt
bench-ompt: ompt-lib
	sh ompt/libomp/bench.sh $(REPS) $(ROUNDS)

# The model programs of ompt/libomp (testdata/migrate.c, taskyield.c,
# cancel_taskgroup.c, cancel.c, threads.cpp, teams.c, events51.c) run
# freely 20 times each under the checker (make test runs them twice).
.PHONY: ompt-repeat
ompt-repeat:
	$(GO) test -count=1 ./ompt/libomp -run 'TestModelProgramsChecker' -runs=20
