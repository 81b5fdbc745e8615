judge_io::main!(cf_768e_game_of_stones::solve);
