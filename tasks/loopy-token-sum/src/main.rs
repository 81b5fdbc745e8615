judge_io::main!(loopy_token_sum::solve);
