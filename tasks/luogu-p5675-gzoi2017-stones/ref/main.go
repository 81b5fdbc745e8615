// Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Go reference.
// In: N, then N pile sizes a_1 .. a_N. Out: mod 1e9+7, the number of (chosen
// set of piles, designated pile i in it) such that Alice, who must first take
// from pile i, loses Nim.
// Alice wins iff she can leave XOR 0 with her first move in pile i: the other
// chosen piles XOR to x and she needs x < a_i. So for every i, count the
// subsets of the other piles whose XOR is >= a_i, by a DP over XOR values.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

const mod = 1000000007

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	pos := 0
	next := func() int {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		v := 0
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + int(data[pos]-'0')
			pos++
		}
		return v
	}
	n := next()
	a := make([]int, n)
	size := 1
	for i := range a {
		a[i] = next()
		for size <= a[i] {
			size *= 2
		}
	}
	var total int64
	dp := make([]int64, size)
	nd := make([]int64, size)
	for i := 0; i < n; i++ {
		for x := range dp {
			dp[x] = 0
		}
		dp[0] = 1
		for j := 0; j < n; j++ {
			if j == i {
				continue
			}
			for x := range dp {
				nd[x] = (dp[x] + dp[x^a[j]]) % mod
			}
			dp, nd = nd, dp
		}
		for x := a[i]; x < size; x++ {
			total = (total + dp[x]) % mod
		}
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	w.WriteString(strconv.FormatInt(total, 10))
	w.WriteString("\n")
}
