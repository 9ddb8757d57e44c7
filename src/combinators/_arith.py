"""Conservative arithmetic on privacy loss: every result rounds toward the weaker guarantee.

A loss (ε, ρ, δ, a Rényi ε) that is computed in floats is rounded *up* with ``math.nextafter``
after each operation, so a filter can never admit more than the exact arithmetic would
(DESIGN.md §2; style rule 9). Exact inputs (``Fraction``) stay exact where the operation allows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from decimal import Decimal
from fractions import Fraction
from typing import Final, cast

from ._validation import check_positive_delta, check_probability
from .errors import InvalidArgument

__all__ = [
    "add_exact_up",
    "add_up",
    "approx_text",
    "bisect_floats",
    "down",
    "exact_text",
    "exp_down",
    "exp_up",
    "float_down",
    "float_up",
    "fsum_exact_up",
    "fsum_up",
    "log_down",
    "log_inv_up",
    "log_up",
    "mul_up",
    "positive_delta_down",
    "probability_down",
    "probability_up",
    "positive_delta_up",
    "sqrt_up",
    "up",
]

_INF = math.inf
_MAX: Final = 1.7976931348623157e308  # sys.float_info.max


def up(x: float) -> float:
    """The next float above ``x`` (``x`` itself for ±inf)."""
    return x if math.isinf(x) else math.nextafter(x, _INF)


def float_up(x: Fraction | int | float) -> float:
    """The smallest float ``>= x``: ``inf`` above the float range, so an upper bound stays one.

    Example:
        >>> float_up(Fraction(1, 3)) > 1 / 3, float_up(Fraction(1, 4)), float_up(10**400)
        (True, 0.25, inf)
    """
    try:
        f = float(x)
    except OverflowError:
        return _INF if x > 0 else -_MAX
    return f if Fraction(f) >= x else math.nextafter(f, _INF)


def float_down(x: Fraction | int | float) -> float:
    """The largest float ``<= x``: ``-inf`` below the float range, the largest float above it."""
    try:
        f = float(x)
    except OverflowError:
        return _MAX if x > 0 else -_INF
    return f if Fraction(f) <= x else math.nextafter(f, -_INF)


def down(x: float) -> float:
    """The next float below ``x``, clamped at 0 for non-negative ``x``."""
    if math.isinf(x):
        return x
    y = math.nextafter(x, -_INF)
    return 0.0 if x >= 0 > y else y


def exact_text(x: Fraction | float, *, literal: bool = False) -> str:
    """The one spelling of a number that names it exactly: ``2``, ``0.5`` (also for
    ``Fraction(1, 2)``), else ``1/3`` (``Fraction(1, 3)`` when ``literal``, for a repr).

    Example:
        >>> exact_text(Fraction(4, 2)), exact_text(Fraction(1, 2)), exact_text(Fraction(1, 3))
        ('2', '0.5', '1/3')
        >>> exact_text(Fraction(1, 3), literal=True), exact_text(Fraction(10**400, 3))[:6]
        ('Fraction(1, 3)', '100000')
    """
    f = Fraction(x)
    if f.denominator == 1:
        return str(f.numerator)
    g = float_down(f)  # not float(f): a quotient past the float range overflows
    if Fraction(g) == f:
        return repr(g)
    return f"Fraction({f.numerator}, {f.denominator})" if literal else f"{f.numerator}/{f.denominator}"


def approx_text(x: Fraction | float) -> str:
    """A number for an error message: readable, not exact (six significant digits), for a
    rational of any size (``float`` would overflow past 1.8e308).

    Example:
        >>> approx_text(Fraction(1, 3)), approx_text(Fraction(10**400, 3))
        ('0.333333', '3.33333e+399')
    """
    try:
        return f"{float(x):.6g}"
    except OverflowError:
        f = Fraction(x)
        return f"{(Decimal(f.numerator) / Decimal(f.denominator)).normalize():.6g}"


def _two_sum_err(a: float, b: float, s: float) -> float:
    """The exact rounding error ``(a + b) − s`` of ``s = fl(a + b)`` (Knuth's TwoSum)."""
    bb = s - a
    return (a - (s - bb)) + (b - bb)


_SPLIT: Final = 134217729.0  # 2^27 + 1, Veltkamp's splitter for doubles
_SAFE_HI: Final = 2.0**996   # beyond this the split can overflow
_PRODUCT_HI: Final = 2.0**1000  # beyond this the split's partial product hi·hi can overflow
_SAFE_LO: Final = 2.0**-969  # below this the error term can underflow


def _two_product_err(a: float, b: float, p: float) -> float:
    """The exact rounding error ``a·b − p`` of ``p = fl(a·b)`` (Dekker's TwoProduct), valid when
    no intermediate overflows or underflows (checked by the caller)."""
    c = _SPLIT * a  # Veltkamp's split of a and of b, inline: this runs on every charged level
    ah = c - (c - a)
    al = a - ah
    c = _SPLIT * b
    bh = c - (c - b)
    bl = b - bh
    return ((ah * bh - p) + ah * bl + al * bh) + al * bl


def add_up(a: float, b: float) -> float:
    """An upper bound of ``a + b``: the float sum when it is exact or above, else one ulp up.

    Example:
        >>> add_up(0.1, 0.2) >= 0.30000000000000004, add_up(0.25, 0.5)
        (True, 0.75)
    """
    s = a + b
    if not math.isfinite(s):
        return s
    bb = s - a  # Knuth's TwoSum error (``_two_sum_err``), inline: this runs on every charged level
    return s if (a - (s - bb)) + (b - bb) <= 0 else math.nextafter(s, _INF)


def add_exact_up(a: float | Fraction, b: float | Fraction) -> float | Fraction:
    """``a + b`` for losses ``>= 0``: rounded up (``add_up``) when both are floats, else exact (a
    float is a dyadic rational, so a ``Fraction`` sum of it is exact), ``inf`` if either is.

    Example:
        >>> add_exact_up(Fraction(1, 3), Fraction(2, 3)), add_exact_up(0.1, 0.2) >= 0.3, add_exact_up(Fraction(1), 0.5)
        (Fraction(1, 1), True, Fraction(3, 2))
    """
    if type(a) is float and type(b) is float:
        return add_up(a, b)
    if a == _INF or b == _INF:
        return _INF
    return Fraction(a) + Fraction(b)


def fsum_exact_up(xs: Iterable[float | Fraction]) -> float | Fraction:
    """The sum of losses ``>= 0``: ``fsum_up`` when all are floats, else exact (``inf`` if one is)."""
    vals = list(xs)
    if all(type(x) is float for x in vals):
        return fsum_up(cast("list[float]", vals))
    if any(x == _INF for x in vals):
        return _INF
    return sum((Fraction(x) for x in vals), Fraction(0))


def fsum_up(xs: Iterable[float]) -> float:
    """An upper bound of ``sum(xs)``: ``math.fsum`` is correctly rounded, and the sign of the
    residual ``Σx − s`` (itself an fsum, exact in sign) says whether to go one ulp up."""
    vals = list(xs)
    try:
        s = math.fsum(vals)
    except OverflowError:  # an intermediate sum left the float range
        return _INF
    if not math.isfinite(s):
        return s
    vals.append(-s)
    return s if math.fsum(vals) <= 0 else up(s)


def mul_up(a: float, b: float) -> float:
    """An upper bound of ``a * b`` for non-negative operands."""
    p = a * b
    if not math.isfinite(p):
        return p
    if p == 0:  # an underflow of a positive product rounds up to the least subnormal
        return 0.0 if a == 0 or b == 0 else math.ulp(0.0)
    if a > _SAFE_HI or b > _SAFE_HI or p < _SAFE_LO or p > _PRODUCT_HI:
        return p if Fraction(p) >= Fraction(a) * Fraction(b) else up(p)
    return p if _two_product_err(a, b, p) <= 0 else up(p)


def sqrt_up(x: float) -> float:
    """An upper bound of ``sqrt(x)``: the float root itself when its square is not below ``x``
    (``math.sqrt`` is correctly rounded, so one ulp up is enough otherwise)."""
    r = math.sqrt(x)
    if math.isinf(r) or r == 0:
        return r
    if r > 2.0**500 or r < 2.0**-484:  # r·r must stay clear of overflow and underflow
        return r if Fraction(r) * Fraction(r) >= Fraction(x) else up(r)
    p = r * r
    return r if math.fsum([p, _two_product_err(r, r, p), -x]) >= 0 else up(r)


def exp_up(x: float) -> float:
    """An upper bound of ``exp(x)`` (libm's exp is within 1 ulp; two ulps are safe); ``inf`` past
    the float range."""
    try:
        return up(up(math.exp(x)))
    except OverflowError:
        return _INF


def exp_down(x: float) -> float:
    """A lower bound of ``exp(x)``; the largest float past the float range."""
    try:
        return down(down(math.exp(x)))
    except OverflowError:
        return _MAX


def log_up(x: float) -> float:
    """An upper bound of ``log(x)`` for ``x > 0``."""
    return up(up(math.log(x)))


def log_down(x: float) -> float:
    """A lower bound of ``log(x)`` for ``x > 0``."""
    y = math.log(x)
    return math.nextafter(math.nextafter(y, -_INF), -_INF)


def log_inv_up(delta: float) -> float:
    """An upper bound of ``ln(1/δ)`` for a float δ in ``(0, 1]``.

    Below ½, ``-log(δ)`` two ulps up. Above, ``δ − 1`` is exact (Sterbenz) and both
    ``-log1p(δ − 1)`` and ``-log(δ)`` two ulps up are upper bounds within libm's error; the
    larger of the two is returned, so no caller gets a smaller bound than either formula gives.

    Example:
        >>> log_inv_up(1.0), log_inv_up(0.5) >= math.log(2), log_inv_up(1 - 2**-53) >= 2**-53
        (0.0, True, True)
    """
    if delta == 1:
        return 0.0
    by_log = -log_down(delta)
    if delta > 0.5:
        return max(by_log, up(up(-math.log1p(delta - 1.0))))
    return by_log


def probability_up(name: str, value: object) -> float:
    """A probability in ``[0, 1]`` as the smallest float ``>= p`` (a float is taken as it is).

    Example:
        >>> probability_up("delta", Fraction(1, 3)) > 1 / 3, probability_up("delta", 0.25)
        (True, 0.25)
    """
    v = check_probability(name, value)
    return float_up(v) if isinstance(v, Fraction) else v


def probability_down(name: str, value: object) -> float:
    """A probability in ``[0, 1]`` as the largest float ``<= p`` (a float is taken as it is)."""
    v = check_probability(name, value)
    return float_down(v) if isinstance(v, Fraction) else v


def positive_delta_up(name: str, value: object) -> float:
    """A δ in ``(0, 1]`` as the smallest float ``>= δ``: for a δ that a result states.

    Example:
        >>> positive_delta_up("delta", Fraction(1, 3)) > 1 / 3
        True
    """
    return float_up(check_positive_delta(name, value))


def positive_delta_down(name: str, value: object, *, below_one: bool = True) -> float:
    """A δ' in ``(0, 1)`` (``(0, 1]`` when not ``below_one``) as the largest float ``<= δ'``.

    For a δ' that a bound takes as a target: a smaller δ' gives a larger ``ln(1/δ')``, so every
    bound computed from the float is an upper bound of the bound for the exact δ'. A δ' below
    the smallest positive float is refused (rounding it to 0 makes the bound vacuous, up optimistic).

    Example:
        >>> Fraction(positive_delta_down("delta_prime", Fraction(1, 3))) <= Fraction(1, 3)
        True
    """
    v = check_positive_delta(name, value, below_one=below_one)
    if not isinstance(v, Fraction):
        return v
    f = float_down(v)
    if f == 0:
        msg = (f"{name}={value!r} is below the smallest positive float (5e-324); "
               f"pass a {name} of at least 5e-324")
        raise InvalidArgument(msg)
    return f


def bisect_floats(holds: Callable[[float], bool], lo: float, hi: float, *, steps: int = 200) -> tuple[float, float]:
    """Narrow ``[lo, hi]``, where ``holds(lo)`` and not ``holds(hi)`` for a predicate that holds up to
    a threshold and fails above it, to adjacent floats (or ``steps`` halvings): the threshold stays
    inside. Which end to use is the caller's rounding: ``lo`` where it holds, ``hi`` where not.

    Example:
        >>> lo, hi = bisect_floats(lambda x: x * x <= 2, 1.0, 2.0)
        >>> lo * lo <= 2 < hi * hi, math.nextafter(lo, 3) == hi
        (True, True)
    """
    for _ in range(steps):
        mid = (lo + hi) / 2
        if not lo < mid < hi:
            break
        if holds(mid):
            lo = mid
        else:
            hi = mid
    return lo, hi


def log_fraction_bounds(x: Fraction) -> tuple[float, float]:
    """Bounds of ``log(x)`` for a positive rational of any size (``math.log`` takes big ints)."""
    ln_n, ln_d = math.log(x.numerator), math.log(x.denominator)
    t = ln_n - ln_d
    err = 8 * math.ulp(max(abs(ln_n), abs(ln_d), abs(t), 1.0))
    return t - err, t + err
