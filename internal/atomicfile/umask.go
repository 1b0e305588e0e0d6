package atomicfile

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"sync"
)

// currentUmask is the process's umask, read from /proc/self/status
// (setting it to read it, as umask(2) does, would change it for a moment
// for every thread of the program); 022 where that is not there.
var currentUmask = sync.OnceValue(func() os.FileMode {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0o022
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "Umask:"); ok {
			if m, err := strconv.ParseUint(strings.TrimSpace(v), 8, 32); err == nil {
				return os.FileMode(m)
			}
		}
	}
	return 0o022
})
