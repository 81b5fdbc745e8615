judge_io::main!(aoj_1377_black_and_white_boxes::solve);
