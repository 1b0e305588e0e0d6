# Linking tools (docs/linking.md): the opari2-config and
# pomp2-parse-init-regions links of the source tree, and a check that the opari2-config nm|grep|awk pipeline and
# `opari2 init-file` write the same init file for the objects in OBJS.

all: $(BINDIR)/opari2-config $(BINDIR)/pomp2-parse-init-regions

$(BINDIR)/opari2-config $(BINDIR)/pomp2-parse-init-regions: | opari2
	ln -sf opari2 $@

# make check-init-pipeline OBJS="a.o libx.a"
.PHONY: check-init-pipeline
check-init-pipeline: opari2 $(BINDIR)/opari2-config
	@mkdir -p build
	@test -n "$(OBJS)" || { echo "usage: make check-init-pipeline OBJS=\"objects and libraries\""; exit 2; }
	$(BINDIR)/opari2 init-file $(OBJS) > build/init-file.c
	`$(BINDIR)/opari2-config --nm` $(OBJS) | `$(BINDIR)/opari2-config --egrep` -i "pomp2_(user_)?init_reg" | \
	  `$(BINDIR)/opari2-config --egrep` " [TN] " | \
	  `$(BINDIR)/opari2-config --awk-cmd` -f `$(BINDIR)/opari2-config --awk-script` > build/init-pipeline.c
	cmp build/init-file.c build/init-pipeline.c && echo "init-file and the opari2-config pipeline agree"
	`$(BINDIR)/opari2-config --nm` $(OBJS) | `$(BINDIR)/opari2-config --region-initialization` > build/init-regions.c
	cmp build/init-file.c build/init-regions.c && echo "init-file and the Score-P pipeline agree"
