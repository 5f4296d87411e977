package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"

	"github.com/kubechangelog/kubechangelog/site"
)

func runServe(args []string, stderr io.Writer) error {
	fs := newFlags("serve", stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := fs.String("dir", "dist", "folder of the built page (make dist)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		return usageError{fmt.Errorf("serve: %s/index.html not found; run 'make dist' first", *dir)}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "kubechangelog: serving %s on http://%s\n", *dir, ln.Addr())
	srv := site.NewServer(site.Handler(*dir))
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
