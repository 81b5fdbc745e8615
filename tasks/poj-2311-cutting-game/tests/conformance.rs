//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! POJ 2311's input is sheets `W H` until the end of the input, with no
//! count, so an input cut after a whole number of sheets is valid and must
//! print the first lines of the answer (`Task::items_to_end`).
conformance::package_tests!(poj_2311_cutting_game::solve, |t| t.items_to_end(2));
