"""Every built-in measure and conversion satisfies the laws of combinators.testing.laws."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import Phase, settings

from combinators.measures import ZCDP, ApproxDP, Epsilon, FDP, PureDP, TradeOff, gaussian_tradeoff
from combinators.testing.strategies import eps_deltas, epsilons, finite_pairs, rhos, tradeoffs
from combinators.testing.laws import check_conversion_laws, check_measure_laws
from combinators.measures.registry import ConversionLaw, LawCase, registered

CASES: list[LawCase] = [case for spec in registered() for case in spec.laws]
"""Every law case the registered measures declare (``MeasureSpec.laws``): a measure registered in
the library is checked here without a line of this file. zCDP's close evaluates Rényi moments at
orders up to ~360, whose bounds e^((α−1)ρα) are huge rationals for large ρ, so its cases keep
the close laws to ρ ≤ 1 (composed: ≤ 2) to keep the file fast."""


def run_law_case(case: LawCase) -> None:
    """The law suite on one declared case (the out-of-package measure's test runs it too)."""
    measure = case.measure()
    close = None if case.close_levels is None else case.close_levels()
    check_measure_laws(measure, case.levels(), finite_pairs(3), exact=case.exact,  # type: ignore[arg-type]
                       close_levels=close)  # type: ignore[arg-type]


@pytest.mark.parametrize("case", CASES, ids=[c.label for c in CASES])
def test_measure_laws(case: LawCase) -> None:
    run_law_case(case)


def test_every_registered_measure_declares_its_laws() -> None:
    assert {s.name for s in registered() if not s.laws} == set()


def test_measure_laws_inexact_floats() -> None:
    """Arbitrary floats: associativity holds up to conservative rounding only."""
    check_measure_laws(PureDP(), epsilons(exact=False, max_value=1e3))
    check_measure_laws(ApproxDP(), eps_deltas(exact=False, max_value=1e3))
    check_measure_laws(ZCDP(), rhos(exact=False, max_value=1e3))


def _same_curve(a: TradeOff, b: TradeOff) -> bool:
    """``G_0`` and the identity ``1 − α`` are one curve in two representations."""
    identity = FDP().zero()
    return a == b or {a, b} <= {identity, gaussian_tradeoff(0)}


def test_fdp_laws_mixed_kinds() -> None:
    """Mixed Gaussian/piecewise levels: the order laws hold; mixed compositions are refused."""
    check_measure_laws(FDP(), tradeoffs("any"), equivalent=_same_curve)


CONVERSIONS: list[ConversionLaw] = [law for spec in registered() for law in spec.conversion_laws]
"""Every level conversion the registered measures declare (``MeasureSpec.conversion_laws``).
Levels that convert into zCDP stay small (ρ ≤ 2): zCDP's close is slow for large ρ."""


def test_the_conversions_of_release_0_1_are_all_declared() -> None:
    assert {c.label for c in CONVERSIONS} >= {
        "pure->approx", "pure->zcdp", "pure->fdp", "approx->azcdp", "approx->fdp", "zcdp->azcdp", "zcdp->rdp3",
        "zcdp->approx", "azcdp->approx", "rdp2->approx", "fdp->approx"}


@pytest.mark.parametrize("law", CONVERSIONS, ids=[c.label for c in CONVERSIONS])
def test_conversion_laws(law: ConversionLaw) -> None:
    check_conversion_laws(law.source(), law.target(), law.convert, law.levels(), finite_pairs(3))  # type: ignore[arg-type]


def test_laws_catch_a_broken_measure() -> None:
    """The driver is not vacuous: a measure whose compose loses the zero identity fails."""

    class Broken:
        def leq(self, a: Epsilon, b: Epsilon, /) -> bool:
            return a.epsilon <= b.epsilon

        def zero(self) -> Epsilon:
            return Epsilon(0.0)

        def compose(self, levels: Any, /) -> Epsilon:
            return Epsilon(sum(x.epsilon for x in levels) + 0.125)

        def close(self, p: Any, q: Any, level: Epsilon, /) -> Any:
            return PureDP().close(p, q, level)

        def check_level(self, level: object, /) -> Epsilon:
            return PureDP().check_level(level)

    quick = settings(max_examples=10, phases=[Phase.generate], database=None)
    with pytest.raises(AssertionError, match=r"compose\(\[\]\) is not zero\(\)"):
        check_measure_laws(Broken(), epsilons(allow_infinity=False), settings=quick)


# ---- the laws and strategies refuse bad arguments before they run --------

def test_laws_refuse_what_is_not_a_measure_a_level_or_a_pair() -> None:
    from combinators.errors import IncompatibleMeasureError, InvalidArgument
    from combinators.measures import Epsilon, PureDP, Rho
    from combinators.prob import FiniteDist
    from combinators.testing import laws

    with pytest.raises(InvalidArgument, match="measure=1.0 must be a Measure"):
        laws.leq_reflexive(1.0, Epsilon(1.0))  # type: ignore[arg-type]
    with pytest.raises(IncompatibleMeasureError):
        laws.compose_extensive(PureDP(), Epsilon(1.0), Rho(0.5))  # type: ignore[misc]
    with pytest.raises(InvalidArgument, match="p=0.5 must be a FiniteDist"):
        laws.close_reflexive(PureDP(), 0.5, Epsilon(1.0))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="g=3 must be a function"):
        laws.close_postprocessing(PureDP(), FiniteDist.point(0), FiniteDist.point(1), Epsilon(1.0), 3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="levels=1.0 must be a hypothesis strategy"):
        laws.check_measure_laws(PureDP(), 1.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="close_levels=-1.0 must be a hypothesis strategy"):
        laws.check_measure_laws(PureDP(), epsilons(), close_levels=-1.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="convert=2 must be a function"):
        laws.check_conversion_laws(PureDP(), PureDP(), 2, epsilons())  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="exact=-1.0 must be True or False"):
        laws.compose_associative(PureDP(), Epsilon(0.5), Epsilon(0.5), Epsilon(0.5), exact=-1.0)  # type: ignore[arg-type]


def test_strategies_refuse_bad_sizes_when_built() -> None:
    from combinators.errors import InvalidArgument
    from combinators.testing import strategies as ts

    bad: list[Callable[[], object]] = [
        lambda: ts.epsilons(max_value=float("nan")),
        lambda: ts.losses(exact=1),  # type: ignore[arg-type]
        lambda: ts.rhos(max_value=10**400),
        lambda: ts.finite_pairs(0),
        lambda: ts.tradeoffs("all"),  # type: ignore[arg-type]
        lambda: ts.pmfs([], 2),
        lambda: ts.table_machines(n_states=-1),
        lambda: ts.table_ipms(max_calls=0),
        lambda: ts.adversary_trees([0], [0], 0),
        lambda: ts.RRBits(Fraction(3, 2)),
    ]
    for make in bad:
        with pytest.raises(InvalidArgument):
            make()


def test_table_machines_refuse_rows_that_are_not_tables_of_pmfs() -> None:
    from combinators.errors import InvalidArgument
    from combinators.machines import Left
    from combinators.testing.strategies import TableIPM, TableMachine

    one = (((0, 0), Fraction(1)),)
    assert TableMachine(((one,),)).rows == ((one,),)
    for bad in (-1.0, [[one]], ((((0, 0), 0.5),),), ((((0, 0), Fraction(1, 2)),),)):
        with pytest.raises(InvalidArgument, match="rows"):
            TableMachine(bad)  # type: ignore[arg-type]
    pmf = (((Left(0), 0), Fraction(1)),)
    with pytest.raises(InvalidArgument, match="max_calls=0 must be a positive int"):
        TableIPM(((pmf,),), ((pmf,),), (pmf,), 0)
