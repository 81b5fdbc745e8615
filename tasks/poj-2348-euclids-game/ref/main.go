// POJ 2348 Euclid's Game (http://poj.org/problem?id=2348), Go reference.
// In: lines "a b" (up to 10^18), ended by "0 0". Out: "Stan wins" if the
// player to move wins, else "Ollie wins".
// Theory: with a >= b > 0, the mover wins if a >= 2b or b divides a (of
// a mod b + b and a mod b, one leaves the opponent lost); otherwise the only
// move is to (b, a - b) and the result flips. A 0 means the game is over.
package main

import (
	"bufio"
	"os"
	"strconv"
)

func moverWins(a, b uint64) bool {
	if a < b {
		a, b = b, a
	}
	wins := true
	for {
		if b == 0 {
			return !wins
		}
		if a >= 2*b || a%b == 0 {
			return wins
		}
		a, b = b, a-b
		wins = !wins
	}
}

func main() {
	sc := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<16))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() uint64 {
		sc.Scan()
		v, _ := strconv.ParseUint(sc.Text(), 10, 64)
		return v
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	for {
		a, b := next(), next()
		if a == 0 && b == 0 {
			return
		}
		if moverWins(a, b) {
			w.WriteString("Stan wins\n")
		} else {
			w.WriteString("Ollie wins\n")
		}
	}
}
