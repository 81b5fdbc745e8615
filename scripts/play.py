#!/usr/bin/env python3
"""Plays one game of an interactive package: a player against the
package's interactor, over pipes (the harness of conformance::interactive,
for the scripts: check-all.sh, make-golden.sh, bench/judge_time_limits.py).

Usage: scripts/play.py [--cpu FILE] INTERACTOR IN -- PLAYER [ARG...]

INTERACTOR runs as `INTERACTOR IN VERDICT` (testlib's order; docs/testing.md,
"Interactive packages"), its stdout joined to the player's stdin and the
other way round. The verdict it writes goes to stdout. The exit status is 0
when both exit 0, 1 when either does not (the player lost, broke the
protocol, or failed; both exit codes and both stderrs' last lines go to
stderr), 2 when the game passes 60 s (both are killed). With --cpu, the
player's CPU time (user + system, seconds) and its peak resident memory
(KiB) are written to FILE, on one line: what a judge charges the player,
without the interactor's share.
"""
import os
import subprocess
import sys
import tempfile
import time

LIMIT = 60.0


def main(argv):
    cpu_file = None
    if argv[:1] == ["--cpu"]:
        cpu_file, argv = argv[1], argv[2:]
    if len(argv) < 4 or argv[2] != "--":
        sys.stderr.write(__doc__)
        return 2
    interactor, case, player = argv[0], argv[1], argv[3:]
    fd, verdict_path = tempfile.mkstemp(prefix="play-verdict-")
    os.close(fd)
    to_judge_r, to_judge_w = os.pipe()
    to_player_r, to_player_w = os.pipe()
    judge_err = tempfile.TemporaryFile()
    player_err = tempfile.TemporaryFile()
    try:
        judge = subprocess.Popen([interactor, case, verdict_path], stdin=to_judge_r,
                                 stdout=to_player_w, stderr=judge_err)
        player = subprocess.Popen(player, stdin=to_player_r, stdout=to_judge_w, stderr=player_err)
        for end in (to_judge_r, to_judge_w, to_player_r, to_player_w):
            os.close(end)
        deadline = time.monotonic() + LIMIT
        codes = {}
        usage = None
        while len(codes) < 2:
            for name, proc in (("judge", judge), ("player", player)):
                if name in codes:
                    continue
                pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    proc.returncode = os.waitstatus_to_exitcode(status)
                    codes[name] = proc.returncode
                    if name == "player":
                        usage = rusage
            if len(codes) < 2:
                if time.monotonic() > deadline:
                    for name, proc in (("judge", judge), ("player", player)):
                        if name not in codes:
                            proc.kill()
                            proc.wait()
                    sys.stderr.write(f"play: the game passed {LIMIT:g} s; both killed\n")
                    return 2
                time.sleep(0.001)
        with open(verdict_path, encoding="utf-8", errors="replace") as f:
            sys.stdout.write(f.read())
        if cpu_file and usage is not None:
            with open(cpu_file, "w") as f:
                f.write(f"{usage.ru_utime + usage.ru_stime:.6f} {usage.ru_maxrss}\n")
        if codes["judge"] == 0 and codes["player"] == 0:
            return 0

        def last(stream):
            stream.seek(0)
            lines = stream.read().decode("utf-8", "replace").strip().splitlines()
            return lines[-1] if lines else ""
        sys.stderr.write(f"play: interactor exit {codes['judge']} ({last(judge_err)!r}), "
                         f"player exit {codes['player']} ({last(player_err)!r})\n")
        return 1
    finally:
        os.unlink(verdict_path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
