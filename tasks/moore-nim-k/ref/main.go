// moore-nim-k (our own problem, Moore's Nim_k with a winning move), Go reference.
// In: T, then T tests: "n k", then n heaps h_i (0 <= h_i <= 10^18).
// Out: per test "SECOND" if the player to move loses, else "FIRST", m, and m lines "i v"
// (heap i, 1-based, becomes v < h_i), a move after which the player to move loses.
// Theory (Moore 1910): the mover loses iff every bit's count of ones is divisible by k+1.
// The move: from the top bit down, keep a set of chosen heaps (each already lowered at a
// higher bit, so free below it, set to 0 at first). At a bit with d = (ones outside the set)
// mod (k+1) != 0: if the set has at least k+1-d heaps, set the bit in that many of them;
// otherwise clear it in d more heaps that hold it, adding them to the set.
package main

import (
	"bufio"
	"os"
	"sort"
	"strconv"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()
	next := func() uint64 {
		var v uint64
		c, _ := in.ReadByte()
		for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			c, _ = in.ReadByte()
		}
		for c >= '0' && c <= '9' {
			v = v*10 + uint64(c-'0')
			c, _ = in.ReadByte()
		}
		return v
	}
	t := int(next())
	for ; t > 0; t-- {
		n := int(next())
		k := next()
		h := make([]uint64, n)
		for i := range h {
			h[i] = next()
		}
		chosen := []int{}
		value := map[int]uint64{}
		for bit := 63; bit >= 0; bit-- {
			var ones uint64
			for i, x := range h {
				if _, in := value[i]; !in && x>>uint(bit)&1 == 1 {
					ones++
				}
			}
			d := ones % (k + 1)
			if d == 0 {
				continue
			}
			if give := k + 1 - d; give <= uint64(len(chosen)) {
				for _, i := range chosen[:give] {
					value[i] |= 1 << uint(bit)
				}
				continue
			}
			for i, x := range h {
				if d == 0 {
					break
				}
				if _, in := value[i]; !in && x>>uint(bit)&1 == 1 {
					value[i] = x >> uint(bit) >> 1 << 1 << uint(bit)
					chosen = append(chosen, i)
					d--
				}
			}
		}
		if len(chosen) == 0 {
			out.WriteString("SECOND\n")
			continue
		}
		sort.Ints(chosen)
		out.WriteString("FIRST\n" + strconv.Itoa(len(chosen)) + "\n")
		for _, i := range chosen {
			out.WriteString(strconv.Itoa(i+1) + " " + strconv.FormatUint(value[i], 10) + "\n")
		}
	}
}
