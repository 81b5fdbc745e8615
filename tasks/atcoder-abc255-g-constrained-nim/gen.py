"""Maximum-constraint inputs of atcoder-abc255-g-constrained-nim (for scripts/gen).

Bounds (AtCoder ABC 255 G): N, M <= 2*10^5; 1 <= A_i <= 10^18;
1 <= Y_i <= X_i <= 10^18; the pairs (X_i, Y_i) are distinct. Every input has
N = M = 2*10^5:

- max-random: random piles and banned pairs over the whole range, 10^18 among
  the piles and among the X
- max-dense:  every move from each of the sizes 1..631 is banned (about 2*10^5
  pairs, so each of those sizes is worth 0 and value 0 occurs hundreds of
  times); the piles are small and large sizes
- max-near:   2000 banned sizes packed just below 10^18, 100 banned moves each,
  taking 1..200 stones, so that the banned targets are other banned sizes
  and g falls back to old values again and again; piles in the same range
- max-one-size: all 2*10^5 banned moves from the single size 10^18
  (Y = 1 .. 2*10^5), piles 10^18 and its neighbours
- max-near-second: the banned moves of max-near with every pile twice, so
  that the values cancel and the second player wins
"""

N = 2 * 10**5
M = 2 * 10**5
MAX = 10**18


def render(piles, pairs):
    lines = ["%d %d" % (len(piles), len(pairs)), " ".join(map(str, piles))]
    lines += ["%d %d" % p for p in pairs]
    return "\n".join(lines) + "\n"


def max_random(rng):
    piles = [rng.randint(1, MAX) for _ in range(N - 1)] + [MAX]
    pairs = set()
    while len(pairs) < M - 1:
        x = rng.randint(1, MAX)
        pairs.add((x, rng.randint(1, x)))
    pairs.add((MAX, rng.randint(1, MAX)))
    pairs = list(pairs)
    rng.shuffle(pairs)
    return render(piles, pairs)


def max_dense(rng):
    pairs, x = [], 1
    while len(pairs) + x <= M:
        pairs += [(x, y) for y in range(1, x + 1)]
        x += 1
    while len(pairs) < M:  # top up with moves from the next size
        pairs.append((x, len(pairs) - (x * (x - 1)) // 2 + 1))
    rng.shuffle(pairs)
    piles = [rng.randint(1, 700) if rng.random() < 0.5 else rng.randint(1, MAX) for _ in range(N)]
    return render(piles, pairs)


def max_near(rng):
    sizes = sorted(rng.sample(range(MAX - 4000, MAX + 1), 2000))
    pairs = []
    for x in sizes:
        pairs += [(x, y) for y in rng.sample(range(1, 201), 100)]
    rng.shuffle(pairs)
    piles = [rng.randint(MAX - 4100, MAX) for _ in range(N)]
    return render(piles, pairs)


def max_near_second(rng):
    text = max_near(rng)
    head, piles_line, rest = text.split("\n", 2)
    half = piles_line.split()[: N // 2]
    piles = half + half
    rng.shuffle(piles)
    return "\n".join([head, " ".join(piles), rest])


def max_one_size(rng):
    pairs = [(MAX, y) for y in range(1, M + 1)]
    rng.shuffle(pairs)
    piles = [rng.choice([MAX, MAX - 1, MAX - M, rng.randint(1, MAX)]) for _ in range(N)]
    return render(piles, pairs)


INPUTS = {
    "atcoder-abc255-g-constrained-nim-max-random": max_random,
    "atcoder-abc255-g-constrained-nim-max-dense": max_dense,
    "atcoder-abc255-g-constrained-nim-max-near": max_near,
    "atcoder-abc255-g-constrained-nim-max-one-size": max_one_size,
    "atcoder-abc255-g-constrained-nim-max-near-second": max_near_second,
}
