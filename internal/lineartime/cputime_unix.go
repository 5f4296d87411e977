//go:build unix

package lineartime

import (
	"syscall"
	"time"
)

// CPU is the CPU time this process has used. Timing tests compare it
// rather than the wall clock: on a loaded machine the wall clock also
// counts the time other processes ran, which made ratios swing 20×.
func CPU() time.Duration {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
