// Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Go reference.
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
	fmt.Fprintln(os.Stderr, "error: tasks/luogu-p5675-gzoi2017-stones/ref/main.go: the Go reference is not written yet")
	os.Exit(1)
}
