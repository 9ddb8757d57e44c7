"""The sparse vector technique with updates (seed 002 Alg 3, Lemma 7.4).

The sampled machine draws τ once, with infinite support, so ``audit_game`` cannot enumerate it
(clamping τ is not post-processing). The privacy claim is checked on the exact view
distributions of tiny instances, computed here independently with 50-digit sums over τ (the
mass left out is below 1e-40), for every pair of neighbouring streams; the sampled answers are
checked against those distributions; and the ``exact=True`` machine, which draws each answer
from its exact conditional law, is audited with ``audit_game`` and agrees with them.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from typing import Any

import mpmath
import pytest

from tests.unit.continual.test_counters import rounds_up
from combinators.audit import audit_game
from combinators.continual.svt import (
    SparseVector,
    all_below,
    noise_ratios,
    sparse_vector,
    svt_neighbours,
    svt_updates,
)
from combinators.continual.verification import event_level
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Invalid, caller_assumptions_of, open_session
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.primitives import BOT, TOP
from combinators.prob import sampled_coins

mpmath.mp.dps = 50


def _first(h: tuple[int, ...]) -> int:
    return h[0]


def _cdf(r: Any, m: int) -> Any:
    """Pr[ν ≤ m] for ν two-sided geometric with ratio r."""
    return 1 - r ** (m + 1) / (1 + r) if m >= 0 else r ** (-m) / (1 + r)


def _view_distribution(eps: float, xs: tuple[int, ...], thresholds: tuple[int, ...]) -> list[Any]:
    """Pr[first ⊤ at step k] for k = 1..T, then Pr[no ⊤], for d = 1 and q(h) = h: τ has ratio
    e^(−ε/2), ν ratio e^(−ε/4) (the module's scales 2/ε and 4/ε)."""
    rt, rq = mpmath.e ** (-mpmath.mpf(eps) / 2), mpmath.e ** (-mpmath.mpf(eps) / 4)
    ct = (1 - rt) / (1 + rt)
    qs = list(itertools.accumulate(xs))
    n = 400  # ratio^400 < 1e-40 at ε ≥ 1
    out = [mpmath.mpf(0)] * (len(xs) + 1)
    for tau in range(-n, n + 1):
        p = ct * rt ** abs(tau)
        for k, (q, th) in enumerate(zip(qs, thresholds)):
            below = _cdf(rq, th + tau - q)  # ⊥ iff q + ν ≤ th + τ
            out[k] += p * (1 - below)
            p *= below
        out[-1] += p
    return out


@pytest.mark.parametrize("thresholds", [(1, 1, 1), (0, 2, 1), (2, 0, 3)])
def test_svt_views_of_neighbouring_streams_are_epsilon_close(thresholds: tuple[int, ...]) -> None:
    eps = 1.0
    worst = _worst_loss(eps, thresholds)
    assert 0.25 * eps < worst <= eps  # within the claim, and the check is not vacuous
    assert _worst_loss(4 * eps, thresholds) > eps  # noise 4 times too small is caught


def _worst_loss(noise_eps: float, thresholds: tuple[int, ...]) -> float:
    """The largest |log-ratio| of a view's probabilities over neighbouring streams in {0,1}^3."""
    worst = 0.0
    streams = list(itertools.product((0, 1), repeat=3))
    dists = {xs: _view_distribution(noise_eps, xs, thresholds) for xs in streams}
    for xs, ys in itertools.product(streams, repeat=2):
        if sum(a != b for a, b in zip(xs, ys)) != 1:
            continue
        for p, q in zip(dists[xs], dists[ys]):
            worst = max(worst, float(mpmath.log(p / q)))
    return worst


def _first_top_counts(m: Any, xs: tuple[int, ...], thresholds: tuple[int, ...], runs: int) -> list[int]:
    """How often the first ⊤ comes at update 1, 2, 3, or never, over seeded runs."""
    counts = [0] * (len(xs) + 1)
    for seed in range(runs):
        s, coins, k = m.init(None), sampled_coins(seed), len(xs)
        for i, (x, th) in enumerate(zip(xs, thresholds)):
            s, a = m.step(s, ((x,), th), coins)
            if a is TOP:
                k = i
                break
        counts[k] += 1
    return counts


def test_svt_samples_follow_the_computed_view_distribution() -> None:
    eps, xs, thresholds, runs = 1.0, (1, 0, 1), (1, 1, 1), 6000
    expected = [float(p) for p in _view_distribution(eps, xs, thresholds)]
    m = sparse_vector(eps, _first, d=1).machine
    counts = _first_top_counts(m, xs, thresholds, runs)
    for c, p in zip(counts, expected):
        se = math.sqrt(p * (1 - p) / runs)
        assert abs(c / runs - p) <= 3 * se + 1e-12


def test_svt_halts_after_top_and_counts_the_histogram() -> None:
    m = sparse_vector(50.0, sum, d=2).machine  # noise almost surely 0 at ε = 50
    s, coins = m.init(None), sampled_coins(0)
    answers = []
    for x in [(1, 0), (0, 1), (1, 1), (0, 0)]:
        s, a = m.step(s, (x, Fraction(5, 2)), coins)
        answers.append(a)
    assert answers == [BOT, BOT, TOP, HALT]  # q = 1, 2, 4 against 2.5


@pytest.mark.parametrize("message", [
    ((1, 0), 1), ((2,), 1), ((True,), 1), ((1,), math.nan), ((1,), "1"), ((1,),), (1,), "x", None,
])
def test_svt_refuses_a_malformed_update_and_keeps_its_state(message: object) -> None:
    m = sparse_vector(1.0, _first, d=1).machine
    s = m.init(None)
    s2, a = m.step(s, message, sampled_coins(0))  # type: ignore[arg-type]  # a hostile message
    assert s2 is s and isinstance(a, Invalid)


def test_svt_answers_invalid_when_q_is_not_an_int() -> None:
    m = sparse_vector(1.0, lambda h: 0.5, d=1).machine  # type: ignore[arg-type,return-value]  # a bad q
    s = m.init(None)
    s2, a = m.step(s, ((1,), 0), sampled_coins(0))
    assert s2 is s and isinstance(a, Invalid)


def test_svt_certificate_and_noise_scales() -> None:
    m = sparse_vector(Fraction(1, 3), _first, d=1)
    assert m.level == Epsilon(Fraction(1, 3))
    assert m.certificate.relation == svt_neighbours(1).as_relation()
    svt = m.machine
    assert isinstance(svt, SparseVector)
    # scale 2/ε = 6 and 4/ε = 12: ratios e^(−1/6), e^(−1/12), rounded up (more noise, never less)
    assert rounds_up(svt.r_threshold, Fraction(1, 6)) and rounds_up(svt.r_query, Fraction(1, 12))
    assert repr(m) == "sparse_vector(epsilon=Fraction(1, 3), q=_first, d=1)"


def test_svt_neighbours_need_one_threshold_and_one_differing_step() -> None:
    f = svt_neighbours(2)
    assert f == event_level(svt_updates(2)) and repr(f) == "event_level(svt_updates(2))"
    assert not f(((((0, 0), 3), ((1, 1), 3.0)),))                               # 3 and 3.0: not one threshold
    assert not f(((((0, 0), math.nan), ((1, 1), math.nan)),))                   # not a threshold
    same = (((1, 0), 3), ((1, 0), 3))
    assert f((same, (((0, 0), 3), ((1, 1), 3)), same))
    assert not f(((((0, 0), 3), ((1, 1), 4)),))                                 # thresholds differ
    assert not f(((((0, 0), 3), ((1, 1), 3)), (((0, 0), 3), ((0, 1), 3))))      # two steps
    assert not f(((((0, 2), 3), ((1, 1), 3)),))                                 # not binary


@pytest.mark.parametrize(("args", "kwargs", "name"), [
    ((0.0, _first, 1), {}, "epsilon"),
    ((math.inf, _first, 1), {}, "epsilon"),
    ((1.0, 3, 1), {}, "q"),
    ((1.0, _first, 0), {}, "d"),
    ((1.0, _first, 10**400), {}, "d"),
    ((1.0, _first, 2), {"h": (0,)}, "h"),
    ((1.0, _first, 1), {"h": (0.0,)}, "h"),
])
def test_sparse_vector_refuses_bad_arguments_when_built(args: tuple[Any, ...], kwargs: dict[str, Any], name: str
                                                        ) -> None:
    with pytest.raises(InvalidArgument, match=name):
        sparse_vector(*args, **kwargs)


def test_sparse_vector_runs_through_a_session() -> None:
    s = open_session(sparse_vector(1.0, _first, d=1, h=(3,)), None, seed=2)
    assert s.ask(((0,), -100)) is TOP


def test_all_below_matches_the_fifty_digit_sum() -> None:
    """S = Pr[⊥ to every update], in closed form, against the sum over τ of _view_distribution."""
    eps = 1.0
    r_t, r_q = noise_ratios(eps)
    assert type(r_t) is Fraction and type(r_q) is Fraction
    for xs, ths in [((1, 0, 1), (1, 1, 1)), ((1, 1, 1), (0, 2, 1)), ((0, 0, 1), (-3, 4, 0))]:
        qs = list(itertools.accumulate(xs))
        offsets = tuple(th - q for th, q in zip(ths, qs))
        dist = _view_distribution(eps, xs, ths)
        for k in range(1, 4):
            no_top = 1 - sum(dist[:k])  # Pr[no ⊤ in the first k updates]
            assert abs(float(all_below(r_t, r_q, offsets[:k]) - Fraction(str(no_top)))) < 1e-14


def test_exact_svt_audit_certifies_its_level_and_finds_the_worst_loss() -> None:
    """The exact mode on d = 1, q(h) = h, thresholds in {0, 1}, three updates: CERTIFIED at ε, and
    the exact worst loss agrees with the 50-digit one computed above (thresholds fixed at 1)."""
    m = sparse_vector(1.0, _first, d=1, exact=True)
    pairs = [(((0,), 1), ((0,), 1)), (((1,), 1), ((1,), 1)), (((0,), 1), ((1,), 1)), (((1,), 1), ((0,), 1))]
    f = svt_neighbours(1)
    assert audit_game(m, f, None, pairs, 3, PureDP(), m.level).verdict is Verdict.CERTIFIED
    worst = _worst_loss(1.0, (1, 1, 1))
    assert audit_game(m, f, None, pairs, 3, PureDP(), Epsilon(1.01 * worst)).verdict is Verdict.CERTIFIED
    assert audit_game(m, f, None, pairs, 3, PureDP(), Epsilon(0.99 * worst)).verdict is Verdict.VIOLATED


def test_exact_svt_answers_like_the_sampled_one() -> None:
    eps, xs, thresholds, runs = 1.0, (1, 0, 1), (1, 1, 1), 3000
    expected = [float(p) for p in _view_distribution(eps, xs, thresholds)]
    m = sparse_vector(eps, _first, d=1, exact=True).machine
    counts = _first_top_counts(m, xs, thresholds, runs)
    for c, p in zip(counts, expected):
        assert abs(c / runs - p) <= 3 * math.sqrt(p * (1 - p) / runs) + 1e-12


def test_exact_svt_audit_with_adaptive_thresholds() -> None:
    """Thresholds 0, 1, 2 chosen by the adversary at each update: still ε; a machine with the
    noise of ε = 4 is caught at ε = 1."""
    pairs = [p for th in (0, 1, 2) for p in (
        (((0,), th), ((0,), th)), (((1,), th), ((1,), th)), (((0,), th), ((1,), th)), (((1,), th), ((0,), th)))]
    f = svt_neighbours(1)
    m = sparse_vector(1.0, _first, d=1, exact=True)
    assert audit_game(m, f, None, pairs, 3, PureDP(), m.level).verdict is Verdict.CERTIFIED
    weak = sparse_vector(4.0, _first, d=1, exact=True).machine
    assert audit_game(weak, f, None, pairs, 3, PureDP(), Epsilon(1.0)).verdict is Verdict.VIOLATED


def test_exact_svt_needs_exact_ratios() -> None:
    with pytest.raises(InvalidArgument, match="exact"):
        sparse_vector(1e-300, _first, d=1, exact=True)
    with pytest.raises(InvalidArgument, match="exact"):
        sparse_vector(1.0, _first, d=1, exact=1)  # type: ignore[arg-type]


class _Scripted:
    """Coins whose discrete-Laplace draws are given in advance (τ first, then each ν)."""

    def __init__(self, draws: list[int]) -> None:
        self.draws = draws

    def discrete_laplace(self, r: object, /) -> int:
        return self.draws.pop(0)


def test_svt_compares_the_noisy_query_with_the_threshold_exactly() -> None:
    """q = 2^53 + 1, τ = 1, ν = 0 against thresh = 2.0^53: q + ν = 2^53 + 1 is not above
    thresh + τ = 2^53 + 1, so ⊥ (the float sum thresh + τ would round down to 2^53 and say ⊤)."""
    m = sparse_vector(1.0, _first, d=1, h=(2**53,)).machine
    s = m.init(None)
    _s, a = m.step(s, ((1,), 2.0**53), _Scripted([1, 0]))  # type: ignore[arg-type]  # only draws discrete_laplace
    assert a is BOT


def test_the_certificate_says_when_q_s_sensitivity_is_the_callers_word() -> None:
    """Lemma 7.4 needs q 1-sensitive; the library knows it of max (and sum on one coordinate)."""
    assert caller_assumptions_of(sparse_vector(1.0, max, 2)) == ()
    assert caller_assumptions_of(sparse_vector(1.0, sum, 1)) == ()
    assert caller_assumptions_of(sparse_vector(1.0, sum, 2)) == (
        "q is 1-sensitive and integer-valued (the library cannot check a function's sensitivity)",)
