"""Hypothesis strategies for privacy levels, finite pairs, and invalid parameters.

The valid strategies draw *exactly representable* values by default (multiples of 1/64 for
losses, of 2⁻²⁰ for δ), so sums of a few of them are exact floats and the laws can compare
compositions for equality; pass ``exact=False`` for arbitrary floats. The ``invalid_*``
strategies draw raw arguments that the constructors must reject with ``InvalidArgument``.

Example:
    >>> from hypothesis import given
    >>> from combinators.measures import PureDP
    >>> @given(epsilons())
    ... def test_reflexive(e):
    ...     assert PureDP().leq(e, e)
    >>> test_reflexive()
"""

from __future__ import annotations

import math
import sys
from fractions import Fraction
from collections.abc import Callable
from typing import Literal, Protocol, TypeVar

from hypothesis import strategies as st

from .._validation import check_bool, check_finite_nonneg, check_positive_int
from ..errors import InvalidArgument
from .distances import EpsDelta, Epsilon, RenyiEps, Rho, RhoDelta
from .fdp import FDP
from .tradeoffs import TradeOff, f_eps_delta, gaussian_tradeoff, tradeoff_of_pair
from ..prob import FiniteDist

__all__ = [
    "LevelStrategy",
    "eps_deltas",
    "epsilons",
    "finite_pairs",
    "invalid_deltas",
    "invalid_eps_deltas",
    "invalid_epsilons",
    "invalid_mus",
    "invalid_renyi_eps",
    "invalid_rho_deltas",
    "invalid_rhos",
    "invalid_tradeoff_points",
    "losses",
    "probabilities",
    "renyi_eps",
    "rho_deltas",
    "rhos",
    "tradeoffs",
]

L = TypeVar("L")
L_co = TypeVar("L_co", covariant=True)


def _max_value(value: object) -> float:
    v = check_finite_nonneg("max_value", value)
    if v > sys.float_info.max:
        msg = f"max_value={value!r} must be a finite float"
        raise InvalidArgument(msg)
    return float(v)


def losses(*, exact: bool = True, allow_infinity: bool = True, max_value: float = 8.0) -> st.SearchStrategy[float]:
    """Privacy losses in ``[0, max_value]``: multiples of 1/64 (exact) or any float; ``inf``
    now and then when ``allow_infinity``."""
    exact, allow_infinity = check_bool("exact", exact), check_bool("allow_infinity", allow_infinity)
    max_value = _max_value(max_value)
    finite = (st.integers(0, math.floor(max_value * 64)).map(lambda k: k / 64) if exact
              else st.floats(0, max_value, allow_nan=False, allow_infinity=False))
    return st.one_of(finite, st.just(math.inf)) if allow_infinity else finite


def probabilities(*, exact: bool = True) -> st.SearchStrategy[float]:
    """δ values in [0, 1]: 0, 1, or multiples of 2⁻²⁰ (exact); any float in [0, 1] otherwise."""
    exact = check_bool("exact", exact)
    inner = (st.integers(0, 2**20).map(lambda k: k / 2**20) if exact
             else st.floats(0, 1, allow_nan=False))
    return st.one_of(st.sampled_from([0.0, 1.0]), inner)


class LevelStrategy(Protocol[L_co]):
    """The signature of the valid-level strategies below: losses as ``losses`` draws them, δ as
    ``probabilities`` does."""

    def __call__(self, *, exact: bool = True, allow_infinity: bool = True,
                 max_value: float = 8.0) -> st.SearchStrategy[L_co]: ...


def _levels_of(name: str, kind: Callable[..., L], doc: str, *, with_delta: bool = False) -> LevelStrategy[L]:
    """The strategy ``name`` of valid ``kind`` levels: ``kind(loss)``, or ``kind(loss, δ)``."""
    def strategy(*, exact: bool = True, allow_infinity: bool = True, max_value: float = 8.0) -> st.SearchStrategy[L]:
        loss = losses(exact=exact, allow_infinity=allow_infinity, max_value=max_value)
        return st.builds(kind, loss, probabilities(exact=exact)) if with_delta else loss.map(kind)
    strategy.__name__ = strategy.__qualname__ = name
    strategy.__doc__ = doc
    return strategy


epsilons: LevelStrategy[Epsilon] = _levels_of("epsilons", Epsilon, "Valid pure-DP levels.")
eps_deltas: LevelStrategy[EpsDelta] = _levels_of("eps_deltas", EpsDelta, "Valid approximate-DP levels.", with_delta=True)
renyi_eps: LevelStrategy[RenyiEps] = _levels_of("renyi_eps", RenyiEps, "Valid Rényi-DP levels (for any fixed order).")
rhos: LevelStrategy[Rho] = _levels_of("rhos", Rho, "Valid zCDP levels.")
rho_deltas: LevelStrategy[RhoDelta] = _levels_of("rho_deltas", RhoDelta, "Valid approximate-zCDP levels.",
                                                 with_delta=True)


def _weights(n: int, *, allow_zero_total: bool = False) -> st.SearchStrategy[tuple[int, ...]]:
    w = st.lists(st.integers(0, 4), min_size=n, max_size=n).map(tuple)
    return w if allow_zero_total else w.filter(lambda t: sum(t) > 0)


def _normalise(weights: tuple[int, ...]) -> FiniteDist[int]:
    total = sum(weights)
    return FiniteDist.from_pairs((i, Fraction(w, total)) for i, w in enumerate(weights) if w)


def finite_pairs(max_outcomes: int = 4) -> st.SearchStrategy[tuple[FiniteDist[int], FiniteDist[int]]]:
    """Pairs ``(p, q)`` of exact distributions on ``{0, …, n−1}``, ``n ≤ max_outcomes``, with
    small denominators (supports may differ, so infinite divergences occur)."""
    max_outcomes = check_positive_int("max_outcomes", max_outcomes)
    return st.integers(1, max_outcomes).flatmap(
        lambda n: st.tuples(_weights(n).map(_normalise), _weights(n).map(_normalise)))


def _piecewise() -> st.SearchStrategy[TradeOff]:
    pairs = finite_pairs(3).map(lambda pq: tradeoff_of_pair(pq[0], pq[1]))
    rr = st.builds(lambda k, j: f_eps_delta(e_eps=Fraction(k, 2), delta=Fraction(j, 16)),
                   st.integers(2, 12), st.integers(0, 16))
    return st.one_of(st.just(FDP().zero()), rr, pairs)


def _gaussian() -> st.SearchStrategy[TradeOff]:
    return st.integers(0, 64).map(lambda k: gaussian_tradeoff(k / 16))


def tradeoffs(kind: Literal["any", "piecewise", "gaussian"] = "any") -> st.SearchStrategy[TradeOff]:
    """Valid f-DP levels: Neyman–Pearson curves of small exact pairs, ``f_{ε,δ}`` with rational
    ``e^ε`` and δ, the identity; or Gaussian ``G_μ`` with μ a multiple of 1/16 (exact).

    ``FDP.compose`` refuses to mix the two kinds, so law checks that compose use one kind at a
    time.
    """
    given: object = kind  # callers without mypy may pass anything
    if not (isinstance(given, str) and given in ("any", "piecewise", "gaussian")):
        msg = f"kind={kind!r} must be 'any', 'piecewise' or 'gaussian'"
        raise InvalidArgument(msg)
    if kind == "piecewise":
        return _piecewise()
    if kind == "gaussian":
        return _gaussian()
    return st.one_of(_piecewise(), _gaussian())


# ---------------------------------------------------------------------------------------------
# Invalid arguments
# ---------------------------------------------------------------------------------------------


def _not_numbers() -> st.SearchStrategy[object]:
    return st.sampled_from(["1", None, True, False, 1j, [0.5], (0.5,)])


def invalid_epsilons() -> st.SearchStrategy[object]:
    """Raw values that ``Epsilon``, ``RenyiEps`` and ``Rho`` must reject (``inf`` is allowed)."""
    return st.one_of(
        st.floats(max_value=-1e-300, allow_nan=False),
        st.integers(max_value=-1),
        st.just(math.nan),
        st.just(Fraction(-1, 3)),
        _not_numbers(),
    )


invalid_rhos = invalid_epsilons
invalid_renyi_eps = invalid_epsilons


def invalid_deltas() -> st.SearchStrategy[object]:
    """Raw values that a δ must reject: negative, above 1, NaN, ±inf, not a number."""
    return st.one_of(
        st.floats(max_value=-1e-300, allow_nan=False),
        st.floats(min_value=1.0, exclude_min=True, allow_nan=False),
        st.integers(min_value=2),
        st.sampled_from([math.nan, math.inf, -math.inf, Fraction(4, 3)]),
        _not_numbers(),
    )


def invalid_mus() -> st.SearchStrategy[object]:
    """Raw values that ``gaussian_tradeoff`` must reject: negative, NaN, inf, not a number."""
    return st.one_of(st.just(math.inf), invalid_epsilons())


def invalid_eps_deltas() -> st.SearchStrategy[tuple[object, object]]:
    """``(ε, δ)`` argument pairs of which at least one is invalid."""
    return st.one_of(st.tuples(invalid_epsilons(), probabilities()), st.tuples(losses(), invalid_deltas()))


invalid_rho_deltas = invalid_eps_deltas


def invalid_tradeoff_points() -> st.SearchStrategy[list[tuple[float, float]]]:
    """Breakpoint lists that ``PiecewiseTradeOff`` must reject: non-convex, increasing, above
    ``1 − α``, negative, not spanning [0, 1], or with repeated α."""
    return st.one_of(
        st.sampled_from([
            [(0.0, 1.0), (0.5, 0.4), (0.75, 0.0), (1.0, 0.0)],   # not convex
            [(0.0, 0.5), (0.5, 0.5), (1.0, 0.0)],                # not convex (flat, then falls)
            [(0.0, 0.2), (0.5, 0.3), (1.0, 0.0)],                # increasing
            [(0.0, 1.0), (0.5, 0.6), (1.0, 0.0)],                # above 1 - alpha
            [(0.0, 1.0), (1.0, 0.5)],                            # g(1) > 0
            [(0.0, 1.0), (0.9, 0.0)],                            # stops before alpha = 1
            [(0.1, 0.9), (1.0, 0.0)],                            # starts after alpha = 0
            [(0.0, 1.0), (0.5, 0.25), (0.5, 0.2), (1.0, 0.0)],   # repeated alpha
            [(0.0, 1.0), (0.5, -0.1), (1.0, 0.0)],               # negative
            [(0.0, 1.0)],                                        # one point
            [(0.0, math.nan), (1.0, 0.0)],                       # NaN
        ]),
        st.floats(0.01, 0.99).map(lambda y: [(0.0, 1.0), (0.5, y * 0.5), (0.75, y * 0.5 + 0.01), (1.0, 0.0)]),
        st.floats(0.01, 0.5).map(lambda x: [(0.0, 1.0), (x, 1.0 - x + 0.001), (1.0, 0.0)]),
    )
