package main

import (
	"testing"
	"unsafe"

	"opari2/pomp2"
)

// TestKindsMatchGo: the C layer and the Go side agree on every event kind.
func TestKindsMatchGo(t *testing.T) {
	go2c := map[string]pomp2.Kind{
		"EvNone":                 pomp2.EvNone,
		"EvInit":                 pomp2.EvInit,
		"EvFinalize":             pomp2.EvFinalize,
		"EvAtomicEnter":          pomp2.EvAtomicEnter,
		"EvAtomicExit":           pomp2.EvAtomicExit,
		"EvBarrierEnter":         pomp2.EvBarrierEnter,
		"EvBarrierExit":          pomp2.EvBarrierExit,
		"EvImplicitBarrierEnter": pomp2.EvImplicitBarrierEnter,
		"EvImplicitBarrierExit":  pomp2.EvImplicitBarrierExit,
		"EvFlushEnter":           pomp2.EvFlushEnter,
		"EvFlushExit":            pomp2.EvFlushExit,
		"EvCriticalEnter":        pomp2.EvCriticalEnter,
		"EvCriticalBegin":        pomp2.EvCriticalBegin,
		"EvCriticalEnd":          pomp2.EvCriticalEnd,
		"EvCriticalExit":         pomp2.EvCriticalExit,
		"EvMasterBegin":          pomp2.EvMasterBegin,
		"EvMasterEnd":            pomp2.EvMasterEnd,
		"EvOrderedEnter":         pomp2.EvOrderedEnter,
		"EvOrderedBegin":         pomp2.EvOrderedBegin,
		"EvOrderedEnd":           pomp2.EvOrderedEnd,
		"EvOrderedExit":          pomp2.EvOrderedExit,
		"EvSingleEnter":          pomp2.EvSingleEnter,
		"EvSingleBegin":          pomp2.EvSingleBegin,
		"EvSingleEnd":            pomp2.EvSingleEnd,
		"EvSingleExit":           pomp2.EvSingleExit,
		"EvForEnter":             pomp2.EvForEnter,
		"EvForExit":              pomp2.EvForExit,
		"EvDoEnter":              pomp2.EvDoEnter,
		"EvDoExit":               pomp2.EvDoExit,
		"EvSectionsEnter":        pomp2.EvSectionsEnter,
		"EvSectionsExit":         pomp2.EvSectionsExit,
		"EvSectionBegin":         pomp2.EvSectionBegin,
		"EvSectionEnd":           pomp2.EvSectionEnd,
		"EvWorkshareEnter":       pomp2.EvWorkshareEnter,
		"EvWorkshareExit":        pomp2.EvWorkshareExit,
		"EvFork":                 pomp2.EvFork,
		"EvParallelBegin":        pomp2.EvParallelBegin,
		"EvParallelEnd":          pomp2.EvParallelEnd,
		"EvJoin":                 pomp2.EvJoin,
		"EvTaskCreateBegin":      pomp2.EvTaskCreateBegin,
		"EvTaskCreateEnd":        pomp2.EvTaskCreateEnd,
		"EvTaskBegin":            pomp2.EvTaskBegin,
		"EvTaskEnd":              pomp2.EvTaskEnd,
		"EvUntiedCreateBegin":    pomp2.EvUntiedCreateBegin,
		"EvUntiedCreateEnd":      pomp2.EvUntiedCreateEnd,
		"EvUntiedBegin":          pomp2.EvUntiedBegin,
		"EvUntiedEnd":            pomp2.EvUntiedEnd,
		"EvTaskwaitBegin":        pomp2.EvTaskwaitBegin,
		"EvTaskwaitEnd":          pomp2.EvTaskwaitEnd,
		"EvUserBegin":            pomp2.EvUserBegin,
		"EvUserEnd":              pomp2.EvUserEnd,
		"EvLockInit":             pomp2.EvLockInit,
		"EvLockDestroy":          pomp2.EvLockDestroy,
		"EvLockSet":              pomp2.EvLockSet,
		"EvLockSetDone":          pomp2.EvLockSetDone,
		"EvLockUnset":            pomp2.EvLockUnset,
		"EvLockTest":             pomp2.EvLockTest,
		"EvNestLockInit":         pomp2.EvNestLockInit,
		"EvNestLockDestroy":      pomp2.EvNestLockDestroy,
		"EvNestLockSet":          pomp2.EvNestLockSet,
		"EvNestLockSetDone":      pomp2.EvNestLockSetDone,
		"EvNestLockUnset":        pomp2.EvNestLockUnset,
		"EvNestLockTest":         pomp2.EvNestLockTest,
		"EvOn":                   pomp2.EvOn,
		"EvOff":                  pomp2.EvOff,
		"EvTask":                 pomp2.EvTask,
		"EvArg":                  pomp2.EvArg,
		"EvValue":                pomp2.EvValue,
		"EvTeam":                 pomp2.EvTeam,
		"EvLockOrder":            pomp2.EvLockOrder,
	}
	if len(go2c) != len(cKinds) {
		t.Fatalf("%d Go kinds, %d C kinds", len(go2c), len(cKinds))
	}
	for name, v := range go2c {
		if cKinds[name] != int(v) {
			t.Errorf("%s: C %d, Go %d", name, cKinds[name], v)
		}
	}
}

// TestRecordLayoutMatchesC: the Go view of the C buffers' records.
func TestRecordLayoutMatchesC(t *testing.T) {
	var r pomp2.Record
	goLayout := [5]uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.Time), unsafe.Offsetof(r.Region), unsafe.Offsetof(r.Kind), unsafe.Offsetof(r.Thread)}
	if goLayout != cRecordLayout {
		t.Errorf("record layout: Go %v, C %v (size, time, region, kind, tid)", goLayout, cRecordLayout)
	}
}

// TestPairingMatchesGo: the C profile's pairing of events (profile.h's
// constant table) is the Go side's (pomp2.Pairing).
func TestPairingMatchesGo(t *testing.T) {
	opener, closer := pomp2.Pairing()
	for k := range closer {
		if c := cCloser(k); c != int(closer[k]) {
			t.Errorf("kind %v: C closes it with %d, Go with %v", pomp2.Kind(k), c, closer[k])
		}
		if o := cOpener(k); o != int(opener[k]) {
			t.Errorf("kind %v: C says it closes %d, Go %v", pomp2.Kind(k), o, opener[k])
		}
	}
}
