judge_io::main!(atcoder_abc265_ex_no_capture_lance_game::solve);
