"""Concurrent k-sparse parallel composition (combinators.continual.parallel; seed 002 Defs 5.1,
5.3, 5.8, 5.10, 5.13, Lemma 5.9, Lemma 5.11): a clause per test, with numbers from the paper or
computed here independently (fractions, mpmath)."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from typing import Any

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import view_distribution, worst_case
from combinators.composition import Create, ext_concurrent
from combinators.continual import as_continual
from combinators.continual.counterexamples import Exposure, m_delta, m_renyi, two_bits
from combinators.continual.parallel import (
    ProductBudgetParallel,
    SparseParallel,
    product_budget_parallel,
    rr_budget,
    rr_parallel,
    sparse_parallel,
    sparse_parallel_fpc,
)
from combinators.continual.verification import im_style
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.machines import (BIT_FLIP, HALT, INVALID, InteractiveMechanism, Verification, certify_machine, game,
                                  to_approx_dp, to_renyi, to_tradeoff)
from combinators.measures import (FDP, ZCDP, ApproxDP, EpsDelta, Epsilon, HockeyStickTest, PureDP, RenyiDP, RenyiEps,
                                  gaussian_tradeoff)
from combinators.primitives import randomized_response, randomized_response_delta
from combinators.prob import Coins
from combinators.prob.interval import lower, upper
from tests.hostile import ClaimsEqual
from tests.reference_mp import mp, reference_precision


def rr0(delta: Fraction | float) -> Create:
    """A creation of RR_{0,δ} on one bit (e^0 = 1: it answers a uniform bit unless it reveals)."""
    return Create(as_continual(randomized_response_delta(e_eps=1, delta=delta)), im_style(BIT_FLIP))


def created(*creations: Create) -> tuple[tuple[Create, Create], ...]:
    return tuple((c, c) for c in creations)


# ---------------------------------------------------------------------------------------------
# f_{∞,δ′} and f^δ_RR: a product budget over every creation
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("f", [product_budget_parallel([0, 0], Fraction(3, 4)), rr_budget(Fraction(3, 4))])
def test_two_halves_fit_three_quarters_a_tenth_more_does_not(f: Any) -> None:
    # 1 − (1/2)(1/2) = 3/4 ≤ 3/4, though Σδ_j = 1 > 3/4 (a sum rule would refuse);
    # with 1/10 more: 1 − (1/4)(9/10) = 31/40 > 3/4
    a, b, c = rr0(Fraction(1, 2)), rr0(Fraction(1, 2)), rr0(Fraction(1, 10))
    assert f(created(a, b))
    assert f((*created(a, b), ((0, 1), (1, 1)), ((1, 2), (0, 2))))
    assert 1 - Fraction(1, 4) * Fraction(9, 10) == Fraction(31, 40) > Fraction(3, 4)
    assert not f(created(a, b, c))
    assert f(created(a, c)) and f(created(c, c, c))          # 1 − (1/2)(9/10) = 11/20; 1 − (9/10)^3 = 271/1000


def test_the_product_budget_counts_every_creation_not_only_the_exceptional_ones() -> None:
    f = product_budget_parallel([0], Fraction(1, 2))
    a, b = rr0(Fraction(1, 2)), rr0(Fraction(1, 10))
    assert f(created(a))
    assert not f(created(a, b))                  # b never receives a differing pair, and still counts


def test_float_rounding_never_admits_a_set_whose_exact_product_exceeds_the_budget() -> None:
    # δ_j = 0.1 and 0.2 as floats; δ′ just below the exact 1 − (1 − 0.1)(1 − 0.2)
    a, b = 0.1, 0.2
    exact = 1 - (1 - Fraction(a)) * (1 - Fraction(b))
    in_floats = 1 - (1 - a) * (1 - b)
    assert Fraction(in_floats) < exact                       # float arithmetic would round it below
    f = product_budget_parallel([0], Fraction(in_floats))
    assert not f(created(rr0(a), rr0(b)))
    assert product_budget_parallel([0], exact)(created(rr0(a), rr0(b)))


def test_a_certificate_the_library_did_not_issue_is_charged_its_stated_delta() -> None:
    # the machine holds 1/10 exactly, but an asserted certificate is the caller's word: its float δ
    # (a hair above 1/10) is what is charged, and five copies no longer fit 1 − (9/10)^5
    rr = randomized_response_delta(e_eps=1, delta=Fraction(1, 10))
    asserted = certify_machine(as_continual(rr).machine, ApproxDP(), EpsDelta(0, Fraction(1, 10)),
                               im_style(BIT_FLIP).as_relation())
    c = Create(asserted, im_style(BIT_FLIP))
    budget = 1 - Fraction(9, 10) ** 5
    assert not product_budget_parallel([0], budget)(created(*[c] * 5))
    assert product_budget_parallel([0], budget)(created(*[rr0(Fraction(1, 10))] * 5))


def test_the_running_product_stays_small_and_is_rounded_toward_refusal() -> None:
    f = product_budget_parallel([0], Fraction(1, 2))
    c = rr0(1e-4)                        # a float δ: the exact product's denominator would grow 53 bits a step
    state: Any = f.start()
    n = 0
    while True:
        nxt = f.step(state, (c, c))
        if nxt is INVALID:
            break
        state, n = nxt, n + 1
    product = state.rule[1]
    assert product.denominator.bit_length() <= 257
    # the exact count: the largest n with (1 − 10^-4 as a float)^n ≥ 1/2, from mpmath at 50 digits
    with reference_precision():
        exact_n = int(mpmath.floor(mpmath.log(mpmath.mpf(1) / 2) / mpmath.log(1 - mp(1e-4))))
    assert n in (exact_n, exact_n - 1)          # rounding down may refuse the last one, never admit one more


def test_exceptional_epsilons_are_a_sub_multiset_under_the_product_budget() -> None:
    f = product_budget_parallel([0.5], Fraction(1, 10))
    pure = Create(as_continual(randomized_response(0.5)), im_style(BIT_FLIP))
    other = Create(as_continual(randomized_response(1.0)), im_style(BIT_FLIP))
    assert f((*created(pure, other, pure), ((0, 1), (1, 1)), ((0, 2), (0, 2))))
    assert not f((*created(pure, pure), ((0, 1), (1, 1)), ((0, 2), (1, 2))))   # a second 0.5
    assert not f((*created(other,), ((0, 1), (1, 1))))                           # 1.0 is not given


# ---------------------------------------------------------------------------------------------
# f_∞ and f_{∞,FPC}
# ---------------------------------------------------------------------------------------------

def test_a_second_exceptional_mechanism_at_k_1_is_refused() -> None:
    d = Fraction(1, 10)
    f = sparse_parallel([EpsDelta(0, d)])
    c = Create(m_delta(d), two_bits())
    same, differ = ((0, 1), (0, 1)), ((0, 1), (1, 1))
    assert f((*created(c, c, c), same, ((0, 2), (0, 2)), ((1, 3), (1, 3)), differ))
    assert f((*created(c, c), differ, ((0, 2), (0, 2))))      # identical pairs to others are free
    assert not f((*created(c, c), differ, ((0, 2), (1, 2))))
    assert sparse_parallel([EpsDelta(0, d), EpsDelta(0, d)])((*created(c, c), differ, ((0, 2), (1, 2))))


def test_f_infinity_matches_levels_by_value_and_reads_epsilon_as_epsilon_delta_zero() -> None:
    pure = Create(as_continual(randomized_response(0.5)), im_style(BIT_FLIP))
    differ = ((0, 1), (1, 1))
    assert sparse_parallel([Epsilon(0.5)])((*created(pure), differ))
    assert sparse_parallel([EpsDelta(0.5, 0)])((*created(pure), differ))
    assert not sparse_parallel([Epsilon(0.4)])((*created(pure), differ))
    assert not sparse_parallel([EpsDelta(0.5, 1e-9)])((*created(pure), differ))


def test_f_infinity_refuses_a_creation_outside_the_epsilon_delta_form() -> None:
    c = Create(m_renyi(2, 1, 5), two_bits())
    assert not sparse_parallel([Epsilon(1.0)])(created(c))
    assert not product_budget_parallel([1.0], 0)(created(c))


def test_fpc_refuses_the_creation_of_a_child_whose_function_is_not_first_pair_consistent() -> None:
    d = Fraction(1, 10)
    f = sparse_parallel_fpc([EpsDelta(0, d)])
    assert not f(created(Create(m_delta(d), two_bits())))
    fpc_child = rr0(d)
    assert f((*created(fpc_child, fpc_child), ((0, 1), (1, 1))))
    assert not f((*created(fpc_child, fpc_child), ((0, 1), (1, 1)), ((0, 2), (1, 2))))


# ---------------------------------------------------------------------------------------------
# the Rényi-DP (§13) and f-DP (§14) forms of f_∞ and f_{∞,FPC}
# ---------------------------------------------------------------------------------------------

RR3 = as_continual(randomized_response(e_eps=3))                     # RR_{ln 3}, pure
RDP2 = to_renyi(RR3, RenyiDP(2))                                       # (2, ln(7/3))-RDP
RDP3 = to_renyi(RR3, RenyiDP(3))                                       # the same machine at order 3
TRADEOFF = to_tradeoff(to_approx_dp(RR3))                             # f_{ln 3, 0}


def renyi(child: Any = RDP2) -> Create:
    return Create(child, im_style(BIT_FLIP))


def fdp(child: Any = TRADEOFF, *, finite: bool = True) -> Create:
    return Create(child, im_style(BIT_FLIP), finite_communication=finite)


DIFFER_1, DIFFER_2 = ((0, 1), (1, 1)), ((0, 2), (1, 2))


def test_the_rdp_level_of_rr_ln3_at_order_2_is_ln_7_3() -> None:
    # D_2(RR_{ln 3}) = ln E_Q[(P/Q)²] = ln((3/4)²/(1/4) + (1/4)²/(3/4)) = ln(7/3), rounded up
    assert RDP2.level.epsilon >= math.log(Fraction(7, 3)) - 1e-15
    assert RDP2.level.epsilon - math.log(Fraction(7, 3)) < 1e-12


@pytest.mark.parametrize("build", [sparse_parallel, sparse_parallel_fpc])
def test_renyi_parallel_counts_creations_of_its_own_order_only(build: Any) -> None:
    f = build([RDP2.level], measure=RenyiDP(2))
    assert f((*created(renyi(), renyi()), DIFFER_1, ((0, 2), (0, 2))))
    assert not f(created(renyi(RDP3)))                    # certified at order 3: another measure
    assert not f(created(renyi(RR3)))                     # a pure-DP certificate is not converted silently
    assert not f(created(fdp()))
    assert not build([RenyiEps(0.5)], measure=RenyiDP(2))((*created(renyi()), DIFFER_1))   # not its level


@pytest.mark.parametrize("build", [sparse_parallel, sparse_parallel_fpc])
def test_renyi_and_fdp_exceptional_levels_are_a_sub_multiset(build: Any) -> None:
    for f, c in ((build([RDP2.level], measure=RenyiDP(2)), renyi()),
                 (build([TRADEOFF.level], measure=FDP()), fdp())):
        assert f((*created(c, c), DIFFER_1, ((1, 2), (1, 2))))             # one exceptional mechanism
        assert not f((*created(c, c), DIFFER_1, DIFFER_2))                 # a second one at k = 1
    two = build([RDP2.level, RDP2.level], measure=RenyiDP(2))
    assert two((*created(renyi(), renyi()), DIFFER_1, DIFFER_2))
    assert not two((*created(renyi(), renyi(), renyi()), DIFFER_1, DIFFER_2, ((0, 3), (1, 3))))


def test_fdp_parallel_needs_finite_communication_and_compares_tradeoffs_by_value() -> None:
    f = sparse_parallel_fpc([TRADEOFF.level], measure=FDP())
    assert not f(created(fdp(finite=False)))             # Def 14.4
    assert not f(created(renyi()))
    # another curve object of the same value counts, a different curve does not
    again = to_tradeoff(to_approx_dp(as_continual(randomized_response(e_eps=3))))
    assert again.level is not TRADEOFF.level
    assert f((*created(fdp(again)), DIFFER_1))
    g = sparse_parallel_fpc([gaussian_tradeoff(1.0)], measure=FDP())
    assert g(created(fdp())) and not g((*created(fdp()), DIFFER_1))


def test_renyi_fpc_refuses_a_child_whose_function_is_not_first_pair_consistent() -> None:
    c = Create(m_renyi(2, 1, 5), two_bits())              # the Thm 13.5 mechanism: two_bits() is not FPC
    assert sparse_parallel([RenyiEps(1.0)], measure=RenyiDP(2))(created(c, c))
    assert not sparse_parallel_fpc([RenyiEps(1.0)], measure=RenyiDP(2))(created(c))


@pytest.mark.parametrize(("build", "error"), [
    (lambda: sparse_parallel_fpc([RenyiEps(0.5)]), InvalidArgument),                  # which order? say it
    (lambda: sparse_parallel_fpc([gaussian_tradeoff(1.0)]), InvalidArgument),
    (lambda: sparse_parallel_fpc([RenyiEps(0.5)], measure=ZCDP()), InvalidArgument),  # type: ignore[arg-type]
    (lambda: sparse_parallel_fpc([RenyiEps(0.5)], measure=RenyiDP),  # type: ignore[arg-type]  # the class
     InvalidArgument),
    (lambda: sparse_parallel_fpc([Epsilon(0.5)], measure=RenyiDP(2)), IncompatibleMeasureError),
    (lambda: sparse_parallel([ClaimsEqual()], measure=FDP()),  # type: ignore[list-item]
     IncompatibleMeasureError),
    (lambda: sparse_parallel([RenyiEps(math.inf)], measure=RenyiDP(2)), InvalidArgument),
    (lambda: sparse_parallel(RenyiEps(0.5), measure=RenyiDP(2)), InvalidArgument),  # type: ignore[arg-type]
    (lambda: SparseParallel((RenyiEps(0.5),), measure=0.5), InvalidArgument),  # type: ignore[arg-type]
])
def test_renyi_and_fdp_bad_arguments_are_refused_when_built(build: Any, error: type[Exception]) -> None:
    with pytest.raises(error):
        build()


def test_renyi_and_fdp_reprs_are_the_factory_calls() -> None:
    assert repr(sparse_parallel_fpc([RenyiEps(0.5), RenyiEps(0.5)], measure=RenyiDP(2))) == \
        "sparse_parallel_fpc([RenyiEps(0.5), RenyiEps(0.5)], measure=RenyiDP(alpha=2))"
    assert repr(sparse_parallel([gaussian_tradeoff(1.0)], measure=FDP())) == \
        "sparse_parallel([gaussian_tradeoff(1.0)], measure=FDP())"
    assert repr(sparse_parallel([Epsilon(1.0)], measure=PureDP())) == "sparse_parallel([Epsilon(1.0)])"


# ---------------------------------------------------------------------------------------------
# f_{∞,δ′,RR} and f^δ_RR: the children must be randomized response
# ---------------------------------------------------------------------------------------------

def test_rr_rules_take_only_the_librarys_randomized_response_on_one_bit() -> None:
    f = rr_budget(Fraction(1, 2))
    assert not f(created(Create(m_delta(Fraction(1, 10)), two_bits())))
    asserted = certify_machine(as_continual(randomized_response_delta(e_eps=1, delta=Fraction(1, 10))).machine,
                               ApproxDP(), EpsDelta(0, Fraction(1, 10)), im_style(BIT_FLIP).as_relation())
    assert not f(created(Create(asserted, im_style(BIT_FLIP))))
    assert not f(created(Create(as_continual(randomized_response(1.0)), im_style(BIT_FLIP))))  # ε > 0, none given
    assert f(created(rr0(Fraction(1, 10)), rr0(0)))


def test_rr_parallel_takes_positive_epsilons_from_the_multiset_and_needs_epsilon_or_delta_zero() -> None:
    f = rr_parallel([1.0], Fraction(1, 10))
    pure = Create(as_continual(randomized_response(1.0)), im_style(BIT_FLIP))
    both = Create(as_continual(randomized_response_delta(1.0, Fraction(1, 100))), im_style(BIT_FLIP))
    assert f(created(pure, rr0(Fraction(1, 20))))
    assert not f(created(pure, pure))                 # every created RR_{ε,0} takes an ε
    assert not rr_parallel([1.0], Fraction(1, 2))(created(both))


# ---------------------------------------------------------------------------------------------
# arguments and printing
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("build", [
    lambda: sparse_parallel([0.5]),  # type: ignore[list-item]  # a number, not a level
    lambda: sparse_parallel([ClaimsEqual()]),  # type: ignore[list-item]
    lambda: sparse_parallel(EpsDelta(0.5, 0)),  # type: ignore[arg-type]  # one level, not a sequence
    lambda: product_budget_parallel([0.5], -0.1),
    lambda: product_budget_parallel([0.5], 1.5),
    lambda: product_budget_parallel([0.5], math.nan),
    lambda: product_budget_parallel([-1], 0.1),
    lambda: product_budget_parallel([math.inf], 0.1),
    lambda: product_budget_parallel([math.nan], 0.1),
    lambda: rr_budget(2),
    lambda: rr_parallel([ClaimsEqual()], 0.1),  # type: ignore[list-item]
    lambda: ProductBudgetParallel((0.5,), 0.1),  # type: ignore[arg-type]  # δ′ a float: the factory converts it
])
def test_bad_arguments_are_refused_when_built(build: Any) -> None:
    with pytest.raises(InvalidArgument):
        build()


def test_reprs_are_the_factory_calls() -> None:
    f = sparse_parallel([EpsDelta(0.5, 0.01), Epsilon(1.0)])
    assert repr(f) == "sparse_parallel([EpsDelta(0.5, 0.01), Epsilon(1.0)])"
    assert repr(sparse_parallel_fpc([])) == "sparse_parallel_fpc([])"
    assert repr(product_budget_parallel([Fraction(1, 2)], Fraction(1, 10))) == \
        "product_budget_parallel([0.5], Fraction(1, 10))"
    assert repr(rr_parallel([1], 0)) == "rr_parallel([1.0], 0)"
    assert repr(rr_budget(0.5)) == "rr_budget(Fraction(1, 2))"
    assert rr_parallel([], Fraction(1, 3)) == rr_budget(Fraction(1, 3))


# ---------------------------------------------------------------------------------------------
# Lemma 5.9: adaptive RR_{0,δ_j} under a product budget δ leak at most δ (exact audit)
# ---------------------------------------------------------------------------------------------

class _GameOfB(InteractiveMechanism[int, Any, Any, Any]):
    """``verifier(f) @ identifier(b) @ ext_concurrent()`` with ``b`` as its data, so the audit's
    worst case over adversaries compares b = 0 with b = 1."""

    def __init__(self, f: Any) -> None:
        self.games = [game(ext_concurrent(), f, b) for b in (0, 1)]

    @override
    def init(self, data: int, /) -> Any:
        return (data, self.games[data].init(None))

    @override
    def step(self, state: Any, query: Any, coins: Coins, /) -> Any:
        b, s = state
        s2, a = self.games[b].step(s, query, coins)
        return (b, s2), a


@settings(max_examples=8, deadline=None)
@given(st.lists(st.fractions(min_value=Fraction(1, 8), max_value=Fraction(1, 2), max_denominator=8),
                min_size=1, max_size=2))
def test_lemma_5_9_adaptive_rr_trees_under_a_product_budget_leak_at_most_delta(deltas: list[Fraction]) -> None:
    budget = 1 - math.prod((1 - d for d in deltas), start=Fraction(1))
    creations = [rr0(d) for d in deltas]
    pairs: list[Any] = [(c, c) for c in creations]
    pairs += [((x, i), (y, i)) for i in range(1, len(deltas) + 1) for x, y in itertools.product((0, 1), repeat=2)]
    game = _GameOfB(rr_budget(budget))
    depth = 2 * len(deltas) + 1
    tv = worst_case(game, 0, 1, pairs, depth, HockeyStickTest(Fraction(1), Fraction(0))).value
    assert tv == budget                            # ≤ δ (Lemma 5.9), and reached: every RR created and asked
    smaller = _GameOfB(rr_budget(budget - Fraction(1, 1000)))
    below = worst_case(smaller, 0, 1, pairs, depth, HockeyStickTest(Fraction(1), Fraction(0))).value
    assert type(below) is Fraction and below < budget


# ---------------------------------------------------------------------------------------------
# Lemma 5.11 / Thm 5.4 (research/ERRATA.md A8): Comp(RR_{0.7,0.01}, RR_{0,0.02}) is 0.0298, not 0.03
# ---------------------------------------------------------------------------------------------

def test_comp_of_rr_07_001_and_rr_0_002_has_hockey_stick_00298_at_07() -> None:
    # independently: the product of the two RR output distributions, enumerated at 50 digits
    with reference_precision():
        e = mpmath.e ** mp(0.7)

        def rr(eps_e: Any, delta: Any, b: int) -> dict[object, Any]:
            keep = eps_e / (1 + eps_e)
            return {("reveal", b): delta, ("bit", b): (1 - delta) * keep, ("bit", 1 - b): (1 - delta) * (1 - keep)}

        def joint(b: int) -> dict[object, Any]:
            r1, r2 = rr(e, mp(0.01), b), rr(mpmath.mpf(1), mp(0.02), b)
            return {(x, y): p * q for x, p in r1.items() for y, q in r2.items()}

        p0, p1 = joint(0), joint(1)
        hs = sum(max(mpmath.mpf(0), p0[v] - e * p1.get(v, 0)) for v in p0)
        assert abs(hs - mpmath.mpf("0.0298")) < mpmath.mpf(10) ** -15
    # through the library: two RR children of a 2-sparse parallel composition, each sent a differing bit
    f = sparse_parallel([EpsDelta(0.7, 0.01), EpsDelta(0, 0.02)])
    c1 = Create(as_continual(randomized_response_delta(0.7, 0.01)), im_style(BIT_FLIP))
    c2 = Create(as_continual(randomized_response_delta(e_eps=1, delta=0.02)), im_style(BIT_FLIP))
    moves: list[Any] = [(c1, c1), (c2, c2), ((0, 1), (1, 1)), ((0, 2), (1, 2))]
    views = [view_distribution(game(ext_concurrent(), f, b), None, lambda h: moves[len(h)] if len(h) < 4 else HALT, 4)
             for b in (0, 1)]
    with reference_precision():
        e_hi = Fraction(mpmath.nstr(mpmath.e ** mp(0.7) * (1 + mpmath.mpf(10) ** -30), 45))
        e_lo = Fraction(mpmath.nstr(mpmath.e ** mp(0.7) * (1 - mpmath.mpf(10) ** -30), 45))
    d0, d1 = views
    lo = sum(max(Fraction(0), lower(d0[v]) - e_hi * (upper(d1[v]) if v in d1.support else 0)) for v in d0.support)
    hi = sum(max(Fraction(0), upper(d0[v]) - e_lo * (lower(d1[v]) if v in d1.support else 0)) for v in d0.support)
    # the floats 0.01, 0.02 are a hair above 1/100, 2/100: 1 − (1 − 0.01)(1 − 0.02) in exact binary values
    exact = 1 - (1 - Fraction(0.01)) * (1 - Fraction(0.02))
    assert lo - Fraction(1, 10**12) <= exact <= hi + Fraction(1, 10**12)
    assert abs(float(exact) - 0.0298) < 1e-16 and hi < Fraction(3, 100)



# ---------------------------------------------------------------------------------------------
# hostile creations
# ---------------------------------------------------------------------------------------------

def test_a_level_forged_after_its_certificate_was_built_is_never_charged() -> None:
    level = EpsDelta(0, 0.1)
    m = certify_machine(Exposure(Fraction(1, 10)), ApproxDP(), level, two_bits().as_relation())
    c = Create(m, two_bits())
    object.__setattr__(level, "delta", -0.5)           # a negative δ would refund the product budget
    assert not product_budget_parallel([0], Fraction(1, 10))(created(c))
    assert not sparse_parallel([EpsDelta(0, 0.1)])(created(c))


class _TruthyFPC(Verification[Any, None]):
    """A caller's verification function that answers 1 (truthy, not True) to first_pair_consistent."""

    @override
    def start(self) -> None:
        return None

    @override
    def step(self, state: None, message: Any, /) -> None:
        return None

    @override
    def first_pair_consistent(self) -> Any:
        return 1


def test_fpc_takes_only_a_declared_true_never_a_truthy_answer() -> None:
    f = _TruthyFPC()
    m = certify_machine(Exposure(Fraction(1, 10)), ApproxDP(), EpsDelta(0, 0.1), f.as_relation())
    assert not sparse_parallel_fpc([EpsDelta(0, 0.1)]).trusting_asserted()(created(Create(m, f)))
    assert sparse_parallel([EpsDelta(0, 0.1)]).trusting_asserted()(created(Create(m, f)))
