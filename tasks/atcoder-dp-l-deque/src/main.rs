judge_io::main!(atcoder_dp_l_deque::solve);
