// HDU 1907 / POJ 3480 John (misère Nim), Go reference.
// In: T; per test N, then A_1 .. A_N. Out: "John" if the first player (John)
// wins, else "Brother", one line per test.
// Misère Nim: count the heaps of 2 or more. With none, John wins iff the
// 1-heaps are even in number; with some, iff the XOR of the heaps is not 0.
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
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
		n := next()
		var xor, ones, big uint64
		for i := uint64(0); i < n; i++ {
			a := next()
			xor ^= a
			if a == 1 {
				ones++
			} else if a >= 2 {
				big++
			}
		}
		var john bool
		if big == 0 {
			john = ones%2 == 0
		} else {
			john = xor != 0
		}
		if john {
			out.WriteString("John\n")
		} else {
			out.WriteString("Brother\n")
		}
	}
}
