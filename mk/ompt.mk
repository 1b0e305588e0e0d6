# The OMPT tool library for LLVM's OpenMP runtime (docs/ompt.md, "A real
# runtime"): a Go c-shared library whose OMPT callbacks are C
# (ompt/libomp/*.c). Load it with OMP_TOOL_LIBRARIES=build/lib/libopari2-ompt.so.
OMPT_LIB_SRCS := $(wildcard ompt/*.go ompt/libomp/*.go ompt/libomp/*.c ompt/libomp/*.h ompt/libomp/replay/*.go ompt/streams/*.go ompt/tools/*/*.go internal/*/*.go internal/*/*.h)

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
