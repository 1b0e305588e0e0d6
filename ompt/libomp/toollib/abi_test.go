package toollib

import (
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt/libomp/replay"
)

// TestRecordLayout: the C layer writes records the replayer reads in
// place, so struct ompgo_rec and replay.Record must have one layout.
func TestRecordLayout(t *testing.T) {
	var r replay.Record
	goLayout := []uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.Kind), unsafe.Offsetof(r.Sub), unsafe.Offsetof(r.Index),
		unsafe.Offsetof(r.U32), unsafe.Offsetof(r.A), unsafe.Offsetof(r.B), unsafe.Offsetof(r.PC), unsafe.Offsetof(r.Time),
		unsafe.Offsetof(r.CPU), unsafe.Offsetof(r.Place), unsafe.Offsetof(r.ExitFrame), unsafe.Offsetof(r.EnterFrame)}
	if d := cmp.Diff(cRecordLayout(), goLayout); d != "" {
		t.Errorf("record layout differs (-C +Go):\n%s", d)
	}
	if cGenShift() != replay.GenShift {
		t.Errorf("C's switch count in task ids at bit %d, Go's at %d", cGenShift(), replay.GenShift)
	}
	if replay.RecordSize != 64 {
		t.Errorf("record size %d, want 64 (a cache line)", replay.RecordSize)
	}
}

// TestKindsMatchGo: enum ompgo_kind and replay.Kind agree on every kind.
func TestKindsMatchGo(t *testing.T) {
	c := cKinds()
	if len(c) != int(replay.KindCount)+1 {
		t.Fatalf("C has %d kinds, Go %d", len(c)-1, replay.KindCount)
	}
	for i, v := range c {
		if v != i {
			t.Errorf("C kind at position %d (Go %v) has value %d", i, replay.Kind(i), v)
		}
	}
}
