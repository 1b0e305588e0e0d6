package pomp2

// The run's output directory, and its MPI rank: what a run names its files
// by.

import (
	"fmt"
	"os"
	"strconv"
)

// rankVar is the MPI rank the launcher gives the process, "" without one.
func rankVar(env func(string) string) string {
	for _, v := range []string{"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID", "MV2_COMM_WORLD_RANK"} {
		if r := env(v); r != "" {
			return r
		}
	}
	return ""
}

// Rank is the MPI rank the launcher gives the process, and whether it
// gives one (0, false without).
func Rank(env func(string) string) (int, bool) {
	v := rankVar(env)
	r, err := strconv.Atoi(v)
	return r, v != "" && err == nil
}

// OutputDir picks a new directory for a run's files: <base>/pomp2-<prog>-<pid>
// with -rank<N> when an MPI rank variable is set, and a numeric suffix if it
// exists already, so that no earlier run is overwritten.
func OutputDir(base, prog string, pid int, env func(string) string) (string, error) {
	name := "pomp2-" + prog + "-" + strconv.Itoa(pid)
	if r := rankVar(env); r != "" {
		name += "-rank" + r
	}
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the output directory: %w", err)
	}
	dir := base + "/" + name
	for i := 1; ; i++ {
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			return dir, nil
		}
		if !os.IsExist(err) || i > 1000 {
			return "", fmt.Errorf("cannot create the output directory: %w", err)
		}
		dir = base + "/" + name + "." + strconv.Itoa(i)
	}
}
