judge_io::main!(atcoder_dp_k_stones::solve);
