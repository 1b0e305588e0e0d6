package main

/*
#include "pomp2_core.h"
#include "profile.h"
*/
import "C"

import (
	"unsafe"

	"opari2/pomp2"
)

func cBool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

// addThreadTrees gives the measurement every recording thread's tree (at
// finalize, or after a stop signal while threads may still finish an
// event: a tree is read up to what is whole).
func addThreadTrees(m *pomp2.Measurement) {
	for p := C.pomp2_thread_profiles(); p != nil; p = p.next {
		n := int(p.n_nodes)
		cn := unsafe.Slice(p.nodes, n)
		tr := pomp2.ThreadTree{Nodes: make([]pomp2.TreeNode, n), Last: uint64(p.last),
			OMPThread: int(p.omp_thread), Events: int64(p.events), OuterTask: int(p.outer_task)}
		for i := range cn {
			c := &cn[i]
			tr.Nodes[i] = pomp2.TreeNode{Parent: int32(c.parent), Region: uint32(c.region), Kind: pomp2.Kind(c.kind),
				Visits: int64(c.visits), Incl: uint64(c.incl), Excl: uint64(c.excl), MinIncl: uint64(c.min_incl), MaxIncl: uint64(c.max_incl)}
		}
		for _, f := range unsafe.Slice(p.stack, int(p.depth))[1:] { // [0] stands for the root
			tr.Open = append(tr.Open, pomp2.TreeFrame{Node: int32(f.node), Region: uint32(f.region), Kind: pomp2.Kind(f.kind),
				Start: uint64(f.start), Children: uint64(f.children), Stub: int32(f.stub)})
		}
		m.AddTree(int(p.thread), &tr)
	}
}
