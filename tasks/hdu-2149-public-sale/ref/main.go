// HDU 2149 Public Sale (https://acm.hdu.edu.cn/showproblem.php?pid=2149), Go reference.
// Not written yet: it reads the input and refuses it. TODO: In, Out, and
// the theory in one line each, then a straightforward solution (read all of
// stdin, buffered output), written directly, not translated from the Rust.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	_, _ = io.ReadAll(os.Stdin)
	fmt.Fprintln(os.Stderr, "error: tasks/hdu-2149-public-sale/ref/main.go: the Go reference is not written yet")
	os.Exit(1)
}
