// HDU 2149 Public Sale, Go reference.
// In: lines "M N" to the end of the input. Out: per line the first raises
// (1..N) after which Lele, who bids first, is sure to buy the field (the
// bidder who brings the price to M or more buys it), in increasing order,
// or "none".
// Solved by playing the game backwards: win[p] says whether the player to
// move wins with the price at p (0 <= p < M); a raise from p reaching M or
// more wins outright, otherwise it wins iff it leaves the opponent a
// losing price. A raise b from 0 is a winning first bid iff it reaches M,
// or leaves the price b losing for Yueyue.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	pos := 0
	next := func() (int, bool) {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		if pos == len(data) {
			return 0, false
		}
		v := 0
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + int(data[pos]-'0')
			pos++
		}
		return v, true
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	for {
		m, ok := next()
		if !ok {
			break
		}
		n, _ := next()
		win := make([]bool, m)
		for p := m - 1; p >= 0; p-- {
			for b := 1; b <= n; b++ {
				if p+b >= m || !win[p+b] {
					win[p] = true
					break
				}
			}
		}
		first := true
		for b := 1; b <= n; b++ {
			if b >= m || !win[b] {
				if !first {
					out.WriteByte(' ')
				}
				out.WriteString(strconv.Itoa(b))
				first = false
			}
		}
		if first {
			out.WriteString("none")
		}
		out.WriteByte('\n')
	}
}
