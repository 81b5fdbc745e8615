// Luogu P2599 [ZJOI2009] 取石子游戏 (https://www.luogu.com.cn/problem/P2599), Go reference.
// In: T; per test n, then a_1 .. a_n. Out: 1 if the first player wins, else 0.
// For a segment S, lv[i][j] is the unique pile that, put left of a_i..a_j,
// makes the position lost; rv[i][j] likewise on the right. Adding pile x on
// the right of a_i..a_{j-1} (L, R its values): lv = 0 if x == R; x if x is
// below both or above both; x-1 if R < x <= L; x+1 if L <= x < R. rv mirrors
// it. The first player loses iff a_1 == lv[2][n].
package main

import (
	"bufio"
	"io"
	"os"
)

func step(x, l, r int64) int64 {
	switch {
	case x == r:
		return 0
	case x < l && x < r:
		return x
	case r < x && x <= l:
		return x - 1
	case l <= x && x < r:
		return x + 1
	}
	return x
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<22))
	pos := 0
	next := func() int64 {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		var v int64
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + int64(data[pos]-'0')
			pos++
		}
		return v
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for t := next(); t > 0; t-- {
		n := int(next())
		a := make([]int64, n)
		for i := range a {
			a[i] = next()
		}
		lv := make([][]int64, n)
		rv := make([][]int64, n)
		for i := range lv {
			lv[i] = make([]int64, n)
			rv[i] = make([]int64, n)
			lv[i][i], rv[i][i] = a[i], a[i]
		}
		for length := 2; length <= n; length++ {
			for i := 0; i+length-1 < n; i++ {
				j := i + length - 1
				lv[i][j] = step(a[j], lv[i][j-1], rv[i][j-1])
				rv[i][j] = step(a[i], rv[i+1][j], lv[i+1][j])
			}
		}
		win := true
		if n == 0 {
			win = false
		} else if n >= 2 && a[0] == lv[1][n-1] {
			win = false
		}
		if win {
			out.WriteString("1\n")
		} else {
			out.WriteString("0\n")
		}
	}
}
