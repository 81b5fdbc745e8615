"""Maximum-size inputs of luogu-p2599-zjoi2009-stone-game (for scripts/gen).

Luogu P2599 bounds: 1 <= T <= 10 tests, 1 <= n <= 1000 piles, 1 <= a_i <= 10^9.
Each input has T = 10 rows of n = 1000 (10^7 table cells):

- max-random:  random piles in [1, 10^9] (both bounds among them); the first
               pile of every other row is set to its losing value (computed
               here by the same O(n^2) rule), so about half the rows lose
- max-small:   piles in [1, 3], where the rule's branches and their
               boundaries (x = L > R among them) occur throughout;
               half the rows made losing the same way
- max-mirror:  palindromic rows (lost by mirroring) and rows whose first
               pile is one stone off a palindrome's (won: L is unique)
"""

T = 10
N = 1000
TOP = 10**9


def extend(x, far, near):
    if x == near:
        return 0
    if near < x <= far:
        return x - 1
    if far <= x < near:
        return x + 1
    return x


def losing_left(b):
    m = len(b)
    left, right = list(b), list(b)
    for length in range(2, m + 1):
        for i in range(0, m - length + 1):
            j = i + length - 1
            nl = extend(b[j], left[i], right[i])
            right[i] = extend(b[i], right[i + 1], left[i + 1])
            left[i] = nl
    return left[0]


def render(rows):
    return f"{len(rows)}\n" + "".join(f"{len(r)}\n{' '.join(map(str, r))}\n" for r in rows)


def make_losing(row):
    x = losing_left(row[1:])
    if x >= 1:
        row[0] = x
    return row


def max_random(rng):
    rows = []
    for t in range(T):
        row = [rng.randint(1, TOP) for _ in range(N)]
        row[1], row[2] = 1, TOP
        rows.append(make_losing(row) if t % 2 else row)
    return render(rows)


def max_small(rng):
    rows = []
    for t in range(T):
        row = [rng.randint(1, 3) for _ in range(N)]
        rows.append(make_losing(row) if t % 2 else row)
    return render(rows)


def max_mirror(rng):
    rows = []
    for t in range(T):
        half = [rng.randint(1, TOP) for _ in range(N // 2)]
        row = half + half[::-1]
        if t % 2:
            row[0] = row[0] + 1 if row[0] < TOP else row[0] - 1
        rows.append(row)
    return render(rows)


INPUTS = {
    "luogu-p2599-zjoi2009-stone-game-max-random": max_random,
    "luogu-p2599-zjoi2009-stone-game-max-small": max_small,
    "luogu-p2599-zjoi2009-stone-game-max-mirror": max_mirror,
}
