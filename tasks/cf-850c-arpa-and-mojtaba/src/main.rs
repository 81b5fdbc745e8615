//! cf-850c-arpa-and-mojtaba (Codeforces 850C Arpa and a game with Mojtaba): see src/lib.rs.
fn main() {
    judge_io::run(cf_850c_arpa_and_mojtaba::solve)
}
