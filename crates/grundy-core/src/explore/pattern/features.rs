//! The catalogue of features a value may depend on: of one parameter n (the
//! number theory contest games use), of a pair (a, b), and of the parts of
//! a position (the statistics that decide who wins a game of several
//! parts).
//!
//! A feature maps a position's coordinates to a class (an integer), or to
//! nothing where it is undefined (the 2-adic valuation of 0, the smallest
//! prime factor of 1). The finders try them in order of how many classes
//! they have on the table, fewest first, then in the order listed here.

/// The class of a position (its coordinates), `None` where undefined.
type ClassOf<'a> = Box<dyn Fn(&[u64]) -> Option<i64> + 'a>;

/// How a class is printed.
type ShowClass<'a> = Box<dyn Fn(i64) -> String + 'a>;

/// A test on a part's size.
type PartTest = fn(u64) -> bool;

/// A named map from coordinates to classes.
pub(crate) struct Feature<'a> {
    /// How the claim names it: `n mod 3`, `popcount(n)`, `a xor b`.
    pub(crate) name: String,
    /// The class of a position, `None` where undefined.
    pub(crate) class: ClassOf<'a>,
    /// How a class is printed.
    pub(crate) show: ShowClass<'a>,
}

impl<'a> Feature<'a> {
    fn new(
        name: impl Into<String>,
        class: impl Fn(&[u64]) -> Option<i64> + 'a,
        show: impl Fn(i64) -> String + 'a,
    ) -> Feature<'a> {
        Feature {
            name: name.into(),
            class: Box::new(class),
            show: Box::new(show),
        }
    }

    fn plain(name: impl Into<String>, class: impl Fn(&[u64]) -> Option<i64> + 'a) -> Feature<'a> {
        Feature::new(name, class, |c| c.to_string())
    }

    fn yes_no(name: impl Into<String>, test: impl Fn(&[u64]) -> Option<bool> + 'a) -> Feature<'a> {
        Feature::new(
            name,
            move |x| test(x).map(i64::from),
            |c| if c == 1 { "yes" } else { "no" }.to_string(),
        )
    }
}

/// The smallest prime factor of every number up to a bound (a sieve).
pub(crate) struct Sieve {
    spf: Vec<u32>,
    /// How many primes are at most i.
    primes_upto: Vec<u32>,
}

/// The largest number the prime features are computed for: tables beyond
/// it are searched without them.
pub(crate) const SIEVE_LIMIT: u64 = 1 << 22;

impl Sieve {
    /// The sieve of `0..=n`.
    pub(crate) fn new(n: u64) -> Sieve {
        let n = n as usize;
        let mut spf = vec![0u32; n + 1];
        for i in 2..=n {
            if spf[i] == 0 {
                let mut j = i;
                while j <= n {
                    if spf[j] == 0 {
                        spf[j] = i as u32;
                    }
                    j += i;
                }
            }
        }
        let mut primes_upto = vec![0u32; n + 1];
        let mut count = 0;
        for i in 0..=n {
            count += u32::from(i >= 2 && spf[i] == i as u32);
            primes_upto[i] = count;
        }
        Sieve { spf, primes_upto }
    }

    fn spf(&self, n: u64) -> Option<u64> {
        self.spf
            .get(n as usize)
            .filter(|&&p| p != 0)
            .map(|&p| u64::from(p))
    }

    /// The prime factors of n ≥ 1 with multiplicity, smallest first.
    fn factors(&self, mut n: u64) -> Vec<u64> {
        let mut out = Vec::new();
        while let Some(p) = self.spf(n) {
            out.push(p);
            n /= p;
        }
        out
    }

    /// How many primes are at most `p` (p in the sieve).
    fn prime_index(&self, p: u64) -> i64 {
        i64::from(self.primes_upto[p as usize])
    }
}

fn is_fibonacci(n: u64) -> bool {
    let (mut a, mut b) = (0u64, 1u64);
    while a < n {
        let c = a.saturating_add(b);
        a = b;
        b = c;
    }
    a == n
}

/// The smallest term of the Zeckendorf representation of n ≥ 1 (its
/// greedy sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, …).
fn smallest_zeckendorf(mut n: u64) -> u64 {
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut smallest = n;
    for &f in fibs.iter().rev() {
        if f <= n {
            n -= f;
            smallest = f;
        }
    }
    smallest
}

fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// The features of one parameter n, the prime ones from `sieve` (absent if
/// the table goes beyond [`SIEVE_LIMIT`]).
pub(crate) fn of_n(sieve: Option<&Sieve>) -> Vec<Feature<'_>> {
    let mut out = Vec::new();
    for k in 2..=16u64 {
        out.push(Feature::plain(format!("n mod {}", k), move |x| {
            Some((x[0] % k) as i64)
        }));
    }
    out.push(Feature::plain("popcount(n)", |x| {
        Some(i64::from(x[0].count_ones()))
    }));
    out.push(Feature::plain("popcount(n) mod 2", |x| {
        Some(i64::from(x[0].count_ones() % 2))
    }));
    out.push(Feature::plain("v2(n)", |x| {
        (x[0] > 0).then(|| i64::from(x[0].trailing_zeros()))
    }));
    out.push(Feature::plain("v2(n) mod 2", |x| {
        (x[0] > 0).then(|| i64::from(x[0].trailing_zeros() % 2))
    }));
    out.push(Feature::plain("v2(n + 1)", |x| {
        Some(i64::from((x[0] + 1).trailing_zeros()))
    }));
    out.push(Feature::plain("floor(log2 n)", |x| {
        (x[0] > 0).then(|| i64::from(63 - x[0].leading_zeros()))
    }));
    out.push(Feature::yes_no("n is a power of 2", |x| {
        (x[0] > 0).then(|| x[0].is_power_of_two())
    }));
    out.push(Feature::yes_no("n is a square", |x| {
        Some(isqrt(x[0]).pow(2) == x[0])
    }));
    out.push(Feature::yes_no("n is a Fibonacci number", |x| {
        Some(is_fibonacci(x[0]))
    }));
    out.push(Feature::plain("smallest Zeckendorf term of n", |x| {
        (x[0] > 0).then(|| smallest_zeckendorf(x[0]) as i64)
    }));
    if let Some(s) = sieve {
        out.push(Feature::yes_no("n is prime", move |x| {
            Some(s.spf(x[0]) == Some(x[0]))
        }));
        out.push(Feature::plain("Omega(n)", move |x| {
            (x[0] > 0).then(|| s.factors(x[0]).len() as i64)
        }));
        out.push(Feature::plain("Omega(n) mod 2", move |x| {
            (x[0] > 0).then(|| (s.factors(x[0]).len() % 2) as i64)
        }));
        out.push(Feature::plain("omega(n)", move |x| {
            (x[0] > 0).then(|| {
                let mut f = s.factors(x[0]);
                f.dedup();
                f.len() as i64
            })
        }));
        out.push(Feature::plain("d(n)", move |x| {
            (x[0] > 0).then(|| {
                let f = s.factors(x[0]);
                let mut d = 1i64;
                let mut i = 0;
                while i < f.len() {
                    let j = f[i..].iter().take_while(|&&q| q == f[i]).count();
                    d *= j as i64 + 1;
                    i += j;
                }
                d
            })
        }));
        out.push(Feature::plain("spf(n)", move |x| {
            s.spf(x[0]).map(|p| p as i64)
        }));
        out.push(Feature::plain(
            "index of spf(n) among the primes",
            move |x| s.spf(x[0]).map(|p| s.prime_index(p)),
        ));
        out.push(Feature::plain("largest prime factor of n", move |x| {
            s.factors(x[0]).last().map(|&p| p as i64)
        }));
    }
    for k in 2..=6u64 {
        out.push(Feature::plain(format!("floor(n / {})", k), move |x| {
            Some((x[0] / k) as i64)
        }));
    }
    out.push(Feature::plain(
        "floor(sqrt n)",
        |x| Some(isqrt(x[0]) as i64),
    ));
    out
}

/// The features of a pair (a, b).
pub(crate) fn of_pair() -> Vec<Feature<'static>> {
    let mut out = vec![
        Feature::plain("a xor b", |x| Some((x[0] ^ x[1]) as i64)),
        Feature::plain("min(a, b)", |x| Some(x[0].min(x[1]) as i64)),
        Feature::plain("max(a, b)", |x| Some(x[0].max(x[1]) as i64)),
        Feature::plain("a + b", |x| Some((x[0] + x[1]) as i64)),
        Feature::plain("b - a", |x| Some(x[1] as i64 - x[0] as i64)),
        Feature::plain("|a - b|", |x| Some(x[0].abs_diff(x[1]) as i64)),
        Feature::plain("b - 2a", |x| Some(x[1] as i64 - 2 * x[0] as i64)),
        Feature::plain("a - 2b", |x| Some(x[0] as i64 - 2 * x[1] as i64)),
        Feature::plain("a and b", |x| Some((x[0] & x[1]) as i64)),
    ];
    for p in 1..=6u64 {
        for q in 1..=6u64 {
            if p == 1 && q == 1 {
                continue;
            }
            let name = match (p, q) {
                (1, q) => format!("b mod {}", q),
                (p, 1) => format!("a mod {}", p),
                (p, q) => format!("(a mod {}, b mod {})", p, q),
            };
            out.push(Feature::new(
                name,
                move |x| Some(((x[0] % p) * q + x[1] % q) as i64),
                move |c| match (p, q) {
                    (1, _) | (_, 1) => c.to_string(),
                    _ => format!("({}, {})", c as u64 / q, c as u64 % q),
                },
            ));
        }
    }
    for k in 2..=8u64 {
        out.push(Feature::plain(format!("(a + b) mod {}", k), move |x| {
            Some(((x[0] + x[1]) % k) as i64)
        }));
        out.push(Feature::plain(format!("(a xor b) mod {}", k), move |x| {
            Some(((x[0] ^ x[1]) % k) as i64)
        }));
        out.push(Feature::plain(format!("min(a, b) mod {}", k), move |x| {
            Some((x[0].min(x[1]) % k) as i64)
        }));
        out.push(Feature::plain(format!("max(a, b) mod {}", k), move |x| {
            Some((x[0].max(x[1]) % k) as i64)
        }));
    }
    out
}

/// The statistics of the parts of a position (its coordinates, each a
/// part): counts, extremes, sums; with `part_values` (for each coordinate,
/// the value of that part alone, by size), the statistics of the parts'
/// values too.
pub(crate) fn of_parts<'a>(
    arity: usize,
    part_values: Option<&'a [Vec<i64>]>,
    values_are_numbers: bool,
) -> Vec<Feature<'a>> {
    let mut out = Vec::new();
    if arity > 2 {
        out.push(Feature::plain("the xor of the parts", |x| {
            Some(x.iter().fold(0, |a, &b| a ^ b) as i64)
        }));
        out.push(Feature::plain("the smallest part", |x| {
            x.iter().min().map(|&m| m as i64)
        }));
        out.push(Feature::plain("the largest part", |x| {
            x.iter().max().map(|&m| m as i64)
        }));
        for k in 2..=6u64 {
            out.push(Feature::plain(
                format!("the sum of the parts mod {}", k),
                move |x| Some((x.iter().map(|&v| v % k).sum::<u64>() % k) as i64),
            ));
        }
        for k in 2..=4u64 {
            out.push(Feature::plain(
                format!("the smallest part mod {}", k),
                move |x| x.iter().min().map(|&m| (m % k) as i64),
            ));
            out.push(Feature::plain(
                format!("the largest part mod {}", k),
                move |x| x.iter().max().map(|&m| (m % k) as i64),
            ));
        }
    }
    let counts: [(&str, PartTest); 4] = [
        ("odd", |v| v % 2 == 1),
        ("non-zero", |v| v > 0),
        ("at least 2", |v| v >= 2),
        ("equal to 1", |v| v == 1),
    ];
    for (what, test) in counts {
        out.push(Feature::plain(
            format!("the number of parts {} mod 2", what),
            move |x| Some((x.iter().filter(|&&v| test(v)).count() % 2) as i64),
        ));
    }
    if let Some(values) = part_values {
        let value = move |i: usize, size: u64| values[i].get(size as usize).copied();
        out.push(Feature::plain(
            "the number of parts that are P-positions mod 2",
            move |x| {
                let mut count = 0;
                for (i, &size) in x.iter().enumerate() {
                    count += (value(i, size)? == 0) as i64;
                }
                Some(count % 2)
            },
        ));
        if values_are_numbers {
            out.push(Feature::plain("the xor of the parts' values", move |x| {
                let mut acc = 0i64;
                for (i, &size) in x.iter().enumerate() {
                    acc ^= value(i, size)?;
                }
                Some(acc)
            }));
            for k in 2..=4i64 {
                out.push(Feature::plain(
                    format!("the sum of the parts' values mod {}", k),
                    move |x| {
                        let mut acc = 0i64;
                        for (i, &size) in x.iter().enumerate() {
                            acc += value(i, size)?.rem_euclid(k);
                        }
                        Some(acc % k)
                    },
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named<'a>(features: &'a [Feature<'a>], name: &str) -> &'a Feature<'a> {
        features.iter().find(|f| f.name == name).unwrap()
    }

    #[test]
    fn the_number_theory_of_small_n() {
        let sieve = Sieve::new(100);
        let fs = of_n(Some(&sieve));
        let at = |name: &str, n: u64| (named(&fs, name).class)(&[n]);
        assert_eq!(at("Omega(n)", 12), Some(3));
        assert_eq!(at("omega(n)", 12), Some(2));
        assert_eq!(at("d(n)", 12), Some(6));
        assert_eq!(at("spf(n)", 91), Some(7));
        assert_eq!(at("index of spf(n) among the primes", 91), Some(4));
        assert_eq!(at("spf(n)", 1), None);
        assert_eq!(at("v2(n)", 40), Some(3));
        assert_eq!(at("v2(n)", 0), None);
        assert_eq!(at("n is prime", 97), Some(1));
        assert_eq!(at("n is prime", 1), Some(0));
        assert_eq!(at("n is a Fibonacci number", 89), Some(1));
        assert_eq!(at("n is a Fibonacci number", 90), Some(0));
        assert_eq!(at("largest prime factor of n", 90), Some(5));
        assert_eq!(at("floor(sqrt n)", 99), Some(9));
    }

    #[test]
    fn zeckendorf_terms() {
        // 20 = 13 + 5 + 2, 33 = 21 + 8 + 3 + 1, 8 = 8.
        assert_eq!(smallest_zeckendorf(20), 2);
        assert_eq!(smallest_zeckendorf(33), 1);
        assert_eq!(smallest_zeckendorf(8), 8);
        for n in 1..500 {
            let s = smallest_zeckendorf(n);
            assert!(is_fibonacci(s) && s <= n, "{}", n);
        }
    }

    #[test]
    fn pairs_of_residues_print_as_pairs() {
        let fs = of_pair();
        let f = named(&fs, "(a mod 2, b mod 3)");
        let c = (f.class)(&[5, 7]).unwrap();
        assert_eq!((f.show)(c), "(1, 1)");
    }
}
