package decimal

import (
	"math"
	"strconv"
	"testing"
)

// check compares Append and Len with strconv for n, after a prefix
// (Append must keep what dst holds) and with no room to spare.
func check(t *testing.T, n int) {
	t.Helper()
	want := "x=" + strconv.Itoa(n)
	if got := string(Append([]byte("x="), n)); got != want {
		t.Fatalf("Append(%d) = %q, want %q", n, got, want)
	}
	if got, want := Len(n), len(strconv.Itoa(n)); got != want {
		t.Fatalf("Len(%d) = %d, want %d", n, got, want)
	}
}

// TestAppend: every number below two million, each power of ten and
// its neighbours, negatives and the extremes, as strconv writes them.
func TestAppend(t *testing.T) {
	for n := 0; n < 2_000_000; n++ {
		check(t, n)
	}
	for p := 10; p > 0 && p <= math.MaxInt/10; p *= 10 {
		for _, n := range []int{p - 1, p, p + 1, -p + 1, -p, -p - 1} {
			check(t, n)
		}
	}
	for _, n := range []int{-1, -9, -10, -99, math.MaxInt, math.MinInt, math.MinInt + 1, math.MaxInt32, math.MinInt32} {
		check(t, n)
	}
}

// TestAppendInPlace: the digits go into the slice's own free space.
func TestAppendInPlace(t *testing.T) {
	buf := make([]byte, 0, 64)
	out := Append(buf, 123456)
	if &out[0] != &buf[:1][0] {
		t.Fatal("Append reallocated a slice with room")
	}
	if allocs := testing.AllocsPerRun(100, func() { _ = Append(buf[:0], 987654321) }); allocs != 0 {
		t.Fatalf("%v allocations, want 0", allocs)
	}
}

func FuzzAppend(f *testing.F) {
	for _, n := range []int{0, 9, 10, 99, 100, 12345, -1, math.MaxInt, math.MinInt} {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, n int) { check(t, n) })
}

func BenchmarkAppend(b *testing.B) {
	buf := make([]byte, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = Append(buf[:0], i&0xffff)
	}
}

func BenchmarkStrconvAppendInt(b *testing.B) {
	buf := make([]byte, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendInt(buf[:0], int64(i&0xffff), 10)
	}
}
