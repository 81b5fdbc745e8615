"""Maximum-constraint inputs of atcoder-dp-k-stones (for scripts/gen).

AtCoder dp_k bounds: N <= 100 moves 1 <= a_1 < ... < a_N <= K, K <= 10^5.
- max: N = 100, K = 10^5, random moves (1 among them, K not: taking the
  whole pile would decide it at once).
- odd: N = 100 odd moves 1 .. 199, K = 10^5: every even position is losing.
- no-one: N = 100 moves K/2+1 .. K/2+100 (no 1): the first half of the
  positions are all losing.
"""

N = 100
K = 10**5


def _text(k, moves):
    moves = sorted(moves)
    return f"{len(moves)} {k}\n{' '.join(map(str, moves))}\n"


def max_input(rng):
    return _text(K, [1] + rng.sample(range(2, K), N - 1))


def odd(rng):
    return _text(K, list(range(1, 2 * N, 2)))


def no_one(rng):
    return _text(K, list(range(K // 2 + 1, K // 2 + N + 1)))


INPUTS = {
    "atcoder-dp-k-stones-max": max_input,
    "atcoder-dp-k-stones-odd": odd,
    "atcoder-dp-k-stones-no-one": no_one,
}
