# `make example`: instrument, compile, link and run the bundled example,
# then show its profile. Built in build/example, the sources stay clean.
.PHONY: example
example: opari2 lib
	rm -rf build/example && mkdir -p build/example
	cp testdata/example/*.c testdata/example/*.f90 testdata/example/Makefile build/example/
	$(MAKE) -C build/example OPARI2=$(CURDIR)/bin/opari2 run
