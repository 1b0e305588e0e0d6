//go:build !linux

package main

func setIdlePriority() {}
