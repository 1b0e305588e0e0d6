#!/bin/sh
# Ours beside the reference Opari2 2.0.5 on the dense inputs and the
# inputs of one kind of line each of fortran-lines.sh (make
# bench-reference; figures in docs/performance.md): each input is
# instrumented by both as whole processes, in turn, by farm-bench, and
# the outputs are compared after the file names and the init function's
# unique id (the reference makes a new one at every run).
# usage: reference.sh OURS REFERENCE DIR [RUNS]
set -e
OURS=$1 REF=$2 DIR=$3 RUNS=${4:-11}
cd "$DIR"

# normalize NAME: the file on stdin as one line, the CTC strings' line
# splits (which may cut a file name) joined, NAME and the unique id (of
# the init function and the Fortran common block) replaced
normalize() {
	tr -d '\n' | sed 's/"\/\/ *&* *"//g; s/'"$1"'/INPUT/g; s/Init_reg_[0-9a-z]*_/Init_reg_ID_/g; s/\/cb[0-9a-z]*\//\/cbID\//g'
}

for input in dense.c dense.f90 plain.f90 plainx.f kw.f90 kwx.f bar.f90 pdo.f90; do
	ext=${input#*.}
	cp "$input" a.$ext
	cp "$input" b.$ext
	echo "== $input: ours (A) beside the reference (B)"
	farm-bench -n "$RUNS" --timeout 900 --vs "$REF b.$ext b.mod.$ext" -- "$OURS" a.$ext a.mod.$ext
	for f in mod.$ext $ext.opari.inc; do
		for side in a b; do
			case $f in
			c.opari.inc)
				# the C include file indents its CTC #defines as the
				# corpus's expected files do, which the 2.0.5 sources
				# do not: leading blanks are not compared
				sed 's/^ *//' $side.$f | normalize "$side\.$ext" ;;
			f90.opari.inc | f.opari.inc)
				# the corpus normalization joins the CTC strings and
				# sets their indentation: blanks are not compared
				normalize "$side\.$ext" <$side.$f | tr -s ' ' ;;
			*)
				normalize "$side\.$ext" <$side.$f ;;
			esac >$side.norm
		done
		if ! cmp -s a.norm b.norm; then
			echo "$input: the .$f files differ beyond the names" >&2
			exit 1
		fi
	done
	echo "== $input: outputs equal after the names"
done
