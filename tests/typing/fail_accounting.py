"""Accounting misuses mypy must reject (checked with warn_unused_ignores): a level of another
measure into an accumulator, a filter or a rule function; a bare number where a level is taken."""

from __future__ import annotations

from combinators.accounting import additive_accumulator, admitted_prefix, advanced_admitted_count, basic
from combinators.accounting import compose_gdp, continues, gaussian_accumulator, privacy_filter
from combinators.accounting import whitehouse_accumulator, zcdp_admitted_count
from combinators.accounting.filter_rules import remaining
from combinators.measures import FDP, ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho

pure = additive_accumulator(PureDP())

# A pure-DP accumulator adds and compares Epsilon, not Rho, a pair or a bare float.
pure.add(Rho(0.5))  # type: ignore[arg-type]
pure.add(EpsDelta(0.5, 0.0))  # type: ignore[arg-type]
pure.add(0.5)  # type: ignore[arg-type]
pure.within(Rho(1.0))  # type: ignore[arg-type]
pure.admits(Epsilon(0.5), RenyiEps(1.0))  # type: ignore[arg-type]
additive_accumulator(RenyiDP(2)).add(Rho(0.5))  # type: ignore[arg-type]
additive_accumulator(ApproxDP()).add(Epsilon(0.5))  # type: ignore[arg-type]
whitehouse_accumulator(1e-6, 1e-6).add(Epsilon(0.5))  # type: ignore[arg-type]
gaussian_accumulator().add(Rho(0.5))  # type: ignore[arg-type]
spent: Rho = pure.value()  # type: ignore[assignment]

# A filter's budget is of its accumulator's level type, and so is what it admits.
privacy_filter(pure, Rho(1.0))  # type: ignore[misc]
privacy_filter(additive_accumulator(ZCDP()), Rho(1.0)).admits(Epsilon(0.5))  # type: ignore[arg-type]
continues(pure, [Rho(0.5)], Epsilon(1.0))  # type: ignore[misc]
admitted_prefix(pure, [Epsilon(0.5)], Rho(1.0))  # type: ignore[misc]
left: Epsilon | None = remaining(additive_accumulator(ZCDP()), Rho(1.0))  # type: ignore[assignment]

# Bounds take the levels they are proved for.
basic([Rho(0.5)])  # type: ignore[list-item]
basic([0.5])  # type: ignore[list-item]
compose_gdp([Rho(0.5)])  # type: ignore[list-item]
advanced_admitted_count(Epsilon(0.1), Epsilon(1.0))  # type: ignore[arg-type]
zcdp_admitted_count(Rho(0.1), EpsDelta(1.0, 1e-6))  # type: ignore[arg-type]

# Only a measure with an additive rule has an additive accumulator.
additive_accumulator(FDP())  # type: ignore[call-overload]
