# The POMP2 measurement library: a Go c-archive and c-shared library whose
# POMP2 entry points are C (pomp2/lib/*.c).
LIBDIR     := build/lib
POMP2_SRCS := $(wildcard pomp2/*.go pomp2/lib/*.go pomp2/lib/*.c pomp2/lib/*.h pomp2/include/opari2/*.h ctc/*.go ompt/*.go ompt/streams/*.go ompt/tools/*/*.go ompt/libomp/replay/*.go ompt/libomp/session/*.go ompt/libomp/recorder/* internal/*/*.go internal/*/*.h internal/*/*.c)

.PHONY: lib
lib: $(LIBDIR)/libpomp2.a $(LIBDIR)/libpomp2.so

$(LIBDIR)/libpomp2.a: $(POMP2_SRCS)
	@mkdir -p $(LIBDIR)
	$(GO) build -buildmode=c-archive -o $@ ./pomp2/lib
	@rm -f $(LIBDIR)/libpomp2.h

$(LIBDIR)/libpomp2.so: $(POMP2_SRCS)
	@mkdir -p $(LIBDIR)
	$(GO) build -buildmode=c-shared -o $@ ./pomp2/lib
	@rm -f $(LIBDIR)/libpomp2.h

# The C microbenchmarks of the POMP2 cost (figures in docs/performance.md):
# bench-pomp2 (a critical and a for loop, per event), bench-constructs
# (every construct of the EPCC syncbench and taskbench, per construct),
# bench-pomp2-ompt (the cost of an OMPT callback to a C tool, libpomp2
# next to libomp), bench-constructs-instructions (bench-constructs'
# work counted by callgrind: instructions per construct, all threads).
.PHONY: bench-pomp2 bench-constructs bench-pomp2-ompt bench-constructs-instructions
bench-pomp2: BENCH_TARGET = run
bench-constructs: BENCH_TARGET = constructs
bench-pomp2-ompt: BENCH_TARGET = ompt
bench-constructs-instructions: BENCH_TARGET = instructions
bench-pomp2 bench-constructs bench-pomp2-ompt bench-constructs-instructions: opari2 lib
	rm -rf build/bench && mkdir -p build/bench
	cp testdata/pomp2/bench/* testdata/ompt/bench/mintool.c build/bench/
	$(MAKE) -C build/bench OPARI2=$(CURDIR)/bin/opari2 LIBDIR=$(CURDIR)/build/lib $(BENCH_TARGET)
