# Codeforces 1310F Bad Cryptography (https://codeforces.com/problemset/problem/1310/F), Python reference.
# In: t, then t pairs a b (below 2^64). Out: per pair the least x >= 1 with
# a^x = b (powers by nim multiplication), or -1.
# Theory: products below 16 by the mex definition, below 2^16 by
# logarithms (a generator found by testing orders), above by the
# Fermat-power rule F (x) F = F + F/2. GF(2^64)* is cyclic of square-free
# order N = 2^64 - 1: Pohlig-Hellman with baby-step giant-step per prime,
# the residues combined by CRT.
import sys

SMALL = [[0] * 16 for _ in range(16)]
for a in range(16):
    for b in range(16):
        opts = {SMALL[x][b] ^ SMALL[a][y] ^ SMALL[x][y] for x in range(a) for y in range(b)}
        m = 0
        while m in opts:
            m += 1
        SMALL[a][b] = m


def slow(a, b, bits):
    """The Fermat-power rule down to the 16 x 16 table."""
    if bits == 4:
        return SMALL[a][b]
    h = bits // 2
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    p0, p1 = slow(a0, b0, h), slow(a1, b1, h)
    cross = slow(a0, b1, h) ^ slow(a1, b0, h)
    return ((cross ^ p1) << h) | (p0 ^ slow(p1, 1 << (h - 1), h))


def slow_pow(a, e):
    r = 1
    while e:
        if e & 1:
            r = slow(r, a, 16)
        a = slow(a, a, 16)
        e >>= 1
    return r


# A generator of GF(2^16)*: order 65535 = 3*5*17*257.
GEN = next(g for g in range(2, 1 << 16) if all(slow_pow(g, 65535 // p) != 1 for p in (3, 5, 17, 257)))
TIMES_GEN = [slow(1 << k, GEN, 16) for k in range(16)]
EXP = [0] * (2 * 65535)
LOG = [0] * 65536
x = 1
for k in range(65535):
    EXP[k] = EXP[k + 65535] = x
    LOG[x] = k
    y = 0
    for bit in range(16):
        if x >> bit & 1:
            y ^= TIMES_GEN[bit]
    x = y


def mul(a, b, bits=64):
    if bits == 16:
        return EXP[LOG[a] + LOG[b]] if a and b else 0
    h = bits // 2
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    p0, p1 = mul(a0, b0, h), mul(a1, b1, h)
    p2 = mul(a0 ^ a1, b0 ^ b1, h)
    return ((p2 ^ p0) << h) | (p0 ^ mul(p1, 1 << (h - 1), h))


def power(a, e):
    r = 1
    while e:
        if e & 1:
            r = mul(r, a)
        a = mul(a, a)
        e >>= 1
    return r


N = (1 << 64) - 1
PRIMES = [3, 5, 17, 257, 641, 65537, 6700417]


def dlog(g, h, p):
    m = 1
    while m * m < p:
        m += 1
    baby = {}
    cur = 1
    for j in range(m):
        baby.setdefault(cur, j)
        cur = mul(cur, g)
    step = power(g, p - m % p)
    cur = h
    for i in range(m):
        if cur in baby:
            return (i * m + baby[cur]) % p
        cur = mul(cur, step)
    return None


def solve(a, b):
    x, mod = 0, 1
    for p in PRIMES:
        ap, bp = power(a, N // p), power(b, N // p)
        if ap == 1:
            if bp != 1:
                return -1
            continue
        r = dlog(ap, bp, p)
        if r is None:
            return -1
        t = (r - x) * pow(mod, -1, p) % p
        x, mod = x + mod * t, mod * p
    return x if x else mod


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = [solve(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(t)]
    sys.stdout.write("".join(f"{v}\n" for v in out))


main()
