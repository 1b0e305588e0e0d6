package pomp2

import (
	"fmt"
	"sync"

	"opari2/ctc"
)

// Region is a registered POMP2 region.
type Region struct {
	ID   uint32
	Info ctc.RegionInfo
	User bool   // a POMP user region
	Err  string // why the CTC string could not be decoded, if it could not
}

// TypeName is the region type as the CTC string names it ("parallelfor").
func (r *Region) TypeName() string {
	if r.Err != "" {
		return "unknown"
	}
	return r.Info.Type.String()
}

// Source is where the region stands in the user's code: its file, first
// line and last line; ok is false for an unknown or undecodable region.
func (r *Region) Source() (file string, line, end int, ok bool) {
	if r.ID == 0 || r.Err != "" {
		return "", 0, 0, false
	}
	return r.Info.Start.File, r.Info.Start.Line1, r.Info.End.Line2, true
}

// Describe names the region for tables and traces:
// "parallel @ jacobi.c:58-84", "critical(name) @ a.c:3-5".
func (r *Region) Describe() string {
	name := r.TypeName()
	switch {
	case r.Info.CriticalName != "":
		name += "(" + r.Info.CriticalName + ")"
	case r.Info.UserRegionName != "":
		name = r.Info.UserRegionName
	}
	if r.Err != "" {
		return name + " (" + r.Err + ")"
	}
	return fmt.Sprintf("%s @ %s:%d-%d", name, baseName(r.Info.Start.File), r.Info.Start.Line1, r.Info.End.Line2)
}

func baseName(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' {
			return p[i+1:]
		}
	}
	return p
}

// Registry holds the regions of a run; ids start at 1 (0 means "no region").
type Registry struct {
	mu      sync.RWMutex
	regions []*Region
	byCTC   map[string]uint32 // a region's id by what it is
}

// Register returns the id of the region a CTC string describes. A region
// is what its CTC string says (kind, file, lines, names, clauses), not
// which registration made it: the same string registered again (a plugin
// loaded anew, a header's region in two units, two init paths) is the
// same region. A string that does not decode still gets a region (named
// after the error): the measurement goes on, unlike the reference, which
// aborts the program.
func (g *Registry) Register(ctcString string, user bool) uint32 {
	key := ctcString
	if user {
		key = "user\x00" + ctcString
	}
	g.mu.RLock()
	id, ok := g.byCTC[key]
	g.mu.RUnlock()
	if ok {
		return id
	}
	info, err := ctc.Decode(ctcString)
	g.mu.Lock()
	defer g.mu.Unlock()
	if id, ok := g.byCTC[key]; ok {
		return id
	}
	if g.byCTC == nil {
		g.byCTC = map[string]uint32{}
	}
	r := &Region{ID: uint32(len(g.regions) + 1), Info: info, User: user}
	g.byCTC[key] = r.ID
	if err != nil {
		r.Err = err.Error()
	}
	g.regions = append(g.regions, r)
	return r.ID
}

// Get returns region id, or a placeholder for ids never registered.
func (g *Registry) Get(id uint32) *Region {
	g.mu.RLock()
	defer g.mu.RUnlock()
	if id >= 1 && int(id) <= len(g.regions) {
		return g.regions[id-1]
	}
	return &Region{ID: id, Err: "unregistered region"}
}

// Len is the number of regions.
func (g *Registry) Len() int {
	g.mu.RLock()
	defer g.mu.RUnlock()
	return len(g.regions)
}
