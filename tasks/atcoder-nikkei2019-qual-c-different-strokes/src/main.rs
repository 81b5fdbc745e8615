judge_io::main!(atcoder_nikkei2019_qual_c_different_strokes::solve);
