"""Laplace and Gaussian: certificates against independent formulas, sample-only, validation."""

from __future__ import annotations

import math
import re
import statistics
from functools import partial
from typing import Any
from fractions import Fraction as F

import numpy as np
import pytest
from typing_extensions import assert_type

from combinators.errors import InvalidArgument, InvalidData, NotEnumerable
from combinators.machines import Certificate, Halt, Mechanism, NIMState, Proved, Relation, WithinDistance
from combinators.measures import ZCDP, Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import Gaussian, Laplace, gaussian, gaussian_rdp, laplace, sensitivity_relation
from combinators.prob import Coins, enumerate_step, sampled_coins


def release(m: Mechanism[float, NIMState[float], object, float, Epsilon] | Mechanism[
        float, NIMState[float], object, float, Rho], x: float, coins: Coins) -> float | Halt:
    return m.machine.step(m.machine.init(x), None, coins)[1]


def laplace_of(m: Mechanism[float, NIMState[float], object, float, Epsilon]) -> Laplace:
    assert isinstance(m.machine, Laplace)
    return m.machine


def gaussian_of(m: Mechanism[float, NIMState[float], object, float, Rho] | Mechanism[
        float, NIMState[float], object, float, RenyiEps]) -> Gaussian:
    assert isinstance(m.machine, Gaussian)
    return m.machine


def just_above(level: float | F, exact: F) -> bool:
    """``level`` is the smallest float ``>= exact``."""
    return F(level) >= exact and F(math.nextafter(level, -math.inf)) < exact


NS: dict[str, object] = {
    "Fraction": F, "Laplace": Laplace, "Gaussian": Gaussian, "Mechanism": Mechanism, "Certificate": Certificate,
    "PureDP": PureDP, "Epsilon": Epsilon, "ZCDP": ZCDP, "Rho": Rho, "RenyiDP": RenyiDP, "RenyiEps": RenyiEps,
    "Relation": Relation, "math": math, "Proved": Proved, "WithinDistance": WithinDistance,
    "laplace": laplace, "gaussian": gaussian, "gaussian_rdp": gaussian_rdp, "sensitivity_relation": sensitivity_relation,
}

# ---------------------------------------------------------------------------------------- Laplace


@pytest.mark.parametrize(("scale", "sens"), [(2.0, 1), (3.0, 1), (0.1, 0.3), (7.0, F(1, 3)), (1e-3, 5)])
def test_laplace_level_is_sensitivity_over_scale(scale: float, sens: float | F) -> None:
    m = laplace(scale, sensitivity=sens)
    assert laplace_of(m).scale == scale
    assert just_above(m.level.epsilon, F(sens) / F(scale))
    assert m.measure == PureDP()
    assert m.certificate.relation == sensitivity_relation(sens)


def test_laplace_simple_values() -> None:
    assert laplace(scale=2.0).level == Epsilon(0.5)
    assert laplace(scale=1.0, sensitivity=2).level == Epsilon(2.0)


@pytest.mark.parametrize(("eps", "sens"), [(0.5, 1), (0.3, 1), (1.1, 2.5), (F(1, 3), 1)])
def test_laplace_from_epsilon(eps: float | F, sens: float) -> None:
    """scale is Δ/ε rounded up; the certified ε is at most the requested one."""
    m = laplace(epsilon=eps, sensitivity=sens)
    scale = laplace_of(m).scale
    assert F(scale) >= F(sens) / F(eps)
    assert F(math.nextafter(scale, 0)) < F(sens) / F(eps)
    assert F(m.level.epsilon) <= F(math.nextafter(float(eps), math.inf))
    assert just_above(m.level.epsilon, F(sens) / F(scale))


def test_laplace_fraction_scale_rounds_noise_up() -> None:
    m = laplace(F(1, 3))
    assert F(laplace_of(m).scale) >= F(1, 3)
    assert just_above(m.level.epsilon, 1 / F(laplace_of(m).scale))


def test_laplace_is_sample_only() -> None:
    m = laplace(scale=1.0)
    with pytest.raises(NotEnumerable, match=r"laplace\(scale=1.0\) is a continuous draw: this machine is sample-only"):
        enumerate_step(release, m, 3.0)


def test_laplace_sampling() -> None:
    m = laplace(scale=2.0)
    a = [release(m, 10.0, c) for c in [sampled_coins(5)] for _ in range(4000)]
    b = [release(m, 10.0, c) for c in [sampled_coins(5)] for _ in range(4000)]
    assert a == b
    xs = [v for v in a if isinstance(v, float)]
    assert len(xs) == 4000
    assert abs(statistics.fmean(xs) - 10.0) < 0.2  # sd of the mean ≈ 2.83/63 ≈ 0.045
    assert abs(statistics.variance(xs) - 8.0) < 1.0  # Var Lap(b) = 2b²


def test_laplace_repr_rebuilds() -> None:
    for m in (laplace(2.0), laplace(epsilon=0.3, sensitivity=F(1, 2))):
        assert eval(repr(m.machine), NS) == m.machine
        assert eval(repr(m), NS) == m
    assert repr(laplace(2.0).machine) == "Laplace(scale=2.0)"


LAPLACE_BAD: list[tuple[dict[str, object], str]] = [
    ({}, "exactly one of scale"),
    ({"scale": 1.0, "epsilon": 1.0}, "exactly one of scale"),
    ({"scale": 0.0}, "scale=0.0"),
    ({"scale": -1.0}, "scale=-1.0"),
    ({"scale": math.nan}, "scale=nan"),
    ({"scale": math.inf}, "scale=inf"),
    ({"scale": True}, "scale=True"),
    ({"scale": "1"}, "scale='1'"),
    ({"epsilon": 0}, "epsilon=0"),
    ({"epsilon": -0.5}, "epsilon=-0.5"),
    ({"epsilon": math.nan}, "epsilon=nan"),
    ({"epsilon": math.inf}, "epsilon=inf"),
    ({"epsilon": True}, "epsilon=True"),
    ({"epsilon": 1e-320}, "epsilon=1e-320 (scale = sensitivity/epsilon) gives a noise scale beyond"),
    ({"scale": 1.0, "sensitivity": 0}, "sensitivity=0"),
    ({"scale": 1.0, "sensitivity": -1}, "sensitivity=-1"),
    ({"scale": 1.0, "sensitivity": math.nan}, "sensitivity=nan"),
    ({"scale": 1.0, "sensitivity": math.inf}, "sensitivity=inf"),
    ({"scale": 1.0, "sensitivity": True}, "sensitivity=True"),
]


@pytest.mark.parametrize("scale", [0.0, -1.0, math.inf, math.nan, 1, True])
def test_laplace_machine_refuses_bad_scale(scale: float) -> None:
    with pytest.raises(InvalidArgument, match="scale="):
        Laplace(scale)


# --------------------------------------------------------------------------------------- Gaussian


@pytest.mark.parametrize(("sigma", "sens"), [(2.0, 1), (3.0, 1), (0.7, 0.3), (5.0, F(1, 3)), (1e-3, 4)])
def test_gaussian_zcdp_level(sigma: float, sens: float | F) -> None:
    """ρ = Δ²/(2σ²) (Bun–Steinke 2016, Prop. 1.6), rounded up to the next float."""
    m = gaussian(sigma, sensitivity=sens)
    assert gaussian_of(m).sigma == sigma
    assert m.measure == ZCDP()
    assert just_above(m.level.rho, F(sens) ** 2 / (2 * F(sigma) ** 2))
    assert m.certificate.relation == sensitivity_relation(sens)


@pytest.mark.parametrize(("sigma", "sens", "alpha"), [(2.0, 1, 3), (3.0, 1, 2.5), (0.7, 0.3, F(3, 2)), (1.0, 2, 64)])
def test_gaussian_rdp_level(sigma: float, sens: float, alpha: float | F) -> None:
    """ε(α) = αΔ²/(2σ²) (Mironov 2017, Prop. 7), rounded up to the next float."""
    m = gaussian_rdp(sigma, alpha=alpha, sensitivity=sens)
    assert m.measure == RenyiDP(alpha)
    assert just_above(m.level.epsilon, F(alpha) * F(sens) ** 2 / (2 * F(sigma) ** 2))
    assert gaussian_of(m) == gaussian_of(gaussian(sigma, sensitivity=sens))


def test_gaussian_simple_values() -> None:
    assert gaussian(2.0).level == Rho(0.125)
    assert gaussian_rdp(2.0, alpha=3).level == RenyiEps(0.375)
    assert gaussian(1.0, sensitivity=2).level == Rho(2.0)


@pytest.mark.parametrize(("rho", "sens"), [(0.5, 1), (0.1, 1), (F(1, 3), 2), (2.0, 0.25)])
def test_gaussian_from_rho(rho: float | F, sens: float) -> None:
    """σ is Δ/√(2ρ) rounded up; the certified ρ is at most the requested one."""
    m = gaussian(rho=rho, sensitivity=sens)
    s = F(gaussian_of(m).sigma)
    target = F(sens) ** 2 / (2 * F(rho))
    assert s**2 >= target
    assert F(math.nextafter(float(s), 0)) ** 2 < target
    assert F(m.level.rho) <= F(math.nextafter(float(rho), math.inf))
    assert gaussian(rho=0.5).level == Rho(0.5)


def test_measure_is_in_the_type() -> None:
    """The two factories differ in the level type, so mypy tells a zCDP mechanism from an RDP one."""
    assert_type(gaussian(1.0), Mechanism[float, NIMState[float], object, float, Rho])
    assert_type(gaussian_rdp(1.0, alpha=2), Mechanism[float, NIMState[float], object, float, RenyiEps])
    assert_type(laplace(1.0), Mechanism[float, NIMState[float], object, float, Epsilon])


def test_gaussian_is_sample_only() -> None:
    m = gaussian(2.0)
    with pytest.raises(NotEnumerable, match=r"gaussian\(sigma=2.0\) is a continuous draw: this machine is sample-only"):
        enumerate_step(release, m, 0.0)


def test_gaussian_sampling() -> None:
    m = gaussian(3.0)
    a = [release(m, -1.0, c) for c in [sampled_coins(8)] for _ in range(4000)]
    assert a == [release(m, -1.0, c) for c in [sampled_coins(8)] for _ in range(4000)]
    xs = [v for v in a if isinstance(v, float)]
    assert abs(statistics.fmean(xs) + 1.0) < 0.2
    assert abs(statistics.stdev(xs) - 3.0) < 0.15


def test_gaussian_repr_rebuilds() -> None:
    for m in (gaussian(2.0), gaussian(rho=F(1, 3), sensitivity=3)):
        assert eval(repr(m), NS) == m
    r = gaussian_rdp(2.0, alpha=2.5)
    assert eval(repr(r), NS) == r
    assert repr(r.machine) == "Gaussian(sigma=2.0)"


GAUSSIAN_BAD: list[tuple[dict[str, object], str]] = [
    ({}, "exactly one of sigma"),
    ({"sigma": 1.0, "rho": 1.0}, "exactly one of sigma"),
    ({"sigma": 0.0}, "sigma=0.0"),
    ({"sigma": -2.0}, "sigma=-2.0"),
    ({"sigma": math.nan}, "sigma=nan"),
    ({"sigma": math.inf}, "sigma=inf"),
    ({"sigma": True}, "sigma=True"),
    ({"rho": 0.0}, "rho=0.0"),
    ({"rho": -1.0}, "rho=-1.0"),
    ({"rho": math.nan}, "rho=nan"),
    ({"rho": math.inf}, "rho=inf"),
    ({"rho": True}, "rho=True"),
    ({"rho": 1e-320, "sensitivity": 1e10}, "rho=1e-320 gives sigma"),
    ({"sigma": 1.0, "sensitivity": 0.0}, "sensitivity=0.0"),
    ({"sigma": 1.0, "sensitivity": -1}, "sensitivity=-1"),
    ({"sigma": 1.0, "sensitivity": math.nan}, "sensitivity=nan"),
    ({"sigma": 1.0, "sensitivity": math.inf}, "sensitivity=inf"),
    ({"sigma": 1.0, "sensitivity": False}, "sensitivity=False"),
]


BAD: list[tuple[str, dict[str, object], str]] = (
    [("laplace", kwargs, match) for kwargs, match in LAPLACE_BAD]
    + [("gaussian", kwargs, match) for kwargs, match in GAUSSIAN_BAD])
FACTORIES: dict[str, tuple[Any, ...]] = {"laplace": (laplace,), "gaussian": (gaussian, partial(gaussian_rdp, alpha=2))}


@pytest.mark.parametrize(("name", "kwargs", "match"), BAD, ids=[f"{name}-{match}" for name, _, match in BAD])
def test_bad_arguments_are_refused_by_name(name: str, kwargs: dict[str, object], match: str) -> None:
    """Laplace, and the Gaussian under both certificates, refuse each bad argument naming it."""
    for factory in FACTORIES[name]:
        with pytest.raises(InvalidArgument, match=re.escape(match)):
            factory(**kwargs)


@pytest.mark.parametrize("alpha", [1, 0.5, -2.0, math.inf, math.nan, True, "2"])
def test_gaussian_rdp_bad_alpha(alpha: object) -> None:
    with pytest.raises(InvalidArgument, match="alpha="):
        gaussian_rdp(1.0, alpha=alpha)  # type: ignore[arg-type]


@pytest.mark.parametrize("sigma", [0.0, -1.0, math.inf, math.nan, 2, False])
def test_gaussian_machine_refuses_bad_sigma(sigma: float) -> None:
    with pytest.raises(InvalidArgument, match="sigma="):
        Gaussian(sigma)


# ------------------------------------------------------------------------------ the relation


def test_sensitivity_relation() -> None:
    assert sensitivity_relation(1) == sensitivity_relation(1.0) == sensitivity_relation(F(1))
    assert sensitivity_relation(F(1, 2)) == sensitivity_relation(0.5)
    assert sensitivity_relation(1) != sensitivity_relation(2)
    assert "|x − x′| ≤ 1/3" in sensitivity_relation(F(1, 3)).meaning


def test_sensitivity_relation_past_the_float_range_is_named_exactly() -> None:
    big = F(10**400, 3)  # no float holds it: the name spells the fraction
    assert sensitivity_relation(big).name == f"sensitivity {10**400}/3"
    assert sensitivity_relation(10**400).name == f"sensitivity {10**400}"


@pytest.mark.parametrize("bad", [0, -1, math.nan, math.inf, True, "1"])
def test_sensitivity_relation_bad(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="delta_in="):
        sensitivity_relation(bad)  # type: ignore[arg-type]


BAD_VALUES = ["1.5", "patient-record: HIV+", math.nan, -math.inf, math.inf, True, None, 1 + 2j, 10**400,
              F(10**400, 3)]


@pytest.mark.parametrize("m", [laplace(scale=1.0), gaussian(sigma=1.0)], ids=["Laplace", "Gaussian"])
@pytest.mark.parametrize("bad", BAD_VALUES, ids=lambda v: type(v).__name__ + ":" + repr(v)[:12])
def test_the_release_refuses_a_non_number_or_non_finite_value_without_echoing_it(
        m: Mechanism[float, NIMState[float], object, float, Epsilon] | Mechanism[
            float, NIMState[float], object, float, Rho], bad: object) -> None:
    """A string is not parsed by float(), and NaN and ±inf do not pass through to the answer."""
    with pytest.raises(InvalidData, match=f"takes a (finite )?real number.* the data is an? {type(bad).__name__}") as info:
        release(m, bad, sampled_coins(0))  # type: ignore[arg-type]
    assert isinstance(info.value, InvalidArgument)
    text = str(info.value)
    assert (bad not in text if isinstance(bad, str) else "0000" not in text and "nan" not in text)


@pytest.mark.parametrize("m", [laplace(scale=1.0), gaussian(sigma=1.0)], ids=["Laplace", "Gaussian"])
def test_the_release_takes_ints_fractions_and_numpy_reals(
        m: Mechanism[float, NIMState[float], object, float, Epsilon] | Mechanism[
            float, NIMState[float], object, float, Rho]) -> None:
    for x in (3, 3.0, F(3), np.float32(3.0), np.int64(3), np.float64(3.0)):
        assert release(m, x, sampled_coins(0)) == release(m, 3.0, sampled_coins(0))  # type: ignore[arg-type]


def test_numpy_floats_build_the_noise_machines() -> None:
    import numpy as np

    assert Laplace(np.float32(0.5)) == Laplace(0.5) and type(Laplace(np.float32(0.5)).scale) is float
    assert Gaussian(np.float64(2.0)) == Gaussian(2.0)
    with pytest.raises(InvalidArgument, match="scale=True"):
        Laplace(True)


def test_a_gaussian_whose_sigma_underflows_is_built_at_once() -> None:
    """Δ²/(2ρ) below the least float made the search for σ walk the subnormals one by one."""
    g = gaussian(rho=1e308, sensitivity=1e-10)
    sigma = g.machine.sigma  # type: ignore[attr-defined]
    assert 0 < sigma and F(sigma) ** 2 >= F(1e-10) ** 2 / (2 * F(1e308))
    assert g.level.rho <= 1e308  # the certificate follows the σ drawn with: more noise, smaller ρ
    assert gaussian(rho=F(10**320)).level == Rho(float("inf"))  # 1/(2σ²) rounded up past the float range
