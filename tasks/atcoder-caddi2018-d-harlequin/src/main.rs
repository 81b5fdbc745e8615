judge_io::main!(atcoder_caddi2018_d_harlequin::solve);
