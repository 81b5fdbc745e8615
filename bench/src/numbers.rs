//! The library benchmarks' programs read their input as non-negative
//! integers separated by whitespace, trusting it (the scripts generate it;
//! the judge binaries are where bad input is refused).

use std::io::Read;

/// All of standard input.
///
/// # Panics
/// If it cannot be read.
pub fn stdin() -> Vec<u8> {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    input
}

/// The whitespace-separated decimal numbers of `input`, each taken to be
/// digits only.
///
/// # Example
/// ```
/// let got: Vec<usize> = grundy_bench::numbers::numbers(b"3 14\n15\t9").collect();
/// assert_eq!(got, [3, 14, 15, 9]);
/// ```
pub fn numbers(input: &[u8]) -> impl Iterator<Item = usize> + '_ {
    input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.iter()
                .fold(0usize, |v, &d| v * 10 + usize::from(d - b'0'))
        })
}
