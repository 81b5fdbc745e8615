judge_io::main!(atcoder_abc148_f_playing_tag_on_tree::solve);
