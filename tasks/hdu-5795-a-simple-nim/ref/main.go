// HDU 5795 A Simple Nim (http://acm.hdu.edu.cn/showproblem.php?pid=5795), Go reference.
// In: T; per test n, then s[0] .. s[n-1]. Out: "First player wins." if the
// first player wins, else "Second player wins.", one line per test.
// A heap (take any, or split into three non-empty heaps) is worth g(s):
// s + 1 for s = 7 (mod 8), s - 1 for s = 0 (mod 8, s > 0), otherwise s.
// The first player wins iff the XOR of the values is not 0.
package main

import (
	"bufio"
	"io"
	"os"
)

func grundy(s uint64) uint64 {
	switch s % 8 {
	case 7:
		return s + 1
	case 0:
		if s == 0 {
			return 0
		}
		return s - 1
	}
	return s
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<22))
	pos := 0
	next := func() uint64 {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		var v uint64
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + uint64(data[pos]-'0')
			pos++
		}
		return v
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	for t := next(); t > 0; t-- {
		var x uint64
		for n := next(); n > 0; n-- {
			x ^= grundy(next())
		}
		if x != 0 {
			out.WriteString("First player wins.\n")
		} else {
			out.WriteString("Second player wins.\n")
		}
	}
}
