"""The recursion over histories against an independent brute force over strategy trees."""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Sequence
from fractions import Fraction as F
from typing import Any, TypeVar, final

import attrs
import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import HockeyStickTest, RenyiTest, Adversary, audit, view_distribution, worst_case
from combinators.audit._search import Compiled, Engine
from combinators.errors import InvalidArgument, NotEnumerable
from combinators.machines import HALT, Halt, InteractiveMechanism
from combinators.primitives import randomized_response
from combinators.prob import Coins, Interval, enumerate_step, lower, upper
from combinators.prob.enumerate import Limits
from combinators.testing.strategies import HiddenBit, RRBits, TableMachine, table_machines
from tests.reference_mp import reference_precision
from tests.reference_machines import SampleOnly

X = TypeVar("X")
S = TypeVar("S")
Q = TypeVar("Q", bound=Hashable)
A = TypeVar("A", bound=Hashable)

X0, X1, QS = (0, 0, 0), (1, 0, 0), (0, 1, 2)
_ANY_BOUND = Interval(F(1), F(1))


def closed_form(k: int, keep: F, e_eps: F) -> F:
    """δ(ε) of k-fold RR on the differing bit (the worst adversary repeats query 0)."""
    return sum((math.comb(k, i) * max(F(0), keep ** (k - i) * (1 - keep) ** i - e_eps * (1 - keep) ** (k - i) * keep**i)
                for i in range(k + 1)), start=F(0))


def brute_force_pmfs(
    mech: InteractiveMechanism[X, S, Q, A], x0: X, x1: X, queries: Sequence[Q], answers: Sequence[A], depth: int
) -> list[tuple[dict[object, F], dict[object, F]]]:
    """The exact view pmfs on x0 and x1 of every strategy tree over answer histories (tiny depths).

    Independent of the audit: each strategy replays the whole interaction through the exact
    interpreter, the way ``interact`` would run it.
    """
    nodes = [h for t in range(depth) for h in itertools.product(answers, repeat=t)]
    out = []
    for choice in itertools.product(queries, repeat=len(nodes)):
        strategy = dict(zip(nodes, choice, strict=True))

        def play(s: S, coins: Coins) -> tuple[tuple[Q, A | Halt], ...]:
            view: list[tuple[Q, A | Halt]] = []
            hist: tuple[A, ...] = ()
            for _ in range(depth):
                q = strategy[hist]
                s, a = mech.step(s, q, coins)
                view.append((q, a))
                if isinstance(a, Halt):
                    break
                hist = (*hist, a)
            return tuple(view)

        pmfs = []
        for x in (x0, x1):
            acc: dict[object, F] = {}
            for v, p in enumerate_step(play, mech.init(x)):
                assert isinstance(p, F)
                acc[v] = acc.get(v, F(0)) + p
            pmfs.append(acc)
        out.append((pmfs[0], pmfs[1]))
    return out


def hs(p: dict[object, F], q: dict[object, F], e: F) -> F:
    return sum((max(F(0), x - e * q.get(v, F(0))) for v, x in p.items()), start=F(0))


def moment2(p: dict[object, F], q: dict[object, F]) -> F | float:
    total: F | float = F(0)
    for v, x in p.items():
        y = q.get(v, F(0))
        total = total + (math.inf if y == 0 else x * x / y)
    return total


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_hidden_state_and_halt_match_brute_force(depth: int) -> None:
    """A machine with a hidden random state and HALT: recursion == memo == brute force."""
    m = HiddenBit()
    x0, x1, qs = (0, 1, 0), (1, 1, 0), (-1, 0, 1)
    pairs = brute_force_pmfs(m, x0, x1, qs, (0, 1), depth)
    for e in (F(1), F(2), F(3, 2)):
        test = HockeyStickTest(e, F(0))
        for a, b, swap in ((x0, x1, False), (x1, x0, True)):
            bf = max(hs(q, p, e) if swap else hs(p, q, e) for p, q in pairs)
            memo = worst_case(m, a, b, qs, depth, test)
            plain = worst_case(m, a, b, qs, depth, test, memo=False)
            assert memo.value == plain.value == bf
            assert type(memo.value) is F
    bf2 = max(moment2(p, q) for p, q in pairs)
    assert worst_case(m, x0, x1, qs, depth, RenyiTest(2, _ANY_BOUND)).upper == bf2


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_rr_bits_match_brute_force_and_closed_form(depth: int) -> None:
    keep = F(3, 4)
    m = RRBits(keep)
    pairs = brute_force_pmfs(m, X0, X1, QS, (0, 1), depth)
    for e in (F(1), F(2), F(3)):
        got = worst_case(m, X0, X1, QS, depth, HockeyStickTest(e, F(0))).value
        assert got == max(hs(p, q, e) for p, q in pairs) == closed_form(depth, keep, e)
    # Rényi moments of independent RRs multiply: (7/3)^depth for α = 2
    assert worst_case(m, X0, X1, QS, depth, RenyiTest(2, _ANY_BOUND)).value == F(7, 3) ** depth


@settings(max_examples=40, deadline=None)
@given(m=table_machines(n_states=3, n_queries=2, n_answers=2), x=st.sampled_from([(0, 1), (0, 2), (1, 2)]),
       depth=st.integers(1, 3), e=st.sampled_from([F(1), F(3, 2), F(4)]))
def test_random_machines_match_brute_force(m: TableMachine, x: tuple[int, int], depth: int, e: F) -> None:
    pairs = brute_force_pmfs(m, x[0], x[1], (0, 1), (0, 1), depth)
    test = HockeyStickTest(e, F(0))
    want = max(hs(p, q, e) for p, q in pairs)
    assert worst_case(m, x[0], x[1], (0, 1), depth, test).value == want
    assert worst_case(m, x[0], x[1], (0, 1), depth, test, memo=False).value == want
    want2 = max(moment2(p, q) for p, q in pairs)
    got2 = worst_case(m, x[0], x[1], (0, 1), depth, RenyiTest(2, _ANY_BOUND))
    assert got2.lower == got2.upper == want2


def test_depth_8_exact_and_fast() -> None:
    """The benchmark's instance: ~2 million histories without memo, a few hundred with it."""
    w = worst_case(RRBits(F(3, 4)), X0, X1, QS, 8, HockeyStickTest(F(3), F(0)))
    assert w.value == closed_form(8, F(3, 4), F(3))
    assert w.histories_visited < 1000


def test_intervals_bracket_the_exact_value() -> None:
    """Interval probabilities and an interval e: [lower, upper] contains the exact worst case,
    and memo and plain recursion agree."""
    tiny = F(1, 10**12)
    keep = Interval(F(3, 4) - tiny, F(3, 4) + tiny)
    e = Interval(F(2) - tiny, F(2) + tiny)
    exact = closed_form(4, F(3, 4), F(2))
    a = worst_case(RRBits(keep), X0, X1, QS, 4, HockeyStickTest(e, F(0)))
    b = worst_case(RRBits(keep), X0, X1, QS, 4, HockeyStickTest(e, F(0)), memo=False)
    assert (a.lower, a.upper) == (b.lower, b.upper)
    assert isinstance(a.lower, F) and isinstance(a.upper, F)
    assert a.lower <= exact <= a.upper
    assert a.upper - a.lower < F(1, 10**10)
    assert isinstance(a.value, Interval)
    r = worst_case(RRBits(keep), X0, X1, QS, 3, RenyiTest(F(3, 2), _ANY_BOUND))
    assert isinstance(r.lower, F) and isinstance(r.upper, F)
    with reference_precision():  # independent reference: the moment of RR at α = 3/2, cubed
        k, a32 = mpmath.mpf(3) / 4, mpmath.mpf(3) / 2
        ref = (k**a32 * (1 - k) ** (1 - a32) + (1 - k) ** a32 * k ** (1 - a32)) ** 3
        lo, hi = mpmath.mpf(r.lower.numerator) / r.lower.denominator, mpmath.mpf(r.upper.numerator) / r.upper.denominator
        assert lo <= ref <= hi
        assert hi - lo < mpmath.mpf(10) ** -9


def test_view_distribution_of_witness_like_strategy() -> None:
    """Asking the differing bit twice: four views with the product probabilities."""
    m = RRBits(F(3, 4))
    s: Adversary[int, int] = Adversary.from_mapping({(): 0, ((0, 0),): 0, ((0, 1),): 0})
    d = view_distribution(m, X1, s, 2)
    assert d.mass == 1
    assert d[((0, 1), (0, 1))] == F(9, 16)
    assert d[((0, 0), (0, 1))] == F(3, 16)
    short = view_distribution(m, X1, {(): 1}, 3)  # the adversary stops after one query
    assert dict(short.items) == {((1, 0),): F(3, 4), ((1, 1),): F(1, 4)}


def test_lower_matches_upper_types_stay_exact() -> None:
    got = worst_case(RRBits(F(2, 3)), X0, X1, QS, 3, HockeyStickTest(F(1), F(0)))
    assert type(got.lower) is F and type(got.upper) is F
    assert got.value == closed_form(3, F(2, 3), F(1))


class _ListState(InteractiveMechanism[int, list[int], int, int]):
    @override
    def init(self, data: int, /) -> list[int]:
        return [data]

    @override
    def step(self, state: list[int], query: int, coins: Coins, /) -> tuple[list[int], int | Halt]:
        return state, state[0]


def test_errors_and_budgets() -> None:
    test = HockeyStickTest(F(1), F(0))
    with pytest.raises(NotEnumerable, match="continuous"):
        worst_case(SampleOnly(), 0, 1, [0], 1, test)
    with pytest.raises(NotEnumerable, match="more than 1 outcomes"):
        worst_case(RRBits(F(3, 4)), X0, X1, QS, 2, test, branch_budget=1)
    with pytest.raises(NotEnumerable, match="more than 10 histories"):
        worst_case(RRBits(F(3, 4)), X0, X1, QS, 4, test, memo=False, history_budget=10)
    with pytest.raises(InvalidArgument, match="state \\[0\\] is not hashable"):
        worst_case(_ListState(), 0, 1, [0], 1, test)
    with pytest.raises(InvalidArgument, match="depth=0 must be a positive int"):
        worst_case(RRBits(F(3, 4)), X0, X1, QS, 0, test)


def test_halt_views_and_sub_distributions() -> None:
    """A view distribution with HALT: transcripts end at the halt; masses sum to 1."""
    d = view_distribution(HiddenBit(), (0, 1, 0), {(): 0, ((0, 0),): -1, ((0, 1),): 1}, 3)
    assert d.mass == 1
    halted = [v for v in d.support if isinstance(v[-1][1], Halt)]
    assert halted and all(len(v) == 2 for v in halted)
    assert all(lower(p) == upper(p) for _, p in d.items)
    assert HALT in {v[-1][1] for v in d.support}


@pytest.mark.parametrize("bad", [None, 5, 1.5, "ab", True, ((), 0), [((), 0, 1)]])
def test_a_strategy_is_a_sequence_of_history_query_pairs(bad: object) -> None:
    """A number or a string is refused by name, not iterated or unpacked."""
    with pytest.raises(InvalidArgument, match="moves"):
        Adversary(bad)  # type: ignore[arg-type]


def test_a_strategy_has_a_move() -> None:
    """Adversary(()) was taken: an adversary that sends nothing, whose one view is the empty
    transcript, audits nothing."""
    with pytest.raises(InvalidArgument, match="moves= is empty"):
        Adversary(())
    with pytest.raises(InvalidArgument, match="moves= is empty"):
        Adversary.from_mapping({})


@pytest.mark.parametrize("bad", [None, 5, (), [((), 0)], "ab"])
def test_from_mapping_takes_a_mapping(bad: object) -> None:
    """Anything but a mapping is refused by name."""
    with pytest.raises(InvalidArgument, match="moves= must be a mapping"):
        Adversary.from_mapping(bad)  # type: ignore[arg-type]


def test_a_mapping_passed_as_moves_points_to_from_mapping() -> None:
    """Iterating a mapping reads its keys: {((0, 1), (1, 0)): 2} would be taken as the move
    ``(0, 1) -> (1, 0)``."""
    with pytest.raises(InvalidArgument, match="Adversary.from_mapping"):
        Adversary({((0, 1), (1, 0)): 2})  # type: ignore[arg-type]


ADVERSARY: Any = Adversary.from_mapping({(): 0})


@pytest.mark.parametrize("bad", [None, 5, "m", (), Adversary])
def test_view_distribution_refuses_what_is_not_a_machine(bad: Any) -> None:
    """What is not a machine is refused by name before any step."""
    with pytest.raises(InvalidArgument, match="mechanism= must be an InteractiveMechanism"):
        view_distribution(bad, X0, ADVERSARY, 1)


@pytest.mark.parametrize("bad", [None, 5, "ab", ()])
def test_view_distribution_refuses_what_is_not_a_strategy(bad: object) -> None:
    """What is not a strategy is refused by name before the first history."""
    with pytest.raises(InvalidArgument, match="strategy= must be a Adversary, a mapping or a function"):
        view_distribution(RRBits(F(3, 4)), X0, bad, 1)  # type: ignore[arg-type]


def test_an_empty_query_alphabet_is_refused() -> None:
    """With no query the search reported its starting point, [-1/2, 0], for a true value of 1/2."""
    with pytest.raises(InvalidArgument, match=r"queries=\[\] gives the adversary nothing to send"):
        worst_case(randomized_response(e_eps=3), 0, 1, [], 1, HockeyStickTest(F(1, 2), F(0)))
    with pytest.raises(InvalidArgument, match="queries"):
        audit(randomized_response(e_eps=3), 0, 1, [], 1)


@final
@attrs.frozen
class ListsItsQueries(InteractiveMechanism[int, object, object, int]):
    """Its next state is a list: unhashable, so the exact audit cannot merge it."""

    @override
    def init(self, data: int, /) -> object:
        return data

    @override
    def step(self, state: object, query: object, coins: Coins, /) -> tuple[object, int]:
        return [state], 0


def test_view_distribution_names_an_unhashable_next_state_or_query() -> None:
    with pytest.raises(InvalidArgument, match=r"state \[0\] is not hashable"):
        view_distribution(ListsItsQueries(), 0, lambda h: 0, 2)
    with pytest.raises(InvalidArgument, match=r"query \[0\] is not hashable"):
        view_distribution(ListsItsQueries(), 0, lambda h: [0], 2)


def test_an_adversary_sends_one_query_per_history() -> None:
    with pytest.raises(InvalidArgument, match=r"history \(\) has two moves"):
        Adversary((((), 0), ((), 1)))
    # histories are told apart by type and value: (None, True) and (None, 1) are two histories
    s = Adversary((((), 0), (((None, True),), 1), (((None, 1),), 2)))
    assert (s(()), s(((None, True),)), s(((None, 1),)), s(((None, 0),))) == (0, 1, 2, HALT)


@given(m=table_machines(n_states=3, n_queries=2, n_answers=2), x=st.sampled_from([(0, 1), (0, 2), (1, 2)]),
       depth=st.integers(1, 4), e=st.sampled_from([F(1), F(3, 2), F(4)]), memo=st.booleans())
def test_the_fast_path_gives_the_general_paths_exact_values(m: TableMachine, x: tuple[int, int], depth: int, e: F,
                                                            memo: bool) -> None:
    """Every weight exact and e exact: the one-integer path and the [lower, upper] path agree to the
    last digit, on the value, the first query and the count of histories."""
    c = Compiled(((m, x[0]), (m, x[1])), (0, 1), depth, Limits())
    test = HockeyStickTest(e, F(0))
    fast, general = (Engine(c, test, memo=memo, budget=10**6, fast=f) for f in (True, False))
    assert fast.run(*c.starts) == general.run(*c.starts)
    assert fast.visited == general.visited
    assert fast.strategy(*c.starts) == general.strategy(*c.starts)


def test_progress_reports_visits_and_an_estimate() -> None:
    """The callback sees the visits grow, an estimate never below them, and the exact total at the end."""
    seen: list[tuple[int, int]] = []
    w = worst_case(RRBits(F(3, 4)), X0, X1, QS, 7, HockeyStickTest(F(3), F(0)), memo=False,
                   progress=lambda n, total: seen.append((n, total)))
    assert w.histories_visited == sum(6**k for k in range(8))  # 3 queries, 2 answers each, no HALT
    assert len(seen) >= 4 and seen[-1] == (w.histories_visited, w.histories_visited)
    assert all(n <= total for n, total in seen) and [n for n, _ in seen] == sorted(n for n, _ in seen)
    assert all(abs(total - w.histories_visited) < w.histories_visited / 2 for _, total in seen)
    with pytest.raises(InvalidArgument, match="progress= must be a function"):
        audit(RRBits(F(3, 4)), X0, X1, QS, 1, progress=3)  # type: ignore[call-overload]
