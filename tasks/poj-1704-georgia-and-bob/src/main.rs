judge_io::main!(poj_1704_georgia_and_bob::solve);
