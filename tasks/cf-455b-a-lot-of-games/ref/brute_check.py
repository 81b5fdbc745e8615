"""Checks ref/main.py against a search of the whole series of games.

The series by its definition: the state is (game number, the word so far,
whether the first game's starter is to move); a player who cannot add a
letter loses that game, its loser starts the next at the empty word, and
the last game's winner wins. No win/lose tables are used. Each seed checks
300 random sets of 1 to 4 words over {a, b} of length 1 to 4, with k from 1
to 5.

Usage: python3 tasks/cf-455b-a-lot-of-games/ref/brute_check.py SEED
"""
import functools
import os
import random
import subprocess
import sys


def first_wins(words, k):
    prefixes = {w[:i] for w in words for i in range(len(w) + 1)}

    @functools.lru_cache(maxsize=None)
    def starter_of_first_wins(game, word, first_to_move):
        moves = [word + c for c in "ab" if word + c in prefixes]
        if not moves:
            first_won = not first_to_move
            if game == k:
                return first_won
            return starter_of_first_wins(game + 1, "", not first_won)
        results = [starter_of_first_wins(game, w, not first_to_move) for w in moves]
        return any(results) if first_to_move else all(results)

    return starter_of_first_wins(1, "", True)


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    main_py = os.path.join(os.path.dirname(os.path.abspath(__file__)), "main.py")
    seen = {"First": 0, "Second": 0}
    bad = 0
    for _ in range(300):
        words = ["".join(rng.choice("ab") for _ in range(rng.randint(1, 4)))
                 for _ in range(rng.randint(1, 4))]
        k = rng.randint(1, 5)
        want = "First" if first_wins(words, k) else "Second"
        text = f"{len(words)} {k}\n" + "\n".join(words) + "\n"
        got = subprocess.run([sys.executable, main_py], input=text, capture_output=True,
                             text=True, check=True).stdout.strip()
        seen[want] += 1
        if got != want:
            bad += 1
            print(f"disagree: {text!r}: search {want}, main.py {got}")
    print(f"300 series ({seen['First']} First, {seen['Second']} Second), {bad} disagree")
    sys.exit(1 if bad else 0)


main()
