//! The token reader's rules (docs/formats.md, "Conventions"), through its
//! public face.

use judge_io::{InputError, Reader, Result};

fn read_all(input: &str) -> Result<Vec<u64>> {
    let mut r = Reader::new(input.as_bytes());
    let n = r.count("n", 1)?;
    let v = r.u64s_at_most(n, "value", u64::MAX)?;
    r.finish()?;
    Ok(v)
}

#[test]
fn reads_any_whitespace() {
    assert_eq!(read_all("3\r\n1 2\t3\r\n\r\n"), Ok(vec![1, 2, 3]));
}

/// Only space, tab, LF and CR separate tokens: a vertical tab or a form
/// feed is part of a token, so a number with one is refused.
#[test]
fn other_control_bytes_are_not_whitespace() {
    for sep in ["\x0b", "\x0c", "\0"] {
        let e = read_all(&format!("2 1{}2", sep)).unwrap_err();
        assert!(
            e.to_string().starts_with("token 1 (n):") || e.to_string().starts_with("token 2"),
            "{}",
            e
        );
    }
}

#[test]
fn names_the_token() {
    let e = read_all("2 5 x").unwrap_err();
    assert_eq!(
        e.to_string(),
        "token 3 (value): expected a non-negative integer, found \"x\""
    );
    for bad in ["-1", "1.5", "18446744073709551616", "+3", "12x", "x12"] {
        assert!(read_all(&format!("1 {}", bad)).is_err(), "{}", bad);
    }
}

/// Tokens of 19, 20 and more digits: the one-pass path and the checked
/// path agree, leading zeros included, and overflow is refused.
#[test]
fn long_tokens_take_the_checked_path() {
    assert_eq!(
        read_all("1 9999999999999999999"),
        Ok(vec![9_999_999_999_999_999_999])
    );
    assert_eq!(read_all("1 18446744073709551615"), Ok(vec![u64::MAX]));
    assert_eq!(read_all("1 000000000000000000000000007"), Ok(vec![7]));
    assert!(read_all("1 18446744073709551616").is_err());
    assert!(read_all("1 99999999999999999999").is_err());
}

#[test]
fn bounds_are_part_of_the_read() {
    let mut r = Reader::new(b"5 6 0 7");
    assert_eq!(r.u64_at_most("a", 5), Ok(5));
    let e = r.u64_at_most("b", 5).unwrap_err();
    assert_eq!(e.to_string(), "token 2 (b): \"6\" is above the limit 5");
    let e = r.positive_at_most("c", 9, "why").unwrap_err();
    assert_eq!(e.to_string(), "token 3 (c): is 0: why");
    assert_eq!(r.positive_at_most("d", 9, "why"), Ok(7));
}

/// A stream hands over every value once, reads the rest when its
/// consumer stops early, and reports the first bad token.
#[test]
fn streams_values_without_storing_them() {
    let mut r = Reader::new(b"4 1 2 3 4 9");
    let first_two = r.stream_list_at_most("n", "v", 10, |v| v.take(2).sum::<u64>());
    assert_eq!(first_two, Ok(3));
    assert_eq!(r.u64_at_most("after", 10), Ok(9));
    let mut r = Reader::new(b"3 1 x 3");
    let e = r
        .stream_list_at_most("n", "v", 10, |v| v.count())
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "token 3 (v): expected a non-negative integer, found \"x\""
    );
    let mut r = Reader::new(b"2 1 11");
    let e = r
        .stream_list_at_most("n", "v", 10, |v| v.count())
        .unwrap_err();
    assert!(
        e.to_string().starts_with("token 3 (v): \"11\" is above"),
        "{}",
        e
    );
    let mut r = Reader::new(b"9 1 2");
    assert!(r.stream_list_at_most("n", "v", 10, |v| v.count()).is_err());
}

#[test]
fn refuses_counts_the_input_cannot_hold() {
    let e = read_all("1000000000000000000 1 2 3").unwrap_err();
    assert!(e.to_string().starts_with("token 1 (n):"), "{}", e);
    assert!(read_all("3 1 2").is_err());
}

/// A count too long for a machine word is refused by its own bound,
/// the rest of the input, not by the largest machine word; a count
/// that is no number is refused as such.
#[test]
fn a_count_past_u64_names_the_input_as_its_bound() {
    for count in ["12345678901234567890123", "18446744073709551616"] {
        let e = read_all(&format!("{} 1 2", count)).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "token 1 (n): \"{}\" items need more tokens than the rest of the input holds (at most 2)",
                count
            )
        );
    }
    let e = read_all("18446744073709551615 1 2").unwrap_err();
    assert!(
        e.to_string()
            .contains("items need 18446744073709551615 more tokens"),
        "{}",
        e
    );
    let e = read_all("-3 1 2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "token 1 (n): expected a non-negative integer, found \"-3\""
    );
}

/// A count of items said to take no tokens is still bounded by the
/// input: each item is taken to need at least one token.
#[test]
fn a_count_of_free_items_is_still_bounded() {
    let mut r = Reader::new(b"1000000000000 1");
    assert!(r.count("n", 0).is_err());
    let mut r = Reader::new(b"2 1 2");
    assert_eq!(r.count("n", 0), Ok(2));
}

#[test]
fn refuses_extra_tokens() {
    let e = read_all("1 5 6").unwrap_err();
    assert_eq!(
        e.to_string(),
        "token 3 (end of input): unexpected extra token \"6\""
    );
}

#[test]
fn reject_names_the_token_just_read() {
    let mut r = Reader::new(b"abc def");
    r.word("first").unwrap();
    r.word("second").unwrap();
    assert_eq!(
        r.reject("second", "is wrong").to_string(),
        "token 2 (second): is wrong"
    );
    assert_eq!(
        InputError::about("edges", "a cycle").to_string(),
        "edges: a cycle"
    );
}
