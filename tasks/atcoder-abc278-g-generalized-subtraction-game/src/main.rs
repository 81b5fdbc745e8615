judge_io::interactive_main!(atcoder_abc278_g_generalized_subtraction_game::play);
