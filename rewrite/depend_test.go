package rewrite

import "testing"

// TestSectionStart: the address passed for an array section is its first
// element's.
func TestSectionStart(t *testing.T) {
	checkStrings(t, "sectionStart", sectionStart, map[string]string{
		"x":            "x",
		"a[i]":         "a[i]",
		"a[0:n]":       "a[0]",
		"p[:n]":        "p[0]",
		"a[i][lo:len]": "a[i][lo]",
		"m[f(a,b):2]":  "m[f(a,b)]",
		"s.v[ns::k:4]": "s.v[ns::k]",
	})
}

// TestCancelledWorksharing: the kinds of worksharing construct that keep
// their barrier, because a cancel of the unit names them.
func TestCancelledWorksharing(t *testing.T) {
	for src, want := range map[string]string{
		"#pragma omp cancel for\n":                               "for",
		"  #  pragma  omp cancel sections if(x)\n":               "sections",
		"!$omp cancel do\n":                                      "do",
		"C$OMP CANCEL DO\n":                                      "do",
		"#pragma omp cancel parallel\n":                          "",
		"#pragma omp cancellation point for\n":                   "",
		"int cancel_for = 1; /* #pragma omp cancel for */\n":     "",
		"#pragma omp parallel\n#pragma omp cancel  for\n":        "for",
		"#pragma omp cancel taskgroup\n#pragma omp cancel for\n": "for",
	} {
		got := ""
		for k := range cancelledWorksharing([]byte(src)) {
			got = k
		}
		if got != want {
			t.Errorf("cancelledWorksharing(%q) = %q, want %q", src, got, want)
		}
	}
}
