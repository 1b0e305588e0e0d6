package parser

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// remadeDiff makes d again from its source in reuse's memory, as the
// pipeline's instrumenter does, and returns how the copy differs from d
// (all of it, unexported state too: "" when the same), and the copy. d
// is as the scanner made it: no word of its name read.
func remadeDiff(d, reuse *Directive) (string, *Directive) {
	c := d.Source().Make(reuse)
	c.Attached = d.Attached // (the pipeline hands these over apart)
	return cmp.Diff(d, c,
		cmp.AllowUnexported(Directive{}, span{}),
		cmpopts.EquateEmpty(),
		// a used directive keeps its clause block (newClause zeroes
		// each clause it hands out again); the storage of the lines
		// holds them only when there are few (Lines are compared)
		cmpopts.IgnoreFields(Directive{}, "clauseSlab", "linesBuf")), c
}

// remaking records, for each directive, whether the one made again from
// its source is the same.
type remaking struct {
	fNopHandler
	reuse *Directive // the last copy, used again (dirty) for the next
	diffs []string
	made  int
}

func (h *remaking) Classify(d *Directive) FClass {
	diff, c := remadeDiff(d, h.reuse)
	if diff != "" {
		h.diffs = append(h.diffs, diff)
	}
	// read the copy's name and clauses, so that the next one reuses a
	// directive with words and clauses in it
	for c.NextWord() != "" {
	}
	c.ClauseList()
	h.reuse = c
	h.made++
	return h.fNopHandler.Classify(d)
}

func TestFortranSourceMakesTheSameDirective(t *testing.T) {
	const free = "program p\n" +
		"  !$omp parallel do schedule(static) private(i) & ! comment\n" +
		"  !$omp& reduction(+:s)\n" +
		"  do i = 1, n\n    s = s + 1\n  end do\n" +
		"  !$OMP CRITICAL (Name)\n  s = 'It''s !$omp'\n  !$omp end critical (name)\n" +
		"  !dir$ ivdep\n  !$omp simd collapse(2) aligned(a:64)\n" +
		"  do i = 1, n\n  do j = 1, n\n  end do\n  end do\n" +
		"!$omp atomic capture\n  v = x; x = x + 1\n!$omp end atomic\n" +
		"  !$ x = omp_get_thread_num()\n  !$omp barrier\n" +
		"  !$omp task depend(in: a(1:n), b) &\n  !$omp & firstprivate(c, &\n  !$omp & d)\n  !$omp end task\n" +
		"end\n"
	const fixed = "      program p\n" +
		"c$omp parallel do schedule(static)\n" +
		"c$omp+ private(i)                                                       ignored past 72\n" +
		"      do 10 i = 1, n\n   10 continue\n" +
		"*$OMP SINGLE\n      x = 'a!b'\n*$omp end single copyprivate(x)\n" +
		"!$omp barrier\n" +
		"      end\n"
	for _, c := range []struct {
		name string
		form Form
		src  string
		dirs int
	}{{"free", FormFree, free, 9}, {"fixed", FormFixed, fixed, 4}} {
		t.Run(c.name, func(t *testing.T) {
			h := &remaking{fNopHandler: fNopHandler{src: []byte(c.src)}}
			if err := NewFScanner("t.f", c.form, []byte(c.src), h).Run(); err != nil {
				t.Fatal(err)
			}
			if h.made != c.dirs {
				t.Fatalf("made %d directives again; the input has %d", h.made, c.dirs)
			}
			for _, d := range h.diffs {
				t.Errorf("made again, the directive differs (-scanner's +made):\n%s", d)
			}
		})
	}
}
