# The directive generator's long run (issue 18, internal/dirgen): FUZZ_N
# programs per language (C, C++, fixed and free form Fortran, 8 cases
# each) from FUZZ_SEED, checked like the short fixed-seed run of
# `make test`; the program of each failing case is written to
# build/fuzz-directives/ (keep it in testdata/directives/).
FUZZ_N    ?= 100
FUZZ_SEED ?= $(shell date +%s)

.PHONY: fuzz-directives
fuzz-directives:
	@echo "seed $(FUZZ_SEED), $(FUZZ_N) programs per language"
	bash -o pipefail -c '$(GO) test ./rewrite -run "^TestDirectiveProperty$$" -count=1 -timeout 0 -v \
		-directives.n=$(FUZZ_N) -directives.seed=$(FUZZ_SEED) -directives.keep=$(CURDIR)/build/fuzz-directives \
		| grep -E "generated cases|seed [0-9]+ |^(ok|FAIL|---)"'
