judge_io::main!(atcoder_arc131_c_zero_xor::solve);
