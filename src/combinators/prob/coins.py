"""The one interface through which every machine draws randomness, and its sampler.

Two interpreters implement ``Coins``: ``SampledCoins`` draws from a numpy ``Generator`` for
production runs; the exact enumerator (``enumerate_step``) replays a step and explores every
branch of its finite draws with its exact probability (DESIGN.md §1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Protocol, TypeVar, cast, final

import attrs
import numpy as np
from typing_extensions import override

from .._validation import check_float_scale, check_int, check_pairs, check_positive_int
from ..errors import InvalidArgument
from .interval import Interval, Prob

__all__ = ["Coins", "SampledCoins", "check_coins", "check_pmf", "sampled_coins"]

T = TypeVar("T")


class Coins(Protocol):
    """The only source of randomness a machine may use.

    Finite draws (``bernoulli``, ``uniform_int``, ``choice``) take exact or interval
    probabilities, so a machine built from them can be enumerated exactly. ``geometric`` and
    ``discrete_laplace`` have infinite support (the enumerator explores them up to its
    budgets, and the audit answers INCONCLUSIVE past them); ``laplace`` and ``gaussian`` are
    continuous and make a machine sample-only.
    """

    def bernoulli(self, p: Prob, /) -> bool:
        """``True`` with probability ``p``."""
        ...

    def uniform_int(self, n: int, /) -> int:
        """A uniform integer in ``range(n)``."""
        ...

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        """An outcome drawn from a finite pmf given as ``(outcome, probability)`` pairs."""
        ...

    def geometric(self, p: Prob, /) -> int:
        """The number of failures before the first success of a ``p``-coin (support 0, 1, 2, …)."""
        ...

    def discrete_laplace(self, r: Prob, /) -> int:
        """An integer ``k`` with probability ``(1-r)/(1+r) · r^|k|`` (two-sided geometric)."""
        ...

    def laplace(self, scale: float, /) -> float:
        """A continuous Laplace draw with mean 0 and the given scale (sample-only)."""
        ...

    def gaussian(self, sigma: float, /) -> float:
        """A continuous normal draw with mean 0 and standard deviation ``sigma`` (sample-only)."""
        ...


def check_pmf(pmf: Sequence[tuple[object, object]]) -> None:
    """Refuse an empty pmf, a float or negative probability, or masses that cannot sum to 1."""
    if not pmf:
        msg = "choice() needs a non-empty pmf"
        raise InvalidArgument(msg)
    lo = Fraction(0)
    hi = Fraction(0)
    for x, p in pmf:
        if isinstance(p, Interval):
            lo, hi = lo + p.lo, hi + p.hi
            if p.lo < 0:
                msg = f"probability of {x!r} is {p!r}, which reaches below 0"
                raise InvalidArgument(msg)
        elif isinstance(p, Fraction):
            if p < 0:
                msg = f"probability of {x!r} is {p}, which is negative"
                raise InvalidArgument(msg)
            lo, hi = lo + p, hi + p
        else:
            msg = (f"probability of {x!r} is {p!r} ({type(p).__name__}); pass a Fraction or an "
                   "Interval so that exact enumeration stays exact")
            raise InvalidArgument(msg)
    if not lo <= 1 <= hi:
        msg = f"the pmf's masses sum to [{lo}, {hi}], which does not contain 1"
        raise InvalidArgument(msg)


def _check_p(p: object) -> None:
    if isinstance(p, Interval):
        if p.lo < 0 or p.hi > 1:
            msg = f"p={p!r} must lie inside [0, 1]"
            raise InvalidArgument(msg)
        return
    if not isinstance(p, Fraction):
        msg = f"p={p!r} must be a Fraction or an Interval (a bare float would make exact audits unsound)"
        raise InvalidArgument(msg)
    if not 0 <= p <= 1:
        msg = f"p={p} must be a probability in [0, 1]"
        raise InvalidArgument(msg)


def _point(p: object) -> float:
    """The float a sampler uses: the midpoint of an interval (its width is a few ulps)."""
    if isinstance(p, Interval):
        return float((p.lo + p.hi) / 2)
    if isinstance(p, Fraction):
        return float(p)
    msg = f"p={p!r} must be a Fraction or an Interval"
    raise InvalidArgument(msg)


_TWO_53: Final = 2.0**53
_INT64_SAFE: Final = 2**62

_CHUNK: Final = 256
"""Continuous draws are taken from numpy this many at a time (one scalar call costs ~0.5 µs)."""


@final
class _Draws:
    """Standard Laplace and normal draws taken from the generator ahead of use (mutable, private)."""

    __slots__ = ("laplace", "laplace_next", "normal", "normal_next")

    def __init__(self) -> None:
        self.laplace: list[float] = []
        self.laplace_next = 0
        self.normal: list[float] = []
        self.normal_next = 0


@final
@attrs.frozen(repr=False)
class SampledCoins:
    """Production interpreter: draws from a numpy ``Generator``.

    The same seed and the same sequence of draws give the same results, so the same seed and
    the same messages give the same transcript. Laplace and Gaussian draws are taken from the
    generator 256 at a time and scaled (``scale·L`` for a standard Laplace ``L`` is what numpy's
    ``laplace(0, scale)`` computes, bit for bit; likewise ``σ·Z``), so a noise draw costs a list
    lookup rather than a numpy call. Like the generator, a ``SampledCoins`` is not safe to share
    between threads without a lock (a session holds one).

    Example:
        >>> c = sampled_coins(7)
        >>> [c.bernoulli(Fraction(1, 2)) for _ in range(4)] == [
        ...     d.bernoulli(Fraction(1, 2)) for d in [sampled_coins(7)] for _ in range(4)]
        True
    """

    rng: np.random.Generator = attrs.field(repr=False)
    _draws: _Draws = attrs.field(init=False, factory=_Draws, repr=False, eq=False)

    @override
    def __repr__(self) -> str:
        """A stream in the middle of its draws has no expression that rebuilds it: ``<...>``."""
        return "<SampledCoins>"

    def _bits(self) -> int:
        """53 fresh uniform bits: ``rng.random()`` is ``k/2^53`` for a uniform ``k``, exactly."""
        return int(self.rng.random() * _TWO_53)

    def _refine(self, acc: int, bits: int) -> tuple[int, int]:
        return (acc << 53) | self._bits(), bits + 53

    def bernoulli(self, p: Prob, /) -> bool:
        _check_p(p)
        if isinstance(p, Interval):  # an irrational p: its float midpoint (documented in prob.md)
            return bool(self.rng.random() < _point(p))
        # Exactly p (rng.random() < float(p) would draw a float-rounded law, e.g. 128× too likely
        # at p = 2^-60): compare the uniform U with p, bit block by bit block
        # where the first block cannot decide; U lies in [acc/2^bits, (acc+1)/2^bits).
        u = self.rng.random()  # U is in [u, u + 2^-53); |p − float(p)| ≤ 2^-54
        pf = float(p)
        if u < pf - 2e-16:  # then u + 2^-53 < p: surely U < p (the usual case, one float test)
            return True
        if u > pf + 2e-16:  # then u > p: surely U ≥ p
            return False
        num, den = p.numerator, p.denominator
        acc, bits = int(u * _TWO_53), 53
        while True:
            if (acc + 1) * den <= num << bits:
                return True
            if acc * den >= num << bits:
                return False
            acc, bits = self._refine(acc, bits)

    def uniform_int(self, n: int, /) -> int:
        n = check_positive_int("n", n)
        if n <= _INT64_SAFE:
            return int(self.rng.integers(n))
        # past numpy's int64, which rng.integers refuses: 53-bit blocks, rejection
        blocks = -(-n.bit_length() // 53)
        while True:
            k = 0
            for _ in range(blocks):
                k = (k << 53) | self._bits()
            k >>= blocks * 53 - n.bit_length()  # keep n.bit_length() bits: accepted w.p. > 1/2
            if k < n:
                return k

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        # Floats only: the exact mass check (check_pmf) is the enumerator's job, and costs
        # milliseconds on a pmf of thousands of outcomes; here a cheap float check suffices.
        pmf = cast("list[tuple[T, Prob]]", check_pairs("pmf", pmf, "(outcome, probability)"))
        if not pmf:
            msg = "choice() needs a non-empty pmf"
            raise InvalidArgument(msg)
        weights = [_point(p) for _, p in pmf]
        total = math.fsum(weights)
        if min(weights) < 0 or abs(total - 1.0) > 1e-9:
            msg = f"the pmf's masses sum to {total!r} (or one is negative); they must sum to 1"
            raise InvalidArgument(msg)
        if all(type(q) is Fraction for _, q in pmf):
            return self._exact_choice(pmf)
        u = self.rng.random() * total
        acc = 0.0
        for (x, _), w in zip(pmf, weights, strict=True):
            acc += w
            if u < acc:
                return x
        return next(x for (x, _), w in zip(reversed(pmf), reversed(weights), strict=True) if w > 0)

    def _exact_choice(self, pmf: Sequence[tuple[T, Prob]]) -> T:
        """Inverse CDF with exact cumulative masses (float accumulation would give a mass below half
        an ulp of the running sum probability 0, an infinite privacy loss).

        ``U`` lies in ``[lo, hi) = [acc/2^bits, (acc+1)/2^bits)``. Outcome ``i`` is drawn iff
        ``C_i ≤ U < C_{i+1}`` for the cumulative masses ``C``; the walk keeps ``lo ≥ C_i`` and
        takes more bits only while ``[lo, hi)`` straddles ``C_{i+1}``.
        """
        acc, bits = self._bits(), 53
        nxt = Fraction(0)
        for i, (_, q) in enumerate(pmf):
            nxt += cast(Fraction, q)  # the caller checked: every mass is a Fraction
            while True:
                scaled = nxt * (1 << bits)
                if acc + 1 <= scaled:  # hi ≤ C_{i+1}: U is surely in outcome i's interval
                    return pmf[i][0]
                if acc >= scaled:  # lo ≥ C_{i+1}: U is surely past it
                    break
                acc, bits = self._refine(acc, bits)
        # past every mass: only if the masses sum to less than 1 (checked to 1e-9 in floats)
        return next(x for x, q in reversed(pmf) if q)

    def geometric(self, p: Prob, /) -> int:
        _check_p(p)
        pf = _point(p)
        if pf <= 0:
            msg = "geometric(p) needs p > 0"
            raise InvalidArgument(msg)
        return int(self.rng.geometric(pf)) - 1

    def discrete_laplace(self, r: Prob, /) -> int:
        _check_p(r)
        rf = _point(r)
        if rf >= 1:
            msg = "discrete_laplace(r) needs r < 1"
            raise InvalidArgument(msg)
        # The difference of two i.i.d. geometrics is two-sided geometric with ratio r.
        return int(self.rng.geometric(1 - rf)) - int(self.rng.geometric(1 - rf))

    def laplace(self, scale: float, /) -> float:
        if not (type(scale) is float and 0.0 < scale < _INF):  # the machines' own floats skip the call
            scale = check_float_scale("scale", scale)
        d = self._draws
        i = d.laplace_next
        if i == len(d.laplace):
            d.laplace = self.rng.laplace(0.0, 1.0, _CHUNK).tolist()
            i = 0
        d.laplace_next = i + 1
        return scale * d.laplace[i]

    def gaussian(self, sigma: float, /) -> float:
        if not (type(sigma) is float and 0.0 < sigma < _INF):
            sigma = check_float_scale("sigma", sigma)
        d = self._draws
        i = d.normal_next
        if i == len(d.normal):
            d.normal = self.rng.standard_normal(_CHUNK).tolist()
            i = 0
        d.normal_next = i + 1
        return sigma * d.normal[i]


_INF: Final = math.inf
_COIN_METHODS: Final = ("bernoulli", "uniform_int", "choice", "geometric", "discrete_laplace", "laplace", "gaussian")


def check_coins(name: str, value: object) -> Coins:
    """``value`` if it has every ``Coins`` method (e.g. ``sampled_coins(seed)``), else raise."""
    if not all(callable(getattr(value, m, None)) for m in _COIN_METHODS):
        msg = f"{name}={value!r} must be Coins, e.g. combinators.prob.sampled_coins(seed)"
        raise InvalidArgument(msg)
    return cast(Coins, value)


def sampled_coins(seed: int | None = None) -> SampledCoins:
    """Coins from ``numpy.random.default_rng(seed)``; ``seed`` is None (fresh entropy) or an int >= 0."""
    return SampledCoins(np.random.default_rng(None if seed is None else check_int("seed", seed, minimum=0)))
