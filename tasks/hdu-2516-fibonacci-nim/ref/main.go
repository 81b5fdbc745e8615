// HDU 2516 (Fibonacci Nim), Go reference.
// In: one n per line, ended by a line holding 0. Out: per n "Second win" if
// the first player loses, else "First win".
// The first player loses exactly when n is a Fibonacci number (1, 2, 3, 5,
// 8, ...): a set of every Fibonacci number that fits in 63 bits.
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	fib := map[uint64]bool{}
	for a, b := uint64(1), uint64(2); a < 1<<62; a, b = b, a+b {
		fib[a] = true
	}
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	pos := 0
	for {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		if pos == len(data) {
			return
		}
		var n uint64
		for pos < len(data) && data[pos] > ' ' {
			n = n*10 + uint64(data[pos]-'0')
			pos++
		}
		if n == 0 {
			return
		}
		if fib[n] {
			out.WriteString("Second win\n")
		} else {
			out.WriteString("First win\n")
		}
	}
}
