"""Hypothesis strategies for neighbouring inputs, valid message streams of a privacy game, and
small certified finite mechanisms with exact parameters (re-exported by ``strategies``).

- ``neighbours(relation)``: pairs ``(x, x′)`` that ``relation`` relates, for every relation of
  the library (``BIT_FLIP``, ``ADD_REMOVE_ONE``, ``SUBSTITUTE_ONE``, ``sensitivity_relation(Δ)``,
  ``counter_updates()``, ``ANY_TWO``) and, given ``values=``, for any relation with a predicate;
- ``valid_streams(f, messages)``: sequences of message pairs that a verification function ``f``
  accepts, mostly identical pairs with a few differing ones, for the game of a continual mechanism;
- ``finite_mechanisms()``: the library's finite primitives with exact (rational) parameters,
  certified, so ``check_mechanism`` can certify them exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

from .._validation import check_instance, check_positive_int, check_sequence_of
from ..continual.counters import WithinOne
from ..continual.hss import BinaryUpdates
from ..continual.svt import SVTUpdates
from ..errors import InvalidArgument
from ..machines import (ADD_REMOVE_ONE, ANY_TWO, BIT_FLIP, SUBSTITUTE_ONE, Mechanism, Relation, Verification, WithinDistance,
                        relates)
from ..primitives import interactive_randomized_response, randomized_response, randomized_response_delta

__all__ = ["finite_mechanisms", "neighbours", "valid_streams"]


def _same(a: object, b: object) -> bool:
    """Two records are the same by type and value (a caller's ``==`` is never enough)."""
    return type(a) is type(b) and a == b


def _any(name: str, item: object) -> object:
    return item


def neighbours(relation: Relation, values: st.SearchStrategy[Any] | None = None, *,
               max_size: int = 4) -> st.SearchStrategy[tuple[Any, Any]]:
    """Pairs ``(x, x′)`` of different inputs that ``relation`` relates, in both orders.

    - ``BIT_FLIP``: ``(0, 1)`` and ``(1, 0)``;
    - ``ADD_REMOVE_ONE``: a tuple of up to ``max_size`` records and the same with one record
      added at any position (either first); ``SUBSTITUTE_ONE``: one record replaced by another;
      the records are drawn from ``values`` (default: ints 0–3, so duplicates are common);
    - ``sensitivity_relation(Δ)``: a value from ``values`` (default: fractions in [−4, 4]) and
      one at most Δ away, the edges ±Δ included (an int and an int when the value is an int and
      Δ is integral);
    - ``counter_updates()``: two ints 1 apart; ``counter_updates(dimension=d)``: two tuples of
      ``d`` ints at most 1 apart in every coordinate; ``binary_updates(d)``: two different
      updates in {0,1}^d; ``svt_updates(d)``: two such updates with one threshold;
    - any other relation (``ANY_TWO``, one of your own): two different values from ``values``
      that it relates (required then).

    Example:
        >>> from hypothesis import find
        >>> from combinators.machines import ADD_REMOVE_ONE
        >>> x, y = find(neighbours(ADD_REMOVE_ONE), lambda p: len(p[0]) == 2)
        >>> ADD_REMOVE_ONE.related(x, y)
        True
    """
    check_instance("relation", relation, Relation, "a Relation, e.g. combinators.machines.BIT_FLIP")
    if values is not None:
        check_instance("values", values, st.SearchStrategy, "a hypothesis strategy of values, e.g. st.integers(0, 3)")
    size = check_positive_int("max_size", max_size)
    predicate = relation.related
    made: st.SearchStrategy[tuple[Any, Any]]
    if relation is BIT_FLIP:
        return st.sampled_from([(0, 1), (1, 0)])
    if relation is ADD_REMOVE_ONE:
        made = _add_remove(values if values is not None else st.integers(0, 3), size)
    elif relation is SUBSTITUTE_ONE:
        made = _substitute(values if values is not None else st.integers(0, 3), size)
    elif type(predicate) is WithinDistance:
        base = values if values is not None else st.fractions(-4, 4, max_denominator=4)
        made = _within(base, predicate.bound)
    elif type(predicate) is WithinOne:
        made = _counter_updates(values if values is not None else st.integers(-3, 3), predicate.dimension)
    elif type(predicate) is BinaryUpdates and values is None:
        made = _bit_vectors(predicate.d)
    elif type(predicate) is SVTUpdates and values is None:
        made = st.tuples(_bit_vectors(predicate.d), st.integers(0, 3)).map(lambda p: ((p[0][0], p[1]), (p[0][1], p[1])))
    else:
        if values is None:
            msg = (f"neighbours({relation!r}) needs values=, a strategy of the inputs it relates: only the "
                   "library's relations have default values")
            raise InvalidArgument(msg)
        pairs = st.tuples(values, values).filter(lambda p: not _same(p[0], p[1]))
        return pairs if relation is ANY_TWO else pairs.filter(lambda p: relates(relation, p[0], p[1]))
    return _either_order(made)


def _bit_vectors(d: int) -> st.SearchStrategy[tuple[Any, Any]]:
    bits = st.tuples(*(st.integers(0, 1) for _ in range(d)))
    return st.tuples(bits, bits).filter(lambda p: p[0] != p[1])


def _either_order(pairs: st.SearchStrategy[tuple[Any, Any]]) -> st.SearchStrategy[tuple[Any, Any]]:
    return st.tuples(pairs, st.booleans()).map(lambda pb: pb[0][::-1] if pb[1] else pb[0])


@st.composite
def _add_remove(draw: st.DrawFn, records: st.SearchStrategy[Any], size: int) -> tuple[Any, Any]:
    x = draw(st.lists(records, max_size=size - 1))
    i = draw(st.integers(0, len(x)))
    return tuple(x), (*x[:i], draw(records), *x[i:])


@st.composite
def _substitute(draw: st.DrawFn, records: st.SearchStrategy[Any], size: int) -> tuple[Any, Any]:
    x = draw(st.lists(records, min_size=1, max_size=size))
    i = draw(st.integers(0, len(x) - 1))
    new = draw(records.filter(lambda r: not _same(r, x[i])))
    return tuple(x), (*x[:i], new, *x[i + 1:])


@st.composite
def _within(draw: st.DrawFn, values: st.SearchStrategy[Any], bound: Fraction) -> tuple[Any, Any]:
    """``v`` and a value at most ``bound`` away; an int ``v`` and an integral bound give an int
    (what an integer mechanism, such as the geometric one, takes)."""
    v = draw(values)
    if type(v) is int and bound.denominator == 1:
        step = draw(st.sampled_from([k for k in range(-int(bound), int(bound) + 1) if k]))
        return v, v + step
    n = draw(st.integers(1, 4))
    k = draw(st.sampled_from([k for k in range(-n, n + 1) if k]))
    return v, Fraction(v) + bound * Fraction(k, n)


@st.composite
def _counter_updates(draw: st.DrawFn, values: st.SearchStrategy[int], dimension: int | None) -> tuple[Any, Any]:
    if dimension is None:
        v = draw(values)
        return v, v + draw(st.sampled_from([-1, 1]))
    x = tuple(draw(values) for _ in range(dimension))
    steps = draw(st.lists(st.sampled_from([-1, 0, 1]), min_size=dimension, max_size=dimension)
                 .filter(lambda s: any(s)))
    return x, tuple(a + s for a, s in zip(x, steps, strict=True))


def valid_streams(f: Verification[Any, Any], messages: Sequence[Any], *, max_length: int = 4,
                  ) -> st.SearchStrategy[tuple[tuple[Any, Any], ...]]:
    """Sequences of up to ``max_length`` message pairs ``(m0, m1)`` that the verification function
    ``f`` accepts (Henzinger–Safavi–Vadhan 2024, Def 3.3), drawn from ``messages``: each step
    proposes a differing pair or an identical one and keeps it only if ``f`` accepts the longer
    sequence, so the differing pairs are exactly those ``f`` allows.

    Example:
        >>> from hypothesis import find
        >>> from combinators.continual import event_level
        >>> from combinators.continual.counters import counter_updates
        >>> f = event_level(counter_updates())
        >>> s = find(valid_streams(f, [0, 1, 2]), lambda s: any(a != b for a, b in s))
        >>> f(s), sum(a != b for a, b in s)
        (True, 1)
    """
    check_instance("f", f, Verification, "a Verification, e.g. combinators.continual.event_level(relation)")
    items = list(check_sequence_of("messages", messages, _any, nonempty=True))
    return _streams(f, items, check_positive_int("max_length", max_length))


@st.composite
def _streams(draw: st.DrawFn, f: Verification[Any, Any], messages: list[Any], max_length: int
             ) -> tuple[tuple[Any, Any], ...]:
    out: tuple[tuple[Any, Any], ...] = ()
    for _ in range(draw(st.integers(0, max_length))):
        m0 = draw(st.sampled_from(messages))
        m1 = draw(st.sampled_from(messages)) if draw(st.booleans()) else m0
        for pair in ((m0, m1), (m0, m0)):
            if f((*out, pair)):
                out = (*out, pair)
                break
    return out


_E_EPS = (Fraction(2), Fraction(3), Fraction(5, 2), Fraction(4, 3))
_DELTAS = (Fraction(0), Fraction(1, 100), Fraction(1, 8))


def finite_mechanisms() -> st.SearchStrategy[Mechanism[int, Any, Any, Any, Any]]:
    """Certified finite primitives on one bit (relation ``BIT_FLIP``, pair ``(0, 1)``) with exact
    parameters: randomized response ``RR_ε``, ``RR_{ε,δ}`` and interactive randomized response
    ``IRR_{ε,δ}``, with ``e^ε`` and ``δ`` rationals, so the exact audit certifies them at their
    certificates (``check_mechanism(m, [(0, 1)], depth=2)``).

    Example:
        >>> from hypothesis import find
        >>> find(finite_mechanisms(), lambda m: True)
        randomized_response(e_eps=2)
    """
    rr = st.sampled_from(_E_EPS).map(lambda e: randomized_response(e_eps=e))
    rrd = st.tuples(st.sampled_from(_E_EPS), st.sampled_from(_DELTAS)).map(
        lambda ed: randomized_response_delta(e_eps=ed[0], delta=ed[1]))
    irr = st.tuples(st.sampled_from(_E_EPS), st.sampled_from(_DELTAS)).map(
        lambda ed: interactive_randomized_response(e_eps=ed[0], delta=ed[1]))
    made: st.SearchStrategy[Mechanism[int, Any, Any, Any, Any]] = st.one_of(rr, rrd, irr)
    return made
