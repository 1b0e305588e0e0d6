package sim

import (
	"fmt"

	"opari2/ompt"
)

// Map is an item of a map clause: a host variable (its address, which
// only identifies it, and its size) and the map type.
type Map struct {
	Addr  uintptr
	Bytes uint64
	Flags ompt.TargetMapFlag
}

// MapTo, MapFrom and MapToFrom make map clause items.
func MapTo(addr uintptr, bytes uint64) Map { return Map{addr, bytes, ompt.TargetMapFlagTo} }
func MapFrom(addr uintptr, bytes uint64) Map {
	return Map{addr, bytes, ompt.TargetMapFlagFrom}
}
func MapToFrom(addr uintptr, bytes uint64) Map {
	return Map{addr, bytes, ompt.TargetMapFlagTo | ompt.TargetMapFlagFrom}
}

// presentTable is the data environment of one device: the host variables
// mapped there, their device addresses and reference counts (protected by
// rtime.mu). Device addresses are handed out in order from a base per
// device, so that they are the same in every deterministic run.
type presentTable struct {
	next    uintptr
	entries map[uintptr]*present
}

type present struct {
	devAddr uintptr
	refs    int
}

func newPresentTable(dev int) *presentTable {
	return &presentTable{next: 0xd000_0000 + uintptr(dev)<<28, entries: map[uintptr]*present{}}
}

// dataOp is a data operation a construct performs after its map event.
type dataOp struct {
	op       ompt.TargetDataOp
	src, dst uintptr
	toDev    bool // direction: host to device (else device to host, or on the device)
	bytes    uint64
}

func (t *T) table(dev int) *presentTable {
	s := t.th.s
	if dev < 0 || dev >= len(s.devices) {
		panic(fmt.Sprintf("sim: target construct on device %d; the runtime has %d devices", dev, len(s.devices)))
	}
	return s.devices[dev]
}

// mapEnter maps the items on entry to a construct: new variables are
// allocated (and transferred when mapped to), present ones only counted.
func (t *T) mapEnter(r *ompt.TargetRegion, dev int, maps []Map, pc uintptr) {
	tab := t.table(dev)
	items := &ompt.MapItems{}
	var ops []dataOp
	t.th.s.update(func() {
		for _, m := range maps {
			e := tab.entries[m.Addr]
			if e == nil {
				e = &present{devAddr: tab.next}
				tab.next += uintptr((m.Bytes + 63) &^ 63)
				tab.entries[m.Addr] = e
				ops = append(ops, dataOp{ompt.TargetDataAlloc, m.Addr, e.devAddr, true, m.Bytes})
				if m.Flags&ompt.TargetMapFlagTo != 0 {
					ops = append(ops, dataOp{ompt.TargetDataTransferToDev, m.Addr, e.devAddr, true, m.Bytes})
				}
			}
			e.refs++
			items.HostAddr = append(items.HostAddr, m.Addr)
			items.DeviceAddr = append(items.DeviceAddr, e.devAddr)
			items.Bytes = append(items.Bytes, m.Bytes)
			items.MappingFlags = append(items.MappingFlags, m.Flags)
		}
	})
	t.th.ot.TargetMap(r, items, pc)
	t.dataOps(r, dev, ops, pc)
}

// mapExit unmaps the items at the end of a construct: a variable whose
// count drops to 0 (or that is mapped with delete) is transferred back
// when mapped from, then deleted.
func (t *T) mapExit(r *ompt.TargetRegion, dev int, maps []Map, pc uintptr) {
	tab := t.table(dev)
	var ops []dataOp
	t.th.s.update(func() {
		for _, m := range maps {
			e := tab.entries[m.Addr]
			if e == nil {
				continue
			}
			if e.refs--; m.Flags&ompt.TargetMapFlagDelete != 0 {
				e.refs = 0
			}
			if e.refs > 0 {
				continue
			}
			if m.Flags&ompt.TargetMapFlagFrom != 0 {
				ops = append(ops, dataOp{ompt.TargetDataTransferFromDev, e.devAddr, m.Addr, false, m.Bytes})
			}
			ops = append(ops, dataOp{ompt.TargetDataDelete, e.devAddr, 0, false, m.Bytes})
			delete(tab.entries, m.Addr)
		}
	})
	t.dataOps(r, dev, ops, pc)
}

func (t *T) dataOps(r *ompt.TargetRegion, dev int, ops []dataOp, pc uintptr) {
	host := len(t.th.s.devices) // the host's device number: omp_get_initial_device
	for _, o := range ops {
		if o.toDev {
			t.th.ot.TargetDataOp(r, o.op, o.src, host, o.dst, dev, o.bytes, pc)
		} else {
			t.th.ot.TargetDataOp(r, o.op, o.src, dev, o.dst, host, o.bytes, pc)
		}
	}
}

// Target is a target construct on device dev: the items are mapped, the
// kernel is submitted with teams teams and runs (body, on the encountering
// thread, standing in for the device's computation), the items are
// unmapped.
func (t *T) Target(dev int, maps []Map, teams uint32, body func()) {
	t.th.s.yield(t.th)
	pc := t.callerPC()
	ot := t.th.ot
	r := ot.TargetBegin(ompt.Target, dev, pc)
	t.mapEnter(r, dev, maps, pc)
	ot.TargetSubmit(r, teams)
	if body != nil {
		body()
	}
	t.mapExit(r, dev, maps, pc)
	ot.TargetEnd(r, pc)
}

// TargetEnterData is a target enter data construct.
func (t *T) TargetEnterData(dev int, maps []Map) {
	t.dataConstruct(ompt.TargetEnterData, dev, t.callerPC(), func(r *ompt.TargetRegion, pc uintptr) {
		t.mapEnter(r, dev, maps, pc)
	})
}

// TargetExitData is a target exit data construct.
func (t *T) TargetExitData(dev int, maps []Map) {
	t.dataConstruct(ompt.TargetExitData, dev, t.callerPC(), func(r *ompt.TargetRegion, pc uintptr) {
		t.mapExit(r, dev, maps, pc)
	})
}

// TargetUpdate is a target update construct: items mapped to are copied
// to the device, items mapped from back to the host (they must be
// present).
func (t *T) TargetUpdate(dev int, maps []Map) {
	tab := t.table(dev)
	t.dataConstruct(ompt.TargetUpdate, dev, t.callerPC(), func(r *ompt.TargetRegion, pc uintptr) {
		var ops []dataOp
		t.th.s.update(func() {
			for _, m := range maps {
				e := tab.entries[m.Addr]
				if e == nil {
					continue
				}
				if m.Flags&ompt.TargetMapFlagTo != 0 {
					ops = append(ops, dataOp{ompt.TargetDataTransferToDev, m.Addr, e.devAddr, true, m.Bytes})
				}
				if m.Flags&ompt.TargetMapFlagFrom != 0 {
					ops = append(ops, dataOp{ompt.TargetDataTransferFromDev, e.devAddr, m.Addr, false, m.Bytes})
				}
			}
		})
		t.dataOps(r, dev, ops, pc)
	})
}

// dataConstruct is a standalone target data construct of the given kind:
// the target region around what body does.
func (t *T) dataConstruct(kind ompt.TargetType, dev int, pc uintptr, body func(r *ompt.TargetRegion, pc uintptr)) {
	t.th.s.yield(t.th)
	r := t.th.ot.TargetBegin(kind, dev, pc)
	body(r, pc)
	t.th.ot.TargetEnd(r, pc)
}
