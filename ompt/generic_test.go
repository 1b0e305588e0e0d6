package ompt

import "testing"

// device reports whether k is a target or device event.
func device(k CallbackKind) bool {
	switch k {
	case CallbackTarget, CallbackTargetDataOp, CallbackTargetSubmit, CallbackTargetMap,
		CallbackDeviceInitialize, CallbackDeviceFinalize:
		return true
	}
	return false
}

// TestGenericCallbackTypes: GenericCallback gives every host event except
// idle a callback of the event's type (set_callback takes it), and nil
// for idle and the device events; the callback reaches fn with the
// thread and endpoint.
func TestGenericCallbackTypes(t *testing.T) {
	var got []ScopeEndpoint
	var th *Thread
	fn := func(t *Thread, ep ScopeEndpoint) { th = t; got = append(got, ep) }
	start := func(uint32, string) *Fns {
		return &Fns{Initialize: func(lookup FunctionLookup, _ int, _ *Data) int {
			set := lookup("ompt_set_callback").(SetCallbackFunc)
			for _, k := range AllCallbacks() {
				cb := GenericCallback(k, fn)
				if cb == nil {
					if k != CallbackIdle && !device(k) {
						t.Errorf("%v: no generic callback", k)
					}
					continue
				}
				if device(k) {
					t.Errorf("%v: a generic callback for a device event", k)
				}
				if r := set(k, cb); r == SetError {
					t.Errorf("%v: set_callback refused the generic callback", k)
				}
			}
			return 1
		}, Finalize: func(*Data) {}}
	}
	rt, err := Start(Config{Tool: start})
	if err != nil {
		t.Fatal(err)
	}
	tr := rt.ThreadBegin(ThreadInitial)
	tr.InitialTaskBegin()
	tr.Master(ScopeBegin, 0)
	tr.Master(ScopeEnd, 0)
	if th != tr || len(got) != 4 || got[2] != ScopeBegin || got[3] != ScopeEnd {
		t.Errorf("fn got thread %p (want %p), endpoints %v", th, tr, got)
	}
}
