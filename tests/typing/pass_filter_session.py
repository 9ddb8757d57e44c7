"""What the typed filter session returns, pinned with ``assert_type`` (checked by tests/test_typing.py):
no cast is needed to use a child's answers."""

from __future__ import annotations

from fractions import Fraction

from typing_extensions import assert_type

from combinators.composition import FilterChild, FilterSession, FilterStatus, Query, Spawn, filtered, open_filter_session
from combinators.measures import ZCDP, Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import gaussian, gaussian_rdp, geometric, laplace, sensitivity_relation


def pure() -> None:
    f = open_filter_session(filtered(PureDP(), "additive", Epsilon(2.0), relation=sensitivity_relation(1)), 3)
    assert_type(f, FilterSession[Epsilon])
    noisy = f.spawn(laplace(scale=1.0), Epsilon(1.0))
    assert_type(noisy, FilterChild[object, float])
    x: float = noisy.ask(None) + 1.0
    count = f.spawn(geometric(r=Fraction(1, 2), lo=0, hi=9), Epsilon(1.0))
    n: int = count.ask(None) // 2
    assert_type(f.query(0), object)
    assert_type(f.ask(Spawn(laplace(scale=1.0), Epsilon(1.0))), object)
    assert_type(f.ask(Query(0)), object)
    assert_type(f.status(), FilterStatus[Epsilon])
    left: Epsilon | None = f.status().remaining
    del left
    del x, n


def renyi_and_zcdp() -> None:
    r = open_filter_session(filtered(RenyiDP(2), "additive", RenyiEps(1.0)), 0.5)
    assert_type(r, FilterSession[RenyiEps])
    y: float = r.spawn(gaussian_rdp(sigma=2.0, alpha=2), RenyiEps(0.25)).ask(None)
    z = open_filter_session(filtered(ZCDP(), "additive", Rho(1.0)), 0.5)
    w: float = z.spawn(gaussian(sigma=2.0), Rho(0.125)).ask(None)
    del y, w
