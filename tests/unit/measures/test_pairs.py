"""Divergences of one finite pair (hockey-stick, Rényi moment) and the audit-plan tests built on
them: bad arguments are refused by name; huge orders answer soundly and fast."""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction as F

import numpy as np
import pytest

from combinators.audit import HockeyStickTest, RenyiTest
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import ApproxZCDP, PureDP, Rho, RhoDelta, hockey_stick, renyi_moment
from combinators.prob import FiniteDist, Interval

P = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
Q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])

BAD: list[tuple[str, Callable[[], object], type[Exception], str]] = [
    ("hockey_stick p a number", lambda: hockey_stick(0.5, Q, F(2)), InvalidArgument, "p=0.5 must be a FiniteDist"),  # type: ignore[arg-type]
    ("hockey_stick e_eps negative", lambda: hockey_stick(P, Q, F(-1)), InvalidArgument, "e_eps=.* must be >= 0"),
    ("hockey_stick e_eps zero", lambda: hockey_stick(P, Q, F(0)), InvalidArgument, "e_eps=.* must be > 0"),
    ("hockey_stick e_eps str", lambda: hockey_stick(P, Q, "2"), InvalidArgument, "e_eps='2'"),  # type: ignore[arg-type]
    ("renyi_moment q a number", lambda: renyi_moment(P, 1.0, 2), InvalidArgument, "q=1.0 must be a FiniteDist"),  # type: ignore[arg-type]
    ("renyi_moment alpha 1", lambda: renyi_moment(P, Q, 1), InvalidArgument, "alpha=1 must be a finite Rényi order > 1"),
    ("renyi_moment alpha 1/2", lambda: renyi_moment(P, Q, 0.5), InvalidArgument, "alpha=0.5"),
    ("renyi_moment alpha nan", lambda: renyi_moment(P, Q, float("nan")), InvalidArgument, "alpha=nan"),
    ("HockeyStickTest e nan", lambda: HockeyStickTest(float("nan"), F(0)), InvalidArgument, "e=nan must be exact"),  # type: ignore[arg-type]
    ("HockeyStickTest e str", lambda: HockeyStickTest("2", F(0)), InvalidArgument, "e='2'"),  # type: ignore[arg-type]
    ("HockeyStickTest delta > 1", lambda: HockeyStickTest(F(2), F(2)), InvalidArgument, "delta=.* in \\[0, 1\\]"),
    ("RenyiTest alpha 1", lambda: RenyiTest(1, Interval(F(1), F(2))), InvalidArgument, "alpha=1"),
    ("RenyiTest bound a number", lambda: RenyiTest(2, 3), InvalidArgument, "bound=3 must be an Interval"),  # type: ignore[arg-type]
    ("close p a number", lambda: PureDP().close(0.5, Q, PureDP().zero()), InvalidArgument, "p=0.5"),  # type: ignore[arg-type]
    ("ApproxZCDP leq of a Rho", lambda: ApproxZCDP().leq(Rho(0.5), RhoDelta(1, 0)), IncompatibleMeasureError,  # type: ignore[arg-type]
     "takes RhoDelta levels"),
    ("ApproxZCDP compose of a number", lambda: ApproxZCDP().compose(5), InvalidArgument, "levels=5"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "match"), [(c, e, m) for _, c, e, m in BAD], ids=[b[0] for b in BAD])
def test_bad_arguments_are_refused_by_name(call: Callable[[], object], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        call()


def test_renyi_moment_at_an_order_past_the_float_range_is_trivial_and_fast() -> None:
    t = time.perf_counter()
    assert renyi_moment(P, Q, 10**400) == (F(0), None)  # 0 ≤ moment ≤ ∞: sound, and nothing more is claimed
    lo, hi = renyi_moment(P, Q, 10**5)  # past the exact-power limit: log space, still a bracket
    assert lo is not None and hi is not None and lo <= hi
    assert time.perf_counter() - t < 2


def test_renyi_moment_integer_order_stays_exact() -> None:
    assert renyi_moment(P, Q, 2) == (F(7, 3), F(7, 3))  # (3/4)²/(1/4) + (1/4)²/(3/4)


def test_numpy_orders_and_exponentials_are_numbers() -> None:
    assert renyi_moment(P, Q, np.int64(2)) == (F(7, 3), F(7, 3))  # type: ignore[arg-type]
    assert renyi_moment(P, Q, np.float32(2.0)) == (F(7, 3), F(7, 3))  # type: ignore[arg-type]
    assert hockey_stick(P, Q, np.float64(2.0)) == Interval(F(1, 4), F(1, 4))  # type: ignore[arg-type]  # 3/4 − 2·1/4
