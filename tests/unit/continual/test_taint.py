"""Tainted values (combinators.continual.taint; seed 002 §6.3, Def 6.5): every operation keeps the
taint, every way out raises, and the value never prints."""

from __future__ import annotations

import collections
import dataclasses
import functools
import math
import pickle
import types
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import attrs
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.continual.taint import Tainted, apply, holds_tainted, taint, where
from combinators.continual.taint import _reveal as reveal  # what a sub-mechanism receives
from combinators.errors import TaintError


def test_arithmetic_keeps_the_taint_and_computes_the_value() -> None:
    t = taint(7)
    cases: list[tuple[Tainted[Any], object]] = [
        (t + 2, 9), (2 + t, 9), (t - 2, 5), (2 - t, -5), (t * 3, 21), (3 * t, 21), (t / 2, 3.5), (14 / t, 2.0),
        (t // 2, 3), (15 // t, 2), (t % 4, 3), (15 % t, 1), (t ** 2, 49), (2 ** t, 128), (t & 3, 3), (3 & t, 3),
        (t | 8, 15), (8 | t, 15), (t ^ 1, 6), (1 ^ t, 6), (t << 1, 14), (1 << t, 128), (t >> 1, 3), (256 >> t, 2),
        (-t, -7), (+t, 7), (abs(taint(-7)), 7), (~t, -8), (round(taint(2.6)), 3), (t + taint(1), 8),
    ]
    for result, expected in cases:
        assert type(result) is Tainted
        assert reveal(result) == expected


def test_comparisons_answer_tainted_truth_values() -> None:
    t = taint(3)
    for result, expected in [(t == 3, True), (t != 3, False), (t < 4, True), (t <= 2, False), (t > 2, True),
                             (t >= 4, False), (3 == t, True), (4 > t, True), (t == taint(3), True)]:
        assert type(result) is Tainted
        assert reveal(result) is expected


def test_indexing_map_apply_and_where_keep_the_taint() -> None:
    t = taint((10, 20, 30))
    assert reveal(t[1]) == 20 and reveal(t[taint(2)]) == 30 and reveal(t[1:]) == (20, 30)
    assert reveal(taint(3).map(str)) == "3"
    assert reveal(apply(max, taint(3), 5, taint(4))) == 5
    assert reveal(where(taint(3) > 2, "yes", taint("no"))) == "yes"
    assert reveal(where(taint(3) > 5, "yes", taint("no"))) == "no"
    for x in (t[1], taint(3).map(str), apply(max, 1, 2), where(True, 1, 2)):
        assert type(x) is Tainted


_WAYS_OUT = [
    ("truth-tested", bool),
    ("truth-tested", lambda t: 1 if t else 0),
    ("truth-tested", lambda t: 1 < t < 5),                 # a chained comparison tests the first result
    ("truth-tested", lambda t: t and 1),
    ("hashed", hash),
    ("hashed", lambda t: {t}),
    ("converted to int", int),
    ("converted to float", float),
    ("converted to complex", complex),
    ("measured with len()", len),
    ("iterated", iter),
    ("iterated", lambda t: [*t]),
    ("searched with 'in'", lambda t: 1 in t),
    ("used as an index", lambda t: [1, 2][t]),
    ("converted to str", str),
    ("formatted", lambda t: f"{t}"),
    ("formatted", lambda t: format(t, "d")),
    ("used as an index", lambda t: math.floor(1.5) + range(3)[t]),
]


@pytest.mark.parametrize(("use", "way_out"), _WAYS_OUT)
def test_every_way_out_of_the_taint_raises_without_the_value(use: str, way_out: Any) -> None:
    with pytest.raises(TaintError, match=f"cannot be {use}") as e:
        way_out(taint(1234567))
    assert "1234567" not in str(e.value) and "Def 6.5" in str(e.value)


def test_the_value_never_prints() -> None:
    assert repr(taint("secret-17")) == "<tainted>"
    assert "secret-17" not in repr((1, taint("secret-17"), [taint("secret-17")]))


def test_it_is_immutable_and_one_layer_deep() -> None:
    t = taint(3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        t._value = 4  # type: ignore[misc]  # frozen: the assignment itself is the misuse
    assert reveal(Tainted(Tainted(5))) == 5 and taint(t) is t
    assert reveal(pickle.loads(pickle.dumps(t))) == 3


@attrs.frozen
class _Box:
    a: object
    b: object = None


def test_holds_tainted_finds_a_taint_at_any_depth() -> None:
    assert holds_tainted(taint(1))
    assert holds_tainted((1, [2, {"k": (3, taint(4))}]))
    assert holds_tainted({taint: 1}) is False                      # the function taint is no tainted value
    assert holds_tainted(_Box(1, _Box((taint(2),))))
    assert holds_tainted({1: frozenset({2}), 3: [taint(0)]})
    assert not holds_tainted((1, "two", Fraction(3), _Box([4]), None))
    cyclic: list[object] = [1]
    cyclic.append(cyclic)
    assert not holds_tainted(cyclic)
    cyclic.append(taint(0))
    assert holds_tainted(cyclic)


def test_reveal_unwraps_tuples_lists_and_dicts() -> None:
    assert reveal((taint(1), [taint(2), 3], {"k": taint(4)})) == (1, [2, 3], {"k": 4})
    assert reveal(5) == 5


@given(st.integers(-10**6, 10**6), st.integers(-10**6, 10**6))
def test_tainted_arithmetic_matches_plain_arithmetic(a: int, b: int) -> None:
    """Taint changes what a value may do, never its value."""
    ta = taint(a)
    assert reveal(ta + b) == a + b and reveal(ta - b) == a - b and reveal(ta * b) == a * b
    assert reveal(ta < b) is (a < b) and reveal(ta == b) is (a == b)
    assert reveal(where(ta >= b, ta, b)) == max(a, b)


def test_numpy_arithmetic_gives_one_tainted_array_not_an_array_of_tainted_items() -> None:
    """Without deferring, ``array + t`` is an untainted object array whose items are tainted,
    which a check for tainted answers could miss."""
    t = taint(3)
    for result in (np.array([1, 2]) + t, t + np.array([1, 2]), np.int64(1) + t, np.float64(2.0) * t):
        assert type(result) is Tainted
    assert reveal(np.array([1, 2]) + t).tolist() == [4, 5]
    assert holds_tainted(np.array([t, 1], dtype=object)) and holds_tainted(np.asarray(t))
    assert not holds_tainted(np.array([1, 2]))


def test_floor_ceil_trunc_divmod_and_slices_keep_the_taint() -> None:
    t = taint(2.5)
    assert reveal(math.floor(t)) == 2 and reveal(math.ceil(t)) == 3 and reveal(math.trunc(taint(-2.5))) == -2
    assert reveal(divmod(taint(7), 2)) == (3, 1) and reveal(divmod(7, taint(2))) == (3, 1)
    assert reveal(taint((1, 2, 3))[taint(1):]) == (2, 3) and reveal(taint((1, 2, 3))[:taint(-1)]) == (1, 2)


def test_where_takes_any_truth_value_of_the_data() -> None:
    assert reveal(where(taint(np.bool_(True)), 1, 0)) == 1 and reveal(where(taint(0), 1, 0)) == 0


@dataclasses.dataclass
class _Record:
    value: object


class _Slotted:
    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value


class _Plain:
    def __init__(self, value: object) -> None:
        self.value = value

    def get(self) -> object:
        return self.value


def _closure_over(x: object) -> Callable[[], object]:
    return lambda: x


@pytest.mark.parametrize("wrap", [
    _Record, _Slotted, _Plain, _closure_over, lambda x: _Plain(x).get, lambda x: functools.partial(max, x),
    lambda x: collections.deque([1, x]), lambda x: types.MappingProxyType({"k": x}),
])
def test_holds_tainted_sees_through_objects_closures_and_bound_methods(wrap: Callable[[object], object]) -> None:
    """An answer that hides a tainted value in an object, a closure or a bound method would hand
    the value to the analyst, who can read it."""
    assert holds_tainted(wrap(taint(1)))
    assert not holds_tainted(wrap(1))
