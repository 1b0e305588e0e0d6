package parser

import (
	"strings"
	"testing"
)

// TestIndexFold: the sentinel's search (indexFold) against strings.Index
// on the lowered text, for sentinels and look-alikes anywhere in lines of
// either case.
func TestIndexFold(t *testing.T) {
	subs := []string{"!$omp", "c$omp", "*$omp", "!$", "!p$", "x", ""}
	lines := []string{"", "!$omp parallel", "  !$OMP DO", "C$OMP BARRIER", "      x = 1 ! !$omp", "!$om", "!$!$omp", "*$Omp&", "é!$omp", "!$OMp"}
	for _, sub := range subs {
		for _, l := range lines {
			for _, v := range []string{l, strings.ToUpper(l), mixCase(l)} {
				if got, want := indexFold(v, sub), strings.Index(lowerASCII(v), sub); got != want {
					t.Errorf("indexFold(%q, %q) = %d, want %d", v, sub, got, want)
				}
			}
		}
	}
}

// FuzzIndexFold: the same on any line and sentinel.
func FuzzIndexFold(f *testing.F) {
	f.Add("  !$OMP DO", "!$omp")
	f.Fuzz(func(t *testing.T, l, sub string) {
		sub = lowerASCII(sub)
		if got, want := indexFold(l, sub), strings.Index(lowerASCII(l), sub); got != want {
			t.Errorf("indexFold(%q, %q) = %d, want %d", l, sub, got, want)
		}
	})
}
