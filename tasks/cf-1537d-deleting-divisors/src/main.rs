judge_io::main!(cf_1537d_deleting_divisors::solve);
