judge_io::main!(hdu_3094_a_tree_game::solve);
