/* The C baseline's entry point: `baseline <package> < input > output`
 * (baseline.h says more). An unknown package exits with status 2. */
#include "baseline.h"

/* ------------------------------------------------------------ main -- */

static const struct {
    const char *package;
    void (*solve)(void);
} solvers[] = {
    {"t01-mex", t01_mex},
    {"t03-subtraction-sum", t03_subtraction_sum},
    {"t04-dag-grundy", t04_dag_grundy},
    {"t05-take-k", t05_take_k},
    {"t06-grundys-game", t06_grundys_game},
    {"t07-staircase-nim", t07_staircase_nim},
    {"t08-take-one-two", t08_take_one_two},
    {"t10-winning-move", t10_winning_move},
    {"t12-kayles", t12_kayles},
    {"t13-misere-nim", t13_misere_nim},
    {"t14-turning-turtles", t14_turning_turtles},
    {"atcoder-dp-k-stones", atcoder_dp_k_stones},
    {"cf-768e-game-of-stones", cf_768e_game_of_stones},
    {"cses-1098-nim-game-ii", cses_1098_nim_game_ii},
    {"cses-1099-stair-game", cses_1099_stair_game},
    {"cses-1729-stick-game", cses_1729_stick_game},
    {"cses-1730-nim-game-i", cses_1730_nim_game_i},
    {"cses-2207-grundys-game", cses_2207_grundys_game},
    {"cses-2208-another-game", cses_2208_another_game},
    {"kattis-snim", kattis_snim},
    {"lightoj-1229-treblecross", lightoj_1229_treblecross},
    {"spoj-matgame", spoj_matgame},
    {"uva-10561-treblecross", uva_10561_treblecross},
    /* Below the packages: library benchmarks, which `--list` leaves out
     * (they have no golden cases; bench/rust_vs_references.py runs them). */
    {"retrograde", retrograde},
    {"scored-retrograde", scored_retrograde},
    {"nim-product", nim_product},
    {"hopcroft-karp", hopcroft_karp},
    {"blossom", blossom},
    {"sieve", sieve},
    {"xor-count", xor_count},
    {"bitset-games", bitset_games},
};
/* The library benchmarks at the end of the table (it said 1 when there
 * were 2, so `--list` named retrograde as a package). */
#define LIBRARY_BENCHMARKS 8
static const size_t packages = sizeof solvers / sizeof *solvers - LIBRARY_BENCHMARKS;

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < packages; i++)
            puts(solvers[i].package);
        return 0;
    }
    for (size_t i = 0; argc == 2 && i < sizeof solvers / sizeof *solvers; i++)
        if (strcmp(argv[1], solvers[i].package) == 0) {
            read_input();
            solvers[i].solve();
            write_output();
            return 0;
        }
    fprintf(stderr, "baseline: no solution for %s\n", argc == 2 ? argv[1] : "(no package given)");
    return 2;
}
