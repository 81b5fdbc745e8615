judge_io::main!({{crate}}::solve);
