"""The simulator of Vadhan–Wang 2021 (seed 004), Thm 5.2: ``T @ RR_ε(b)`` has exactly the views of ``M(x_b)``.

The pure ε of each random mechanism is computed here independently of the simulator: the largest
ratio of one view's probabilities on the two inputs, over every non-adaptive query sequence of the
full depth (a prefix's probability is a sum of such views', so its ratio is no larger), each view
distribution by ``view_distribution``. The simulator is then built at that ε exactly (the tightest
case, where some conditionals are 0) and above it, and refused below it.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from combinators.audit import Adversary, RRSimulator, rr_simulator, view_distance, view_distribution
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Invalid, Left, Right
from combinators.primitives import interactive_randomized_response, randomized_response
from combinators.prob import FiniteDist, Prob, enumerate_step
from combinators.testing.strategies import HiddenBit, RRBits, TableMachine, adversary_trees, table_machines

QUERIES = (0, 1)
DEPTH = 4

def smoothed(m: TableMachine, w: F) -> TableMachine:
    """``m`` with each pmf mixed with weight ``w`` into the uniform one on every (answer, state):
    every view then has positive probability on both inputs, so the pure ε is finite."""
    outcomes = [(a, s) for a in (0, 1, HALT) for s in range(len(m.rows))]
    rows = []
    for row in m.rows:
        new = []
        for pmf_ in row:
            mass = {o: w / len(outcomes) for o in outcomes}
            for o, p in pmf_:
                mass[o] += (1 - w) * p
            new.append(tuple(mass.items()))
        rows.append(tuple(new))
    return TableMachine(tuple(rows))


sparse = table_machines(n_states=3, n_queries=2, n_answers=2, max_support=4)
machines = st.builds(smoothed, sparse, st.sampled_from([F(1, 2), F(1, 20)]))


def pmf(d: FiniteDist[Any]) -> dict[Any, Prob]:
    return dict(d.items)


def exact(p: Prob) -> F:
    assert isinstance(p, F)  # every draw of these machines is a Fraction
    return p


def sequence(qs: tuple[int, ...]) -> Any:
    """The adversary that sends ``qs`` in order, whatever it sees."""
    return lambda h: qs[len(h)] if len(h) < len(qs) else HALT


def pure_e(m: Any, x0: Any, x1: Any, depth: int) -> F | None:
    """max p0(v)/p1(v) and p1(v)/p0(v) over every view of every query sequence; None if infinite."""
    best = F(1)
    for qs in itertools.product(QUERIES, repeat=depth):
        d0, d1 = pmf(view_distribution(m, x0, sequence(qs), depth)), pmf(view_distribution(m, x1, sequence(qs), depth))
        for v in d0.keys() | d1.keys():
            p0, p1 = exact(d0.get(v, F(0))), exact(d1.get(v, F(0)))
            if (p0 == 0) != (p1 == 0):
                return None
            if p0:
                best = max(best, p0 / p1, p1 / p0)
    return best


def check_rows(t: RRSimulator[Any, Any]) -> None:
    """Every conditional an exact Fraction in [0, 1], each law summing to 1."""
    for _, _, _, law in t.conditionals():
        assert all(type(p) is F and 0 <= p <= 1 for _, p in law)
        assert sum(p for _, p in law) == 1


@settings(max_examples=8, deadline=None)
@given(m=machines, extra=st.sampled_from([F(0), F(1, 2)]), adv=adversary_trees(QUERIES, (0, 1), DEPTH))
def test_views_are_equal_for_every_adversary_up_to_depth_4(m: TableMachine, extra: F, adv: Adversary[int, int]) -> None:
    e = pure_e(m, 0, 1, DEPTH)
    assume(e is not None)
    assert e is not None
    t = rr_simulator(m, 0, 1, QUERIES, DEPTH, e_eps=e + extra)
    check_rows(t)
    sim = t.simulation()
    for b in (0, 1):
        # every deterministic adversary of the scope at once: the worst total variation is 0
        assert view_distance(m, b, sim, b, QUERIES, DEPTH).value == 0
        # and one random adversary's two view distributions, equal as Fractions
        assert pmf(view_distribution(sim, b, adv, DEPTH)) == pmf(view_distribution(m, b, adv, DEPTH))


@settings(max_examples=12, deadline=None)
@given(m=st.one_of(machines, sparse))
def test_a_mechanism_not_eps_dp_is_refused_naming_a_violating_history(m: TableMachine) -> None:
    e = pure_e(m, 0, 1, 2)
    assume(e is None or e > 1)
    below = F(1) if e is None else max(F(1), e * F(9, 10))
    with pytest.raises(InvalidArgument, match="not ε-DP at this pair") as info:
        rr_simulator(m, 0, 1, QUERIES, 2, e_eps=below)
    found = re.search(r"the history (.*?) has probability", str(info.value))
    assert found is not None
    history = eval(found.group(1), {"HALT": HALT})  # the history, as the message names it
    qs = tuple(q for q, _ in history)
    p0 = exact(pmf(view_distribution(m, 0, sequence(qs), len(qs))).get(history, F(0)))
    p1 = exact(pmf(view_distribution(m, 1, sequence(qs), len(qs))).get(history, F(0)))
    assert p0 > below * p1 or p1 > below * p0  # it does break ε-DP at e^ε = below


def test_irr_and_hidden_state_mechanisms() -> None:
    """A library primitive (IRR with δ = 0 is RR_ε behind one extra answer) and a machine with hidden state."""
    irr = interactive_randomized_response(e_eps=3, delta=0)
    t = rr_simulator(irr, 0, 1, [None], 3, e_eps=3)
    for b in (0, 1):
        assert view_distance(irr, b, t.simulation(), b, [None], 3).value == 0
    hb = HiddenBit()
    x0, x1 = (0, 0), (1, 0)
    e = pure_e(hb, x0, x1, 3)
    assert e is not None
    t2 = rr_simulator(hb, x0, x1, QUERIES, 3, e_eps=e)
    for b, x in ((0, x0), (1, x1)):
        assert view_distance(hb, x, t2.simulation(), b, QUERIES, 3).value == 0


def test_the_conditionals_of_randomized_response_by_hand() -> None:
    """RR_{ln 2} simulated at e^ε = 3: T(0) answers 0 with (3·2/3 − 1/3)/(3 − 1) = 5/6."""
    rr = randomized_response(e_eps=2)
    t = rr_simulator(rr, 0, 1, [None], 1, e_eps=3)
    laws = {(r, h): dict(law) for h, _, r, law in t.conditionals()}
    assert laws[0, ()] == {0: F(5, 6), 1: F(1, 6)}
    assert laws[1, ()] == {1: F(5, 6), 0: F(1, 6)}


def test_e_eps_one_needs_equal_laws() -> None:
    m = RRBits(F(2, 3))
    t = rr_simulator(m, (0, 1), (0, 0), [0], 2, e_eps=1)  # query 0 reads bit 0, equal on both
    assert view_distance(m, (0, 0), t.simulation(), 1, [0], 2).value == 0
    with pytest.raises(InvalidArgument, match=r"not ε-DP at this pair for e\^ε = 1: the history \(\(1, [01]\),\)"):
        rr_simulator(m, (0, 1), (0, 0), [0, 1], 2, e_eps=1)


def test_scope_past_the_depth_and_outside_the_alphabet() -> None:
    m = RRBits(F(2, 3))
    t = rr_simulator(m, (0,), (1,), [0], 1, e_eps=2)
    sim = t.simulation()
    views = pmf(view_distribution(sim, 0, {(): 0, ((0, 0),): 0, ((0, 1),): 0}, 2))
    assert views == {((0, 0), (0, HALT)): F(2, 3), ((0, 1), (0, HALT)): F(1, 3)}
    state, out = t.step(t.initial(), Left(1), enumerate_step_coins())
    assert state == t.initial() and type(out) is Left and type(out.msg) is Invalid
    # a right message it did not ask for, and a bit that is not one
    assert type(t.step(t.initial(), Right(0), enumerate_step_coins())[1].msg) is Invalid
    pending, ask = t.step(t.initial(), Left(0), enumerate_step_coins())
    assert type(ask) is Right
    back, out2 = t.step(pending, Right(HALT), enumerate_step_coins())
    assert back == t.initial() and type(out2.msg) is Invalid


def enumerate_step_coins() -> Any:
    from combinators.prob import sampled_coins
    return sampled_coins(0)


def test_arguments_are_checked() -> None:
    m = RRBits(F(2, 3))
    with pytest.raises(InvalidArgument, match="e_eps"):
        rr_simulator(m, (0,), (1,), [0], 1, e_eps=0.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="e_eps"):
        rr_simulator(m, (0,), (1,), [0], 1, e_eps=2.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="same input"):
        rr_simulator(m, (0,), (0,), [0], 1, e_eps=2)
    with pytest.raises(InvalidArgument, match="not exact"):
        rr_simulator(randomized_response(1.0), 0, 1, [None], 1, e_eps=3)
    with pytest.raises(InvalidArgument, match="neighbour|relat"):
        rr_simulator(randomized_response(e_eps=2), 0, 0.5, [None], 1, e_eps=3)  # type: ignore[misc]  # not a bit


def test_the_table_is_checked_when_built_directly() -> None:
    t: RRSimulator[object, int] = rr_simulator(randomized_response(e_eps=2), 0, 1, [None], 1, e_eps=3)
    rebuilt: RRSimulator[object, int] = RRSimulator(t.queries, t.answers, t.depth, t.e_eps, t.nodes)
    assert rebuilt == t and eval(repr(rebuilt), {"RRSimulator": RRSimulator, "Fraction": F, "HALT": HALT}) == t
    assert repr(t) == "rr_simulator(randomized_response(e_eps=2), 0, 1, [None], 1, e_eps=3)"
    bad = ((((((0, 1), F(1, 2)),), None),),)  # a law summing to 1/2
    with pytest.raises(InvalidArgument, match="sum to 1/2"):
        RRSimulator(t.queries, t.answers, 1, t.e_eps, bad + (None,))
