judge_io::main!(atcoder_abc209_e_shiritori::solve);
