package rewrite

import (
	"strconv"
	"testing"
)

// TestDecimals: the kept numbers come back as formatted, whatever the
// order of the calls (two alternating, a third between, negatives).
func TestDecimals(t *testing.T) {
	var d decimals
	for _, n := range []int{0, 7, 7, 12345, 7, 12345, 99, 7, -3, 12345, 1 << 40, 0, 0, -3} {
		if got, want := string(d.of(n)), strconv.Itoa(n); got != want {
			t.Fatalf("of(%d) = %q, want %q", n, got, want)
		}
	}
}
