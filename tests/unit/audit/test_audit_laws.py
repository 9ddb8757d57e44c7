"""∘* laws on exact view distributions, over random small finite IPMs and IMs.

Associativity of ∘* and the identity hold for what the analyst sees, not for the state types
(they nest differently), so they are checked on exact view distributions (DESIGN.md §1).
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction as F
from typing import Any, TypeVar

from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import HockeyStickTest, RenyiTest, Adversary, view_distribution, worst_case
from combinators.machines import HALT, Chain, Halt, InteractivePostprocessor, Left, MapAnswers, Right, chain
from combinators.prob import Coins, FiniteDist, Interval, Prob
from combinators.testing.laws import identity_is_a_no_op, postprocessing_never_raises_divergence
from combinators.testing.strategies import TableIPM, TableMachine, adversary_trees, identity_ipm
from combinators.testing.strategies import table_ipms, table_machines
from tests.reference_machines import RefChain, RefPost

T = TypeVar("T", bound=Hashable)
ANSWERS = (0, 1)
QUERIES = (0, 1)
MAX_CALLS = 2
ipms = table_ipms(n_states=2, max_calls=MAX_CALLS, max_support=2)
machines = table_machines(n_states=3, n_queries=2, n_answers=2)
data = st.integers(0, 2)


def pmf(d: FiniteDist[T]) -> dict[T, Prob]:
    return dict(d.items)


@settings(max_examples=60, deadline=None)
@given(p1=ipms, p2=ipms, m=machines, x=data, adv=adversary_trees(QUERIES, ANSWERS, 3))
def test_chain_is_associative_on_views(p1: TableIPM, p2: TableIPM, m: TableMachine, x: int,
                                       adv: Adversary[int, int]) -> None:
    """(P1 @ P2) @ M ≡ P1 @ (P2 @ M): both groupings are one flat value, whose exact view
    distribution is that of either nesting of Alg 1 / Alg 2 as the paper states them."""
    flat = view_distribution((p1 @ p2) @ m, x, adv, 3)
    ref_adv: Any = adv  # the references are untyped in their answers
    assert flat.mass == 1 and flat.is_exact
    assert pmf(flat) == pmf(view_distribution(RefPost(RefChain(p1, p2), m), x, ref_adv, 3))
    assert pmf(flat) == pmf(view_distribution(RefPost(p1, RefPost(p2, m)), x, ref_adv, 3))


@settings(max_examples=60, deadline=None)
@given(p=ipms, m=machines, x=data, adv=adversary_trees(QUERIES, ANSWERS, 3))
def test_identity_is_a_no_op(p: TableIPM, m: TableMachine, x: int, adv: Adversary[int, int]) -> None:
    """I @ M ≡ M, (I @ P) @ M ≡ P @ M and (P @ I) @ M ≡ P @ M (the public law), and with ``chain``."""
    identity_is_a_no_op(p, m, x, adv, 3)
    ident: MapAnswers[int, int, int] = identity_ipm()
    base = pmf(view_distribution(p @ m, x, adv, 3))
    assert pmf(view_distribution(chain(ident, p) @ m, x, adv, 3)) == base
    assert pmf(view_distribution(chain(p, ident) @ m, x, adv, 3)) == base


def _hs(p: FiniteDist[T], q: FiniteDist[T], e: F) -> F:
    total = F(0)
    for v, x in p.items:
        assert isinstance(x, F)
        y = q[v]
        assert isinstance(y, F)
        total += max(F(0), x - e * y)
    return total


@settings(max_examples=50, deadline=None)
@given(p=ipms, m=machines, xs=st.sampled_from([(0, 1), (1, 2), (0, 2)]), adv=adversary_trees(QUERIES, ANSWERS, 2),
       e=st.sampled_from([F(1), F(3, 2), F(3)]))
def test_post_processing_never_increases_divergence(p: TableIPM, m: TableMachine, xs: tuple[int, int],
                                                    adv: Adversary[int, int], e: F) -> None:
    """P sends at most MAX_CALLS messages right per left message, so an adversary of depth d
    against P @ M, together with P, is a (randomized) adversary of depth d·MAX_CALLS against M;
    by joint convexity the deterministic worst case of M at that depth bounds it. So, for every
    test functional: (a) every fixed adversary against P @ M, and (b) the worst case of P @ M at
    depth d, are at most the worst case of M at depth d·MAX_CALLS (seed 000 Thm 2.17; seed 002
    Lemma 2.16)."""
    x0, x1 = xs
    d = 2
    tests = (HockeyStickTest(e, F(0)), RenyiTest(2, Interval(F(1), F(1))))
    postprocessing_never_raises_divergence(p, m, x0, x1, QUERIES, d, calls=MAX_CALLS, tests=tests)
    for a, b in ((x0, x1), (x1, x0)):
        outer = worst_case(p @ m, a, b, QUERIES, d, tests[0])
        fixed = _hs(view_distribution(p @ m, a, adv, d), view_distribution(p @ m, b, adv, d), e)
        assert fixed <= outer.lower


# ---- Chain routes P1's right messages to P2's left --------------------------------------------

class _Tagger(InteractivePostprocessor[int, object, object, object, object]):
    """Forwards a left message right as ``(name, m)`` and a right message left as ``(name, m)``."""

    def __init__(self, name: str) -> None:
        self.name = name

    @override
    def initial(self) -> int:
        return 0

    @override
    def step(self, state: int, msg: Left[object] | Right[object | Halt], coins: Coins, /
             ) -> tuple[int, Left[object | Halt] | Right[object]]:
        if isinstance(msg, Left):
            return state + 1, Right((self.name, "left", msg.msg))
        return state + 1, Left((self.name, "right", msg.msg))


class _Answerer(_Tagger):
    """Answers every left message itself, recording that it arrived on the left (a ``_Tagger``
    that never forwards)."""

    def __init__(self) -> None:
        super().__init__("P2")

    @override
    def step(self, state: int, msg: Left[object] | Right[object | Halt], coins: Coins, /
             ) -> tuple[int, Left[object | Halt] | Right[object]]:
        side = "left" if isinstance(msg, Left) else "right"
        return state + 1, Left((self.name, side, msg.msg))


class _NoCoins:
    """Coins that must not be used (the IPMs above are deterministic)."""

    def __getattr__(self, name: str) -> object:
        raise AssertionError(name)


def test_chain_routes_right_to_left() -> None:
    coins: Coins = _NoCoins()  # type: ignore[assignment]  # deliberately draws nothing
    c: Chain[Any, Any, Any, Any] = Chain((_Tagger("P1"), _Answerer()))
    state, out = c.step(c.initial(), Left("q"), coins)
    # P1 sends ("P1","left","q") right; it must arrive at P2 as a LEFT message; P2's left answer
    # comes back to P1 as a RIGHT message, which P1 tags and sends left, out of the chain.
    assert out == Left(("P1", "right", ("P2", "left", ("P1", "left", "q"))))
    assert state == (2, 1)
    c2: Chain[Any, Any, Any, Any] = Chain((_Tagger("P1"), _Tagger("P2")))
    _, out2 = c2.step(c2.initial(), Left("q"), coins)
    assert out2 == Right(("P2", "left", ("P1", "left", "q")))  # leaves on the right, via P2's left
    _, back = c2.step((1, 1), Right("a"), coins)  # enters on P2's right, goes left to P1's right
    assert back == Left(("P1", "right", ("P2", "right", "a")))
    assert HALT is Halt.HALT
