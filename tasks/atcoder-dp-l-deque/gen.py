"""Maximum-constraint inputs of atcoder-dp-l-deque (for scripts/gen).

AtCoder EDPC L bounds: 1 <= N <= 3000, 1 <= a_i <= 10^9. Every input has
N = 3000 (the O(N^2) table at its largest):
- max-random:      random values in 1..10^9, 1 and 10^9 among them.
- max-equal:       all 10^9: X - Y = 0 (N even), the largest sum, 3*10^12.
- max-alternating: 10^9 1 10^9 1 ... (sample 4 at full size): 1499999998500.
- max-increasing:  1 .. 3000 scaled up to 10^9, strictly increasing.
- max-greedy-trap: blocks `5 100 1 3` scaled (where taking the larger end loses).
"""

N = 3000
MAX_A = 10**9


def render(a):
    return f"{len(a)}\n{' '.join(map(str, a))}\n"


def max_random(rng):
    a = [rng.randint(1, MAX_A) for _ in range(N)]
    a[rng.randrange(N)], a[rng.randrange(N)] = 1, MAX_A
    return render(a)


def max_equal(rng):
    return render([MAX_A] * N)


def max_alternating(rng):
    return render([MAX_A, 1] * (N // 2))


def max_increasing(rng):
    return render([MAX_A // N * (i + 1) + (MAX_A % N if i == N - 1 else 0) for i in range(N)])


def max_greedy_trap(rng):
    return render([v * 10**7 for v in (5, 100, 1, 3)] * (N // 4))


INPUTS = {
    "atcoder-dp-l-deque-max-random": max_random,
    "atcoder-dp-l-deque-max-equal": max_equal,
    "atcoder-dp-l-deque-max-alternating": max_alternating,
    "atcoder-dp-l-deque-max-increasing": max_increasing,
    "atcoder-dp-l-deque-max-greedy-trap": max_greedy_trap,
}
