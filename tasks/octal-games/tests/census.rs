//! The research binary `octal-census` on Grundy's game to 5000 values: its
//! zeros are OEIS A036685 (none past 1222), its rare heaps begin with
//! Flammenkamp's sparse values, its counts add up to the values, and a
//! work bound stops it short, saying how far it got.
use std::io::Write;
use std::process::{Child, Command, Stdio};

/// octal-census started with `args`, given `input`.
fn start(input: &str, args: &[&str]) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_octal-census"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("octal-census runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child
}

fn census(input: &str, args: &[&str]) -> (String, String, Option<i32>) {
    let out = start(input, args).wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (text(out.stdout), text(out.stderr), out.status.code())
}

/// The lines after the header `name K`, K of them.
fn section<'a>(out: &'a str, name: &str) -> Vec<&'a str> {
    let mut lines = out
        .lines()
        .skip_while(|l| !l.starts_with(&format!("{} ", name)));
    let k: usize = lines.next().unwrap()[name.len() + 1..].parse().unwrap();
    lines.take(k).collect()
}

#[test]
fn grundys_game_census() {
    let (out, err, code) = census("grundy 5000\n", &[]);
    assert_eq!(code, Some(0), "{}", err);
    assert!(out.starts_with("values 5000\nmask "), "{}", out);
    let zeros: Vec<&str> = section(&out, "zeros");
    let a036685 = "0 1 2 4 7 10 20 23 26 50 53 270 273 276 282 285 288 316 334 337 340 346 \
        359 362 365 386 389 392 566 630 633 636 639 673 676 682 685 923 926 929 932 1222";
    assert_eq!(zeros.join(" "), a036685);
    let rare = section(&out, "rare");
    let flammenkamp = [
        "0 0", "1 0", "2 0", "3 1", "4 0", "6 1", "7 0", "9 1", "10 0",
    ];
    assert_eq!(&rare[..9], &flammenkamp[..]);
    assert!(rare.contains(&"87 7") && rare.contains(&"231 10"));
    let total: u64 = section(&out, "counts")
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, 5000);
}

#[test]
fn a_work_bound_stops_it_short() {
    let (out, _, code) = census("0.16 1000000\n", &["--max-work", "5000000"]);
    assert_eq!(code, Some(0));
    let values: usize = out.lines().next().unwrap()[7..].parse().unwrap();
    assert!(values > 1000 && values < 1_000_000, "{}", values);
    let (_, err, code) = census("0.16 x\n", &[]);
    assert_eq!(code, Some(1));
    assert!(err.starts_with("error: token 2 (N)"), "{}", err);
}

/// A run stopped (killed) after its first checkpoint, then run again with
/// the same checkpoint, resumes and prints what an unbroken run prints.
#[test]
fn a_killed_run_resumes_to_the_unbroken_output() {
    let file = std::env::temp_dir().join(format!("octal-census-test-{}", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let input = "grundy 400000\n";
    let (unbroken, _, code) = census(input, &[]);
    assert_eq!(code, Some(0));
    let path = file.to_str().unwrap();
    let args = ["--checkpoint", path, "--checkpoint-secs", "0"];
    let mut child = start(input, &args);
    while !file.exists() {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    let killed = child.wait_with_output().unwrap();
    assert!(
        killed.stdout.is_empty(),
        "the run ended before it was stopped"
    );
    let saved = std::fs::read(&file).unwrap();
    let header = String::from_utf8_lossy(&saved[..60]).into_owned();
    assert!(
        header.starts_with("octal-census checkpoint 1 grundy "),
        "{}",
        header
    );
    let (resumed, err, code) = census(input, &args);
    let _ = std::fs::remove_file(&file);
    assert_eq!(code, Some(0), "{}", err);
    assert!(err.starts_with("octal-census: resuming at "), "{}", err);
    assert_eq!(resumed, unbroken);
}
