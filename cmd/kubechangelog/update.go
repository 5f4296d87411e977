package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/kubechangelog/kubechangelog/update"
)

// runUpdate refreshes embed/data/changelog from upstream, every
// CHANGELOG-1.NN.md from 1.2 to the newest (older layouts included, so the
// page gets every minor line's patch releases); `make update-data` then
// regenerates the bundle.
func runUpdate(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("update-data", stdout)
	dir := fs.String("dir", "embed/data/changelog", "folder of the shipped CHANGELOG files")
	base := fs.String("base", update.DefaultBase, "where upstream publishes CHANGELOG-1.NN.md")
	if err := fs.parse(args, false); err != nil {
		return err
	}
	// Checked before anything is fetched: run from the wrong folder, or
	// given a --base that is not a web address, it downloads nothing.
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		return usageError{fmt.Errorf("update-data: %s is not a folder; run it from the repository's root or give --dir", *dir)}
	}
	if u, err := url.Parse(*base); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return usageError{fmt.Errorf("update-data: --base %q is not an http(s) address", *base)}
	}
	client := &http.Client{Timeout: 60 * time.Second}
	outcomes, err := update.Run(context.Background(), client, *base, *dir)
	if err != nil {
		return err
	}
	for _, o := range outcomes {
		fmt.Fprintf(stdout, "%-20s %-9s %s\n", o.Name, o.Status, o.Detail)
	}
	return nil
}
