package rewrite

import "testing"

// TestConstructOf: every construct is found by its name (so no two
// names share a slot), and other names, end directives and near misses
// among them, are cOther: constructOf against a search of the table.
func TestConstructOf(t *testing.T) {
	search := func(name string) construct {
		for k := cParallel; k < numConstructs; k++ {
			if directiveTable[k].name == name {
				return k
			}
		}
		return cOther
	}
	names := []string{"", "a", "teams", "taskgroup", "taskloop", "simd", "end", "parallelloop", "PARALLEL"}
	for k := cParallel; k < numConstructs; k++ {
		name := directiveTable[k].name
		names = append(names, name, "end"+name, name+"x", name[1:], name[:len(name)-1])
	}
	for _, name := range names {
		if got, want := constructOf(name), search(name); got != want {
			t.Errorf("constructOf(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestEndName: "end" and the name, for the table's names and others.
func TestEndName(t *testing.T) {
	for _, name := range []string{"do", "paralleldo", "critical", "teams", "taskgroup", "", "x"} {
		if got, want := endName(name), "end"+name; got != want {
			t.Errorf("endName(%q) = %q, want %q", name, got, want)
		}
	}
}
