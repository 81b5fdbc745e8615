/// Times vary from run to run: every column but `mono_ms` and `decomp_ms`
/// is compared. The same rule as `normalize` in `scripts/check-all.sh`: on a
/// line of six fields whose first is a number, field 3 becomes `*`, and
/// field 4 too unless it is `-`.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() == 6 && fields[0].bytes().all(|b| b.is_ascii_digit()) {
            fields[2] = "*";
            if fields[3] != "-" {
                fields[3] = "*";
            }
            out.push_str(&fields.join(" "));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

#[test]
fn golden_cases() {
    golden::check_normalized(
        "bench-crossover",
        env!("CARGO_BIN_EXE_bench-crossover"),
        without_times,
    );
}

#[test]
fn normalizer_keeps_everything_but_the_times() {
    let a = "m states mono_ms decomp_ms mono decomp\n1 9 0.004 0.001 SECOND SECOND\n";
    let b = "m states mono_ms decomp_ms mono decomp\n1 9 12.500 3.000 SECOND SECOND\n";
    assert_eq!(without_times(a), without_times(b));
    let c = "m states mono_ms decomp_ms mono decomp\n1 9 - 3.000 - SECOND\n";
    assert_ne!(without_times(a), without_times(c));
    let d = "m states mono_ms decomp_ms mono decomp\n1 10 0.004 0.001 SECOND SECOND\n";
    assert_ne!(without_times(a), without_times(d));
}
