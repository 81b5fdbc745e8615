judge_io::main!(cf_150a_win_or_freeze::solve);
