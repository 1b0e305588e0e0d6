// Package atomicfile writes a small file whole or not at all: through a
// temporary name beside it, renamed into place, so that a reader never
// sees a half-written file and a failure leaves none.
package atomicfile

import "os"

// Write writes data to name with permissions perm (before the umask).
func Write(name string, data []byte, perm os.FileMode) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, perm); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
