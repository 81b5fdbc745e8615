//! Command-line options of the binaries that take them: [`option_number`].

use super::bad_input::{InputError, Result};

/// The number after a command-line option such as `--max-values N`:
/// decimal digits only (as a token of the input), within `range`. A missing
/// or bad number is an error about the option, which [`run_with`](crate::run_with) reports
/// like bad input.
///
/// # Example
/// ```
/// use judge_io::option_number;
/// assert_eq!(option_number("--n", Some("25".into()), 1..=100), Ok(25));
/// let err = option_number("--n", Some("0".into()), 1..=100).unwrap_err();
/// assert_eq!(err.to_string(), r#"option --n: needs an integer from 1 to 100, found "0""#);
/// assert!(option_number("--n", None, 1..=100).is_err());
/// ```
pub fn option_number(
    option: &str,
    value: Option<std::ffi::OsString>,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64> {
    let text = value.map(|v| v.to_string_lossy().into_owned());
    text.as_deref()
        .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|v| v.parse().ok())
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            let found = text.map_or("nothing".to_string(), |t| format!("{:?}", t));
            InputError::about(
                format!("option {}", option),
                format!(
                    "needs an integer from {} to {}, found {}",
                    range.start(),
                    range.end(),
                    found
                ),
            )
        })
}
