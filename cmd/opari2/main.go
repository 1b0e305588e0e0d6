// Command opari2 is the OpenMP source-to-source instrumenter.
package main

import (
	"os"
)

func main() {
	os.Exit(execute(os.Args))
}
