judge_io::main!(library_checker_nim_product_64::solve);
