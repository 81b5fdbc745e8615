judge_io::main!(interactive {{crate}}::play);
