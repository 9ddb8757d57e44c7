"""The experiment of Vadhan–Wang 2021 (seed 004) §6: 2-round 1-bit mechanisms as post-processings of RR_{ε,δ}.

The mechanism's laws are checked against the exact interpreter, its δ against the exact audit's
worst case over every deterministic adversary (an independent computation), and every solution
the LP returns against the 32 constraints it must meet. The paper's finding (feasible at δ on every
instance) and the sanity check (infeasible at 0.9·δ) are checked on a few hundred instances; the
10,000-instance run is ``python -m combinators reproduce vadhan-wang-lp``.
"""

from __future__ import annotations

import itertools
import sys
from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.audit import (
    HockeyStickTest,
    LPExperiment,
    TwoRoundBits,
    experiment_table,
    lp_experiment,
    rr_postprocessing,
    rr_simulator,
    two_round_delta,
    view_distance,
    view_distribution,
    worst_case,
)
from combinators.audit.postprocessing_lp import RR_OUTPUTS, Solution
from combinators.errors import InvalidArgument, MissingDependency
from combinators.machines import HALT, Invalid
from combinators.primitives import randomized_response_delta

probs = st.fractions(0, 1, max_denominator=12)
mechanisms = st.builds(lambda p: TwoRoundBits((p[0], p[1]), (((p[2], p[3]), (p[4], p[5])), ((p[6], p[7]), (p[8], p[9])))),
                       st.lists(probs, min_size=10, max_size=10))
e_values = st.sampled_from([F(1), F(3, 2), F(2), F(4)])


@settings(max_examples=20, deadline=None)
@given(m=mechanisms, b=st.integers(0, 1), q=st.integers(0, 1))
def test_outputs_are_the_machine_laws(m: TwoRoundBits, b: int, q: int) -> None:
    views = view_distribution(m, b, lambda h: None if not h else (q if len(h) == 1 else HALT), 2)
    assert {(v[0][1], v[1][1]): p for v, p in views.items} == {o: p for o, p in m.outputs(b, q).items() if p}


@settings(max_examples=20, deadline=None)
@given(m=mechanisms, e=e_values)
def test_delta_of_the_four_adversaries_is_the_audits_worst_case(m: TwoRoundBits, e: F) -> None:
    """Lemma 1: the 4 adversaries q = g(m1) are as strong as every deterministic adversary of depth 2."""
    test = HockeyStickTest(e, F(0))
    audited = max(worst_case(m, x0, x1, [0, 1], 2, test).value for x0, x1 in ((0, 1), (1, 0)))
    assert two_round_delta(m, e) == audited


def meets_constraints(t: Solution, m: TwoRoundBits, e: F, delta: F) -> bool:
    """The 32 equalities of the LP and the bounds, to the solver's tolerance."""
    tol = 1e-6
    rr = randomized_response_delta(e_eps=e, delta=delta)
    law: dict[int, dict[Any, float]] = {b: {v: float(p) for v, p in view_distribution(rr, b, {(): None}, 1).items
                                            if isinstance(p, F)} for b in (0, 1)}
    for r, q, m1, m2 in itertools.product(range(4), (0, 1), (0, 1), (0, 1)):
        if not -tol <= t[r][q][m1][m2] <= 1 + tol:
            return False
    for r, q in itertools.product(range(4), (0, 1)):
        if abs(sum(t[r][q][m1][m2] for m1 in (0, 1) for m2 in (0, 1)) - 1) > tol:
            return False
    for r, m1 in itertools.product(range(4), (0, 1)):
        if abs(sum(t[r][0][m1]) - sum(t[r][1][m1])) > tol:
            return False
    for b, q in itertools.product((0, 1), (0, 1)):
        target = m.outputs(b, q)
        for m1, m2 in itertools.product((0, 1), (0, 1)):
            got = sum(law[b].get(((None, out),), 0.0) * t[r][q][m1][m2] for r, out in enumerate(RR_OUTPUTS))
            if abs(got - float(target[m1, m2])) > tol:
                return False
    return True


@settings(max_examples=15, deadline=None)
@given(m=mechanisms, e=e_values)
def test_the_lp_is_feasible_at_delta_and_its_solution_simulates(m: TwoRoundBits, e: F) -> None:
    delta = two_round_delta(m, e)
    t = rr_postprocessing(m, e, delta)
    assert t is not None and meets_constraints(t, m, e, delta)


def test_the_papers_finding_and_the_sanity_check() -> None:
    """Feasible at the exact δ on every instance (the paper's "in all of our trials"); infeasible at
    0.9·δ on every instance with δ > 0 (a post-processing of RR_{ε,0.9δ} is (ε, 0.9δ)-DP)."""
    for e in (F(3, 2), F(3)):
        r = lp_experiment(150, e, seed=7)
        assert r.instances == 150 and r.infeasible == () and r.feasible_shrunk == ()
        assert r.zero_delta < 150


def test_a_deterministic_first_answer_has_delta_one() -> None:
    """m1 = b reveals the bit: δ = 1 at every ε, and only RR_{ε,1} (which reveals b) simulates it."""
    m = TwoRoundBits((0, 1), (((F(1, 2), F(1, 2)), (F(1, 2), F(1, 2))), ((F(1, 2), F(1, 2)), (F(1, 2), F(1, 2)))))
    assert two_round_delta(m, 5) == 1
    assert rr_postprocessing(m, 5, 1) is not None and rr_postprocessing(m, 5, F(9, 10)) is None


def test_a_pure_mechanism_has_delta_zero_and_the_exact_simulator_too() -> None:
    """δ = 0 at e^ε = 4: the pure case, where Thm 5.2's construction gives T exactly."""
    m = TwoRoundBits((F(1, 3), F(2, 3)), (((F(1, 3), F(1, 2)), (F(1, 2), F(2, 3))),
                                           ((F(2, 3), F(1, 2)), (F(1, 2), F(1, 3)))))
    assert two_round_delta(m, 4) == 0 and two_round_delta(m, 3) > 0   # ratios up to (2/3·2/3)/(1/3·1/3) = 4
    assert rr_postprocessing(m, 4, 0) is not None
    t = rr_simulator(m, 0, 1, [0, 1], 2, e_eps=4)
    assert all(view_distance(m, b, t.simulation(), b, [0, 1], 2).value == 0 for b in (0, 1))


def test_the_machine_answers_invalid_and_halt() -> None:
    m = TwoRoundBits((1, 1), (((1, 1), (1, 1)), ((1, 1), (1, 1))))
    views = dict(view_distribution(m, 0, lambda h: (None, "q", True, 0)[len(h)], 4).items)
    (view, p), = views.items()
    assert p == 1 and [a for _, a in view[:1]] == [1] and type(view[1][1]) is Invalid
    assert view[2] == (True, 1) and view[3] == (0, HALT)   # the bit True is the query 1; then HALT


def test_missing_scipy_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "scipy.optimize", None)  # import scipy.optimize now raises ImportError
    m = TwoRoundBits((0, 1), (((0, 0), (0, 0)), ((0, 0), (0, 0))))
    with pytest.raises(MissingDependency, match=r"pip install 'combinators\[lp\]'"):
        rr_postprocessing(m, 2, 1)
    with pytest.raises(ImportError):
        lp_experiment(1, 2)


def test_arguments_and_records() -> None:
    with pytest.raises(InvalidArgument, match="first"):
        TwoRoundBits((0,), (((0, 0), (0, 0)), ((0, 0), (0, 0))))
    with pytest.raises(InvalidArgument, match=r"second\[1\]\[0\]\[1\]"):
        TwoRoundBits((0, 1), (((0, 0), (0, 0)), ((0, 2), (0, 0))))
    with pytest.raises(InvalidArgument, match="shrink"):
        lp_experiment(1, 2, shrink=1)
    with pytest.raises(InvalidArgument, match="e_eps"):
        two_round_delta(TwoRoundBits((0, 1), (((0, 0), (0, 0)), ((0, 0), (0, 0)))), F(1, 2))
    r = lp_experiment(3, 2, seed=1)
    ns: dict[str, Any] = {"LPExperiment": LPExperiment, "Fraction": F}
    assert eval(repr(r), ns) == r
    assert experiment_table([r]).splitlines()[1].split()[:5] == ["2", "0.6931", "3", "0", "3"]
    with pytest.raises(InvalidArgument, match="results"):
        experiment_table([])
