package main

import (
	"os"

	"github.com/spf13/cobra"

	"opari2/initgen"
)

// config answers the reference opari2-config's options. Its flags are
// parsed by initgen.Config (they include --nm=PATH, --cflags=VENDOR and a
// trailing object list), not by cobra.
func init() {
	cfg := &cobra.Command{
		Use:                "config [OPTION]... <command>",
		Short:              "opari2-config: flags and init-file pipeline for build systems",
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			exe, err := os.Executable()
			if err != nil {
				exe = os.Args[0]
			}
			return initgen.Config(args, exe, os.Stdout)
		},
	}
	addSubcommand(cfg)
	// an installed link named opari2-config keeps old Makefiles working
	aliases["opari2-config"] = "config"
}
