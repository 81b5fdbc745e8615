judge_io::main!(atcoder_abc255_g_constrained_nim::solve);
