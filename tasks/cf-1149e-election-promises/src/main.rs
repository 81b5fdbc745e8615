judge_io::main!(cf_1149e_election_promises::solve);
