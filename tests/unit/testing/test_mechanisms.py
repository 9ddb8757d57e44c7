"""check_mechanism and check_game (combinators.testing.mechanisms): certify true certificates
exactly, fail on a false one with the witness, check a continuous mechanism from samples (and
fail a false claim there too), and refuse bad arguments. The numbers are randomized response's: keep probability e^ε/(1+e^ε), so
e_eps = 3 keeps with 3/4 and is exactly ln 3-DP (Dwork–Roth 2014, §3.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from combinators.audit import Adversary
from combinators.errors import ConformanceFailure, InvalidArgument, NotEnumerable
from combinators.machines import certify_machine
from combinators.audit import SampledAuditResult, SampledVerdict
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, Rho, Verdict
from combinators.measures.conversions import zcdp_to_approx_dp
from combinators.primitives import gaussian, interactive_randomized_response, laplace, randomized_response
from combinators.primitives import sensitivity_relation
from combinators.continual import im_style, tree_counter
from combinators.machines import BIT_FLIP
from combinators.testing.mechanisms import check_game, check_mechanism

RR = randomized_response(e_eps=3)


def test_a_true_certificate_is_certified_on_every_pair() -> None:
    results = check_mechanism(RR, [(0, 1), (1, 0)])
    assert [r.verdict for r in results] == [Verdict.CERTIFIED, Verdict.CERTIFIED]
    irr = interactive_randomized_response(e_eps=3, delta=Fraction(1, 10))
    assert check_mechanism(irr, [(0, 1)], depth=2)[0].verdict is Verdict.CERTIFIED


def test_a_false_certificate_fails_with_its_witness() -> None:
    wrong = certify_machine(RR.machine, PureDP(), Epsilon(1.0), RR.certificate.relation)  # ln 3 > 1
    with pytest.raises(ConformanceFailure, match=r"VIOLATED on the pair 1 .*Fraction\(3, 4\) and Fraction\(1, 4\)"):
        check_mechanism(wrong, [(0, 1)])
    # (ln 3, 0) claimed at (ln 3 − 0.01, 0.2): δ(ε) = 3/4 − e^ε/4 ≈ 0.0025 < 0.2, certified; at δ = 0 refuted
    assert check_mechanism(certify_machine(RR.machine, ApproxDP(), EpsDelta(1.09, 0.2), RR.certificate.relation),
                           [(0, 1)])[0].verdict is Verdict.CERTIFIED
    with pytest.raises(ConformanceFailure, match="VIOLATED"):
        check_mechanism(certify_machine(RR.machine, ApproxDP(), EpsDelta(1.09, 0.0), RR.certificate.relation),
                        [(0, 1)])


def test_a_continuous_mechanism_is_checked_from_samples() -> None:
    """Laplace with scale b is (1/b)-DP at sensitivity 1: scale 1 is not refuted at its ε = 1, and
    scale 0.8 (1.25-DP) is refuted at a claimed ε = 1 (the calibration of the issue: too little
    noise, 0.8·Δ/ε). Seeded, so the check is reproducible."""
    (r,) = check_mechanism(laplace(scale=1.0), [(0.0, 1.0)], samples=20_000)
    assert isinstance(r, SampledAuditResult) and r.verdict is SampledVerdict.NOT_REFUTED
    weak = certify_machine(laplace(scale=0.8).machine, PureDP(), Epsilon(1.0), sensitivity_relation(1))
    with pytest.raises(ConformanceFailure, match=r"VIOLATED on the pair 1 \(of 1\), from samples: .*confidence 0.99"):
        check_mechanism(weak, [(0.0, 1.0)], seed=1, samples=20_000)


def test_a_zcdp_claim_is_checked_from_samples() -> None:
    """The Gaussian mechanism with σ is ρ = 1/(2σ²)-zCDP at sensitivity 1 (Bun–Steinke 2016,
    Prop 1.6): σ = 1 is not refuted at its ρ = 1/2, nor at the (ε, δ) point that bound implies
    (``measure=``/``level=``); σ = 1/2 (ρ = 2) is refuted at a claimed ρ = 1/2."""
    g = gaussian(sigma=1.0)
    (r,) = check_mechanism(g, [(0.0, 1.0)], samples=20_000)
    assert r.verdict is SampledVerdict.NOT_REFUTED
    point = zcdp_to_approx_dp(Rho(0.5), 1e-6)
    (r,) = check_mechanism(g, [(0.0, 1.0)], measure=ApproxDP(), level=point, samples=20_000)
    assert r.verdict is SampledVerdict.NOT_REFUTED
    weak = certify_machine(gaussian(sigma=0.5).machine, ZCDP(), Rho(0.5), g.certificate.relation)
    with pytest.raises(ConformanceFailure, match="Rho.0.5. under ZCDP.. is VIOLATED .* from samples: Rényi moment"):
        check_mechanism(weak, [(0.0, 1.0)], seed=1, samples=20_000)
    with pytest.raises(InvalidArgument, match="both measure= and level="):
        check_mechanism(g, [(0.0, 1.0)], measure=ApproxDP())


def test_a_continuous_mechanism_has_no_exact_game() -> None:
    with pytest.raises(NotEnumerable, match="continuous law.*check_mechanism.*never certifies"):
        check_game(laplace(scale=1.0), [(None, None)], 1, f=im_style(BIT_FLIP), data=0.0)


def test_an_inconclusive_audit_fails_unless_allowed() -> None:
    with pytest.raises(ConformanceFailure, match="could not be certified.*allow_inconclusive"):
        check_mechanism(RR, [(0, 1)], history_budget=1)
    (r,) = check_mechanism(RR, [(0, 1)], history_budget=1, allow_inconclusive=True)
    assert r.verdict is Verdict.INCONCLUSIVE


@pytest.mark.parametrize(("args", "match"), [
    ((RR.machine, [(0, 1)]), "mechanism="),
    ((RR, []), "pairs= is empty"),
    ((RR, "01"), "iterable of"),
    ((RR, [(0, 1, 2)]), r"pairs\[0\]"),
    ((RR, [(0, 2)]), "not neighbours"),
], ids=["raw machine", "no pairs", "a string", "a triple", "not related"])
def test_bad_arguments_are_refused(args: tuple[object, object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        check_mechanism(*args)  # type: ignore[arg-type]  # wrong on purpose


def test_the_witness_adversary_is_an_adversary() -> None:
    wrong = certify_machine(RR.machine, PureDP(), Epsilon(1.0), RR.certificate.relation)
    try:
        check_mechanism(wrong, [(0, 1)])
    except ConformanceFailure as e:
        one: Adversary[None, int] = Adversary(((((), None),)))
        assert repr(one) in str(e)


# ---- continual mechanisms in their privacy game ----------------------------------------------

COUNTER = tree_counter(r=Fraction(1, 2), horizon=2, window=(-2, 3))
PAIRS = [(0, 1), (1, 1), (0, 0), (0, 2)]  # (0, 2) is no event-level neighbour: the verifier halts


def test_a_continual_certificate_is_certified_in_its_game() -> None:
    assert check_game(COUNTER, PAIRS, 2).verdict is Verdict.CERTIFIED


def test_a_false_continual_certificate_fails_in_its_game() -> None:
    """The first answer is the first leaf's noisy sum, two-sided geometric noise of ratio r = 1/2
    (Chan–Shi–Song 2011): a first update changed by 1 makes an output inside the window twice as
    likely, a privacy loss of ln 2 > 0.25 (the certificate is L·ln 2 = 2 ln 2 for T = 2)."""
    wrong = certify_machine(COUNTER.machine, PureDP(), Epsilon(0.25), COUNTER.certificate.relation)
    with pytest.raises(ConformanceFailure, match="VIOLATED in its game"):
        check_game(wrong, PAIRS, 2)


def test_the_game_check_needs_a_verification_function() -> None:
    with pytest.raises(InvalidArgument, match="names no verification function"):
        check_game(RR, [(0, 1)], 1)
    assert check_game(RR, [(0, 1), (0, 0)], 1, f=im_style(BIT_FLIP), data=0).verdict is Verdict.CERTIFIED
    with pytest.raises(InvalidArgument, match="f="):
        check_game(RR, [(0, 1)], 1, f=lambda pairs: True)  # type: ignore[arg-type]  # a predicate is no Verification
