"""The hypothesis strategies and toy machines of the test kit (combinators.testing.strategies)
draw what they promise: valid levels, exact pmfs, and machines with the stated distributions."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st

from combinators.continual import event_level
from combinators.continual.counters import counter_updates
from combinators.continual.hss import binary_updates
from combinators.continual.svt import svt_updates
from combinators.errors import InvalidArgument
from combinators.machines import ADD_REMOVE_ONE, ANY_TWO, BIT_FLIP, HALT, SUBSTITUTE_ONE, Mechanism, Relation, relates
from combinators.measures import Epsilon, Verdict
from combinators.primitives import geometric, sensitivity_relation
from combinators.prob import FiniteDist, enumerate_step
from combinators.testing.mechanisms import check_mechanism
from combinators.testing.strategies import HALTED, HiddenBit, RRBits, TableMachine, epsilons, pmfs
from combinators.testing.strategies import adversary_trees, finite_mechanisms, neighbours, table_machines, valid_streams


@given(epsilons())
def test_epsilons_are_valid_levels(e: Epsilon) -> None:
    assert e.epsilon >= 0


@given(pmfs(["a", "b", "c"], max_support=2))
def test_pmfs_are_exact_and_sum_to_one(pmf: tuple[tuple[str, F], ...]) -> None:
    assert 1 <= len(pmf) <= 2 and len({x for x, _ in pmf}) == len(pmf)
    assert all(type(p) is F and p > 0 for _, p in pmf) and sum(p for _, p in pmf) == 1


@given(table_machines(n_states=2, n_queries=2, n_answers=2), st.integers(0, 1), st.integers(0, 1))
def test_a_table_machine_answers_from_its_row(m: TableMachine, x: int, q: int) -> None:
    """One step from state x on query q has exactly the pmf ``rows[x][q]`` (HALT leads to HALTED)."""
    got = FiniteDist.from_branches(enumerate_step(lambda c: m.step(m.init(x), q, c)))
    want: dict[object, F] = {}
    for (answer, nxt), p in m.rows[x][q]:
        key = (HALTED, HALT) if answer is HALT else (nxt, answer)
        want[key] = want.get(key, F(0)) + p
    assert dict(got.items) == want


def test_rr_bits_keeps_each_bit_with_probability_keep() -> None:
    m = RRBits(F(3, 4))
    d = FiniteDist.from_branches(enumerate_step(lambda c: m.step(m.init((1, 0)), 0, c)[1]))
    assert d[1] == F(3, 4) and d[0] == F(1, 4)
    with pytest.raises(InvalidArgument, match="keep"):
        RRBits(F(3, 2))


def test_hidden_bit_xors_a_hidden_coin_and_halts_on_a_negative_query() -> None:
    """P[answer = x[0]] on the first query: z = x[0] w.p. 3/4 makes x[0] XOR z = 0, kept w.p. 2/3;
    so P[answer = 0] = 3/4·2/3 + 1/4·1/3 = 7/12, whatever x[0]."""
    m = HiddenBit()
    for x0 in (0, 1):
        d = FiniteDist.from_branches(enumerate_step(lambda c: m.step(m.init((x0, 1)), 0, c)[1]))
        assert d[0] == F(7, 12)
    assert m.step(m.init((1,)), -1, None)[1] is HALT  # type: ignore[arg-type]  # no coin is drawn


# ---- neighbouring pairs, valid streams, finite mechanisms, adversaries that stop -------------

RELATIONS = [BIT_FLIP, ADD_REMOVE_ONE, SUBSTITUTE_ONE, sensitivity_relation(1), sensitivity_relation(F(1, 3)),
             counter_updates(), counter_updates(dimension=2), binary_updates(3), svt_updates(2)]


@pytest.mark.parametrize("relation", RELATIONS, ids=repr)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_neighbours_are_related_and_different(relation: Relation, data: st.DataObject) -> None:
    x, y = data.draw(neighbours(relation))
    assert relates(relation, x, y) and relates(relation, y, x)
    assert not (type(x) is type(y) and x == y)


def test_neighbours_reach_the_edges_of_a_sensitivity_and_both_sizes_of_add_remove() -> None:
    x, y = find(neighbours(sensitivity_relation(2)), lambda p: abs(F(p[0]) - F(p[1])) == 2)
    assert abs(F(x) - F(y)) == 2  # |x − x′| = Δ exactly is a neighbouring pair
    a, b = find(neighbours(ADD_REMOVE_ONE), lambda p: len(p[0]) > len(p[1]))
    assert len(a) == len(b) + 1
    same = find(neighbours(ADD_REMOVE_ONE, max_size=3), lambda p: len(p[0]) == 2 and p[0][0] == p[0][1])
    assert relates(ADD_REMOVE_ONE, *same)  # duplicate records are drawn


@settings(max_examples=5, deadline=None)
@given(neighbours(sensitivity_relation(1), st.integers(0, 3)))
def test_integer_neighbours_check_the_geometric_mechanism_exactly(pair: tuple[int, int]) -> None:
    """With r = 1/2 exactly, the two-sided geometric mechanism on [0, 3] is ln 2-DP at sensitivity 1
    (Ghosh–Roughgarden–Sundararajan 2012): integer pairs one apart are certified."""
    assert type(pair[0]) is int and type(pair[1]) is int
    (r,) = check_mechanism(geometric(lo=0, hi=3, r=F(1, 2)), [pair])
    assert r.verdict is Verdict.CERTIFIED


def test_neighbours_under_another_relation_need_values() -> None:
    mine = Relation("even apart", "ints an even distance apart", lambda x, y: (x - y) % 2 == 0)
    with pytest.raises(InvalidArgument, match="needs values="):
        neighbours(mine)
    x, y = find(neighbours(mine, st.integers(0, 9)), lambda p: True)
    assert (x - y) % 2 == 0 and x != y
    x, y = find(neighbours(ANY_TWO, st.sampled_from([True, 1])), lambda p: True)
    assert type(x) is not type(y)  # True and 1 are two inputs, told apart by type
    with pytest.raises(InvalidArgument, match="relation"):
        neighbours("bit flip")  # type: ignore[arg-type]


@settings(max_examples=30, deadline=None)
@given(valid_streams(event_level(counter_updates()), [0, 1, 2, 5], max_length=5))
def test_valid_streams_are_accepted_by_their_verification_function(s: tuple[tuple[int, int], ...]) -> None:
    assert event_level(counter_updates())(s) and len(s) <= 5
    assert sum(a != b for a, b in s) <= 1


@settings(max_examples=10, deadline=None)
@given(finite_mechanisms())
def test_finite_mechanisms_are_certified_exactly_by_the_audit(m: Mechanism[int, Any, Any, Any, Any]) -> None:
    assert [r.verdict for r in check_mechanism(m, [(0, 1)], depth=2)] == [Verdict.CERTIFIED]


def test_adversary_trees_may_stop_early() -> None:
    a = find(adversary_trees([0], [0, 1], 3, stops=True), lambda a: len(a) == 2)
    assert a(()) == 0 and len(a) == 2  # the root and one child: the other child stopped
    full = find(adversary_trees([0], [0, 1], 3), lambda a: True)
    assert len(full) == 1 + 2 + 4
