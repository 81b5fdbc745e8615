judge_io::main!(atcoder_tkppc6_1_p_game_on_colored_tree::solve);
