judge_io::main!(atcoder_agc014_d_black_and_white_tree::solve);
