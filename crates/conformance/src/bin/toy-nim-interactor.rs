//! The toy interactor of the harness's own tests (`tests/interactive.rs`),
//! the judge's side of a game of one heap, take 1, 2 or 3, whoever takes
//! the last token wins: `toy-nim-interactor IN VERDICT`.
//!
//! IN holds the heap `n`. The judge sends `n`; the player answers `First`
//! or `Second`; then the players alternate, each move a line `k` (take k),
//! the judge's sent to the player. The judge takes `n mod 4` when it can,
//! else 1. The verdict (one line, in the file VERDICT): `ok: the player
//! took the last token` (exit 0), or `wrong: …` (exit 1) when the judge
//! takes it or the player breaks a rule; exit 2 for a bad IN.
use std::io::{BufRead, Write};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let verdict = |text: &str, code: i32| -> ! {
        std::fs::write(&args[2], format!("{}\n", text)).expect("write the verdict");
        std::process::exit(code)
    };
    if args.len() != 3 {
        eprintln!("usage: toy-nim-interactor IN VERDICT");
        std::process::exit(2);
    }
    let Some(mut n) = std::fs::read_to_string(&args[1])
        .ok()
        .and_then(|t| t.trim().parse::<u64>().ok())
    else {
        verdict("judging failed: IN is not a heap", 2)
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    let mut say = |text: String| {
        // A player that has gone is the read below's business.
        let _ = writeln!(out, "{}", text).and_then(|_| out.flush());
    };
    say(n.to_string());
    let mut read = || {
        lines
            .next()
            .and_then(|l| l.ok())
            .map(|l| l.trim().to_string())
    };
    let mut judge_moves = match read().as_deref() {
        Some("First") => false,
        Some("Second") => true,
        other => verdict(
            &format!("wrong: expected First or Second, read {:?}", other),
            1,
        ),
    };
    loop {
        if judge_moves {
            let k = match n % 4 {
                0 => 1,
                r => r,
            };
            n -= k;
            say(k.to_string());
            if n == 0 {
                verdict("wrong: the judge took the last token", 1);
            }
        } else {
            let line = read();
            let k = match line.as_deref().map(str::parse::<u64>) {
                Some(Ok(k)) if (1..=3).contains(&k) && k <= n => k,
                _ => verdict(
                    &format!("wrong: expected a move of 1 to 3 tokens, read {:?}", line),
                    1,
                ),
            };
            n -= k;
            if n == 0 {
                verdict("ok: the player took the last token", 0);
            }
        }
        judge_moves = !judge_moves;
    }
}
