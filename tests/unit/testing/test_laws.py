"""The law checks (combinators.testing.laws) pass on a lawful measure and catch an unlawful one,
and the laws of mechanisms pass on the library's ∘* and catch a post-processor that peeks, an
``@`` that is not associative and an identity that is not one: a check that cannot fail protects
nothing."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import settings
from hypothesis import strategies as st

from combinators.audit import Adversary
from combinators.errors import InvalidArgument, LawViolation
from combinators.machines import MapAnswers
from combinators.measures import Epsilon, PureDP, ZCDP
from combinators.measures.conversions import pure_to_zcdp
from combinators.primitives import randomized_response
from combinators.prob import FiniteDist
from combinators.testing import laws
from combinators.testing.laws import chain_associative, check_mechanism_laws, identity_is_a_no_op
from combinators.testing.laws import postprocessing_never_raises_divergence
from combinators.testing.strategies import Leak, epsilons, finite_pairs, identity_ipm, table_ipms, table_machines


def test_pure_dp_obeys_the_measure_laws() -> None:
    laws.check_measure_laws(PureDP(), epsilons(), finite_pairs(), exact=True,
                            settings=settings(max_examples=30, deadline=None))


def test_pure_to_zcdp_obeys_the_conversion_laws() -> None:
    """Bun–Steinke 2016, Prop 3.3: ε-DP implies (ε²/2)-zCDP, monotone in ε."""
    laws.conversion_monotone(PureDP(), ZCDP(), pure_to_zcdp, Epsilon(0.5), Epsilon(1.0))
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])
    laws.conversion_sound(PureDP(), ZCDP(), pure_to_zcdp, p, q, Epsilon(1.1))


def test_a_conversion_that_reverses_the_order_is_caught() -> None:
    def reverse(e: Epsilon) -> Epsilon:
        return Epsilon(10 - e.epsilon)

    with pytest.raises(laws.LawViolation, match="not monotone"):
        laws.conversion_monotone(PureDP(), PureDP(), reverse, Epsilon(1.0), Epsilon(2.0))


def test_a_conversion_that_claims_too_little_loss_is_caught() -> None:
    """RR with keep 3/4 is within ln 3 ≈ 1.0986 and not within 1.0: halving ε is unsound."""
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])

    def halve(e: Epsilon) -> Epsilon:
        return Epsilon(e.epsilon / 2)

    with pytest.raises(laws.LawViolation, match="unsound"):
        laws.conversion_sound(PureDP(), PureDP(), halve, p, q, Epsilon(1.1))


def test_the_laws_refuse_what_is_not_a_measure() -> None:
    with pytest.raises(Exception, match="measure"):
        laws.leq_reflexive(object(), Epsilon(1.0))  # type: ignore[arg-type]


# ---- the laws of mechanisms ------------------------------------------------------------------

FAST = settings(max_examples=8, deadline=None, database=None, derandomize=True)
RR = randomized_response(e_eps=3)
ONE_QUERY: Adversary[None, int] = Adversary(((((), None),)))


def test_the_library_obeys_the_laws_of_mechanisms() -> None:
    check_mechanism_laws(table_machines(), table_ipms(max_calls=2, max_support=2), st.just((0, 1)), (0, 1), (0, 1),
                         calls=2, settings=FAST)


class _Peeks:
    """Not a post-processor: ``self @ M`` is a mechanism that releases its data (``Leak``)."""

    def __matmul__(self, other: object) -> object:
        return Leak()


def test_a_post_processor_that_raises_the_divergence_is_caught() -> None:
    postprocessing_never_raises_divergence(lambda b: b, RR, 0, 1, [None], 1)  # the identity function is fine
    with pytest.raises(LawViolation, match="post-processing raised the divergence"):
        postprocessing_never_raises_divergence(_Peeks(), RR, 0, 1, [None], 1)  # RR keeps 3/4: TV 1/2, Leak: 1


class _Regroups:
    """An ``@`` that is not associative: grouped with another operand first it forgets the mechanism."""

    def __init__(self, inner: object) -> None:
        self.inner = inner

    def __matmul__(self, other: object) -> object:
        return _Peeks() if isinstance(other, _Regroups) else self.inner @ other  # type: ignore[operator]


def test_a_non_associative_at_is_caught() -> None:
    ident: MapAnswers[object, int, int] = identity_ipm()
    chain_associative(ident, ident, RR, 0, ONE_QUERY, 1)
    with pytest.raises(LawViolation, match="not associative"):
        chain_associative(_Regroups(ident), _Regroups(ident), RR, 0, ONE_QUERY, 1)


def test_an_identity_that_is_not_one_is_caught() -> None:
    flip: MapAnswers[object, int, int] = MapAnswers(_flip)
    identity_is_a_no_op(flip, RR, 0, ONE_QUERY, 1)
    with pytest.raises(LawViolation, match="identity is not a no-op"):
        identity_is_a_no_op(flip, RR, 0, ONE_QUERY, 1, identity=flip)  # flipping the answer is no identity


def _flip(b: int) -> int:
    return 1 - b


def test_the_mechanism_laws_refuse_bad_arguments() -> None:
    with pytest.raises(InvalidArgument, match="calls"):
        postprocessing_never_raises_divergence(lambda b: b, RR, 0, 1, [None], 1, calls=0)
    with pytest.raises(InvalidArgument, match="machines"):
        check_mechanism_laws([], table_ipms(), st.just((0, 1)), (0, 1), (0, 1))  # type: ignore[arg-type]
