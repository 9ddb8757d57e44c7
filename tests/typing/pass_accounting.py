"""What the accounting functions and accumulators return, pinned with ``assert_type`` (checked by
tests/test_typing.py): an accumulator keeps its measure's level type through ``add``, ``value``
and a filter built on it."""

from __future__ import annotations

from fractions import Fraction

from typing_extensions import assert_type

from combinators.accounting import AdditiveAccumulator, Filter, GaussianAccumulator, ScalarAccumulator
from combinators.accounting import WhitehouseAccumulator, additive_accumulator, admitted_prefix, advanced
from combinators.accounting import advanced_admitted_count, basic, compose_eps_delta, compose_gdp
from combinators.accounting import concurrent_approx, concurrent_pure, continues, gaussian_accumulator
from combinators.accounting import optimal, privacy_filter, whitehouse_accumulator, zcdp_admitted_count
from combinators.accounting import zcdp_epsilon
from combinators.accounting.filter_rules import remaining
from combinators.measures import ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho, RhoDelta
from combinators.measures.tradeoffs import GaussianTradeOff

# additive_accumulator answers the accumulator of the measure's level type.
pure = additive_accumulator(PureDP())
assert_type(pure, ScalarAccumulator[Epsilon])
assert_type(pure.add(Epsilon(0.5)), ScalarAccumulator[Epsilon])
assert_type(pure.add(Epsilon(0.5)).value(), Epsilon)
assert_type(pure.within(Epsilon(1.0)), bool)
assert_type(pure.admits(Epsilon(0.5), Epsilon(1.0)), bool)
assert_type(additive_accumulator(RenyiDP(2)), ScalarAccumulator[RenyiEps])
assert_type(additive_accumulator(ZCDP()).add(Rho(0.1)).value(), Rho)
assert_type(additive_accumulator(ApproxDP()), AdditiveAccumulator[EpsDelta])
assert_type(additive_accumulator(ApproxDP()).add(EpsDelta(0.5, 1e-6)).value(), EpsDelta)
assert_type(additive_accumulator(ApproxZCDP()), AdditiveAccumulator[RhoDelta])
assert_type(whitehouse_accumulator(1e-6, 1e-6).add(EpsDelta(0.1, 0.0)), WhitehouseAccumulator)
assert_type(whitehouse_accumulator(1e-6, 1e-6).value(), EpsDelta)
assert_type(gaussian_accumulator(), GaussianAccumulator)

# A filter and the rule functions keep the accumulator's level type.
f = privacy_filter(additive_accumulator(ZCDP()), Rho(1.0))
assert_type(f, Filter[Rho])
assert_type(f.add(Rho(0.25)), Filter[Rho])
assert_type(f.admits(Rho(0.25)), bool)
assert_type(privacy_filter(whitehouse_accumulator(1e-6, 1e-6), EpsDelta(1.0, 1e-5)), Filter[EpsDelta])
assert_type(continues(pure, [Epsilon(0.5)], Epsilon(1.0)), bool)
assert_type(admitted_prefix(pure, [Epsilon(0.5)], Epsilon(1.0)), int)
assert_type(remaining(additive_accumulator(ZCDP()), Rho(1.0)), Rho | None)

# Composition bounds: (ε, δ) pairs, numbers, counts.
assert_type(basic([Epsilon(1.0), EpsDelta(0.5, 1e-6)]), EpsDelta)
assert_type(advanced([Epsilon(0.1)] * 10, Fraction(1, 10**6)), EpsDelta)
assert_type(concurrent_pure([1.0, 0.5]), EpsDelta)
assert_type(concurrent_approx([1.0], [1e-6]), EpsDelta)
assert_type(optimal([0.1] * 10, None, 1e-6), EpsDelta)
assert_type(compose_eps_delta([Epsilon(0.1), EpsDelta(0.2, 1e-7)], 1e-6), EpsDelta)
assert_type(compose_gdp([GaussianTradeOff(1.0)]), GaussianTradeOff)
assert_type(zcdp_epsilon(0.5, 1e-6), float)
assert_type(advanced_admitted_count(Epsilon(0.1), EpsDelta(1.0, 1e-6)), int)
assert_type(zcdp_admitted_count(Epsilon(0.1), EpsDelta(1.0, 1e-6)), int)
