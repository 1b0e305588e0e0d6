package errlist

import "testing"

func TestList(t *testing.T) {
	l := List{Max: 2}
	if l.Err() != nil || l.Len() != 0 {
		t.Fatalf("empty list: %v, %d", l.Err(), l.Len())
	}
	for _, m := range []string{"a", "b", "c", "d"} {
		l.Add(m)
	}
	if got, want := l.Err().Error(), "a\nb\n... 2 more"; got != want || l.Len() != 4 || !l.Full() {
		t.Errorf("Err() = %q, want %q; Len %d", got, want, l.Len())
	}
}
