package replay

import (
	"encoding/binary"
	"testing"

	"opari2/ompt"
	"opari2/ompt/tools/checker"
)

// FuzzReplay: whatever records arrive (a libomp the replayer does not
// know, a corrupted buffer), replaying them reports inconsistencies and
// never panics. Input: 2 bytes per record for the kind and the stream,
// then the record's fields from the following bytes.
func FuzzReplay(f *testing.F) {
	primary, worker := teamWithTasks()
	f.Add(encode(primary, 0))
	f.Add(append(encode(worker, 1), encode(primary, 0)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := checker.New()
		rt, err := ompt.Start(ompt.Config{Tool: c.StartTool, Support: Support(allAlways())})
		if err != nil {
			t.Fatal(err)
		}
		r := New(rt, Options{})
		for len(data) >= recordBytes {
			rec, idx := decode(data[:recordBytes])
			data = data[recordBytes:]
			r.Feed(idx, []Record{rec}, nil)
			r.Run()
		}
		r.Finish()
		rt.Finalize()
	})
}

const recordBytes = 2 + 1 + 1 + 4 + 3*2 // kind, stream, sub, index, u32, a, b, pc (ids from small values)

func encode(recs []Record, idx int) []byte {
	var out []byte
	for _, r := range recs {
		b := make([]byte, recordBytes)
		b[0], b[1], b[2], b[3] = byte(r.Kind), byte(idx), r.Sub, byte(r.Index)
		binary.LittleEndian.PutUint32(b[4:], r.U32)
		b[8], b[9] = byte(r.A), byte(r.A>>40)&7|byte(r.A>>GenShift)<<3
		b[10], b[11] = byte(r.B), byte(r.B>>40)&7|byte(r.B>>GenShift)<<3
		b[12], b[13] = byte(r.PC), byte(r.PC>>24)
		out = append(out, b...)
	}
	return out
}

// decode: the high bits of the id bytes are switch counts, bit 6 of sub
// the league bit.
func decode(b []byte) (Record, int) {
	r := Record{Kind: Kind(b[0] % byte(KindCount+1)), Sub: b[2]%10 | b[2]&LeagueBit, Index: uint16(b[3] % 4),
		U32: binary.LittleEndian.Uint32(b[4:]) % 12}
	r.A = uint64(b[8]) | uint64(b[9]&7)<<40 | uint64(b[9]>>3)<<GenShift
	r.B = uint64(b[10]) | uint64(b[11]&7)<<40 | uint64(b[11]>>3)<<GenShift
	r.PC = uint64(b[12]) | uint64(b[13])<<24
	return r, int(b[1] % 3)
}
