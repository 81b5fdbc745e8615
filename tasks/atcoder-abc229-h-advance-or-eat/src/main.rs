judge_io::main!(atcoder_abc229_h_advance_or_eat::solve);
