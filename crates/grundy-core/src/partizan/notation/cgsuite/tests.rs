//! CGSuite's notation read and written back, and refused where it must be.

use super::parse;
use crate::partizan::arena::Arena;
use crate::partizan::notation::cgsuite::Printer;
use crate::partizan::notation::{Limits, ParseError};
use crate::partizan::number::Dyadic;
use rstest::rstest;

fn show(text: &str) -> String {
    let mut arena = Arena::new();
    let g = parse(&mut arena, text, Limits::CGSUITE).unwrap();
    Printer::new().print(&mut arena, g)
}

/// Inputs and what CGSuite prints for them (its core evaluating each
/// line), with `+` after a number that CGSuite writes directly before
/// `*`, `^`, `v` or `Tiny`.
#[rstest]
#[case("0", "0")]
#[case("{|}", "0")]
#[case("9/8+*", "9/8+*")]
#[case("2+*3", "2+*3")]
#[case("2+^3", "2+^3")]
#[case("-1+vv*2", "-1+vv*2")]
#[case("v9*8", "v9*8")]
#[case("^3*2", "^3*2")]
#[case("^2", "^^")]
#[case("v2", "vv")]
#[case("^^^", "^3")]
#[case("vvv*", "v3*")]
#[case("{0|^2}", "^3*")]
#[case("{1/2|1/2}", "1/2+*")]
#[case("+-1", "+-1")]
#[case("3*{1|-1}", "+-1")]
#[case("-{2|1}", "{-1|-2}")]
#[case("Tiny(2)", "Tiny(2)")]
#[case("Miny(1/4)", "Miny(1/4)")]
#[case("{0||0|v*}", "{0||0|v*}")]
#[case("{3||2+*|1+*}", "{3||2+*|1+*}")]
#[case("{3||2+*|1+*} + {1|-1}", "{4||3+*|2+*|||2||1+*|*}")]
#[case("{1,1+*,*,^,^*,*2,{1|0},{2|0},{1|-1},{^|0}|0}", "{1,1+*,{2|0}|0}")]
#[case("{0|{0|{0|{0|{0|-1}}}}}", "{0||0|Tiny({1|0})}")]
#[case("{0|{0|{0|{0|{0|{0|-1}}}}}}", "{0|||0||0|Tiny({1|0})}")]
#[case("+-{1,+-1}", "+-{1,+-1}")]
#[case("{1|-1}+{2|-2}", "+-{3|1}")]
#[case("{1+*|-1-*}", "+-(1+*)")]
#[case("{0||0|-3/2}+1", "1+Tiny(3/2)")]
#[case("{-3/2|0||0}", "-1/2")]
#[case("{{1|-1}|{2|1}}", "0")]
#[case("*1", "*")]
#[case("^1", "^")]
#[case("^0", "0")]
#[case("-^", "v")]
#[case("- 1/2", "-1/2")]
#[case("1 - 1/2", "1/2")]
#[case("{ 0 | 1 }", "1/2")]
#[case("3 * ^", "^3")]
#[case("-3*^", "v3")]
#[case("(-3)*^", "v3")]
#[case("^*+*", "^")]
#[case("^ * 2", "^*2")]
#[case("* 2", "*2")]
#[case("2*^*3", "^^")]
#[case("*2*2", "0")]
#[case("1+-1", "{2|0}")]
#[case("1++-1", "{2|0}")]
#[case("+-{2}", "+-2")]
#[case("+-{1,2}", "+-2")]
#[case("+-{1|0}", "0")]
#[case("+-^", "*")]
#[case("6/8", "3/4")]
#[case("2/1", "2")]
#[case("(1/2)*(1/2)", "1/4")]
#[case("1/2 * 3", "3/2")]
#[case("3*(^+*)", "^3*")]
#[case("{0||1|2|||3}", "2")]
#[case("{1|2||3|4}", "2")]
#[case("{0,1||2}", "3/2")]
#[case("{0||1,2}", "1/2")]
#[case("Tiny(-1)", "1/4")]
#[case("Miny(^)", "v")]
#[case("{0,1|+-1}", "1+Tiny(2)")]
#[case("+-(1/2)", "+-(1/2)")]
#[case("{1+Tiny(1)|-1+Miny(1)}", "+-(1+Tiny(1))")]
#[case("{3||2|1}+{3||2|1}", "{5||4,{5|4}|3}")]
#[case("{{3||2|1},{5|4}|0}", "{5|4||0}")]
#[case("{0|{0||||0|||0||0|Tiny({1|0})}}", "{0|{0||||0|||0||0|Tiny({1|0})}}")]
#[case("{5||3|1|||0||||0}", "Miny({5||3|1})")]
#[case("-{5||3|1|||0||||0}", "Tiny({5||3|1})")]
#[case("{3*^|0}", "{^3|0}")]
#[case("^<2>", "{0|v*}")]
#[case("{0|*||*|||*||||*}", "{^|*||*|||*}")]
#[case("^[4]", "{^|*||*|||*}")]
#[case("1000000000000000000 + 1/2", "2000000000000000001/2")]
fn cgsuite_reads_and_prints(#[case] text: &str, #[case] printed: &str) {
    assert_eq!(show(text), printed, "{text}");
}

#[rstest]
#[case("2*", ParseError::UnexpectedEnd)]
#[case("1/8*", ParseError::UnexpectedEnd)]
#[case("2^3", ParseError::Unexpected(1))]
#[case("1v", ParseError::Unexpected(1))]
#[case("3Tiny(2)", ParseError::Unexpected(1))]
#[case("1 2", ParseError::Unexpected(2))]
#[case("{,|}", ParseError::Unexpected(1))]
#[case("{0|}|", ParseError::Unexpected(4))]
#[case("{0|1|2}", ParseError::Unexpected(4))]
#[case("{0,1}", ParseError::Unexpected(0))]
#[case("1/3", ParseError::BadAtom(0))]
#[case("1/0", ParseError::BadAtom(0))]
#[case("1.5", ParseError::Unexpected(1))]
#[case("^*^", ParseError::Unexpected(2))]
#[case("^ * ^", ParseError::Unexpected(4))]
#[case("{0|1}*", ParseError::UnexpectedEnd)]
#[case("^*^2", ParseError::Unexpected(2))]
#[case("*^", ParseError::Unexpected(1))]
#[case("^ * {1|0}", ParseError::Unexpected(4))]
#[case("{1|0} * ^", ParseError::Undefined(6))]
#[case("1/2 * ^", ParseError::Undefined(4))]
#[case("2000000000000000000", ParseError::BadAtom(0))]
#[case("99999999999999999999999999999999999999999", ParseError::BadAtom(0))]
#[case("*257", ParseError::BadAtom(1))]
#[case("^257", ParseError::BadAtom(0))]
#[case("1025*^", ParseError::TooLarge(4))]
#[case("Tin(1)", ParseError::Unexpected(0))]
#[case("", ParseError::UnexpectedEnd)]
#[case("(1", ParseError::UnexpectedEnd)]
fn malformed(#[case] text: &str, #[case] err: ParseError) {
    let mut arena = Arena::new();
    assert_eq!(parse(&mut arena, text, Limits::CGSUITE), Err(err), "{text}");
}

/// `max_multiple: 0` refuses every product, of two numbers too (a
/// notation without products, such as `partizan-thermograph`'s).
#[rstest]
#[case("2*3", ParseError::Undefined(1))]
#[case("1/2 * 4", ParseError::Undefined(4))]
#[case("2*^", ParseError::Undefined(1))]
#[case("{1|0}*3", ParseError::Undefined(5))]
fn no_products_when_no_multiple_is_allowed(#[case] text: &str, #[case] err: ParseError) {
    let limits = Limits {
        max_multiple: 0,
        ..Limits::CGSUITE
    };
    let mut arena = Arena::new();
    assert_eq!(parse(&mut arena, text, limits), Err(err), "{text}");
    assert!(parse(&mut arena, text, Limits::CGSUITE).is_ok(), "{text}");
}

/// Nesting far beyond the limit, in every bracket the notation has, is
/// refused before it is entered: no recursion grows with the input.
#[test]
fn deep_input_is_refused_not_recursed_into() {
    let unlimited = Limits {
        max_len: usize::MAX,
        ..Limits::CGSUITE
    };
    let depth = Limits::CGSUITE.max_depth;
    for open in ["{", "(", "Tiny(", "{0|", "+-(", "-(", "{|"] {
        let mut arena = Arena::new();
        let deep = open.repeat(1_000_000);
        let err = parse(&mut arena, &deep, unlimited).unwrap_err();
        assert!(matches!(err, ParseError::TooDeep(_)), "{open}: {err:?}");
    }
    // Slashes: a run longer than the depth limit.
    let mut arena = Arena::new();
    let text = format!("{{0{}0}}", "|".repeat(depth + 1));
    assert!(matches!(
        parse(&mut arena, &text, Limits::CGSUITE),
        Err(ParseError::TooDeep(_))
    ));
    // Signs are read in a loop, and each +- adds a level of height.
    let signs = format!("{}1", "+-".repeat(1_000_000));
    assert!(matches!(
        parse(&mut arena, &signs, unlimited),
        Err(ParseError::TooLarge(_))
    ));
    let minus = format!("{}1", "-".repeat(1_000_001));
    assert_eq!(
        parse(&mut arena, &minus, unlimited),
        Ok(arena.number(Dyadic::from_int(-1)))
    );
    // A sum of many ups grows the height bound past the limit.
    let ups = ["^"; 300].join("+");
    assert!(matches!(
        parse(&mut arena, &ups, unlimited),
        Err(ParseError::TooLarge(_))
    ));
    // Numbers whose sums could overflow are refused, not panicked on.
    let big = ["1000000000000000000"; 10].join("+");
    assert!(matches!(
        parse(&mut arena, &big, unlimited),
        Err(ParseError::TooLarge(_))
    ));
}

/// At the limits a parse stays within a thread's default stack: the
/// tallest values the limits let through, canonicalised, compared,
/// added and thermographed on a 2 MiB thread.
#[test]
fn the_limits_fit_a_default_stack() {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut arena = Arena::new();
            // ^ has height 2: h/2 of them make the tallest sum let in.
            let h = Limits::CGSUITE.max_height as usize;
            let text = vec!["^"; h / 2].join(" + ");
            let g = parse(&mut arena, &text, Limits::CGSUITE).unwrap();
            assert_eq!(g, arena.up_multiple(h as i64 / 2));
            let over = format!("{text} + ^");
            let err = parse(&mut arena, &over, Limits::CGSUITE).unwrap_err();
            assert!(matches!(err, ParseError::TooLarge(_)));
            let nested = format!("{}0{}", "{".repeat(60), "|}".repeat(60));
            let n = parse(&mut arena, &nested, Limits::CGSUITE).unwrap();
            let s = arena.add(g, n);
            arena.thermograph(s);
            arena.reduced(s);
            assert!(arena.le(n, s) || !arena.le(n, s));
        })
        .unwrap()
        .join()
        .unwrap();
}

/// A sum of terms `x + n.^ + *m` is added by parts and built once: the
/// same game as adding the terms one by one, with a general term at the
/// start, in the middle or at the end, and with differences.
#[rstest]
#[case("^3*2 + v5*7 - ^^ + 1/2", &["^3*2", "v5*7", "-^^", "1/2"])]
#[case("{2|1} + ^ + *3 - v", &["{2|1}", "^", "*3", "-v"])]
#[case("^ + {2|1} - *3 + 5/4", &["^", "{2|1}", "-*3", "5/4"])]
#[case("-3 + v*2 + {0|^}", &["-3", "v*2", "{0|^}"])]
fn sums_of_ups_and_nimbers_by_parts(#[case] text: &str, #[case] terms: &[&str]) {
    let mut arena = Arena::new();
    let whole = parse(&mut arena, text, Limits::CGSUITE).unwrap();
    let mut general = Arena::new();
    let mut g = general.zero();
    for term in terms {
        let t = parse(&mut general, term, Limits::CGSUITE).unwrap();
        g = general.add(g, t);
    }
    let mut printer = Printer::new();
    assert_eq!(
        printer.print(&mut arena, whole),
        printer.print(&mut general, g)
    );
}
