judge_io::main!(atcoder_arc038_d_directed_graph_and_numbers::solve);
