"""The clamped geometric mechanism for an integer query (two-sided geometric = discrete Laplace).

``x ↦ clamp(x + Z, lo, hi)`` with ``Pr[Z = k] = (1−r)/(1+r)·r^|k|`` (Ghosh–Roughgarden–
Sundararajan 2009). The clamp is post-processing, so the guarantee of the unclamped mechanism,
ε = Δ·ln(1/r), holds exactly; and the output has finite support, so the mechanism draws with
one ``coins.choice`` over its exact pmf and exact enumeration works. The pmf of the output
``y`` is, with ``G(m) = Pr[Z ≥ m] = r^m/(1+r)`` for ``m ≥ 1`` and ``1 − r^(1−m)/(1+r)`` for
``m ≤ 0`` (and ``Pr[Z ≤ m] = G(−m)`` by symmetry):

- ``y = lo``: ``Pr[x + Z ≤ lo] = G(x − lo)``;
- ``lo < y < hi``: ``(1−r)/(1+r)·r^|y−x|``;
- ``y = hi``: ``Pr[x + Z ≥ hi] = G(hi − x)``.

A rational ``r`` makes every probability an exact ``Fraction`` summing to exactly 1; an ε given
as a float makes ``r = e^(−ε/Δ)`` irrational, and every probability is then an outward-rounded
``Interval`` that contains the true value.
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction
from typing import Final, final

import attrs
import numpy as np
from typing_extensions import override

from .._validation import check_int, check_positive_int, check_positive_real, check_real, int_datum
from ..errors import InvalidArgument
from ..machines import Mechanism, NIMState, NoninteractiveMechanism, Proved
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import Epsilon, PureDP
from ..measures.divergences import log_bounds
from ..prob import Coins, Interval, Prob, exp_bounds
from ._params import plain
from ._sensitivity import sensitivity_arg, sensitivity_relation

__all__ = ["ClampedGeometric", "geometric"]

_THEOREM: Final = ("the geometric mechanism is Δ·ln(1/r)-DP, and clamping is post-processing: "
                  "Ghosh–Roughgarden–Sundararajan 2009; Canonne–Kamath–Steinke 2020")

_ONE: Final = Fraction(1)
_PMF_CACHE_SIZE: Final = 256


def _check_r(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    if isinstance(value, Fraction):
        ok = 0 < value < 1
    elif isinstance(value, Interval):
        ok = 0 <= value.lo and value.hi <= 1 and value.lo < 1 and value.hi > 0
    else:
        ok = False
    if not ok:
        msg = (f"r={value!r} must be a Fraction strictly between 0 and 1, or an Interval inside "
               "[0, 1] around such a value (build it with geometric(...))")
        raise InvalidArgument(msg)


def _int(value: object) -> object:
    """A numpy integer as a Python int (the validators refuse every other non-int)."""
    return int(value) if isinstance(value, np.integer) else value


def _check_int(inst: object, attribute: attrs.Attribute[int], value: int) -> None:
    check_int(attribute.name, value)


def _check_window(inst: ClampedGeometric, attribute: attrs.Attribute[int], value: int) -> None:
    check_int("hi", value)
    if value < inst.lo:
        msg = f"the window is empty: lo={inst.lo!r} > hi={value!r}; pass lo <= hi"
        raise InvalidArgument(msg)


def _down(x: Fraction) -> Fraction:
    """The largest float ``<= x``, as a Fraction, for ``0 <= x``."""
    f = float(x)
    if Fraction(f) > x:
        f = math.nextafter(f, -math.inf)
    return Fraction(max(f, 0.0))


def _up(x: Fraction) -> Fraction:
    """The smallest float ``>= x``, as a Fraction, for ``0 <= x <= 1``."""
    f = float(x)
    if Fraction(f) < x:
        f = math.nextafter(f, math.inf)
    return Fraction(f)


def _outward(p: Interval) -> Interval:
    """``p`` widened to float end points (keeps the denominators small)."""
    return Interval(_down(p.lo), _up(p.hi))


def _ipow(r: Interval, n: int) -> Interval:
    """``r^n`` for ``0 <= r <= 1``, by squaring, rounding outward at every step."""
    acc = Interval(_ONE, _ONE)
    base = r
    while n:
        if n & 1:
            acc = _outward(acc * base)
        n >>= 1
        if n:
            base = _outward(base * base)
    return acc


def _ipowers(r: Interval, exponents: set[int]) -> dict[int, Interval]:
    """``r^e`` for each ``e`` in ``exponents``, stepping up from the previous one (cheap for runs)."""
    out: dict[int, Interval] = {}
    prev_e, prev = 0, Interval(_ONE, _ONE)
    for e in sorted(exponents):
        prev = _outward(prev * _ipow(r, e - prev_e))
        prev_e = e
        out[e] = prev
    return out


@functools.lru_cache(maxsize=_PMF_CACHE_SIZE)
def _exact_pmf(r: Fraction, a: int, b: int) -> tuple[tuple[int, Prob], ...]:
    """The pmf of ``clamp(Z, a, b)``, exact."""
    if a == b:
        return ((a, _ONE),)

    def upper_tail(m: int) -> Fraction:  # Pr[Z >= m]
        return r**m / (1 + r) if m >= 1 else 1 - r ** (1 - m) / (1 + r)

    c = (1 - r) / (1 + r)
    inner: list[tuple[int, Prob]] = [(k, c * r ** abs(k)) for k in range(a + 1, b)]
    return ((a, upper_tail(-a)), *inner, (b, upper_tail(b)))


@functools.lru_cache(maxsize=_PMF_CACHE_SIZE)
def _interval_pmf(r: Interval, a: int, b: int) -> tuple[tuple[int, Prob], ...]:
    """The pmf of ``clamp(Z, a, b)``, each probability an interval around the true value."""
    if a == b:
        return ((a, _ONE),)
    one_plus = 1 + r
    tails = {m if m >= 1 else 1 - m for m in (-a, b)}
    pw = _ipowers(r, {abs(k) for k in range(a + 1, b)} | tails)

    def upper_tail(m: int) -> Interval:  # Pr[Z >= m]
        if m >= 1:
            return _outward(pw[m] / one_plus)
        t = _outward(pw[1 - m] / one_plus)
        return Interval(max(Fraction(0), 1 - t.hi), 1 - t.lo)

    c = _outward((1 - r) / one_plus)
    inner: list[tuple[int, Prob]] = [(k, _outward(c * pw[abs(k)])) for k in range(a + 1, b)]
    return ((a, upper_tail(-a)), *inner, (b, upper_tail(b)))


@final
@attrs.frozen
class ClampedGeometric(NoninteractiveMechanism[int, int]):
    """The machine ``x ↦ clamp(x + Z, lo, hi)``, Z two-sided geometric with ratio ``r``.

    Build it with ``geometric``; ``pmf(x)`` is the exact output distribution on ``x``.
    """

    r: Prob = attrs.field(validator=_check_r)
    lo: int = attrs.field(converter=_int, validator=_check_int)
    hi: int = attrs.field(converter=_int, validator=_check_window)

    def pmf(self, x: int) -> tuple[tuple[int, Prob], ...]:
        """``(y, Pr[output = y])`` for ``y = lo, …, hi`` on input ``x`` (module docs give the formula)."""
        x = int_datum("the geometric mechanism", x)
        a, b = self.lo - x, self.hi - x
        offsets = _exact_pmf(self.r, a, b) if isinstance(self.r, Fraction) else _interval_pmf(self.r, a, b)
        return tuple((x + k, p) for k, p in offsets)

    @override
    def release(self, data: int, coins: Coins, /) -> int:
        return coins.choice(self.pmf(data))


def geometric(
    epsilon: float | Fraction | None = None,
    *,
    lo: int,
    hi: int,
    sensitivity: int = 1,
    r: Fraction | None = None,
) -> Mechanism[int, NIMState[int], object, int, Epsilon]:
    """The clamped geometric mechanism ``clamp(f(x) + Z, lo, hi)`` for an integer query.

    Pass exactly one of ``epsilon`` (then ``r = e^(−ε/Δ)``, irrational, and the probabilities
    are intervals) or ``r`` (a rational ratio, then everything is exact and ε = Δ·ln(1/r)).

    Args:
        epsilon: the target ε > 0 (finite).
        lo: the smallest output (an int).
        hi: the largest output (an int ``>= lo``); outputs outside ``[lo, hi]`` are clamped.
        sensitivity: Δ, a positive int: the query's sensitivity; the relation is
            ``sensitivity_relation(Δ)``.
        r: the ratio ``Pr[Z = k+1]/Pr[Z = k]`` for ``k >= 0``: a ``Fraction`` in (0, 1).

    Returns:
        A certified noninteractive mechanism with finite support ``lo, …, hi``.

    Raises:
        InvalidArgument: not exactly one of ``epsilon``/``r``; ``epsilon`` not a finite real
            ``> 0``; ``r`` not a ``Fraction`` in (0, 1); ``sensitivity`` not a positive int;
            ``lo``/``hi`` not ints or ``lo > hi``; a bool anywhere.
        InvalidData: at the release (and in ``pmf``), when the data (the query's value) is
            not an int (a float, a string, a bool); the message names its type, never its value.

    Privacy: ε-DP (``PureDP``) with ε = Δ·ln(1/r) under ``sensitivity_relation(Δ)``: the
        likelihood ratio of ``x + Z`` and ``x′ + Z`` at any point is at most ``r^(−|x−x′|)``,
        and clamping is post-processing. It is tight (the ratio ``r^−Δ`` is attained) once the
        window reaches past the inputs. With ``r`` given, ε is ``ln(r^−Δ)`` rounded up the way
        ``PureDP().divergence`` rounds it, so the exact audit of a neighbouring pair returns
        the certificate to the last bit. The caller must ensure the query is integer-valued
        with sensitivity Δ.

    Example:
        >>> m = geometric(r=Fraction(1, 2), lo=-2, hi=2)
        >>> m.machine.pmf(0)
        ((-2, Fraction(1, 6)), (-1, Fraction(1, 6)), (0, Fraction(1, 3)), (1, Fraction(1, 6)), (2, Fraction(1, 6)))
        >>> m.level
        Epsilon(0.6931471805599471)
        >>> sum(p for _, p in m.machine.pmf(5))
        Fraction(1, 1)

    References: Ghosh, Roughgarden, Sundararajan, "Universally utility-maximizing privacy
        mechanisms", STOC 2009; Canonne, Kamath, Steinke, "The discrete Gaussian for
        differential privacy", NeurIPS 2020 (discrete Laplace).
    """
    d = check_positive_int("sensitivity", sensitivity)
    lo_i, hi_i = check_int("lo", lo), check_int("hi", hi)
    if (epsilon is None) == (r is None):
        msg = "pass exactly one of epsilon= (a float ε) or r= (an exact ratio, e.g. Fraction(1, 2) for ε = Δ·ln 2)"
        raise InvalidArgument(msg)
    ratio: Prob
    if r is not None:
        given: object = r  # callers without mypy may pass a float
        exact = check_real("r", given)  # a Fraction subclass comes back as a plain Fraction: its arithmetic is not used
        if not (isinstance(given, Fraction) and isinstance(exact, Fraction)) or not 0 < exact < 1:
            msg = f"r={r!r} must be a Fraction strictly between 0 and 1 (for a float parameter pass epsilon=)"
            raise InvalidArgument(msg)
        ratio = exact
        param: dict[str, object] = {"r": exact}
        big = (1 / exact) ** d
        level = Epsilon(log_bounds(Interval(big, big))[1])
    else:
        eps_given = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
        param = {"epsilon": plain(eps_given)}
        eps = Fraction(eps_given)
        e = exp_bounds(-eps / d)
        ratio = Interval(e.lo, min(e.hi, _ONE))
        level = Epsilon(eps)
    if lo_i > hi_i:
        msg = f"the window is empty: lo={lo!r} > hi={hi!r}; pass lo <= hi"
        raise InvalidArgument(msg)
    origin = call_text("geometric", **param, lo=lo_i, hi=hi_i, **sensitivity_arg(d))
    return issue(ClampedGeometric(ratio, lo_i, hi_i), PureDP(), level, sensitivity_relation(d), Proved(_THEOREM),
                 origin=origin)
