"""Conversions of certified mechanisms between measures (combinators.machines.recertify)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import pytest

from combinators.machines import to_approx_dp, to_zcdp
from combinators.measures import PureDP
from combinators.primitives import gaussian, randomized_response
from tests.reference_mp import Mp, mp, reference_precision


def test_conversions_of_mechanisms_are_explicit_and_typed() -> None:
    from combinators.errors import IncompatibleMeasureError
    from combinators.machines import to_approx_dp, to_renyi, to_zcdp
    from combinators.measures import ZCDP, RenyiDP, RenyiEps, Rho
    from combinators.primitives import gaussian

    g = gaussian(1.0)                      # ρ = 1/2
    r3 = to_renyi(g, RenyiDP(3))           # counts ρα = 1.5 in an RDP_3 filter (issue 5 item 5)
    assert r3.level == RenyiEps(1.5) and r3.machine == g.machine
    assert to_zcdp(randomized_response(0.5)).level == Rho(0.125)
    assert g.measure == ZCDP()
    with pytest.raises(IncompatibleMeasureError, match="converts a ZCDP or PureDP mechanism"):
        to_renyi(to_approx_dp(g, 1e-6), RenyiDP(2))  # type: ignore[arg-type]


def test_to_zcdp_is_half_epsilon_squared_rounded_up() -> None:
    """Bun–Steinke 2016, Prop 1.4: ε-DP ⇒ (ε²/2)-zCDP; for RR with e^ε = 3, ρ = (ln 3)²/2."""
    m = randomized_response(e_eps=3)
    with reference_precision():
        exact = mpmath.log(3) ** 2 / 2
        rho = to_zcdp(m).level.rho
        assert mp(rho) >= exact and mp(rho) - exact < mpmath.mpf(10) ** -15
    assert to_zcdp(m).machine == m.machine


def _cks_epsilon(rho: float | Fraction, delta: float) -> Mp:
    """Canonne–Kamath–Steinke 2020, Cor 13: for every α > 1, ρ-zCDP is (ε, δ)-DP with
    ε = αρ + (ln(1/δ) + (α − 1)·ln(1 − 1/α) − ln α)/(α − 1); the least over α, at 50 digits."""
    r, d = mp(rho), mp(delta)

    def eps(a: Mp) -> Mp:
        return a * r + (mpmath.log(1 / d) + (a - 1) * mpmath.log(1 - 1 / a) - mpmath.log(a)) / (a - 1)

    best = mpmath.findroot(lambda a: mpmath.diff(eps, a), 1 + mpmath.sqrt(mpmath.log(1 / d) / r))
    return eps(best)


@pytest.mark.parametrize(("sigma", "delta"), [(10.0, 1e-6), (2.0, 1e-5), (1.0, 1e-3)])
def test_to_approx_dp_of_the_gaussian_is_the_cks_epsilon_rounded_up(sigma: float, delta: float) -> None:
    m = gaussian(sigma=sigma)
    got = to_approx_dp(m, delta).level
    assert got.delta == delta
    with reference_precision():
        true = _cks_epsilon(m.level.rho, delta)
        assert mp(got.epsilon) >= true and mp(got.epsilon) - true < mpmath.mpf(10) ** -9 * true
    bun_steinke = m.level.rho + 2 * math.sqrt(m.level.rho * math.log(1 / delta))  # Prop 1.3: looser
    assert got.epsilon < bun_steinke
