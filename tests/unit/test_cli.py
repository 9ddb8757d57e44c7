"""``python -m combinators demo``: builds, runs and audits a pipeline, in well under a few seconds."""

from __future__ import annotations

import re
import subprocess
import sys
import time

import pytest

from combinators.cli import main
from combinators.errors import InvalidArgument


def test_demo_prints_certificate_and_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "certificate: ApproxDP() EpsDelta(1.0986122886681102, Fraction(1, 100))" in out
    assert "exact audit of the certificate: certified" in out
    assert "exact audit of a wrong claim EpsDelta(1.0, 0.01): violated" in out
    # the witness probabilities of the wrong claim: outputs 0 under x=0 and x=1, by hand:
    # P(B(0)=0) = 1/100 + 99/100·3/4 = 301/400, P(B(1)=0) = 99/100·1/4 = 99/400
    assert "P = 301/400, Q = 99/400" in out
    # seed 002 Thm 1.4: ℓ = 5 copies of ℳ_δ with δ = 1/10 leak 1 − (9/10)^5 = 40951/100000
    assert "probability 40951/100000" in out
    assert "tree_counter(epsilon=8.0, horizon=8) (Epsilon(8.0), event-level)" in out
    # Rogers et al. 2023: a noise-reduction round is charged its last level only, not the sum
    found = re.search(r"ex-post: .* (\d+) releases, .* at ε = ([0-9.]+); charged ([0-9.]+),", out)
    assert found is not None
    count, last, charged = int(found[1]), float(found[2]), float(found[3])
    assert charged == last == 0.01 * 2 ** (count - 1)


def test_module_entry_point_runs_fast() -> None:
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "combinators", "demo"], capture_output=True, text=True, check=True,
                          timeout=60)
    assert "certified" in done.stdout
    assert time.perf_counter() - t < 10


def test_unknown_command_is_a_usage_error() -> None:
    assert main(["nonsense"]) == 2  # argparse's usage status, returned: main is also called from Python


def test_argv_that_is_not_a_list_of_words_is_refused() -> None:
    with pytest.raises(InvalidArgument, match="argv"):
        main("demo")  # a str is a Sequence[str] to mypy, but would run as the words d, e, m, o
    with pytest.raises(InvalidArgument, match=r"argv\[0\]"):
        main([1.5])  # type: ignore[list-item]


def test_reproduce_vadhan_wang_lp_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    """Vadhan–Wang 2021 (seed 004) §6 on a few instances: every LP feasible at δ, none at 0.9·δ."""
    assert main(["reproduce", "vadhan-wang-lp", "--instances", "30", "--e-eps", "3/2", "2"]) == 0
    out = capsys.readouterr().out
    assert "30 of 30 " in out and "(shrink 9/10)" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("3/2 ", "2 "))]
    assert [r[:3] for r in rows] == [["3/2", "0.4055", "30"], ["2", "0.6931", "30"]]  # ln 1.5, ln 2


def test_reproduce_refuses_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["reproduce", "vadhan-wang-lp", "--instances", "0"]) == 2
    assert "instances=0 must be a positive int" in capsys.readouterr().err
    assert main(["reproduce", "vadhan-wang-lp", "--e-eps", "1/2"]) == 2
    assert main(["reproduce", "no-such-experiment"]) == 2


def test_demo_draws_the_audits_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--depth", "6"]) == 0
    captured = capsys.readouterr()
    assert "every adversary of depth 6: certified" in captured.out
    assert "auditing interactive RR [" in captured.err and "100%" in captured.err
    assert main(["demo", "--depth", "0"]) == 2
    assert "depth=0 must be a positive int" in capsys.readouterr().err
