judge_io::main!(t09_memo_engine::solve);
