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

func runServe(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("serve", stdout)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := fs.String("dir", "dist", "folder of the built page (make dist)")
	if err := fs.parse(args, false); err != nil {
		return err
	}
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		return usageError{fmt.Errorf("serve: %s/index.html not found; run 'make dist' first", *dir)}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		// A port in use or an address that is not this machine's is
		// the user's to change: exit status 2, the reason without
		// net's "listen tcp" prefix.
		var oe *net.OpError
		if errors.As(err, &oe) {
			err = oe.Err
		}
		var se *os.SyscallError // "bind: address already in use"
		if errors.As(err, &se) {
			err = se.Err
		}
		return usageError{fmt.Errorf("serve: cannot listen on %q: %v", *addr, err)}
	}
	fmt.Fprintf(stderr, "kubechangelog: serving %s on http://%s\n", *dir, ln.Addr())
	srv := site.NewServer(site.Handler(*dir))
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
