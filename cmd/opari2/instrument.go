package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"opari2/rewrite"
)

// Version is the reference release this tool is a drop-in replacement for.
const Version = "2.0.5"

func init() {
	rootCmd.Version = Version
	rootCmd.SetVersionTemplate("opari2 version {{.Version}} (Go)\n")
	f := rootCmd.Flags()
	for _, fl := range rewrite.FlagNames {
		if fl.Bool {
			f.Bool(fl.Name, false, fl.Help)
		} else {
			f.StringArray(fl.Name, nil, fl.Help)
		}
	}
	rootCmd.RunE = runInstrument
}

// runInstrument is `opari2 [options] infile [outfile]`.
func runInstrument(cmd *cobra.Command, args []string) error {
	opts := rewrite.DefaultOptions()
	var ferr error
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if ferr != nil {
			return
		}
		if vals, err := cmd.Flags().GetStringArray(fl.Name); err == nil {
			for _, v := range vals {
				if ferr = opts.ApplyFlag(fl.Name, v); ferr != nil {
					return
				}
			}
			return
		}
		ferr = opts.ApplyFlag(fl.Name, "")
	})
	if ferr != nil {
		return ferr
	}
	infile, outfile := args[0], ""
	if len(args) == 2 {
		outfile = args[1]
	}
	if err := opts.Resolve(infile); err != nil {
		return err
	}
	res, err := rewrite.RunFiles(opts, infile, outfile)
	if res != nil {
		for _, w := range res.Warnings {
			fmt.Fprintln(os.Stderr, w)
		}
	}
	return err
}
