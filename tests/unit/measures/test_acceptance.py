"""Acceptance numbers from the seeds and research/ERRATA.md, against independent mpmath values."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import pytest

from combinators.measures import FDP, ApproxDP, EpsDelta, Epsilon, RenyiDP, Rho, RhoDelta, f_eps_delta
from combinators.measures import conversions as cv
from tests.reference_mp import Mp, mp


def _f_eps_delta_true(eps: float, delta: float, alpha: float) -> Mp:
    e = mpmath.exp(mp(eps))
    d, a = mp(delta), mp(alpha)
    return max(mpmath.mpf(0), 1 - d - e * a, (1 - d - a) / e)


def _zcdp_eps_true(rho: float, delta: float) -> Mp:
    return mp(rho) + 2 * mpmath.sqrt(mp(rho) * mpmath.log(1 / mp(delta)))


def _assert_up(got: float | Fraction, true: Mp, rel: float = 1e-12) -> None:
    """``got`` is not below ``true`` and within ``rel`` relative above it."""
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)) + mpmath.mpf(1e-300), (got, true)


# seed 000 §6.2: f_{ε,δ} values (float-computed table) ------------------------------------------

TABLE_6_2 = [
    (0.0, 1.0, 0.99),
    (0.01, 0.9728171817154095, 0.9628171817154095),
    (0.1, 0.7281718171540954, 0.7181718171540954),
    (0.5, 0.18393972058572117, 0.18026092617400674),
    (1.0, 0.0, 0.0),
]


@pytest.mark.parametrize(("alpha", "f10", "f1_001"), TABLE_6_2)
def test_seed000_table_6_2(alpha: float, f10: float, f1_001: float) -> None:
    for delta, table in ((0.0, f10), (0.01, f1_001)):
        got = f_eps_delta(1.0, delta)(alpha)
        true = _f_eps_delta_true(1.0, delta, alpha)
        assert mp(got) <= true  # rounded toward the weaker guarantee: never above f_{ε,δ}
        assert abs(got - table) <= 4e-16
        assert abs(mp(got) - true) <= mpmath.mpf(4e-16)


def test_seed000_poset_check() -> None:
    """``f_{1,0} ⪯ f_{2,0}`` and not the reverse (seed 000 §6.2)."""
    fdp = FDP()
    assert fdp.leq(f_eps_delta(1.0, 0), f_eps_delta(2.0, 0))
    assert not fdp.leq(f_eps_delta(2.0, 0), f_eps_delta(1.0, 0))
    assert fdp.leq(f_eps_delta(e_eps=2), f_eps_delta(e_eps=3))
    assert not fdp.leq(f_eps_delta(e_eps=3), f_eps_delta(e_eps=2))


def test_approx_dp_incomparable_levels() -> None:
    """DESIGN.md §2: (0.5, 1e-6) ⪯ (1, 1e-5); (0.5, 1e-4) and (1, 1e-5) are incomparable."""
    m = ApproxDP()
    assert m.leq(EpsDelta(0.5, 1e-6), EpsDelta(1, 1e-5))
    assert not m.leq(EpsDelta(0.5, 1e-4), EpsDelta(1, 1e-5))
    assert not m.leq(EpsDelta(1, 1e-5), EpsDelta(0.5, 1e-4))


# zCDP → (ε, δ) and seed 003 §7 item 3 ------------------------------------------------------------


# ε of Canonne–Kamath–Steinke 2020 Cor 13 at (ρ, δ'), computed offline with mpmath at 50 digits: a
# golden-section search over t = log(α − 1) of αρ + log1p(−1/α) − (log δ' + log α)/(α − 1).
CKS_EPS = {
    (0.5, 1e-6): "5.2215344445301690534428487543461917573935685993635",
    (0.1, 1e-5): "1.9142388320035978486473427310656800489194938981622",
    (2.0, 1e-9): "14.150147553874596607010096931621738620662818124429",
    (0.005, 1e-6): "0.42994146883694927924000571728285817195334682978571",
    (0.01746890475, 1e-6): "0.83715147418485949994258420736514122416774381783788",
    (0.25, 1e-6): "3.5422913004770155265885356756763281564420627840881",
    (1.5, 1e-6): "9.8482291105938010349273580951354769478321017147221",
}


def test_zcdp_to_dp_acceptance_number() -> None:
    """ρ = 0.5, δ = 1e-6: the seeds' Bun–Steinke ε = 5.756521769756932 (ERRATA B11) is an upper
    bound; the conversion gives the tight CKS ε = 5.22153…, not below it and within 1e-12 above."""
    got = cv.zcdp_to_approx_dp(Rho(0.5), 1e-6)
    _assert_up(got.epsilon, mpmath.mpf(CKS_EPS[0.5, 1e-6]))
    assert got.epsilon < 5.756521769756932
    assert _zcdp_eps_true(0.5, 1e-6) > 5.756521769756932 * (1 - 1e-15)
    assert got.delta == 1e-6


@pytest.mark.parametrize(("eps", "delta"), [(1.0, 1e-6), (0.5, 0.01), (0.25, 0.0), (2.0, 0.5)])
def test_seed003_dp_to_azcdp(eps: float, delta: float) -> None:
    """``dp_to_azcdp(ε, δ) == (δ, ε²/2)`` (exactly, for these exactly representable ε)."""
    assert cv.approx_dp_to_approx_zcdp(EpsDelta(eps, delta)) == RhoDelta(eps * eps / 2, delta)


@pytest.mark.parametrize(("rho", "delta", "delta_p"), [(0.5, 0.01, 1e-6), (0.1, 0.0, 1e-5), (2.0, 1e-3, 1e-9)])
def test_seed003_azcdp_to_dp(rho: float, delta: float, delta_p: float) -> None:
    """``azcdp_to_dp(ρ, δ, δ') == (ε, δ + (1−δ)δ')``, rounded up, with the tight ε of ρ-zCDP at δ'
    (seed 003 prints Bun–Steinke's ``ρ + 2√(ρ ln(1/δ'))``, which is larger)."""
    got = cv.approx_zcdp_to_approx_dp(RhoDelta(rho, delta), delta_p)
    _assert_up(got.epsilon, mpmath.mpf(CKS_EPS[rho, delta_p]))
    assert mp(got.epsilon) < _zcdp_eps_true(rho, delta_p)
    _assert_up(got.delta, mp(delta) + (1 - mp(delta)) * mp(delta_p))


def test_errata_b11_delta_choice() -> None:
    """Seed 003's δ + (1−δ)δ' = 0.01000099, tighter than seed 001's δ + δ' = 0.010001."""
    got = cv.approx_zcdp_to_approx_dp(RhoDelta(0.5, 0.01), 1e-6)
    assert abs(got.delta - 0.01000099) < 1e-17
    assert got.delta < 0.01 + 1e-6
    _assert_up(got.epsilon, mpmath.mpf(CKS_EPS[0.5, 1e-6]))


@pytest.mark.parametrize("v", [0.01, 0.0349378095, 0.5, 3.0])
def test_seed003_composed_conversion(v: float) -> None:
    """``azcdp_to_dp(V/2, …)[0] ≤ sqrt(2V ln(1/δ')) + V/2`` (seed 003's Bun–Steinke form), and it
    is the tight CKS ε of ρ = V/2."""
    got = cv.approx_zcdp_to_approx_dp(RhoDelta(v / 2, 0), 1e-6).epsilon
    assert mp(got) < mpmath.sqrt(2 * mp(v) * mpmath.log(1 / mp(1e-6))) + mp(v) / 2
    _assert_up(got, mpmath.mpf(CKS_EPS[v / 2, 1e-6]))


def test_no_dp_to_pdp_conversion() -> None:
    """Seed 003 Lemma 2 as printed is false (ERRATA A1): the library does not offer it."""
    assert not any("pdp" in name.lower() for name in cv.__all__)
    assert "ERRATA.md A1" in (cv.__doc__ or "")


def test_zcdp_to_renyi_design_example() -> None:
    """DESIGN.md §1: a ρ = 0.5 zCDP child converted to RDP_3 counts 1.5."""
    assert cv.zcdp_to_renyi(Rho(0.5), RenyiDP(3)).epsilon == 1.5
    assert cv.zcdp_to_renyi(Rho(0.5), RenyiDP(Fraction(3, 2))).epsilon == 0.75


def test_pure_to_zcdp() -> None:
    assert cv.pure_to_zcdp(Epsilon(1.0)) == Rho(0.5)
    got = cv.pure_to_zcdp(Epsilon(0.1)).rho
    _assert_up(got, mp(0.1) ** 2 / 2)
    assert cv.pure_to_zcdp(Epsilon(math.inf)) == Rho(math.inf)
