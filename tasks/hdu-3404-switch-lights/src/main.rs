judge_io::main!(hdu_3404_switch_lights::solve);
