package rewrite

import (
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"testing"
)

// TestCastagnoliBytewise: the table filled for small sources is crc32's
// Castagnoli table, and a unit id is the same whichever way its CRC is
// computed: byte by byte below smallSource, by crc32's SSE 4.2 code
// above.
func TestCastagnoliBytewise(t *testing.T) {
	if *castagnoliBytewise() != *crc32.MakeTable(crc32.Castagnoli) {
		t.Fatal("the table filled here is not crc32's Castagnoli table")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 7, 8, 63, 64, 4096, smallSource - 1, smallSource, smallSource + 1} {
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(rng.Uint32())
		}
		for _, table := range []*crc32.Table{castagnoliBytewise(), castagnoliTable()} {
			got := crc32.Update(crc32.Checksum([]byte("dir/a.f90"), table), table, src)
			want := crc32.Checksum(append([]byte("dir/a.f90"), src...), crc32.MakeTable(crc32.Castagnoli))
			if got != want {
				t.Fatalf("%d bytes: CRC %08x, want %08x", n, got, want)
			}
		}
	}
	// the ids of the sources just below and just above the size
	// agree with the CRCs computed the other way
	for _, n := range []int{smallSource - 1, smallSource} {
		src := make([]byte, n)
		id := UnitID("a.f90", src)
		ieee := crc32.ChecksumIEEE(append([]byte("a.f90"), src...))
		c := crc32.Checksum(append([]byte("a.f90"), src...), crc32.MakeTable(crc32.Castagnoli))
		if want := fmt.Sprintf("%08x%08x", ieee, c); id != want {
			t.Errorf("%d bytes: UnitID %s, want %s", n, id, want)
		}
	}
}
