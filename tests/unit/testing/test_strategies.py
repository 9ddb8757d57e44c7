"""The hypothesis strategies and toy machines of the test kit (combinators.testing.strategies)
draw what they promise: valid levels, exact pmfs, and machines with the stated distributions."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import InvalidArgument
from combinators.machines import HALT
from combinators.measures import Epsilon
from combinators.prob import FiniteDist, enumerate_step
from combinators.testing.strategies import HALTED, HiddenBit, RRBits, TableMachine, epsilons, pmfs
from combinators.testing.strategies import table_machines


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
