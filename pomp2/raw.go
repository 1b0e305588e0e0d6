package pomp2

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unsafe"
)

// The raw event file holds the records of a trace that did not fit in
// memory while the program ran, exactly as the C layer wrote them: per
// batch a header (recording thread, number of events; 32 bits each) and
// the 16-byte records in the machine's byte order. It is a scratch file
// of one run, read back by the same library at finalize.

const recordSize = int(unsafe.Sizeof(Record{}))

// recordBytes views records as bytes.
func recordBytes(recs []Record) []byte {
	if len(recs) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&recs[0])), len(recs)*recordSize)
}

// WriteRawBatch appends one batch of a recording thread to w.
func WriteRawBatch(w io.Writer, thread int, evs []Record) error {
	var hdr [8]byte
	binary.NativeEndian.PutUint32(hdr[:4], uint32(thread))
	binary.NativeEndian.PutUint32(hdr[4:], uint32(len(evs)))
	if _, err := w.Write(hdr[:]); err != nil {
		return err
	}
	_, err := w.Write(recordBytes(evs))
	return err
}

// maxRawBatch bounds the batch size a header may claim, and rawPiece the
// events read at once: a corrupt header cannot make the reader allocate
// more than the file holds.
const (
	maxRawBatch = 1 << 24
	rawPiece    = 1 << 14
)

// ReadRawBatches calls fn for the records of every batch of r, in file
// order (a long batch in several calls). The slice passed to fn is reused
// for the next call.
func ReadRawBatches(r io.Reader, fn func(thread int, evs []Record)) error {
	var hdr [8]byte
	evs := make([]Record, rawPiece)
	for batch := 0; ; batch++ {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			if err == io.EOF {
				return nil
			}
			return fmt.Errorf("raw events: batch %d: header: %w", batch, err)
		}
		thread := binary.NativeEndian.Uint32(hdr[:4])
		n := binary.NativeEndian.Uint32(hdr[4:])
		if n > maxRawBatch || thread > maxRawBatch {
			return fmt.Errorf("raw events: batch %d: corrupt header (thread %d, %d events)", batch, thread, n)
		}
		for left := int(n); left > 0; {
			piece := evs[:min(left, rawPiece)]
			if _, err := io.ReadFull(r, recordBytes(piece)); err != nil {
				if errors.Is(err, io.EOF) {
					err = io.ErrUnexpectedEOF
				}
				return fmt.Errorf("raw events: batch %d: %d events: %w", batch, n, err)
			}
			fn(int(thread), piece)
			left -= len(piece)
		}
	}
}
