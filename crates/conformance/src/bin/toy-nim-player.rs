//! The toy player of the harness's own tests (`tests/interactive.rs`):
//! plays the toy interactor's game (one heap, take 1, 2 or 3, the last
//! token wins) by leaving a multiple of 4. With an argument it plays
//! badly on purpose: `--take-one` always takes 1, `--silent` never
//! answers, `--garbage` answers nonsense. A judge's line that is not a
//! number gets the packages' one `error:` line on stderr and exit 1.
use std::io::{BufRead, Write};

fn main() {
    let style = std::env::args().nth(1).unwrap_or_default();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut read = || -> u64 {
        let line = lines.next().and_then(|l| l.ok()).unwrap_or_default();
        line.trim().parse().unwrap_or_else(|_| {
            eprintln!("error: expected a number from the judge, found {:?}", line);
            std::process::exit(1)
        })
    };
    let mut out = std::io::stdout();
    let mut say = |text: &str| {
        writeln!(out, "{}", text).expect("stdout");
        out.flush().expect("stdout");
    };
    let mut n = read();
    match style.as_str() {
        "--silent" => {
            std::thread::sleep(std::time::Duration::from_secs(3600));
            return;
        }
        "--garbage" => {
            say("Third");
            return;
        }
        _ => {}
    }
    let take = |n: u64| if style == "--take-one" { 1 } else { n % 4 };
    if take(n) == 0 {
        say("Second");
    } else {
        say("First");
        let k = take(n);
        n -= k;
        say(&k.to_string());
    }
    while n > 0 {
        n -= read();
        if n == 0 {
            break;
        }
        let k = take(n).max(1);
        n -= k;
        say(&k.to_string());
    }
}
