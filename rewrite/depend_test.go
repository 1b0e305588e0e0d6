package rewrite

import "testing"

// TestSectionStart: the address passed for an array section is its first
// element's.
func TestSectionStart(t *testing.T) {
	for in, want := range map[string]string{
		"x":            "x",
		"a[i]":         "a[i]",
		"a[0:n]":       "a[0]",
		"p[:n]":        "p[0]",
		"a[i][lo:len]": "a[i][lo]",
		"m[f(a,b):2]":  "m[f(a,b)]",
		"s.v[ns::k:4]": "s.v[ns::k]",
	} {
		if got := sectionStart(in); got != want {
			t.Errorf("sectionStart(%q) = %q, want %q", in, got, want)
		}
	}
}
