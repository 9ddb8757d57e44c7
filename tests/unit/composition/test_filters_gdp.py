"""The Gaussian-DP filter (Smith–Thakurta 2022) through the generic engine: issue 5 items 5–6."""

from __future__ import annotations

import pytest

from combinators.accounting import gaussian_accumulator, gdp_mu_budget
from combinators.composition import Spawn, filtered
from combinators.errors import InvalidArgument
from combinators.machines import Refusal, certify_machine
from combinators.measures import FDP, gaussian_tradeoff
from combinators.primitives import Gaussian, sensitivity_relation
from combinators.prob import sampled_coins


def test_gdp_filter_admits_560_gaussian_children_under_1_1e6() -> None:
    """μ_m = 0.01 children under (1, 1e-6): μ* = 0.2367043806634 admits ⌊(μ*/0.01)²⌋ = 560
    (560·1e-4 = 0.056 ≤ μ*² = 0.05602896…; 561 would need 0.0561)."""
    rel = sensitivity_relation(1)
    budget = gaussian_tradeoff(gdp_mu_budget(1.0, 1e-6))
    f = filtered(FDP(), gaussian_accumulator(), budget, relation=rel, trust_asserted=True)
    child = certify_machine(Gaussian(100.0), FDP(), gaussian_tradeoff(0.01), rel)  # μ = Δ/σ = 0.01
    m, coins = f.machine, sampled_coins(0)
    s = m.init(0.0)
    admitted = 0
    for _ in range(600):
        s2, a = m.step(s, Spawn(child, gaussian_tradeoff(0.01)), coins)
        if isinstance(a, Refusal):
            assert s2 is s  # a refusal changes nothing
            break
        s = s2
        admitted += 1
    assert admitted == 560


def test_gdp_filter_refuses_non_gaussian_levels() -> None:
    with pytest.raises(InvalidArgument, match="level"):
        gaussian_accumulator().add(FDP().zero())
