"""The sampled audit: calibrated refutations (fast profile; the full table is
benchmarks/bench_sampled_audit.py), the witness search, and what it refuses.

Calibration (issue 14, part 3): Laplace with 0.8 of the noise its claim needs (scale 0.8·Δ/ε, ε
claimed) is refuted; the correct Laplace, at its own tight ε, and the Gaussian, at a point of its
exact privacy profile, are never refuted across 100 seeds at confidence 0.99. The profile is
computed here from its closed form (Balle, Wang 2018, Thm 8: δ(ε) = Φ(μ/2 − ε/μ) − e^ε·Φ(−μ/2 − ε/μ),
μ = Δ/σ), not by the library. The correct mechanisms sit exactly on their claims' boundary (the
event ``output ≥ 1`` has ``P(E) = e^ε·Q(E)`` for Laplace), so a test whose bounds were too tight
(point estimates, a normal approximation, a missing union bound) would raise false alarms here.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

import attrs
import pytest
from typing_extensions import override

from combinators.audit import SampledAuditResult, SampledVerdict, audit, sampled_audit
from combinators.errors import InvalidArgument, NotEnumerable
from combinators.machines import BIT_FLIP, NoninteractiveMechanism, certify_machine
from combinators.audit.sampled import _renyi_lower
from combinators.measures import ApproxDP, EpsDelta, Epsilon, FDP, PureDP, RenyiDP, RenyiEps, Rho, ZCDP, Verdict
from combinators.measures.audit_plans import RenyiTest
from combinators.primitives import gaussian, laplace, randomized_response
from combinators.prob import Coins, Interval, enumerate_step

VIOLATED, NOT_REFUTED = SampledVerdict.VIOLATED, SampledVerdict.NOT_REFUTED


def _gaussian_delta(eps: float, mu: float) -> float:
    def phi(x: float) -> float:
        return 0.5 * math.erfc(-x / math.sqrt(2))

    return phi(mu / 2 - eps / mu) - math.exp(eps) * phi(-mu / 2 - eps / mu)


def _gaussian_claim(sigma: float) -> EpsDelta:
    """The Gaussian's exact δ at ε = 1 (rounded up a little: the claim must be true)."""
    return EpsDelta(1.0, _gaussian_delta(1.0, 1.0 / sigma) * (1 + 1e-9))


def test_the_gaussian_profile_reference() -> None:
    # μ = 1, ε = 1: Φ(−1/2) − e·Φ(−3/2) = 0.308538 − 2.718282·0.0668072 (tables of Φ)
    assert _gaussian_delta(1.0, 1.0) == pytest.approx(0.308538 - 2.718282 * 0.0668072, abs=1e-5)


def test_laplace_with_too_little_noise_is_refuted_on_every_seed() -> None:
    weak = laplace(scale=0.8)  # scale 0.8·Δ/ε for the claimed ε = 1: really ε = 1.25
    for seed in range(10):
        r = sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=seed, samples=20_000)
        assert r.verdict is VIOLATED, r.reason
        ev = r.event
        assert ev is not None and ev.n == 10_000
        # the bounds hold the truth: for a tail event of Laplace(0.8) the ratio is at most e^1.25
        assert 1.0 < r.epsilon_lower <= 1.25 and r.delta_lower > 0
        assert ev.p_lower > Fraction(math.e) * ev.q_upper


def test_the_gaussian_with_too_little_noise_is_refuted_on_every_seed() -> None:
    for seed in range(10):
        r = sampled_audit(gaussian(sigma=0.8), 0.0, 1.0, ApproxDP(), _gaussian_claim(1.0), seed=seed, samples=20_000)
        assert r.verdict is VIOLATED, r.reason
        # the true δ at ε = 1 of σ = 0.8 bounds the estimate from above
        assert _gaussian_claim(1.0).delta < r.delta_lower <= _gaussian_delta(1.0, 1 / 0.8)


def test_the_correct_laplace_is_never_refuted_across_100_seeds() -> None:
    m = laplace(epsilon=1.0)
    results = [sampled_audit(m, 0.0, 1.0, seed=seed, samples=5_000) for seed in range(100)]
    assert [r.seed for r in results if r.verdict is VIOLATED] == []
    assert all(r.epsilon_lower <= 1.0 for r in results)


def test_the_correct_gaussian_is_never_refuted_across_100_seeds() -> None:
    m, claim = gaussian(sigma=1.0), _gaussian_claim(1.0)
    results = [sampled_audit(m, 0.0, 1.0, ApproxDP(), claim, seed=seed, samples=5_000) for seed in range(100)]
    assert [r.seed for r in results if r.verdict is VIOLATED] == []
    assert all(r.delta_lower <= claim.delta for r in results)


def test_the_same_seed_gives_the_same_result_and_another_seed_other_draws() -> None:
    weak = laplace(scale=0.8)
    a, b = (sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=3, samples=2_000) for _ in range(2))
    assert a == b
    c = sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=4, samples=2_000)
    assert c.event != a.event


def test_the_result_states_its_scope_and_confidence() -> None:
    r = sampled_audit(laplace(scale=1.0), 0.0, 1.0, seed=0, samples=1_000, confidence=0.9)
    assert (r.first, r.second, r.queries, r.measure, r.level) == ("x0=0.0", "x1=1.0", (None,), PureDP(), Epsilon(1.0))
    assert (r.samples, r.seed, r.confidence) == (1_000, 0, 0.9)
    assert r.verdict is NOT_REFUTED and "not a certificate" in r.reason


def test_named_events_are_tested_instead_of_the_search() -> None:
    weak = laplace(scale=0.8)
    events = {"tail": lambda y: y >= 1.0, "never": lambda y: y > 1e300}
    r = sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=0, samples=20_000, events=events)
    assert r.verdict is VIOLATED and r.event is not None
    # on x1 = 1 the event output ≥ 1 has probability 1/2, on x0 = 0 it has e^-1.25/2
    assert r.event.description == "tail" and r.event.swapped
    assert r.event.p_lower <= 0.5 <= r.event.p_lower + 0.03
    assert r.event.q_upper >= 0.5 * math.exp(-1.25)
    # an event on which the claim holds does not refute it
    r = sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=0, samples=2_000, events={"never": events["never"]})
    assert r.verdict is NOT_REFUTED and r.event is not None and r.event.p_count == r.event.q_count == 0


def test_an_event_must_answer_a_bool_and_its_message_holds_no_view() -> None:
    with pytest.raises(InvalidArgument, match=r"events\['value'\] returned a float") as e:
        sampled_audit(laplace(scale=1.0), 0.0, 1.0, seed=0, samples=20, events={"value": lambda y: y})
    assert "0." not in str(e.value).replace("x0=", "")


def test_a_finite_mechanism_agrees_with_the_exact_audit() -> None:
    rr = randomized_response(e_eps=3)  # exactly ln 3-DP: the claim ε = 0.9 < ln 3 fails
    exact = audit(rr, 0, 1, [None], 1, PureDP(), Epsilon(0.9))
    assert exact.verdict is Verdict.VIOLATED
    r = sampled_audit(rr, 0, 1, PureDP(), Epsilon(0.9), seed=0, samples=20_000)
    assert r.verdict is VIOLATED and r.event is not None
    assert r.event.description in ("output < 1.0", "output ≥ 1.0")  # integer answers are real: thresholds
    assert r.epsilon_lower <= math.log(3)
    assert sampled_audit(rr, 0, 1, seed=0, samples=20_000).verdict is NOT_REFUTED


def test_views_of_several_queries_are_tuples_of_answers_searched_by_value() -> None:
    rr = randomized_response(e_eps=3)
    r = sampled_audit(rr, 0, 1, PureDP(), Epsilon(0.9), seed=0, samples=20_000, queries=[None, None])
    assert r.verdict is VIOLATED and r.event is not None
    assert r.event.description in ("output in {(0, HALT)}", "output in {(1, HALT)}")


def test_a_trivial_claim_is_not_refuted_without_drawing() -> None:
    r = sampled_audit(laplace(scale=1.0), 0.0, 1.0, PureDP(), Epsilon(math.inf), seed=0)
    assert r.verdict is NOT_REFUTED and r.event is None and "trivial" in r.reason


def test_a_claim_whose_e_leaves_the_floats_is_tested_exactly() -> None:
    # e^800 > 1.8e308: float(e) would overflow; the decision uses the exact e
    r = sampled_audit(laplace(scale=1.0), 0.0, 1.0, PureDP(), Epsilon(800.0), seed=0, samples=1_000)
    assert r.verdict is NOT_REFUTED and r.delta_lower == 0.0
    # nor can a point mass refute it: Q(E) = 0 is only ever bounded by a q_upper > 0
    r = sampled_audit(_Leaky(), 0.0, 1.0, ApproxDP(), EpsDelta(800.0, 0.25), seed=0, samples=4_000)
    assert r.verdict is NOT_REFUTED and r.event is not None and r.event.q_upper > 0


def test_an_fdp_claim_uses_its_hockey_stick_tests() -> None:
    from combinators.measures.conversions import pure_to_tradeoff

    r = sampled_audit(laplace(scale=0.8), 0.0, 1.0, FDP(), pure_to_tradeoff(Epsilon(1.0)), seed=0, samples=20_000)
    assert r.verdict is VIOLATED


@attrs.frozen
class _Leaky(NoninteractiveMechanism[float, float]):
    """Releases its datum exactly half of the time (no ε at all), else noise."""

    @override
    def release(self, data: float, coins: Coins, /) -> float:
        return data if coins.bernoulli(Fraction(1, 2)) else coins.laplace(1.0)


def test_a_raw_machine_takes_the_claim_and_a_point_mass_is_found() -> None:
    r = sampled_audit(_Leaky(), 0.0, 1.0, ApproxDP(), EpsDelta(2.0, 0.25), seed=0, samples=4_000)
    assert r.verdict is VIOLATED and r.delta_lower > 0.25


@attrs.frozen
class _ListOut(NoninteractiveMechanism[int, list[int]]):
    """Randomized response (e^ε = 3) that answers in a list, which cannot be keyed by value."""

    @override
    def release(self, data: int, coins: Coins, /) -> list[int]:
        return [data if coins.bernoulli(Fraction(3, 4)) else 1 - data]


def test_unhashable_views_need_named_events_and_the_message_holds_no_view() -> None:
    with pytest.raises(InvalidArgument, match="a view of type list cannot be keyed") as e:
        sampled_audit(_ListOut(), 0, 1, PureDP(), Epsilon(1.0), seed=0, samples=100)
    assert "[0]" not in str(e.value) and "[1]" not in str(e.value)
    r = sampled_audit(_ListOut(), 0, 1, PureDP(), Epsilon(1.0), seed=0, samples=20_000,
                      events={"answer 0": lambda v: v == [0], "answer 1": lambda v: v == [1]})
    assert r.verdict is VIOLATED and r.event is not None and r.event.description in ("answer 0", "answer 1")


@attrs.frozen
class _Overflowing(NoninteractiveMechanism[float, float]):
    """Laplace noise whose far tail is reported as ±inf (the search must not produce NaN cells)."""

    @override
    def release(self, data: float, coins: Coins, /) -> float:
        y = data + coins.laplace(0.8)
        return math.inf if y > 2.0 else -math.inf if y < -1.0 else y


def test_infinite_outputs_fall_in_the_end_cells() -> None:
    r = sampled_audit(_Overflowing(), 0.0, 1.0, PureDP(), Epsilon(1.0), seed=0, samples=20_000)
    assert r.verdict is VIOLATED and r.event is not None and "nan" not in r.event.description


def test_bad_arguments_are_refused_naming_them() -> None:
    m = laplace(scale=1.0)
    with pytest.raises(InvalidArgument, match="not neighbours"):
        sampled_audit(m, 0.0, 2.0, seed=0)
    with pytest.raises(InvalidArgument, match="same input"):
        sampled_audit(m, 1.0, 1.0, seed=0)
    with pytest.raises(InvalidArgument, match="raw machine"):
        sampled_audit(m.machine, 0.0, 1.0, seed=0)
    for bad in (0, 1, 1.5, -0.1, math.nan, True):
        with pytest.raises(InvalidArgument, match="confidence"):
            sampled_audit(m, 0.0, 1.0, seed=0, confidence=bad)
    bad_samples: tuple[Any, ...] = (0, 19, 10**8 + 1, 2.5)
    for bad_n in bad_samples:
        with pytest.raises(InvalidArgument, match="samples"):
            sampled_audit(m, 0.0, 1.0, seed=0, samples=bad_n)
    with pytest.raises(InvalidArgument, match="seed"):
        sampled_audit(m, 0.0, 1.0, seed=-1)
    with pytest.raises(InvalidArgument, match="events"):
        sampled_audit(m, 0.0, 1.0, seed=0, events={})
    with pytest.raises(InvalidArgument, match="events"):
        sampled_audit(m, 0.0, 1.0, seed=0, events=[lambda y: True])  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="queries"):
        sampled_audit(m, 0.0, 1.0, seed=0, queries=[])


def test_a_zcdp_claim_is_refuted_through_the_two_point_law_of_an_event() -> None:
    # Laplace(0.8) is 1.25-DP; on E = {output ≥ 1}, P(E) = 1/2 on x1 and Q(E) = e^-1.25/2 on x0, so
    # D_2 ≥ ln(p²/q + (1−p)²/(1−q)) = 0.711 > 2ρ = 0.4 refutes ρ = 0.2
    p, q = 0.5, 0.5 * math.exp(-1.25)
    assert math.log(p * p / q + (1 - p) ** 2 / (1 - q)) == pytest.approx(0.7114, abs=1e-4)
    for seed in range(5):
        r = sampled_audit(laplace(scale=0.8).machine, 0.0, 1.0, ZCDP(), Rho(0.2), seed=seed, samples=20_000)
        assert r.verdict is VIOLATED and r.event is not None and isinstance(r.event.test, RenyiTest)
        alpha = float(r.event.test.alpha)
        assert alpha * 0.2 < r.epsilon_lower and r.delta_lower == 0.0
        # below the true D_α of Laplace at ε = 1.25 (Mironov 2017, Prop 6)
        e = 1.25
        true = math.log(alpha / (2 * alpha - 1) * math.exp((alpha - 1) * e)
                        + (alpha - 1) / (2 * alpha - 1) * math.exp(-alpha * e)) / (alpha - 1)
        assert r.epsilon_lower <= true


def test_the_gaussian_under_its_own_zcdp_certificate_is_not_refuted() -> None:
    m = gaussian(sigma=1.0)  # ρ = 1/2, tight
    assert [s for s in range(30) if sampled_audit(m, 0.0, 1.0, seed=s, samples=5_000).verdict is VIOLATED] == []
    r = sampled_audit(gaussian(sigma=0.5).machine, 0.0, 1.0, ZCDP(), Rho(0.5), seed=0, samples=20_000)
    assert r.verdict is VIOLATED  # σ = 1/2 is 2-zCDP
    assert r.event is not None and isinstance(r.event.test, RenyiTest)
    assert r.epsilon_lower <= float(r.event.test.alpha) * 2  # D_α = 2α


def test_a_renyi_dp_claim_is_tested_at_its_order() -> None:
    from combinators.primitives import gaussian_rdp

    m = gaussian_rdp(sigma=1.0, alpha=2)  # D_2 = 2·1/2 = 1
    assert sampled_audit(m, 0.0, 1.0, seed=0, samples=20_000).verdict is NOT_REFUTED
    r = sampled_audit(m.machine, 0.0, 1.0, RenyiDP(2), RenyiEps(0.2), seed=0, samples=20_000)
    assert r.verdict is VIOLATED and 0.2 < r.epsilon_lower <= 1.0


@pytest.mark.parametrize(("p", "q", "alpha"), [(0.5, 0.1, 2), (0.03, 0.001, 3), (0.9, 0.2, 5)])
def test_the_renyi_bound_is_the_exact_two_point_moment_rounded_down(p: float, q: float, alpha: int) -> None:
    fp, fq = Fraction(p), Fraction(q)  # integer α: the two-point moment is an exact rational
    m = fp**alpha / fq ** (alpha - 1) + (1 - fp) ** alpha / (1 - fq) ** (alpha - 1)
    exact = math.log(m) / (alpha - 1)

    def test(bound: Fraction) -> RenyiTest:
        return RenyiTest(Fraction(alpha), Interval(bound, bound))

    violated, lower, _ = _renyi_lower(test(m * Fraction(999, 1000)), p, q)
    assert violated and exact - 1e-7 <= lower <= exact
    assert not _renyi_lower(test(m), p, q)[0]  # exactly at the bound: not surely broken
    assert not _renyi_lower(test(Fraction(1)), q, p)[0]  # P(E) below Q(E): this corner proves nothing


@pytest.mark.parametrize("draw", [lambda c: c.laplace(1.0), lambda c: c.gaussian(1.0)])
def test_the_enumerator_sends_a_continuous_draw_to_the_real_function(draw: Any) -> None:
    import combinators.audit

    with pytest.raises(NotEnumerable, match="sampled_audit") as e:
        enumerate_step(draw)
    path = re.search(r"combinators\.audit\.(\w+)", str(e.value))
    assert path is not None and getattr(combinators.audit, path.group(1)) is sampled_audit


def test_the_verdict_has_no_certified_member() -> None:
    assert {v.name for v in SampledVerdict} == {"VIOLATED", "NOT_REFUTED"}
    assert all(v.value != Verdict.CERTIFIED.value for v in SampledVerdict)
    assert SampledAuditResult.__attrs_attrs__.verdict.type in (SampledVerdict, "SampledVerdict")


def test_a_certificate_issued_for_a_wrong_claim_is_refuted_by_default() -> None:
    weak = certify_machine(laplace(scale=0.8).machine, PureDP(), Epsilon(1.0), BIT_FLIP)
    r = sampled_audit(weak, 0, 1, seed=0, samples=20_000)
    assert r.verdict is VIOLATED
