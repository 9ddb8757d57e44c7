"""The clamped geometric (discrete Laplace) mechanism: exact pmf, exact ε, sampling agrees."""

from __future__ import annotations

import math
import re
from collections import Counter
from fractions import Fraction as F

import mpmath
import numpy as np
import pytest
from typing_extensions import override

from combinators.errors import InvalidArgument, InvalidData
from combinators.machines import Certificate, Halt, Mechanism, NIMState, Proved, Relation, WithinDistance
from combinators.measures import Epsilon, PureDP, Verdict, hockey_stick
from combinators.primitives import ClampedGeometric, geometric, sensitivity_relation
from combinators.prob import Coins, FiniteDist, Interval, Prob, enumerate_step, sampled_coins
from tests.reference_mp import mpmath_reference_digits  # noqa: F401  # autouse: the references at the shared precision

GeoMech = Mechanism[int, NIMState[int], object, int, Epsilon]


def machine_of(m: GeoMech) -> ClampedGeometric:
    assert isinstance(m.machine, ClampedGeometric)
    return m.machine


def release(m: GeoMech, x: int, coins: Coins) -> int | Halt:
    """The release through the machine's step, as every interpreter sees it."""
    return m.machine.step(m.machine.init(x), None, coins)[1]


def dist(m: GeoMech, x: int) -> FiniteDist[int | Halt]:
    return FiniteDist.from_branches(enumerate_step(release, m, x))


def exact(p: Prob) -> F:
    assert isinstance(p, F)
    return p


def midpoint(p: Prob) -> float:
    return float((p.lo + p.hi) / 2) if isinstance(p, Interval) else float(p)


def chi_square(counts: Counter[int], pmf: dict[int, Prob], n: int) -> float:
    return math.fsum((counts[y] - n * midpoint(p)) ** 2 / (n * midpoint(p)) for y, p in pmf.items())


def expected_pmf(r: F, lo: int, hi: int, x: int) -> dict[int, F]:
    """Independently: two-sided geometric masses, tails summed as geometric series."""
    c = (1 - r) / (1 + r)

    def mass(k: int) -> F:
        return c * r ** abs(k)

    def at_most(m: int) -> F:  # Pr[Z <= m] = Σ_{k <= m} c r^|k|
        if m < 0:
            return c * r ** (-m) / (1 - r)
        return c / (1 - r) + sum((mass(k) for k in range(1, m + 1)), F(0))

    def at_least(m: int) -> F:  # Pr[Z >= m]
        return at_most(-m)

    if lo == hi:
        return {lo: F(1)}
    out = {lo: at_most(lo - x), hi: at_least(hi - x)}
    out.update({y: mass(y - x) for y in range(lo + 1, hi)})
    return out


CASES = [
    (F(1, 2), -5, 5, 0),
    (F(1, 2), -5, 5, 3),
    (F(1, 3), 0, 10, -4),
    (F(2, 3), -3, 3, 100),
    (F(9, 10), 2, 4, 3),
    (F(1, 5), 7, 7, 0),
    (F(3, 4), 0, 1, 0),
]


@pytest.mark.parametrize(("r", "lo", "hi", "x"), CASES)
def test_pmf_is_exact(r: F, lo: int, hi: int, x: int) -> None:
    m = geometric(r=r, lo=lo, hi=hi)
    pmf = machine_of(m).pmf(x)
    assert [y for y, _ in pmf] == list(range(lo, hi + 1))
    assert all(type(p) is F for _, p in pmf)
    assert sum((p for _, p in pmf), F(0)) == 1
    assert dict(pmf) == expected_pmf(r, lo, hi, x)


@pytest.mark.parametrize(("r", "lo", "hi", "x"), CASES)
def test_enumeration_is_the_pmf(r: F, lo: int, hi: int, x: int) -> None:
    m = geometric(r=r, lo=lo, hi=hi)
    d = dist(m, x)
    assert d.mass == 1
    assert d.is_exact
    assert dict(d.items) == expected_pmf(r, lo, hi, x)


@pytest.mark.parametrize("sensitivity", [1, 2, 3])
@pytest.mark.parametrize("r", [F(1, 2), F(2, 3), F(1, 10)])
def test_exact_pure_dp_divergence(r: F, sensitivity: int) -> None:
    """Between inputs Δ apart the largest likelihood ratio is exactly r^−Δ, both ways."""
    m = geometric(r=r, lo=-8, hi=8, sensitivity=sensitivity)
    p, q = dist(m, 0), dist(m, sensitivity)
    bound = (1 / r) ** sensitivity
    ratios = [exact(p[y]) / exact(q[y]) for y in p] + [exact(q[y]) / exact(p[y]) for y in q]
    assert max(ratios) == bound
    assert hockey_stick(p, q, bound) == 0 == hockey_stick(q, p, bound)
    below = hockey_stick(p, q, bound * (1 - F(1, 10**6)))
    assert isinstance(below, F) and below > 0
    # ε = Δ·ln(1/r), rounded up exactly as the divergence rounds it.
    assert PureDP().divergence(p, q) == m.level
    eps = sensitivity * math.log(1 / r)
    assert eps <= m.level.epsilon < eps * (1 + 1e-14)
    assert PureDP().close(p, q, m.level) is Verdict.CERTIFIED
    assert PureDP().close(p, q, Epsilon(eps * (1 - 1e-9))) is Verdict.VIOLATED
    # Inputs closer than Δ are within ε too.
    assert PureDP().close(dist(m, 0), dist(m, sensitivity - 1), m.level) is Verdict.CERTIFIED


def test_float_epsilon_intervals_contain_the_truth() -> None:
    eps, sens, lo, hi, x = 0.5, 2, -6, 6, 1
    m = geometric(eps, lo=lo, hi=hi, sensitivity=sens)
    assert m.level == Epsilon(0.5)
    pmf = machine_of(m).pmf(x)
    r = mpmath.exp(-mpmath.mpf(eps) / sens)
    c = (1 - r) / (1 + r)

    def tail(mm: int) -> object:  # Pr[Z >= mm]
        return r**mm / (1 + r) if mm >= 1 else 1 - r ** (1 - mm) / (1 + r)

    for y, p in pmf:
        assert isinstance(p, Interval)
        assert p.width < F(1, 10**12)
        true = tail(x - lo) if y == lo else tail(hi - x) if y == hi else c * r ** abs(y - x)
        assert mpmath.mpf(p.lo.numerator) / p.lo.denominator <= true <= mpmath.mpf(p.hi.numerator) / p.hi.denominator
    d = dist(m, x)
    mass = d.mass
    assert isinstance(mass, Interval) and 1 in mass
    q = dist(m, x + sens)
    assert PureDP().close(d, q, m.level) is not Verdict.VIOLATED
    assert PureDP().close(d, q, Epsilon(0.5 * 1.001)) is Verdict.CERTIFIED
    assert PureDP().close(d, q, Epsilon(0.5 * 0.999)) is Verdict.VIOLATED


def test_tiny_and_huge_epsilon_stay_valid() -> None:
    for eps in (1e-300, 800.0):
        m = geometric(eps, lo=-2, hi=2)
        d = dist(m, 0)
        mass = d.mass
        assert isinstance(mass, Interval) and 1 in mass


CHI2_999_DF10 = 29.588  # 0.999 quantile of chi-square with 10 degrees of freedom


@pytest.mark.parametrize(("seed", "x"), [(2024, 0), (7, 3), (99, -9)])
def test_sampling_agrees_with_the_pmf(seed: int, x: int) -> None:
    """Pearson's chi-square of 6,000 seeded draws against the exact pmf (deterministic)."""
    m = geometric(r=F(1, 2), lo=-5, hi=5)
    coins = sampled_coins(seed)
    n = 6_000
    counts = Counter(machine_of(m).release(x, coins) for _ in range(n))
    pmf = dict(machine_of(m).pmf(x))
    assert set(counts) <= set(pmf)
    assert chi_square(counts, pmf, n) < CHI2_999_DF10
    if -5 < x < 5:  # the test has power: the draws are far from a neighbouring input's pmf
        assert chi_square(counts, dict(machine_of(m).pmf(x + 1)), n) > 10 * CHI2_999_DF10


def test_float_epsilon_sampling_agrees() -> None:
    m = geometric(math.log(2), lo=-5, hi=5)
    coins = sampled_coins(5)
    n = 6_000
    counts = Counter(machine_of(m).release(0, coins) for _ in range(n))
    pmf = dict(machine_of(geometric(r=F(1, 2), lo=-5, hi=5)).pmf(0))
    assert chi_square(counts, pmf, n) < CHI2_999_DF10


def test_seeded_sampling_is_reproducible() -> None:
    m = geometric(r=F(1, 3), lo=-10, hi=10)
    a = [release(m, 2, c) for c in [sampled_coins(42)] for _ in range(50)]
    b = [release(m, 2, c) for c in [sampled_coins(42)] for _ in range(50)]
    assert a == b
    assert len(set(a)) > 3


def test_certificate() -> None:
    m = geometric(r=F(1, 2), lo=0, hi=10, sensitivity=3)
    assert m.measure == PureDP()
    assert m.certificate.relation == sensitivity_relation(3)
    assert F(m.level.epsilon) >= 3 * F(math.log(2))
    f = geometric(0.25, lo=0, hi=10, sensitivity=2)
    assert f.level == Epsilon(0.25)
    r = machine_of(f).r
    assert isinstance(r, Interval)
    assert F(math.exp(-0.125)) in Interval(r.lo - F(1, 10**15), r.hi + F(1, 10**15))


def test_repr_rebuilds() -> None:
    ns: dict[str, object] = {
        "Fraction": F, "Interval": Interval, "ClampedGeometric": ClampedGeometric, "Mechanism": Mechanism,
        "Certificate": Certificate, "PureDP": PureDP, "Epsilon": Epsilon, "Relation": Relation, "math": math,
        "Proved": Proved, "WithinDistance": WithinDistance, "geometric": geometric,
    }
    for m in (geometric(r=F(1, 2), lo=-3, hi=4, sensitivity=2), geometric(0.3, lo=0, hi=0)):
        assert eval(repr(m.machine), ns) == m.machine
        assert eval(repr(m), ns) == m
    assert repr(geometric(r=F(1, 2), lo=-3, hi=4).machine) == "ClampedGeometric(r=Fraction(1, 2), lo=-3, hi=4)"


BAD: list[tuple[dict[str, object], str]] = [
    ({"lo": 0, "hi": 5}, "exactly one of epsilon"),
    ({"lo": 0, "hi": 5, "epsilon": 1.0, "r": F(1, 2)}, "exactly one of epsilon"),
    ({"lo": 0, "hi": 5, "epsilon": 0.0}, "epsilon=0.0"),
    ({"lo": 0, "hi": 5, "epsilon": -1.0}, "epsilon=-1.0"),
    ({"lo": 0, "hi": 5, "epsilon": math.nan}, "epsilon=nan"),
    ({"lo": 0, "hi": 5, "epsilon": math.inf}, "epsilon=inf"),
    ({"lo": 0, "hi": 5, "epsilon": True}, "epsilon=True"),
    ({"lo": 0, "hi": 5, "r": F(0)}, "r=Fraction"),
    ({"lo": 0, "hi": 5, "r": F(1)}, "r=Fraction"),
    ({"lo": 0, "hi": 5, "r": F(3, 2)}, "r=Fraction"),
    ({"lo": 0, "hi": 5, "r": F(-1, 2)}, "r=Fraction"),
    ({"lo": 0, "hi": 5, "r": 0.5}, "r=0.5"),
    ({"lo": 0, "hi": 5, "r": 1}, "r=1"),
    ({"lo": 0, "hi": 5, "r": True}, "r=True"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": 0}, "sensitivity=0"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": -1}, "sensitivity=-1"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": 1.5}, "sensitivity=1.5"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": 2.0}, "sensitivity=2.0"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": True}, "sensitivity=True"),
    ({"lo": 0, "hi": 5, "r": F(1, 2), "sensitivity": math.nan}, "sensitivity=nan"),
    ({"lo": 0.5, "hi": 5, "r": F(1, 2)}, "lo=0.5"),
    ({"lo": 0, "hi": 5.0, "r": F(1, 2)}, "hi=5.0"),
    ({"lo": False, "hi": 5, "r": F(1, 2)}, "lo=False"),
    ({"lo": 6, "hi": 5, "r": F(1, 2)}, "lo=6 > hi=5"),
]


@pytest.mark.parametrize(("kwargs", "match"), BAD, ids=[m for _, m in BAD])
def test_bad_arguments(kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=re.escape(match)):
        geometric(**kwargs)  # type: ignore[arg-type]


def test_machine_refuses_bad_fields() -> None:
    with pytest.raises(InvalidArgument, match="r="):
        ClampedGeometric(F(1), 0, 1)
    with pytest.raises(InvalidArgument, match="r="):
        ClampedGeometric(0.5, 0, 1)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="lo=2 > hi=1"):
        ClampedGeometric(F(1, 2), 2, 1)
    with pytest.raises(InvalidArgument, match="lo=True"):
        ClampedGeometric(F(1, 2), True, 1)


def test_probabilities_are_never_floats() -> None:
    probs: list[Prob] = [p for _, p in machine_of(geometric(1.0, lo=-3, hi=3)).pmf(0)]
    assert all(isinstance(p, (F, Interval)) for p in probs)


@pytest.mark.parametrize("bad", ["3", 3.0, math.nan, math.inf, True, None, F(3)], ids=repr)
def test_the_release_refuses_a_non_int_value_without_echoing_it(bad: object) -> None:
    """A string is refused with a library error, not Python's TypeError; a bool is not read as an int."""
    m = geometric(r=F(1, 2), lo=0, hi=5).machine
    assert isinstance(m, ClampedGeometric)
    with pytest.raises(InvalidData, match=f"takes an int as the query's value; the data is an? {type(bad).__name__}$"):
        m.step(m.init(bad), None, sampled_coins(0))  # type: ignore[arg-type]
    with pytest.raises(InvalidData):
        m.pmf(bad)  # type: ignore[arg-type]


def test_the_release_takes_numpy_ints() -> None:
    m = geometric(r=F(1, 2), lo=0, hi=5).machine
    assert isinstance(m, ClampedGeometric)
    assert m.pmf(np.int64(3)) == m.pmf(3)  # type: ignore[arg-type]


def test_numpy_integers_are_window_ends() -> None:
    import numpy as np

    m = geometric(1.0, lo=np.int64(0), hi=np.int64(3), sensitivity=np.int64(1))  # type: ignore[arg-type]
    assert m.machine.lo == 0 and type(m.machine.lo) is int  # type: ignore[attr-defined]
    assert ClampedGeometric(F(1, 2), np.int32(-1), np.int64(1)) == ClampedGeometric(F(1, 2), -1, 1)
    with pytest.raises(InvalidArgument, match="lo=True"):
        geometric(1.0, lo=True, hi=3)


def test_an_exact_epsilon_past_the_float_range() -> None:
    assert geometric(2 * 10**308, lo=0, hi=1).level == Epsilon(float("inf"))


class _LyingRatio(F):
    """A Fraction whose arithmetic claims every power of it is 1 (a certificate of ε = 0)."""

    @override
    def __rtruediv__(self, other: object) -> F:  # type: ignore[override]  # the lie under test
        return F(1)


def test_a_fraction_subclass_ratio_is_used_as_its_value_not_its_arithmetic() -> None:
    m = geometric(r=_LyingRatio(1, 2), lo=0, hi=3)
    machine = m.machine
    assert isinstance(machine, ClampedGeometric) and type(machine.r) is F and machine.r == F(1, 2)
    assert m.level.epsilon >= math.log(2)  # ε = ln(1/r) = ln 2 (Δ = 1), never the 0 the subclass claims
