// uva-10111-find-the-winning-move, Go reference: UVa 10111 (= POJ 1568)
// Find the Winning Move, https://onlinejudge.org/external/101/10111.pdf
// In: boards, each a line "?" and four lines of four cells from ".", "x",
// "o"; then a line starting with "$".
// Out: per board the first cell in row-major order where x has a forced
// win, as "(r,c)", or "#####" if there is none.
// Theory: the exact value of every position (1 the player to move wins,
// 0 draw, -1 loses) by negamax over the mover's and the other player's
// marks, remembered in a map across boards. A cell is a forced win for x
// when it makes four in a line, or when the board is not full after it and
// o, to move, loses.
package main

import (
	"bufio"
	"io"
	"os"
)

const full = 1<<16 - 1

var lines []uint32

func init() {
	for i := 0; i < 4; i++ {
		var row, col uint32
		for j := 0; j < 4; j++ {
			row |= 1 << (4*i + j)
			col |= 1 << (4*j + i)
		}
		lines = append(lines, row, col)
	}
	var d1, d2 uint32
	for i := 0; i < 4; i++ {
		d1 |= 1 << (5 * i)
		d2 |= 1 << (3*i + 3)
	}
	lines = append(lines, d1, d2)
}

func hasLine(m uint32) bool {
	for _, l := range lines {
		if m&l == l {
			return true
		}
	}
	return false
}

var memo = map[uint32]int8{}

// value is the result for the player to move, who owns `me`; neither side
// has a line and the board is not full.
func value(me, them uint32) int8 {
	key := me<<16 | them
	if v, ok := memo[key]; ok {
		return v
	}
	best := int8(-1)
	for cell := uint32(1); cell <= 1<<15; cell <<= 1 {
		if (me|them)&cell != 0 {
			continue
		}
		next := me | cell
		var v int8
		switch {
		case hasLine(next):
			v = 1
		case next|them == full:
			v = 0
		default:
			v = -value(them, next)
		}
		if v > best {
			best = v
			if best == 1 {
				break
			}
		}
	}
	memo[key] = best
	return best
}

func firstWin(x, o uint32) int {
	for i := 0; i < 16; i++ {
		cell := uint32(1) << i
		if (x|o)&cell != 0 {
			continue
		}
		nx := x | cell
		if hasLine(nx) || (nx|o != full && value(o, nx) == -1) {
			return i
		}
	}
	return -1
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var toks [][]byte
	for i := 0; i < len(data); {
		for i < len(data) && data[i] <= ' ' {
			i++
		}
		s := i
		for i < len(data) && data[i] > ' ' {
			i++
		}
		if s < i {
			toks = append(toks, data[s:i])
		}
	}
	for k := 0; toks[k][0] != '$'; k += 5 {
		var x, o uint32
		for r := 0; r < 4; r++ {
			for c := 0; c < 4; c++ {
				switch toks[k+1+r][c] {
				case 'x':
					x |= 1 << (4*r + c)
				case 'o':
					o |= 1 << (4*r + c)
				}
			}
		}
		if i := firstWin(x, o); i < 0 {
			out.WriteString("#####\n")
		} else {
			out.Write([]byte{'(', byte('0' + i/4), ',', byte('0' + i%4), ')', '\n'})
		}
	}
}
