"""The audit's limits: every budget a positive int, a depth within ``MAX_AUDIT_DEPTH``, and bounded
work on a machine that draws without end (a loop until a coin succeeds, a geometric draw)."""

from __future__ import annotations

import sys
import time
from fractions import Fraction as F
from typing import Any, final

import attrs
import numpy as np
import pytest
from typing_extensions import override

from combinators.audit import MAX_AUDIT_DEPTH, HockeyStickTest, audit, audit_domain, audit_game
from combinators.audit import view_distribution, worst_case
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Halt, InteractiveMechanism
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.primitives import randomized_response
from combinators.prob import Coins, enumerate_step
from tests.reference_machines import Answers, RRForever

BAD_BUDGETS = [float("nan"), float("inf"), -1, 0, True, 2.5, "10"]


@pytest.mark.parametrize("bad", BAD_BUDGETS)
@pytest.mark.parametrize("name", ["branch_budget", "history_budget", "replay_budget"])
def test_a_budget_is_a_positive_int(name: str, bad: object) -> None:
    """NaN, inf, -1, True and 2.5 are refused by name: a NaN budget would disable the history guard."""
    rr = randomized_response(e_eps=3)
    kw: dict[str, Any] = {name: bad}
    with pytest.raises(InvalidArgument, match=f"{name}=.* must be a positive int"):
        audit(rr, 0, 1, [None], 1, **kw)
    with pytest.raises(InvalidArgument, match=f"{name}=.* must be a positive int"):
        audit_game(rr, lambda pairs: True, 0, [(0, 1)], 1, **kw)
    with pytest.raises(InvalidArgument, match=f"{name}=.* must be a positive int"):
        worst_case(rr, 0, 1, [None], 1, HockeyStickTest(F(3), F(0)), **kw)
    if name != "history_budget":
        with pytest.raises(InvalidArgument, match=f"{name}=.* must be a positive int"):
            view_distribution(rr, 0, {(): None}, 1, **kw)
        with pytest.raises(InvalidArgument, match=f"{name}=.* must be a positive int"):
            enumerate_step(lambda c: c.bernoulli(F(1, 2)), **kw)


def test_an_unknown_budget_is_refused_by_name() -> None:
    """The budgets come as ``**budgets``: a misspelt one must not be dropped silently."""
    rr = randomized_response(e_eps=3)
    kw: dict[str, Any] = {"history_budgt": 10}
    with pytest.raises(TypeError, match=r"audit\(\) got an unexpected keyword argument 'history_budgt'.*"
                                        r"branch_budget, history_budget, replay_budget"):
        audit(rr, 0, 1, [None], 1, **kw)
    with pytest.raises(TypeError, match=r"audit_game\(\) got an unexpected keyword argument 'history_budgt'"):
        audit_game(rr, lambda pairs: True, 0, [(0, 1)], 1, **kw)
    with pytest.raises(TypeError, match=r"worst_case\(\) got an unexpected keyword argument 'history_budgt'"):
        worst_case(rr, 0, 1, [None], 1, HockeyStickTest(F(3), F(0)), **kw)


def test_budgets_given_by_keyword_are_used() -> None:
    """A history budget of 1 stops an audit that needs more visits; the default does not."""
    rr = randomized_response(e_eps=3)
    assert audit(rr, 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    assert audit(rr, 0, 1, [None], 1, history_budget=1).verdict is Verdict.INCONCLUSIVE
    assert audit(rr, 0, 1, [None], 1, branch_budget=1).verdict is Verdict.INCONCLUSIVE


# data plus a geometric draw: infinitely many outcomes
_GEOMETRIC: Answers[int, int] = Answers(lambda x, c: x + c.geometric(F(1, 2)))


def _tails_before_heads(x: int, coins: Coins) -> int:
    """Counts tails until a fair coin comes up heads, with a new Fraction each flip."""
    n = 0
    while not coins.bernoulli(F(1, 2)):
        n += 1
    return x + n


_UNTIL_HEADS: Answers[int, int] = Answers(_tails_before_heads)


@pytest.mark.parametrize("machine", [_GEOMETRIC, _UNTIL_HEADS], ids=["geometric", "until-heads"])
def test_an_unbounded_draw_is_inconclusive_within_seconds(machine: InteractiveMechanism[int, int, object, int]) -> None:
    """An unbounded draw (each branch replaying every draw) is stopped by the replay budget, which
    bounds the audit's work in all: INCONCLUSIVE within seconds."""
    t = time.perf_counter()
    r = audit(machine, 0, 1, [None], 3, PureDP(), Epsilon(1.0))
    assert r.verdict is Verdict.INCONCLUSIVE
    assert "replay_budget" in r.reason and "draws without bound" in r.reason
    assert time.perf_counter() - t < 60  # a few seconds alone; generous for a loaded machine
    small = audit(machine, 0, 1, [None], 3, PureDP(), Epsilon(1.0), replay_budget=1000)
    assert small.verdict is Verdict.INCONCLUSIVE and "more than 1000 replayed draws" in small.reason


def test_queries_and_memo_are_checked() -> None:
    rr = randomized_response(e_eps=3)
    test = HockeyStickTest(F(3), F(0))
    with pytest.raises(InvalidArgument, match="queries=5 must be a sequence of queries"):
        audit(rr, 0, 1, 5, 1)  # type: ignore[call-overload]
    with pytest.raises(InvalidArgument, match="queries='ab' must be a sequence"):
        worst_case(rr, 0, 1, "ab", 1, test)
    with pytest.raises(InvalidArgument, match="memo=1 must be True or False"):
        worst_case(rr, 0, 1, [None], 1, test, memo=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("depth", [MAX_AUDIT_DEPTH + 1, 10**6, 10**400])
def test_a_depth_past_the_bound_is_refused_at_once(depth: int) -> None:
    """A depth past MAX_AUDIT_DEPTH is refused at once by the audit, audit_game, worst_case and
    view_distribution: none loops over the levels or scales the weights up to it, and a
    never-halting machine never meets the recursion limit."""
    rr = randomized_response(e_eps=3)
    test = HockeyStickTest(F(3), F(0))
    t = time.perf_counter()
    for run in (lambda: audit(rr, 0, 1, [None], depth), lambda: audit_game(rr, lambda pairs: True, 0, [(0, 1)], depth),
                lambda: worst_case(rr, 0, 1, [None], depth, test),
                lambda: view_distribution(rr, 0, {(): None}, depth),
                lambda: audit_domain(rr, [0, 1], [None], depth),
                lambda: audit(RRForever(F(3, 4)), 0, 1, [None], depth, PureDP(), Epsilon(1.0))):
        with pytest.raises(InvalidArgument, match=f"past the audit's bound of {MAX_AUDIT_DEPTH} queries"):
            run()
    assert time.perf_counter() - t < 5


def test_the_depth_bound_is_within_reach() -> None:
    """At the bound itself a machine is audited to a verdict (no RecursionError), a machine that never
    halts is audited deep, and a numpy int is a depth."""
    r = audit(RevealAt(MAX_AUDIT_DEPTH + 1), 0, 1, [None], MAX_AUDIT_DEPTH, PureDP(), Epsilon(F(0)))
    assert r.verdict is Verdict.CERTIFIED and r.scope.depth == MAX_AUDIT_DEPTH
    r = audit(RRForever(F(3, 4)), 0, 1, [None], 256, PureDP(), Epsilon(300.0))  # truth: 256·ln 3 ≈ 281.2
    assert r.verdict is Verdict.CERTIFIED
    depth: Any = np.int64(1)
    assert type(audit(randomized_response(e_eps=3), 0, 1, [None], depth).scope.depth) is int


@final
@attrs.frozen
class RevealAt(InteractiveMechanism[int, tuple[int, int], object, int]):
    """Answers 0 to the first ``n − 1`` queries and its datum to the ``n``-th, then HALT: the two
    inputs are told apart only by an adversary that sends ``n`` queries."""

    n: int

    @override
    def init(self, data: int, /) -> tuple[int, int]:
        return data, 0

    @override
    def step(self, state: tuple[int, int], query: object, coins: Coins, /) -> tuple[tuple[int, int], int | Halt]:
        x, t = state
        if t == self.n:
            return state, HALT
        return (x, t + 1), (x if t + 1 == self.n else 0)


def test_depth_1000_with_memo_does_not_raise() -> None:
    """The search keeps its own stack: a depth past Python's recursion limit (two frames per level
    once overflowed it at depth 500) is audited to a verdict, with a witness of 1,000 queries."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)  # Python's default, whatever an earlier test set
    try:
        r = audit(RevealAt(1000), 0, 1, [None], 1000, PureDP(), Epsilon(F(1)))
    finally:
        sys.setrecursionlimit(limit)
    assert r.verdict is Verdict.VIOLATED
    assert r.witness is not None and len(r.witness.strategy) == 1000
    assert r.witness.p_event == 1 and r.witness.q_event == 0  # the view with the datum 0 at query 1,000
    assert audit(RevealAt(1001), 0, 1, [None], 1000, PureDP(), Epsilon(F(0))).verdict is Verdict.CERTIFIED
    w = worst_case(RRForever(F(1, 2)), 0, 1, [None], 1000, HockeyStickTest(F(1), F(0)))  # equal laws: 0
    assert w.value == 0
