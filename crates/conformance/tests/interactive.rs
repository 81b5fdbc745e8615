//! The interactive harness on a toy game of our own: the toy interactor
//! (`src/bin/toy-nim-interactor.rs`, one heap, take 1 to 3, the last token
//! wins) against the toy player (`src/bin/toy-nim-player.rs`), played well
//! and badly.
use conformance::interactive::{
    check_games_in, mismatch, play, play_command, transcripts_in, Game, GAME_LIMIT,
};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const INTERACTOR: &str = env!("CARGO_BIN_EXE_toy-nim-interactor");
const PLAYER: &str = env!("CARGO_BIN_EXE_toy-nim-player");

/// A golden case in a folder of its own: `<name>.in` holding `input`, and
/// `<name>.out` holding `verdict` if given.
fn case(name: &str, input: &str, verdict: Option<&str>) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("interactive-test-{}-{}", std::process::id(), name));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(format!("{}.in", name));
    std::fs::write(&path, input).expect("write .in");
    if let Some(verdict) = verdict {
        std::fs::write(dir.join(format!("{}.out", name)), verdict).expect("write .out");
    }
    path
}

fn with(style: &str) -> Command {
    let mut command = Command::new(PLAYER);
    command.arg(style);
    command
}

const WON: &str = "ok: the player took the last token\n";

#[test]
fn the_player_wins_from_every_heap_and_the_dialogue_is_recorded() {
    for n in 1..=13u64 {
        let input = case(&format!("heap-{}", n), &format!("{}\n", n), Some(WON));
        let game = play(Path::new(PLAYER), Path::new(INTERACTOR), &input, GAME_LIMIT);
        assert!(game.accepted(), "{}", game.report());
        assert_eq!(game.verdict, WON);
        assert_eq!(mismatch(&input, &game), None);
        // The player's moves and the judge's replies add up to the heap.
        let read: Vec<u64> = numbers(&game.package_read);
        let wrote = String::from_utf8(game.package_wrote.clone()).unwrap();
        let first = wrote.lines().next().unwrap();
        assert_eq!(first, if n % 4 == 0 { "Second" } else { "First" });
        let taken: u64 =
            read[1..].iter().sum::<u64>() + numbers(&game.package_wrote).iter().sum::<u64>();
        assert_eq!((read[0], taken), (n, n), "{}", game.report());
    }
}

fn numbers(bytes: &[u8]) -> Vec<u64> {
    String::from_utf8_lossy(bytes)
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect()
}

#[test]
fn a_player_that_plays_badly_loses_and_the_case_says_so() {
    // From 6 the player must take 2; taking 1 leaves 5, and the judge wins.
    let input = case("bad-play", "6\n", Some(WON));
    let game = play_command(
        with("--take-one"),
        Path::new(INTERACTOR),
        &input,
        GAME_LIMIT,
    );
    assert_eq!(game.interactor, Some(1));
    assert_eq!(game.verdict, "wrong: the judge took the last token\n");
    let problem = mismatch(&input, &game).expect("a failure");
    assert!(
        problem.contains("the package wrote:\nFirst\n1\n"),
        "{}",
        problem
    );
}

#[test]
fn a_protocol_error_is_the_interactors_verdict() {
    let input = case("garbage", "5\n", Some(WON));
    let game = play_command(with("--garbage"), Path::new(INTERACTOR), &input, GAME_LIMIT);
    assert_eq!(game.interactor, Some(1));
    assert!(
        game.verdict.starts_with("wrong: expected First or Second"),
        "{}",
        game.report()
    );
    assert!(mismatch(&input, &game).is_some());
}

#[test]
fn a_silent_player_is_killed_after_the_limit() {
    let input = case("silent", "5\n", Some(WON));
    let start = Instant::now();
    let game: Game = play_command(
        with("--silent"),
        Path::new(INTERACTOR),
        &input,
        Duration::from_millis(300),
    );
    assert!(game.timed_out && !game.accepted(), "{}", game.report());
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(game.package_read, b"5\n");
}

#[test]
fn a_bad_case_file_is_a_judging_failure() {
    let input = case("bad-input", "many\n", Some(WON));
    let game = play(Path::new(PLAYER), Path::new(INTERACTOR), &input, GAME_LIMIT);
    assert_eq!(game.interactor, Some(2), "{}", game.report());
    assert!(game.verdict.starts_with("judging failed"));
}

#[test]
fn a_verdict_other_than_the_golden_one_fails() {
    let input = case("other-verdict", "7\n", Some("ok: something else\n"));
    let game = play(Path::new(PLAYER), Path::new(INTERACTOR), &input, GAME_LIMIT);
    assert!(game.accepted());
    assert!(mismatch(&input, &game)
        .unwrap()
        .contains("ok: something else"));
}

/// A folder laid out as `testdata/<package>/`: two games with their
/// verdicts, and a bad case the player must refuse.
fn folder(name: &str, verdict: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "interactive-folder-{}-{}",
        std::process::id(),
        name
    ));
    std::fs::create_dir_all(dir.join("bad")).expect("a temporary folder");
    for (case, heap) in [("heap-8", "8\n"), ("heap-9", "9\n")] {
        std::fs::write(dir.join(format!("{}.in", case)), heap).expect("write .in");
        std::fs::write(dir.join(format!("{}.out", case)), verdict).expect("write .out");
    }
    std::fs::write(dir.join("bad/not-a-number.in"), "many\n").expect("write bad .in");
    std::fs::write(dir.join("bad/not-a-number.err"), "error:").expect("write bad .err");
    dir
}

#[test]
fn a_folder_of_golden_games_passes_and_gives_the_players_side() {
    let dir = folder("good", WON);
    check_games_in(&dir, Path::new(PLAYER), Path::new(INTERACTOR));
    let cases = transcripts_in(&dir, Path::new(PLAYER), Path::new(INTERACTOR));
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "heap-8 (the package's side)",
            "heap-9 (the package's side)",
            "not-a-number"
        ]
    );
    // From 8 the player lets the judge start (it takes 1, then 3, …).
    assert_eq!(cases[0].input, b"8\n1\n1\n");
    assert_eq!(cases[0].output.as_deref(), Some("Second\n3\n3\n"));
    assert_eq!(cases[2].output, None);
}

#[test]
#[should_panic(expected = "interactive golden failures")]
fn a_folder_whose_verdicts_differ_fails() {
    let dir = folder("other", "ok: not what the judge says\n");
    check_games_in(&dir, Path::new(PLAYER), Path::new(INTERACTOR));
}
