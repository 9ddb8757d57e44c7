"""Where unbounded parallel composition fails (combinators.continual.counterexamples; seed 002
Thm 5.2, Thm 1.4, Thm 5.4 tightness, Thm 13.5 with the constants of research/ERRATA.md A7).

Every expected number is computed here independently of the module (fractions, mpmath) or
taken from the digest (seed-002.md §5, §7 items 6, 7, 11)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath
import pytest

from combinators.audit import audit_game, view_distribution
from combinators.composition import ext_concurrent
from combinators.continual.counterexamples import (
    EXPOSED,
    QUIET,
    CopiesAdversary,
    Exposure,
    copies_adversary,
    m_delta,
    m_renyi,
    two_bits,
    unbounded_adversary,
)
from combinators.continual.parallel import product_budget_parallel, sparse_parallel, sparse_parallel_fpc
from combinators.errors import InvalidArgument
from combinators.machines import ACK, HALT, Invalid, game, interact
from combinators.measures import ApproxDP, EpsDelta, RenyiDP, RenyiEps
from combinators.prob import FiniteDist, sampled_coins
from tests.reference_mp import mp, reference_precision

BIT_PAIRS: list[tuple[object, object]] = [(x, y) for x in (0, 1) for y in (0, 1)]


def views(f: Any, adversary: CopiesAdversary, depth: int) -> tuple[FiniteDist[Any], FiniteDist[Any]]:
    """The exact view distributions of one deterministic adversary in the game of
    ``ext_concurrent()`` w.r.t. ``f``, for b = 0 and b = 1 (``view_distribution``: the generic
    audit over all adversaries would be needless work for this one strategy)."""
    d0, d1 = (view_distribution(game(ext_concurrent(), f, b), None, adversary, depth) for b in (0, 1))
    return d0, d1


def exposure(m: Any) -> Exposure:
    machine = m.machine
    assert type(machine) is Exposure
    return machine


def total_variation(d0: FiniteDist[Any], d1: FiniteDist[Any]) -> Fraction:
    out = Fraction(0)
    for v in d0.support:
        p1 = d1[v] if v in d1.support else Fraction(0)
        p0 = d0[v]
        assert type(p0) is Fraction and type(p1) is Fraction
        out += max(Fraction(0), p0 - p1)
    return out


# ---------------------------------------------------------------------------------------------
# g and ℳ_δ
# ---------------------------------------------------------------------------------------------

def test_g_takes_at_most_two_bit_pairs_differing_in_at_most_one_position() -> None:
    g = two_bits()
    assert g(()) and g(((0, 1),)) and g(((0, 0), (1, 0))) and g(((1, 0), (1, 1)))
    assert not g(((0, 1), (0, 1)))                     # differ in two positions
    assert not g(((0, 0), (0, 0), (0, 0)))             # t ≤ 2
    assert not g(((0, 2),)) and not g(((True, 1),)) and not g(((0.0, 0),))
    assert not g.first_pair_consistent()               # an identical first pair may be followed by a differing one
    assert repr(g) == "two_bits()" and g.as_relation().name == "two_bits()"


def test_m_delta_is_certified_0_delta_and_the_exact_audit_agrees() -> None:
    d = Fraction(1, 10)
    m = m_delta(d)
    assert m.level == EpsDelta(0, d) and m.certificate.relation == two_bits().as_relation()
    assert audit_game(m, two_bits(), None, BIT_PAIRS, 2, ApproxDP(), EpsDelta(0, d)).verdict.name == "CERTIFIED"
    # tight: the adversary (0,0) then (0,1) sees the bit with probability exactly δ
    assert audit_game(m, two_bits(), None, BIT_PAIRS, 2, ApproxDP(), EpsDelta(0, Fraction(99, 1000))
                      ).verdict.name == "VIOLATED"


def test_m_delta_answers_quiet_or_exposed_then_the_bit_and_refuses_a_non_bit() -> None:
    machine = Exposure(Fraction(1))                    # exposed at once
    s = machine.init(None)
    s2, a = machine.step(s, 2, sampled_coins(0))
    assert s2 is s and type(a) is Invalid
    s, a = machine.step(s, 0, sampled_coins(0))
    assert a is EXPOSED and s is EXPOSED
    assert machine.step(s, 1, sampled_coins(0))[1] == 1
    assert Exposure(Fraction(0)).step(QUIET, 1, sampled_coins(0))[1] is QUIET


@pytest.mark.parametrize("build", [lambda: m_delta(0), lambda: m_delta(-0.1), lambda: m_delta(1.5),
                                   lambda: m_renyi(1, 1, 5), lambda: m_renyi(2, 0, 5), lambda: m_renyi(2, 1, -1),
                                   lambda: m_renyi(2, 1, math.inf), lambda: m_renyi(50, 1, 10**6),
                                   lambda: copies_adversary(m_delta(Fraction(1, 2)), 0),
                                   lambda: copies_adversary(m_delta(Fraction(1, 2)).machine, 2)])  # type: ignore[arg-type]
def test_bad_arguments_are_refused_when_built(build: Any) -> None:
    with pytest.raises(InvalidArgument):
        build()


# ---------------------------------------------------------------------------------------------
# Thm 1.4 / Thm 5.2: ℓ copies under f_∞ leak exactly 1 − (1 − δ0)^ℓ
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("ell", "delta0", "expected"), [
    (5, Fraction(1, 10), Fraction(40951, 100000)),                 # seed 002 §7 item 6
    (20, Fraction(1, 20), 0.6415140775914577),                     # 0.641514 in the digest
])
def test_the_ell_copy_adversarys_exact_tv_is_one_minus_one_minus_delta_to_the_ell(
        ell: int, delta0: Fraction, expected: Fraction | float) -> None:
    formula = 1 - (1 - delta0) ** ell
    assert formula == expected if type(expected) is Fraction else float(formula) == expected
    d0, d1 = views(sparse_parallel([EpsDelta(0, delta0)]), copies_adversary(m_delta(delta0), ell), 2 * ell + 1)
    assert total_variation(d0, d1) == formula
    # the leaking views are the exposed ones, and they name b: disjoint between b = 0 and b = 1
    for v in d0.support:
        answers = [a for _, a in v]
        if CopiesAdversary.guess(answers) is not None:
            assert CopiesAdversary.guess(answers) == 0 and v not in d1.support


def test_a_seeded_monte_carlo_of_the_five_copy_adversary_is_within_three_standard_errors() -> None:
    d, ell, runs = Fraction(1, 10), 5, 20_000
    adversary = copies_adversary(m_delta(d), ell)
    f = sparse_parallel([EpsDelta(0, d)])
    games: list[Any] = [game(ext_concurrent(), f, b) for b in (0, 1)]
    coins = sampled_coins(20240521)
    detected = wrong = 0
    for i in range(runs):
        b = i % 2
        view = interact(adversary, games[b], None, coins)
        guess = CopiesAdversary.guess(view.transcript[1::2])
        if guess is not None:
            detected += 1
            wrong += guess != b
    p = 1 - (1 - 0.1) ** ell
    se = math.sqrt(p * (1 - p) / runs)
    assert abs(detected / runs - p) <= 3 * se
    assert wrong == 0


def test_the_adversary_as_a_strategy_sends_what_it_sends_as_a_machine() -> None:
    adversary = copies_adversary(m_delta(Fraction(1, 2)), 3)
    played: Any = game(ext_concurrent(), sparse_parallel([EpsDelta(0, Fraction(1, 2))]), 1)
    view = interact(adversary, played, None, sampled_coins(3))
    t = view.transcript
    history: tuple[Any, ...] = ()
    for i in range(0, len(t), 2):
        assert adversary(history) is t[i] or adversary(history) == t[i]
        history = (*history, (t[i], t[i + 1]))
    assert adversary(history) is HALT


def test_under_f_infinity_fpc_the_verifier_halts_at_the_first_creation() -> None:
    d = Fraction(1, 10)
    d0, d1 = views(sparse_parallel_fpc([EpsDelta(0, d)]), copies_adversary(m_delta(d), 5), 11)
    assert [[a for _, a in v] for v in d0.support] == [[HALT]]     # g is not first-pair consistent
    assert total_variation(d0, d1) == 0


def test_thm_5_4_is_tight_five_copies_fit_delta_prime_a_sixth_is_refused_and_the_leak_is_delta_prime() -> None:
    d = Fraction(1, 10)
    budget = Fraction(40951, 100000)                   # 1 − (9/10)^5, seed 002 §7 item 7
    assert 1 - (1 - d) ** 5 == budget
    f = product_budget_parallel([0], budget)
    c = copies_adversary(m_delta(d), 6).creation
    assert f(((c, c),) * 5) and not f(((c, c),) * 6)
    d0, d1 = views(f, copies_adversary(m_delta(d), 6), 13)
    for v in d0.support:
        answers = [a for _, a in v]
        assert answers.count(ACK) <= 5                 # at most five creations acknowledged
        if answers.count(QUIET) == 5:                  # five quiet copies: the sixth creation halts the game
            assert answers[-1] is HALT
    assert any([a for _, a in v][-1] is HALT for v in d0.support)
    assert total_variation(d0, d1) == budget


def test_the_unbounded_adversary_succeeds_within_t_copies_with_probability_one_minus_one_minus_delta_to_the_t(
        ) -> None:
    d, t = Fraction(1, 4), 6
    adversary = unbounded_adversary(m_delta(d))
    d0, d1 = views(sparse_parallel([EpsDelta(0, d)]), adversary, 2 * t + 1)   # at most 2t + 1 messages
    succeeded = sum((d0[v] for v in d0.support if CopiesAdversary.guess([a for _, a in v]) == 0), Fraction(0))
    assert succeeded == 1 - (1 - d) ** t
    assert total_variation(d0, d1) == succeeded      # the unfinished views are the same under b = 0 and 1


# ---------------------------------------------------------------------------------------------
# Thm 13.5 (research/ERRATA.md A7): the printed constants fail, the corrected ones work
# ---------------------------------------------------------------------------------------------

def _d_alpha_bits(alpha: Any, q: Any) -> Any:
    """D_α(Bern(q) ‖ Bern(1−q)): the composition's divergence once a copy is exposed (Def 13.1)."""
    return mpmath.log(q ** alpha * (1 - q) ** (1 - alpha) + (1 - q) ** alpha * q ** (1 - alpha)) / (alpha - 1)


def test_thm_13_5_printed_constants_give_the_composition_only_3_3394699_nats_at_alpha_2_eps_prime_5() -> None:
    with reference_precision():
        alpha, eps_prime = mpmath.mpf(2), mpmath.mpf(5)
        q_printed = 1 - mpmath.mpf(3) / 4 * mpmath.mpf(2) ** (-2 - eps_prime * (alpha - 1) / alpha)
        d = _d_alpha_bits(alpha, q_printed)
        assert abs(d - mpmath.mpf("3.3394699")) < mpmath.mpf("1e-7") and d < eps_prime


def test_thm_13_5_corrected_constants_give_ln_2_for_one_mechanism_and_7_5743_for_the_composition() -> None:
    with reference_precision():
        alpha, eps, eps_prime = mpmath.mpf(2), mpmath.mpf(1), mpmath.mpf(5)
        one_minus_q = (mpmath.mpf(3) / 4) ** (alpha / (alpha - 1)) * mpmath.e ** (-eps_prime - 2)
        q = 1 - one_minus_q
        x = q ** alpha * one_minus_q ** (1 - alpha) + one_minus_q ** alpha * q ** (1 - alpha) - 1
        p = min(mpmath.mpf(1) / 2, eps * (alpha - 1) / x)
        single = mpmath.log(1 + p * x) / (alpha - 1)
        composed = mpmath.log(1 + x) / (alpha - 1)
        assert abs(single - mpmath.log(2)) < mpmath.mpf("1e-40") and single <= eps
        assert abs(composed - mpmath.mpf("7.5743")) < mpmath.mpf("1e-4") and composed > eps_prime
        # the module's machine has these constants (its p lowered by a relative 1e-8, toward privacy)
        m = m_renyi(2, 1, 5)
        machine = exposure(m)
        mq, mp_ = mp(machine.q), mp(machine.p)
        assert abs(mq - q) < mpmath.mpf("1e-15") and 0 < (p - mp_) / p < mpmath.mpf("1e-7")
        assert _d_alpha_bits(alpha, mq) > eps_prime


def test_thm_13_5_mechanism_is_certified_alpha_epsilon_rdp_and_the_exact_audit_agrees() -> None:
    m = m_renyi(2, 1, 5)
    assert m.measure == RenyiDP(2) and m.level == RenyiEps(1)
    assert audit_game(m, two_bits(), None, BIT_PAIRS, 2, RenyiDP(2), RenyiEps(1)).verdict.name == "CERTIFIED"
    # ln 2 = 0.693147…: just below it is violated, so the bound is essentially tight
    assert audit_game(m, two_bits(), None, BIT_PAIRS, 2, RenyiDP(2), RenyiEps(0.6931)).verdict.name == "VIOLATED"


@pytest.mark.parametrize(("alpha", "eps", "eps_prime"), [(1.5, 0.1, 20), (5, 2, 3), (1.01, 0.01, 0), (10, 10, 60),
                                                      (2, 1e-9, 5), (1.01, 0.5, 300), (200, 100, 60)])
def test_thm_13_5_corrected_constants_hold_across_orders(alpha: float, eps: float, eps_prime: float) -> None:
    m = m_renyi(alpha, eps, eps_prime)
    with reference_precision():
        machine = exposure(m)
        a, p, one_minus_q = mp(alpha), mp(machine.p), mp(1 - machine.q)   # 1 − q may be e^-300: kept apart
        q = 1 - one_minus_q
        x = q ** a * one_minus_q ** (1 - a) + one_minus_q ** a * q ** (1 - a) - 1
        assert mpmath.log(1 + p * x) / (a - 1) <= mp(eps)          # one mechanism: (α, ε)-RDP
        assert mpmath.log(1 + x) / (a - 1) > mp(eps_prime)         # the composition: D_α > ε′
