// HDU 3032 Nim or not Nim? (Lasker's Nim), Go reference.
// In: T; per test N, then s[0] .. s[N-1]. Out: "Alice" if the first player
// wins, else "Bob", one line per test.
// Grundy values of Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2,
// g(4k+3) = 4k+4, g(4k+4) = 4k+3. Alice wins iff their XOR is not 0.
package main

import (
	"bufio"
	"io"
	"os"
)

func grundy(s uint64) uint64 {
	switch s % 4 {
	case 3:
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
			out.WriteString("Alice\n")
		} else {
			out.WriteString("Bob\n")
		}
	}
}
