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
		unsafe.Offsetof(r.U32), unsafe.Offsetof(r.A), unsafe.Offsetof(r.B), unsafe.Offsetof(r.PC)}
	if d := cmp.Diff(cRecordLayout(), goLayout); d != "" {
		t.Errorf("record layout differs (-C +Go):\n%s", d)
	}
	if replay.RecordSize != 32 {
		t.Errorf("record size %d, want 32", replay.RecordSize)
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
