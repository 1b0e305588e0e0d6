package atomicfile

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestConcurrentWriters: writers of one file at once (a parallel make
// writing the init file or a wrapper script from two processes) each get
// a temporary file of their own: every write succeeds, the file is one
// writer's data whole, and no temporary file is left.
func TestConcurrentWriters(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "init.c")
	var datas [][]byte
	for i := 0; i < 16; i++ {
		datas = append(datas, bytes.Repeat([]byte(fmt.Sprintf("writer %02d\n", i)), 20000))
	}
	for round := 0; round < 5; round++ {
		var wg sync.WaitGroup
		errs := make(chan error, len(datas))
		for _, d := range datas {
			wg.Add(1)
			go func(d []byte) {
				defer wg.Done()
				errs <- Write(name, d, 0o644)
			}(d)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		whole := false
		for _, d := range datas {
			whole = whole || bytes.Equal(got, d)
		}
		if !whole {
			t.Fatalf("round %d: the file is no writer's data (%d bytes, starts %q)", round, len(got), got[:20])
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("left in the directory: %s", strings.Join(names, " "))
	}
}

// TestFailureLeavesNothing: a file not committed, or committed into a
// directory that is gone, leaves neither the target nor a temporary file;
// a failed CommitAll renames none of its files; an error names the
// target.
func TestFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	a, err := Create(filepath.Join(dir, "a"), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	a.Write([]byte("a"))
	a.Abort()
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	b, _ := Create(filepath.Join(dir, "b"), 0o644)
	c, _ := Create(filepath.Join(sub, "c"), 0o644)
	b.Write([]byte("b"))
	c.Write([]byte("c"))
	os.RemoveAll(sub)
	err = CommitAll(b, c)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(sub, "c")) {
		t.Errorf("commit into a removed directory: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left: %v", entries)
	}
	if err := Write(filepath.Join(dir, "missing", "x"), nil, 0o644); err == nil || !strings.Contains(err.Error(), "missing/x") {
		t.Errorf("an error that does not name the target: %v", err)
	}
}

// TestPermissionsAndSymlink: a committed file has perm less the umask; a
// link replaces what is there.
func TestPermissionsAndSymlink(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "script")
	if err := Write(name, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(name)
	if want := 0o755 &^ currentUmask(); fi.Mode().Perm() != want {
		t.Errorf("mode %v, want %v", fi.Mode().Perm(), want)
	}
	link := filepath.Join(dir, "link")
	for _, target := range []string{"one", "two"} {
		if err := Symlink(target, link); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.Readlink(link); got != target {
			t.Errorf("link to %q, want %q", got, target)
		}
	}
}

// TestWriteFunc: what fill writes, past the buffer's size, lands whole
// under the name; a fill that fails midway leaves no file, not even the
// part it wrote.
func TestWriteFunc(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "profile.cubex")
	want := bytes.Repeat([]byte("0123456789abcdef"), 10000)
	if err := WriteFunc(name, 0o644, func(w io.Writer) error { _, err := w.Write(want); return err }); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(name); err != nil || !bytes.Equal(got, want) {
		t.Errorf("file of %d bytes (%v), want %d", len(got), err, len(want))
	}
	os.Remove(name)
	failed := fmt.Errorf("out of metrics")
	err := WriteFunc(name, 0o644, func(w io.Writer) error { w.Write(want); return failed })
	if err != failed {
		t.Errorf("err = %v, want the fill's", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left: %v", entries)
	}
}

// TestTempNamePlace: a file another program writes under TempName's name
// is put in place whole; a failed Place removes it and names the target.
func TestTempNamePlace(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a.o")
	tmp, err := TempName(name)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(tmp) != dir || tmp == name {
		t.Fatalf("temporary name %q is not a new name beside %q", tmp, name)
	}
	if err := os.WriteFile(tmp, []byte("object"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Place(tmp, name); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(name); err != nil || string(b) != "object" {
		t.Fatalf("placed file: %q, %v", b, err)
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("temporary file left: %v", err)
	}

	tmp2, err := TempName(name)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "missing", "b.o")
	if err := Place(tmp2, bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("Place into a missing directory: %v", err)
	}
	if _, err := os.Stat(tmp2); !os.IsNotExist(err) {
		t.Errorf("temporary file left after a failed Place: %v", err)
	}
}

// TestCommitReplaces: a commit replaces the file there (removed first,
// removeOld), and a link there, not the file it links to; a directory
// there is left as it is, and the commit fails.
func TestCommitReplaces(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "out.f90")
	for _, text := range []string{"old\n", "new, longer\n"} {
		if err := Write(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(name); string(got) != text {
			t.Errorf("%q, want %q", got, text)
		}
	}
	linked := filepath.Join(dir, "linked")
	os.WriteFile(linked, []byte("linked\n"), 0o644)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(linked, link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("over the link\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); !fi.Mode().IsRegular() {
		t.Errorf("the link is still a link: %v", fi.Mode())
	}
	if got, _ := os.ReadFile(linked); string(got) != "linked\n" {
		t.Errorf("the linked file changed: %q", got)
	}
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	os.WriteFile(filepath.Join(sub, "kept"), nil, 0o644)
	if err := Write(sub, []byte("x"), 0o644); err == nil {
		t.Errorf("a commit over a directory succeeded")
	}
	if _, err := os.Stat(filepath.Join(sub, "kept")); err != nil {
		t.Errorf("the directory lost its file: %v", err)
	}
}
