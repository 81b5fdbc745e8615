//! Memory that cannot be had is an `error:` line, never an abort: the
//! binary under an address-space limit (`ulimit -v`, 1 GiB) asked for a
//! budget of 4·10^9 values (4 GB of table).
#[cfg(target_os = "linux")]
#[test]
fn a_budget_beyond_the_memory_is_an_error_line() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let bin = env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")));
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576 && exec \"$0\" --max-values 4000000000")
        .arg(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let input = b"0.16 1 3999999999\n";
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {}", stderr);
    assert!(out.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    assert!(
        stderr.starts_with(
            "error: option --max-values: memory for 4000000000 values could not be had"
        ),
        "{}",
        stderr
    );
}
