# make install PREFIX=DIR: the tool, opari2-config, the one-word
# compiler wrappers, the nm reader of
# opari2-config --region-initialization, the POMP2 library,
# the OMPT tool library for libomp, the headers, the awk script of the
# reference pipeline and the example.
.PHONY: install
install: opari2 lib ompt-lib
	install -d $(PREFIX)/bin $(PREFIX)/libexec $(PREFIX)/lib $(PREFIX)/include/opari2 $(PREFIX)/share/opari2/example
	install -m 755 bin/opari2 $(PREFIX)/bin/opari2
	ln -sf opari2 $(PREFIX)/bin/opari2-config
	ln -sf ../bin/opari2 $(PREFIX)/libexec/pomp2-parse-init-regions
	for c in $(WRAPPED_COMPILERS); do ln -sf opari2 $(PREFIX)/bin/opari2-$$c; done
	install -m 644 build/lib/libpomp2.a $(PREFIX)/lib/libpomp2.a
	install -m 755 build/lib/libpomp2.so $(PREFIX)/lib/libpomp2.so
	install -m 755 build/lib/libopari2-ompt.so $(PREFIX)/lib/libopari2-ompt.so
	install -m 644 pomp2/include/opari2/*.h internal/omptools/omp-tools.h $(PREFIX)/include/opari2/
	install -m 644 initgen/pomp2-parse-init-regions.awk $(PREFIX)/share/opari2/
	install -m 644 testdata/example/*.c testdata/example/*.f90 testdata/example/Makefile $(PREFIX)/share/opari2/example/
