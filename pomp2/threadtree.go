package pomp2

// ThreadTree is the call-path profile that one recording thread kept
// itself (libpomp2's profile.h: an event updates the thread's own tree, no
// records): its paths, each under its parent, with their values in
// ticks, and the intervals still open when it was read.
type ThreadTree struct {
	Nodes     []TreeNode  // Nodes[0] is the root (no link, no values)
	Open      []TreeFrame // outermost first
	Last      uint64      // the time of the thread's last event
	OMPThread int         // omp_get_thread_num() at its first event
	Events    int64       // the events the thread measured
	// OuterTask is 1 + the index in Open of the outermost task run open,
	// 0 for none
	OuterTask int
}

// TreeNode is a path of a ThreadTree: its link (region and opening kind)
// under Parent, an index into the tree's nodes below its own.
type TreeNode struct {
	Parent                       int32
	Region                       uint32
	Kind                         Kind
	Visits                       int64
	Incl, Excl, MinIncl, MaxIncl uint64 // read only when Visits > 0 (libpomp2 starts MinIncl at its largest value)
}

// TreeFrame is an interval still open: its path, its start and the ticks
// of its closed children.
type TreeFrame struct {
	Node            int32
	Stub            int32 // a task run's leaf where it ran
	Region          uint32
	Kind            Kind
	Start, Children uint64
}

// AddTree merges the tree of a recording thread into the profile: the
// thread's paths become the profile's (one id per path across threads)
// and its values the thread's, as if the profile had been built from the
// thread's records.
func (p *Profile) AddTree(thread int, tr *ThreadTree) {
	if len(tr.Nodes) == 0 || tr.Events == 0 {
		return
	}
	t := p.thread(thread)
	ids := make([]int32, len(tr.Nodes))
	for i := range ids {
		ids[i] = -1
	}
	for i := 1; i < len(tr.Nodes); i++ {
		n := &tr.Nodes[i]
		if n.Parent < 0 || int(n.Parent) >= i {
			break // a tree read while its thread was still recording (a stop signal): what is whole
		}
		ids[i] = p.paths.child(ids[n.Parent], n.Region, n.Kind)
		if n.Visits > 0 {
			t.stat(ids[i]).merge(pathStat{visits: n.Visits, incl: n.Incl, excl: n.Excl, minIncl: n.MinIncl, maxIncl: n.MaxIncl})
		}
	}
	if !t.seen {
		t.seen, t.ompThread = true, uint16(tr.OMPThread)
	}
	t.last = max(t.last, tr.Last)
	for _, f := range tr.Open {
		if f.Node <= 0 || int(f.Node) >= len(ids) || ids[f.Node] < 0 {
			break
		}
		fr := frame{open: f.Kind, region: f.Region, start: f.Start, children: f.Children, node: ids[f.Node]}
		if isTaskRun(f.Kind) {
			if f.Stub <= 0 || int(f.Stub) >= len(ids) || ids[f.Stub] < 0 {
				break
			}
			fr.stub = ids[f.Stub]
		}
		t.stack = append(t.stack, fr)
	}
	if t.outerTask = tr.OuterTask; t.outerTask > len(t.stack) {
		t.outerTask = 0 // its frame was not whole
	}
}

// merge adds the visits of o to s.
func (s *pathStat) merge(o pathStat) {
	if s.visits == 0 || o.minIncl < s.minIncl {
		s.minIncl = o.minIncl
	}
	s.maxIncl = max(s.maxIncl, o.maxIncl)
	s.visits += o.visits
	s.incl += o.incl
	s.excl += o.excl
}
