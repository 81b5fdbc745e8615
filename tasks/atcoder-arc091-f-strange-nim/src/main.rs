judge_io::main!(atcoder_arc091_f_strange_nim::solve);
