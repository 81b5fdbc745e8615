//! The interactor against players that break the rules or play badly:
//! each gets its `wrong: …` verdict and exit 1, and a bad hidden test
//! exits 2. (The golden games, the package winning every one, are
//! `tests/conformance.rs`'s.)
use conformance::interactive::{play_command, Game, GAME_LIMIT};
use std::path::{Path, PathBuf};
use std::process::Command;

const INTERACTOR: &str =
    env!("CARGO_BIN_EXE_atcoder-abc278-g-generalized-subtraction-game-interactor");
const PACKAGE: &str = env!("CARGO_BIN_EXE_atcoder-abc278-g-generalized-subtraction-game");

/// A hidden test in a file of its own.
fn test_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("abc278g-{}-{}.in", std::process::id(), name));
    std::fs::write(&path, text).expect("write the hidden test");
    path
}

/// One game of a shell player (`sh -c SCRIPT`) on the hidden test `text`.
fn against(name: &str, text: &str, script: &str) -> Game {
    let mut player = Command::new("sh");
    player.arg("-c").arg(script);
    play_command(
        player,
        Path::new(INTERACTOR),
        &test_file(name, text),
        GAME_LIMIT,
    )
}

fn assert_wrong(game: &Game, verdict: &str) {
    assert_eq!(game.interactor, Some(1), "{}", game.report());
    assert_eq!(game.verdict, format!("{}\n", verdict), "{}", game.report());
}

#[test]
fn a_move_outside_l_to_r_is_illegal() {
    let game = against(
        "outside",
        "6 1 2\nrandom 1\n",
        "read l; echo First; echo 1 3; read a b; echo \"$a $b\" >&2",
    );
    assert_wrong(&game, "wrong: the player's move 1 3 is illegal");
    assert!(game.package_read.ends_with(b"-1 -1\n"), "{}", game.report());
}

#[test]
fn a_card_past_the_last_is_illegal_however_far() {
    // x + y - 1 would overflow an i64: the judge refuses the move, never
    // panics.
    let game = against(
        "far",
        "6 1 2\nrandom 1\n",
        "read l; echo First; echo 9223372036854775807 2; read a b",
    );
    assert_wrong(
        &game,
        "wrong: the player's move 9223372036854775807 2 is illegal",
    );
}

#[test]
fn a_card_taken_twice_is_illegal() {
    // 3 cards, blocks of 1: the judge takes one of cards 2 and 3 and the
    // player takes card 1 again.
    let game = against(
        "twice",
        "3 1 1\nrandom 2\n",
        "read l; echo First; echo 1 1; read a b; echo 1 1; read a b",
    );
    assert_wrong(&game, "wrong: the player's move 1 1 is illegal");
}

#[test]
fn a_word_that_is_no_side_is_refused() {
    let game = against("side", "6 1 2\nrandom 1\n", "read l; echo Third");
    assert_wrong(
        &game,
        "wrong: expected First or Second, read Some(\"Third\")",
    );
}

#[test]
fn passing_with_a_move_left_loses() {
    let game = against(
        "pass",
        "6 1 2\nrandom 1\n",
        "read l; echo First; echo 0 0; read a b",
    );
    assert_wrong(&game, "wrong: the player said 0 0 with a move left");
}

#[test]
fn silence_loses() {
    let game = against("silent", "6 1 2\nrandom 1\n", "read l; echo First");
    assert_wrong(&game, "wrong: expected a move `x y`, read None");
}

#[test]
fn the_best_judge_wins_from_a_won_position() {
    // 4 cards, blocks of 1: the second player wins (4 is even). A player
    // that goes first and takes the leftmost card each time runs out of
    // moves against the judge's best replies.
    let script = "read l; echo First; echo 1 1; read a b; \
                  for c in 2 3 4; do if [ \"$a\" != $c ]; then x=$c; break; fi; done; echo $x 1; \
                  read a b; echo 0 0; read a b";
    let game = against("best", "4 1 1\nbest 1\n", script);
    assert_wrong(&game, "wrong: the player could not move");
}

#[test]
fn the_package_wins_where_a_naive_player_loses() {
    let game = play_command(
        Command::new(PACKAGE),
        Path::new(INTERACTOR),
        &test_file("package", "4 1 1\nbest 1\n"),
        GAME_LIMIT,
    );
    assert!(game.accepted(), "{}", game.report());
    assert_eq!(game.verdict, "ok: the judge could not move\n");
    assert!(game.package_wrote.starts_with(b"Second\n"));
}

/// The golden game of the statement's sample interaction: `N L R` and the
/// judge's moves in it, as a script.
const SAMPLE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/atcoder-abc278-g-generalized-subtraction-game/sample-1.in"
));

#[test]
fn the_sample_interaction_is_played_as_the_statement_prints_it() {
    // The statement's sample (N = 6, L = 1, R = 2): the player goes first
    // and takes 2 1, 6 1 and 1 1; the judge answers 3 2, 5 1 and 0 0.
    let player = "read l; echo First; echo 2 1; read a b; echo 6 1; read a b; echo 1 1; read a b";
    let game = against("sample", SAMPLE, player);
    assert!(game.accepted(), "{}", game.report());
    assert_eq!(
        game.package_read,
        b"6 1 2\n3 2\n5 1\n0 0\n",
        "{}",
        game.report()
    );
    assert_eq!(
        game.package_wrote,
        b"First\n2 1\n6 1\n1 1\n",
        "{}",
        game.report()
    );
    assert_eq!(game.verdict, "ok: the judge could not move\n");
}

#[test]
fn a_script_left_by_the_player_gives_way_to_the_first_legal_move() {
    // The player answers 3 2 with 5 1 (as the package does), so the
    // script's 5 1 is no longer legal: the judge takes card 1, the first
    // legal move, and the player the last card.
    let player = "read l; echo First; echo 2 1; read a b; echo 5 1; read a b; echo 6 1; read a b";
    let game = against("off-script", SAMPLE, player);
    assert!(game.accepted(), "{}", game.report());
    assert_eq!(
        game.package_read,
        b"6 1 2\n3 2\n1 1\n0 0\n",
        "{}",
        game.report()
    );
}

#[test]
fn a_bad_hidden_test_fails_the_judging() {
    for (name, text) in [
        ("l-zero", "5 0 2\nrandom 1\n"),
        ("strategy", "5 1 2\nclever 1\n"),
        ("short", "5 1\n"),
        ("seedless", "5 1 2\nrandom\n"),
        ("half-a-move", "5 1 2\nscript 3\n"),
        ("a-word-move", "5 1 2\nscript 3 x\n"),
    ] {
        let game = against(name, text, "cat > /dev/null");
        assert_eq!(game.interactor, Some(2), "{}: {}", name, game.report());
        assert!(
            game.verdict.starts_with("judging failed: "),
            "{}",
            game.verdict
        );
    }
}
