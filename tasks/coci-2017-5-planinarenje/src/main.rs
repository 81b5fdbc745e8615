judge_io::main!(coci_2017_5_planinarenje::solve);
