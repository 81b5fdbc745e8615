//! {{package}}-interactor: the judge's side of {{judge}} {{doc_problem}},
//! an interactive problem. Not written yet.
//!
//! `{{package}}-interactor IN VERDICT` (testlib's order): it reads the
//! hidden test from the file IN (the position, and how the judge plays: a
//! strategy, a seed), talks to the player on stdin and stdout, writes a
//! one-line verdict to the file VERDICT, and exits 0 when the player won
//! and kept the protocol, 1 when it did not (lost, an illegal move, a
//! malformed line, silence), 2 when the judging itself failed (a bad IN).
//! It is declared in Cargo.toml (`[package.metadata.golden] interactor`),
//! so the golden test, check-all.sh and make-golden.sh play every golden
//! game against it (docs/testing.md, "Interactive packages"). It is never
//! part of the submission: a bundle is `src/main.rs`'s.
//!
//! To write it: read IN, play the statement's protocol, check every move
//! of the player against the rules (written from the statement, not from
//! the solution), and play the judge's moves by the strategy IN names
//! (random by its seed, or the best reply where a search finds one).
//! `crates/conformance/src/bin/toy-nim-interactor.rs` is a small example.

use std::io::Write;

const HELP: &str = "\
usage: {{package}}-interactor IN VERDICT

The judge's side of {{judge}} {{problem}}: reads the hidden test from IN,
plays against the player on stdin and stdout, writes a one-line verdict to
VERDICT; exit 0 when the player won, 1 when it did not, 2 when judging failed.
";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() == 2 && (args[1] == "--help" || args[1] == "-h") {
        print!("{}", HELP);
        let _ = std::io::stdout().flush();
        return;
    }
    if args.len() != 3 {
        eprint!("{}", HELP);
        std::process::exit(2);
    }
    let verdict = "judging failed: tasks/{{package}}/src/bin/{{package}}-interactor.rs: the interactor is not written yet";
    let _ = std::fs::write(&args[2], format!("{}\n", verdict));
    eprintln!("{}", verdict);
    std::process::exit(2);
}
