"""Guarantees by theorem (Henzinger–Safavi–Vadhan 2024, seed 002 §4, §7 items 3–5; ERRATA A8):
certify of verifier(spec) @ identifier(b) @ ext_concurrent(), the refusals, the exact audit of
the certified levels on tiny games, and the bad inputs of the continual layer."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import mpmath
import pytest

from combinators.accounting import gaussian_accumulator
from combinators.audit import audit_game
from combinators.certification import CertificationError, certify
from combinators.composition import (CAPABILITY_TABLE, Adaptivity, Combinator, CompositionForbidden, Create, Rule,
                                     ext_concurrent, require)
from combinators.continual import as_continual
from combinators.continual.compositions import filter_composition, fixed_levels, fixed_mechanisms
from combinators.continual.parallel import (product_budget_parallel, rr_budget, sparse_parallel,
                                            sparse_parallel_fpc)
from combinators.continual.theorems import continual_guarantee, parallel_guarantee, rr_composition
from combinators.continual.verification import im_style, suitable
from combinators.errors import InvalidArgument
from combinators.machines import (ANY_TWO, BIT_FLIP, Identifier, Invalid, Verifier, certify_machine, game, to_approx_dp,
                                  to_renyi, to_tradeoff)
from combinators.measures import (FDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Verdict, f_eps_delta,
                                  gaussian_tradeoff)
from combinators.primitives import laplace, randomized_response, randomized_response_delta
from combinators.prob import sampled_coins

F = im_style(BIT_FLIP)
RR3 = as_continual(randomized_response(e_eps=3))      # RR_{ln 3}
C1, C2 = Create(RR3, F), Create(RR3, F)
RR_D = as_continual(randomized_response_delta(e_eps=3, delta=Fraction(1, 10)))   # RR_{ln 3, 1/10}
RR_0 = as_continual(randomized_response_delta(e_eps=1, delta=Fraction(1, 2)))    # RR_{0, 1/2}


# an independent evaluation: the hockey-stick divergence of product RR distributions ------------

def brute_force_delta(levels: list[tuple[float, float]], epsilon: float) -> Any:
    """δ(ε) of Comp(RR_{ε1,δ1}, …, RR_{εk,δk}) by enumerating every outcome of the product
    (seed 002 §7 item 2): RR_{ε,δ}(b) answers (⊤, b) w.p. δ, (⊥, b) w.p. (1−δ)e^ε/(1+e^ε),
    (⊥, 1−b) w.p. (1−δ)/(1+e^ε); δ(ε) = Σ_o max(P0(o) − e^ε P1(o), 0), in 50 digits."""
    with mpmath.workdps(50):
        def law(e: float, d: float, b: int) -> dict[tuple[str, int], Any]:
            ee, dd = mpmath.exp(mpmath.mpf(e)), mpmath.mpf(d)
            return {("T", b): dd, ("T", 1 - b): mpmath.mpf(0),
                    ("F", b): (1 - dd) * ee / (1 + ee), ("F", 1 - b): (1 - dd) / (1 + ee)}
        laws0 = [law(e, d, 0) for e, d in levels]
        laws1 = [law(e, d, 1) for e, d in levels]
        bound = mpmath.exp(mpmath.mpf(epsilon))
        total = mpmath.mpf(0)
        for outcome in itertools.product(*(list(x) for x in laws0)):
            p0 = mpmath.fprod(laws0[i][o] for i, o in enumerate(outcome))
            p1 = mpmath.fprod(laws1[i][o] for i, o in enumerate(outcome))
            total += max(p0 - bound * p1, 0)
        return total


@pytest.mark.parametrize(("levels", "epsilon", "paper"), [
    ([(0.5, 0.0), (1.0, 0.0), (0.3, 0.0)], 1.0, 0.1790498892168176),
    ([(0.5, 0.01), (1.0, 0.02)], 0.8, 0.2520543754589031),
    ([(0.2, 0.0)] * 5, 0.4, 0.05996342661989646),
])
def test_thm_4_12_certificates_match_brute_force(levels: list[tuple[float, float]], epsilon: float,
                                                 paper: float) -> None:
    """seed 002 §7 item 4: each within 1e-15 of the enumeration, and never below it."""
    measure = ApproxDP() if any(d for _, d in levels) else PureDP()
    given = [EpsDelta(e, d) if d else Epsilon(e) for e, d in levels]
    if type(measure) is ApproxDP:
        given = [EpsDelta(e, d) for e, d in levels]
    t = certify(game(ext_concurrent(), fixed_levels(measure, given), 0), epsilon_g=epsilon)
    level = dict(t.level or ())
    exact = brute_force_delta(levels, epsilon)
    assert level["epsilon"] == epsilon
    assert 0 <= level["delta"] - exact <= 1e-15
    assert abs(exact - paper) <= 1e-15
    assert t.kind == "continual" and "Thm 4.12" in t.theorem


def test_thm_4_10_fixed_mechanisms_at_a_target_epsilon() -> None:
    """Two fixed RR_{ln 3} at ε = 1: δ = (9 − e)/16 (the enumeration)."""
    t = certify(game(ext_concurrent(), fixed_mechanisms(C1, C2), 1), epsilon_g=1.0)
    assert 0 <= dict(t.level or ())["delta"] - brute_force_delta([(math.log(3), 0.0)] * 2, 1.0) <= 1e-15
    assert "Thm 4.10" in t.theorem and t.relation == repr(fixed_mechanisms(C1, C2))
    pure = certify(game(ext_concurrent(), fixed_mechanisms(C1, C2), 0))
    total = dict(pure.level or ())["epsilon"]
    assert pure.measure == "PureDP()" and type(total) is float and total >= 2 * math.log(3)


def test_a_zero_epsilon_child_counts_in_the_limit_a_product_not_a_sum() -> None:
    """seed 002 §7 item 3: Comp(RR_{0.7,0.01}, RR_{0,0.02}) at ε = 0.7 is 1 − 0.99·0.98 = 0.0298."""
    f = fixed_levels(ApproxDP(), [EpsDelta(0.7, 0.01), EpsDelta(0.0, 0.02)])
    delta = continual_guarantee(f, epsilon_g=0.7).level.delta
    exact = brute_force_delta([(0.7, 0.01), (0.0, 0.02)], 0.7)
    assert abs(exact - mpmath.mpf("0.0298")) < 1e-17      # 0.01 and 0.02 as binary floats
    assert 0 <= delta - exact <= 1e-15 and delta < 0.03
    # the limit is approached from above: a small positive ε for the second child is no better
    assert brute_force_delta([(0.7, 0.01), (1e-6, 0.02)], 0.7) >= exact


def test_at_a_target_delta_the_optimal_epsilon() -> None:
    f = fixed_levels(PureDP(), [Epsilon(0.2)] * 5)
    level = continual_guarantee(f, delta_g=0.05996342661989646 + 1e-12).level
    assert 0.4 - 1e-9 <= level.epsilon <= 0.4 + 1e-9
    with pytest.raises(InvalidArgument, match="not both"):
        continual_guarantee(f, epsilon_g=0.4, delta_g=0.1)


def test_thm_5_4_product_budget_is_reported_with_the_printed_form_beside() -> None:
    """ERRATA A8: (ε, 1 − (1 − δ)(1 − δ′)), and the printed (ε, δ + δ′) in the theorem text."""
    f = product_budget_parallel([0.5, 0.5], Fraction(1, 10))
    g = continual_guarantee(f, epsilon_g=0.5)
    d = brute_force_delta([(0.5, 0.0)] * 2, 0.5)
    tight = 1 - (1 - d) * (1 - mpmath.mpf(1) / 10)
    assert 0 <= g.level.delta - tight <= 1e-15 and g.level.epsilon == 0.5
    assert 0 <= g.printed.delta - (d + mpmath.mpf(1) / 10) <= 1e-15 and g.printed.delta > g.level.delta
    assert "Thm 5.4" in g.theorem and "as printed" in g.theorem and repr(g.printed) in g.theorem
    assert continual_guarantee(rr_budget(Fraction(3, 4))).level == EpsDelta(0.0, 0.75)   # Lemma 5.9


def test_parallel_pure_fpc_and_the_table_entry() -> None:
    g = continual_guarantee(sparse_parallel([Epsilon(1.0)]))
    assert g.level == Epsilon(1.0) and "Cor 5.5" in g.theorem
    assert g.capability is CAPABILITY_TABLE["PureDP", Combinator.PARALLEL, Adaptivity.ADAPTIVE, Rule.ADDITIVE]
    fpc = continual_guarantee(sparse_parallel_fpc([EpsDelta(0.5, 0.01), EpsDelta(0.5, 0.01)]))
    exact = 1 - (1 - Fraction(0.01)) ** 2                  # the floats' binary values, exactly
    assert fpc.level.epsilon == 1.0 and 0 <= Fraction(fpc.level.delta) - exact <= Fraction(1, 10**16)
    assert "Thm 5.14" in fpc.theorem
    assert fpc.capability is CAPABILITY_TABLE["ApproxDP", Combinator.PARALLEL, Adaptivity.FIXED, Rule.ADDITIVE]


def test_renyi_and_fdp_theorems() -> None:
    r = continual_guarantee(fixed_levels(RenyiDP(2), [RenyiEps(0.5), RenyiEps(0.25)]))
    assert r.level == RenyiEps(0.75) and "Cor 13.4" in r.theorem
    assert r.capability is CAPABILITY_TABLE["RenyiDP", Combinator.EXT_CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE]
    filt = continual_guarantee(filter_composition(RenyiDP(2), "additive", RenyiEps(1.0)))
    assert filt.level == RenyiEps(1.0) and "Cor 13.8" in filt.theorem
    fpc = parallel_guarantee(RenyiDP(2), [RenyiEps(0.5), RenyiEps(0.5)], fpc=True)
    assert fpc.level == RenyiEps(1.0) and "Cor 13.7" in fpc.theorem
    fd = continual_guarantee(fixed_levels(FDP(), [gaussian_tradeoff(1.0), gaussian_tradeoff(1.0)]))
    assert fd.level == gaussian_tradeoff(2 ** 0.5) and "Cor 14.7" in fd.theorem
    assert "Cor 14.8" in parallel_guarantee(FDP(), [gaussian_tradeoff(1.0)], fpc=True,
                                            finite_communication=True).theorem
    with pytest.raises(CompositionForbidden, match="finite communication"):
        parallel_guarantee(FDP(), [gaussian_tradeoff(1.0)], fpc=True)
    gdp = continual_guarantee(filter_composition(FDP(), gaussian_accumulator(), gaussian_tradeoff(1.0)))
    assert gdp.level == gaussian_tradeoff(1.0) and "Cor 14.10" in gdp.theorem
    with pytest.raises(CompositionForbidden, match="Cor 14.10"):   # the natural f-DP filter is no filter
        require(FDP(), Combinator.EXT_CONCURRENT, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    a = continual_guarantee(filter_composition(ApproxDP(), "additive", EpsDelta(1.0, 1e-6)))
    assert a.level == EpsDelta(1.0, 1e-6) and "Thm 12.4" in a.theorem


def test_renyi_and_fdp_sparse_parallel_fpc_specs() -> None:
    # Thm 13.6 / Cor 13.7: two children at RenyiEps(0.5), order 2, k = 2 ⇒ (2, 0.5 + 0.5)
    r = continual_guarantee(sparse_parallel_fpc([RenyiEps(0.5), RenyiEps(0.5)], measure=RenyiDP(2)))
    assert r.measure == RenyiDP(2) and r.level == RenyiEps(1.0)
    assert "Thm 13.6" in r.theorem and "Cor 13.7" in r.theorem and "k-sparse parallel" in r.theorem
    assert r.capability is CAPABILITY_TABLE["RenyiDP", Combinator.PARALLEL, Adaptivity.FIXED, Rule.ADDITIVE]
    # Cor 14.8 / 14.9: the composition of the k trade-off functions, G_1 ⊗ G_1 = G_√2 (Dong–Roth–Su 2019, Cor 3.3)
    fd = continual_guarantee(sparse_parallel_fpc([gaussian_tradeoff(1.0), gaussian_tradeoff(1.0)], measure=FDP()))
    assert fd.measure == FDP() and fd.level == gaussian_tradeoff(math.sqrt(2))
    assert "Cor 14.8" in fd.theorem and "k-sparse parallel" in fd.theorem
    assert fd.capability is CAPABILITY_TABLE["FDP", Combinator.PARALLEL, Adaptivity.FIXED, Rule.ADDITIVE]
    with pytest.raises(InvalidArgument, match="epsilon_g"):
        continual_guarantee(sparse_parallel_fpc([RenyiEps(0.5)], measure=RenyiDP(2)), epsilon_g=1.0)


RDP_CHILD = to_renyi(RR3, RenyiDP(2))                 # D_2(RR_{ln 3}) = ln(7/3), rounded up
TRADEOFF_CHILD = to_tradeoff(to_approx_dp(RR3))      # f_{ln 3, 0}


def test_the_exact_audit_certifies_renyi_parallel_at_the_sum_and_refutes_below() -> None:
    c1, c2 = Create(RDP_CHILD, F), Create(RDP_CHILD, F)
    spec = sparse_parallel_fpc([RDP_CHILD.level, RDP_CHILD.level], measure=RenyiDP(2))
    assert certify(game(ext_concurrent(), spec, 0)).level == (("epsilon", continual_guarantee(spec).level.epsilon),)
    two = 2 * math.log(Fraction(7, 3))                # D_2 adds over the two independent RR_{ln 3}
    assert 0 <= continual_guarantee(spec).level.epsilon - two < 1e-12
    alphabet: tuple[Any, ...] = ((c1, c1), (c2, c2), ((0, 1), (1, 1)), ((0, 2), (1, 2)))
    g = continual_guarantee(spec)
    assert audit_game(ext_concurrent(), spec, None, alphabet, 4, RenyiDP(2), g.level).verdict is Verdict.CERTIFIED
    assert audit_game(ext_concurrent(), spec, None, alphabet, 4, RenyiDP(2),
                      RenyiEps(two - 0.01)).verdict is Verdict.VIOLATED


def test_the_exact_audit_certifies_fdp_parallel_at_the_composed_tradeoff_and_refutes_above() -> None:
    d1 = Create(TRADEOFF_CHILD, F, finite_communication=True)
    d2 = Create(TRADEOFF_CHILD, F, finite_communication=True)
    spec = sparse_parallel_fpc([TRADEOFF_CHILD.level, TRADEOFF_CHILD.level], measure=FDP())
    g = continual_guarantee(spec)
    alphabet: tuple[Any, ...] = ((d1, d1), (d2, d2), ((0, 1), (1, 1)), ((0, 2), (1, 2)))
    assert audit_game(ext_concurrent(), spec, None, alphabet, 4, FDP(), g.level).verdict is Verdict.CERTIFIED
    # the composition of two RR_{ln 2.9} is a curve above it: a claim the game refutes
    stronger = FDP().compose([f_eps_delta(e_eps=Fraction(29, 10)), f_eps_delta(e_eps=Fraction(29, 10))])
    assert audit_game(ext_concurrent(), spec, None, alphabet, 4, FDP(), stronger).verdict is Verdict.VIOLATED


# refusals, each with its citation ---------------------------------------------------------------

@pytest.mark.parametrize(("build", "error", "citation"), [
    (lambda: continual_guarantee(sparse_parallel([EpsDelta(0.0, 0.1)])), CompositionForbidden, "Thm 5.2"),
    (lambda: certify(game(ext_concurrent(), sparse_parallel([EpsDelta(1.0, 0.1)]), 0)), CompositionForbidden,
     "Thm 5.2"),
    (lambda: parallel_guarantee(RenyiDP(2), [RenyiEps(1.0)], fpc=False), CompositionForbidden, "Thm 13.5"),
    (lambda: parallel_guarantee(FDP(), [gaussian_tradeoff(1.0)], fpc=False), CompositionForbidden, "Thm 5.2"),
    (lambda: continual_guarantee(sparse_parallel([RenyiEps(1.0)], measure=RenyiDP(2))), CompositionForbidden,
     "Thm 13.5"),
    (lambda: certify(game(ext_concurrent(), sparse_parallel([gaussian_tradeoff(1.0)], measure=FDP()), 0)),
     CompositionForbidden, "Thm 5.2"),
    (lambda: certify(game(ext_concurrent(), suitable(), 0)), CertificationError, "no theorem"),
])
def test_refusals_cite_the_paper(build: Callable[[], object], error: type[Exception], citation: str) -> None:
    with pytest.raises(error, match=citation) as info:
        build()
    assert "Henzinger–Safavi–Vadhan 2024" in str(info.value)


def test_a_game_whose_function_is_no_composition_is_refused() -> None:
    with pytest.raises(CertificationError, match="not the verification function of a concurrent composition"):
        certify(game(ext_concurrent(), F, 0))


def test_cor_3_8_the_game_of_a_certified_continual_mechanism() -> None:
    v: Verifier[Any, Any] = Verifier(F)
    t = certify(v @ Identifier(0) @ RR3)
    assert t.level == (("epsilon", RR3.level.epsilon),) and "Cor 3.8" in t.theorem
    other: Verifier[Any, Any] = Verifier(im_style(ANY_TWO))
    with pytest.raises(CertificationError, match="Cor 3.8"):
        certify(other @ Identifier(0) @ RR3)
    with pytest.raises(CertificationError, match="Cor 3.8"):
        certify(game(RR3.machine, im_style(ANY_TWO), 1), known=[RR3])


def test_a_claim_stronger_than_the_theorem_is_refused() -> None:
    f = fixed_mechanisms(C1, C2)
    played = certify_machine(game(ext_concurrent(), f, 0), PureDP(), Epsilon(1.0), f.as_relation(),
                             justification="a test's claim")
    with pytest.raises(CertificationError, match="stronger"):
        certify(played, trust_asserted=True)


def test_a_creation_on_the_callers_word_needs_trust_asserted() -> None:
    mine = certify_machine(RR3.machine, PureDP(), Epsilon(1.1), F.as_relation(), justification="ln 3 < 1.1")
    played = game(ext_concurrent(), fixed_mechanisms(Create(mine, F)), 0)
    with pytest.raises(CertificationError, match="caller's word"):
        certify(played)
    t = certify(played, trust_asserted=True)
    assert t.level == (("epsilon", 1.1),) and t.assumptions == ("asserted by the caller: ln 3 < 1.1",)


# the exact audit confirms the certified level on tiny games (depth ≤ 4) --------------------------

ALPHABET: tuple[Any, ...] = ((C1, C1), (C2, C2), ((0, 1), (1, 1)), ((0, 2), (1, 2)), ((1, 1), (1, 1)))


@pytest.mark.parametrize(("spec", "alphabet", "epsilon_g"), [
    (fixed_mechanisms(C1, C2), ALPHABET, 1.0),                                         # Thm 4.10
    (fixed_levels(PureDP(), [RR3.level, RR3.level]), ALPHABET, None),                  # Thm 4.12
    (filter_composition(PureDP(), "additive", Epsilon(2.2)), ALPHABET, None),          # Thm 12.4
    (sparse_parallel([RR3.level]), ALPHABET, None),                                     # Cor 5.5
    (sparse_parallel_fpc([RR_D.level]), ((Create(RR_D, F),) * 2, ((0, 1), (1, 1)), ((0, 2), (1, 2))), None),
    (rr_budget(Fraction(3, 4)), ((Create(RR_0, F),) * 2, ((0, 1), (1, 1)), ((0, 2), (1, 2))), None),  # Lemma 5.9
])
def test_the_exact_audit_certifies_the_theorem_level(spec: Any, alphabet: tuple[Any, ...],
                                                     epsilon_g: float | None) -> None:
    g = continual_guarantee(spec, epsilon_g=epsilon_g)
    measure: Any = g.measure
    result = audit_game(ext_concurrent(), spec, None, alphabet, 4, measure, g.level)
    assert result.verdict is Verdict.CERTIFIED
    # and the level is tight on these games: a little less is violated
    lower = Epsilon(g.level.epsilon - 0.01) if type(g.level) is Epsilon else EpsDelta(
        g.level.epsilon, g.level.delta - 0.01)
    assert audit_game(ext_concurrent(), spec, None, alphabet, 4, measure, lower).verdict is Verdict.VIOLATED


# bad inputs: an error when built, or an Invalid/HALT answer with the state unchanged -------------

@pytest.mark.parametrize("build", [
    lambda: Epsilon(-1.0),
    lambda: EpsDelta(math.nan, 0.0),
    lambda: fixed_levels(ApproxDP(), [EpsDelta(math.inf, 0.0)]),
    lambda: rr_composition([(-1.0, 0.0)]),
    lambda: rr_composition([(1.0, 0.0)], epsilon_g=math.nan),
    lambda: certify(game(ext_concurrent(), fixed_mechanisms(C1), 0), epsilon_g=math.inf),
    lambda: product_budget_parallel([0.5], 1.5),
    lambda: rr_budget(-0.1),
    lambda: Create(RR3.machine, F),  # type: ignore[arg-type]  # a creation without a certificate
    lambda: as_continual(laplace(1.0)),                             # a continuous release, no rounding
    lambda: fixed_mechanisms(Create(certify_machine(RR3.machine, FDP(), gaussian_tradeoff(1.0), F.as_relation(),
                                                    justification="a test's f-DP child"), F)),  # no finite comm.
])
def test_bad_inputs_are_refused_when_built(build: Callable[[], object]) -> None:
    with pytest.raises(InvalidArgument):
        build()


def test_bad_messages_are_answered_invalid_and_change_nothing() -> None:
    ext, coins = ext_concurrent(), sampled_coins(0)
    created, ack = ext.step(ext.init(None), Create(RR3, F), coins)
    bad: tuple[Any, ...] = ((0, 0), (1, 2), "not a message")
    for message in bad:              # index 0, an index not created, malformed
        after, answer = ext.step(created, message, coins)
        assert type(answer) is Invalid and after == created
    answered, _ = ext.step(created, (1, 1), coins)                 # the NIM answers its data, then halts
    halted, _ = ext.step(answered, (1, 1), coins)
    after, answer = ext.step(halted, (1, 1), coins)                # a message to a halted mechanism
    assert type(answer) is Invalid and after is halted


def test_a_composition_trusting_asserted_creations_is_certified_only_with_trust_asserted() -> None:
    """Creations the curator lets rest on the creator's word are an assumption of the certificate."""
    f = fixed_levels(PureDP(), [Epsilon(1.0)])
    game_of = certify(game(ext_concurrent(), f, 0))
    assert game_of.level == (("epsilon", 1.0),) and game_of.assumptions == ()
    with pytest.raises(CertificationError, match="creator's word"):
        certify(game(ext_concurrent(), f.trusting_asserted(), 0))
    trusted = certify(game(ext_concurrent(), f.trusting_asserted(), 0), trust_asserted=True)
    assert trusted.level == game_of.level and any("trusting_asserted" in a for a in trusted.assumptions)


def test_certify_sees_a_game_through_further_post_processing() -> None:
    """``P @ verifier(f) @ identifier(b) @ M``: the game is certified, and post-processing keeps it
    (seed 002 Lemma 2.16)."""
    f = fixed_levels(PureDP(), [Epsilon(1.0)])
    tree = certify(str @ game(ext_concurrent(), f, 0))
    assert tree.kind == "post-processing" and tree.level == (("epsilon", 1.0),)
    assert tree.children[0].kind == "continual"
    rr = as_continual(randomized_response(e_eps=3))
    wrapped = certify(str @ game(rr.machine, im_style(BIT_FLIP), 1), known=[rr])
    assert wrapped.kind == "post-processing" and wrapped.children[0].level == certify(rr).level
