judge_io::main!(interactive atcoder_abc278_g_generalized_subtraction_game::play);
