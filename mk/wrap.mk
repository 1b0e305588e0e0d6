# The one-word compiler wrappers (docs/linking.md): opari2-gcc is
# `opari2 wrap gcc`; links to opari2 in bin/ of the source tree, and in
# PREFIX/bin by make install. `opari2 wrap --create COMPILER` makes one
# for any other compiler.
WRAPPED_COMPILERS := gcc g++ gfortran clang clang++

all: $(addprefix $(BINDIR)/opari2-,$(WRAPPED_COMPILERS))

$(addprefix $(BINDIR)/opari2-,$(WRAPPED_COMPILERS)): | opari2
	ln -sf opari2 $@
