//! The `explore` binary as a user runs it: a table piped in, the patterns
//! and the table out; bad input refused with one `error:` line.

use assert_cmd::Command;

/// One run: stdin, arguments; (exit code, stdout, stderr).
fn run(args: &[&str], input: &str) -> (i32, String, String) {
    let out = Command::cargo_bin("explore")
        .expect("the explore binary")
        .args(args)
        .write_stdin(input)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

/// A bad input: exit 1, nothing on stdout, one `error:` line containing
/// `says`.
fn refused(args: &[&str], input: &str, says: &str) {
    let (code, stdout, stderr) = run(args, input);
    assert_eq!(code, 1, "{:?}: stdout {:?}", input, stdout);
    assert_eq!(stdout, "", "{:?}", input);
    assert!(stderr.starts_with("error: "), "{:?}: {:?}", input, stderr);
    assert_eq!(stderr.lines().count(), 1, "{:?}: {:?}", input, stderr);
    assert!(
        stderr.contains(says),
        "{:?}: {:?} lacks {:?}",
        input,
        stderr,
        says
    );
}

/// The values g(0..=n) of the subtraction game S = {1, 3, 4}.
fn subtraction(n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for x in 0..=n {
        let mut seen = [false; 8];
        for s in [1, 3, 4] {
            if s <= x {
                seen[g[x - s] as usize] = true;
            }
        }
        g.push(seen.iter().position(|&b| !b).unwrap() as u64);
    }
    g
}

#[test]
fn one_value_a_line() {
    let input: String = subtraction(100)
        .iter()
        .map(|g| format!("{}\n", g))
        .collect();
    let (code, stdout, stderr) = run(&[], &input);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next(),
        Some("periodic: period 7 from n = 0: 0 1 0 1 2 3 2 (checked: every n <= 100)")
    );
    assert_eq!(
        lines.next(),
        Some("p-positions: n = 0, 2 (mod 7) from n = 0 (checked: every n <= 100)")
    );
    let table = stdout.split("table:\n").nth(1).expect("the table");
    assert!(
        table.starts_with("  0: 0* 1 0* 1 2 3 2 0* 1 0*\n 10: 1 2 3 2 0* 1 0* 1 2 3\n"),
        "{}",
        table
    );
    assert_eq!(table.lines().count(), 11);
}

#[test]
fn n_value_lines_from_any_first_n() {
    let input: String = subtraction(120)
        .iter()
        .enumerate()
        .skip(20)
        .map(|(n, g)| format!("{} {}\n", n, g))
        .collect();
    let (code, stdout, _) = run(&["--no-table"], &input);
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with(
            "periodic: period 7 from n = 20: 2 0 1 0 1 2 3 (checked: every 20 <= n <= 120)\n"
        ),
        "{}",
        stdout
    );
    assert!(!stdout.contains("table:"));
}

#[test]
fn a_b_value_lines_make_a_grid_with_the_p_positions_marked() {
    // Two-heap Nim, the lines in any order.
    let mut input = String::new();
    for b in (0..=20u64).rev() {
        for a in 0..=20u64 {
            input.push_str(&format!("{} {} {}\n", a, b, a ^ b));
        }
    }
    let (code, stdout, _) = run(&[], &input);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("depends: value = a xor b (checked: every a <= 20, b <= 20)"),
        "{}",
        stdout
    );
    assert!(stdout.contains("sum: the value is the xor of the parts' values"));
    let grid = stdout.split("table:\n").nth(1).unwrap();
    let mut rows = grid.lines();
    assert!(rows.next().unwrap().starts_with("a\\b  0  1  2"));
    assert!(rows.next().unwrap().starts_with("  0 0*  1  2  3"));
    assert!(rows.next().unwrap().starts_with("  1  1 0*  3  2"));
}

#[test]
fn outcome_letters() {
    // Win/lose of take 1 or 2: L W W repeating.
    let input: String = (0..90)
        .map(|n| if n % 3 == 0 { "L\n" } else { "W\n" })
        .collect();
    let (code, stdout, _) = run(&["--no-table"], &input);
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("periodic: period 3 from n = 0: L W W"),
        "{}",
        stdout
    );
    assert!(stdout.contains("p-positions: n = 0 (mod 3) from n = 0"));
    // Outcome classes: a P among L R N.
    let input: String = (0..90).map(|n| ["P\n", "L\n", "N\n"][n % 3]).collect();
    let (code, stdout, _) = run(&["--no-table"], &input);
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("periodic: period 3 from n = 0: P L N"),
        "{}",
        stdout
    );
}

#[test]
fn a_random_table_has_no_pattern() {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let input: String = (0..200)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            format!("{}\n", x % 4)
        })
        .collect();
    let (code, stdout, _) = run(&["--no-table"], &input);
    assert_eq!(code, 0);
    assert_eq!(stdout, "none: no pattern found (checked: every n <= 199)\n");
}

#[test]
fn help_says_it_in_short() {
    let (code, stdout, _) = run(&["--help"], "");
    assert_eq!(code, 0);
    assert!(stdout.starts_with("usage: explore [--no-table] < TABLE"));
    assert!(stdout.contains("docs/explore.md"));
}

#[test]
fn bad_input_gets_one_error_line() {
    refused(&[], "", "table: is empty");
    refused(&[], "\n \n", "table: is empty");
    refused(
        &[],
        "1\n2\nx\n",
        "token 3 (value): expected an integer or one of the letters",
    );
    refused(&[], "1 2 3 4\n", "line 1: has more than 3 tokens");
    refused(&[], "1 5\n2\n", "line 2: has 1 tokens, the first line 2");
    refused(
        &[],
        "1\n2 3\n",
        "line 2: has more tokens than the first line's 1",
    );
    refused(
        &[],
        "3 1\n5 0\n",
        "line 2: has n = 5: the n must be consecutive, 4 here",
    );
    refused(&[], "0 0 1\n0 1 1\n1 1 0\n", "(1, 0) is missing");
    refused(&[], "0 0 1\n0 1 1\n1 0 1\n0 1 0\n", "(0, 1) is given twice");
    refused(&[], "1\nW\n", "mix integers and letters");
    refused(&[], "P\nW\n", "mix outcome classes");
    refused(&[], "1\n-2000000000000000000\n", "outside the limits");
    refused(&[], "1 1000000000000000001 2\n", "token 2 (b)");
    refused(&["--table"], "1\n", "argument \"--table\": unknown");
}

#[test]
fn negative_values_are_scores_and_have_no_p_positions() {
    let input: String = (0..60)
        .map(|n| format!("{}\n", if n % 2 == 0 { -1 } else { 1 }))
        .collect();
    let (code, stdout, _) = run(&[], &input);
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("periodic: period 2 from n = 0: -1 1"),
        "{}",
        stdout
    );
    assert!(!stdout.contains('*'));
}
