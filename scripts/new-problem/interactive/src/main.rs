judge_io::interactive_main!({{crate}}::play);
