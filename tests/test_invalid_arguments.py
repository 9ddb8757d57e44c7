"""One table of bad inputs: each raises a clear error when the object is built, naming the
argument, or (at run time) is answered with HALT and changes nothing (style rule 23)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction as F

import pytest

from combinators.errors import InvalidArgument
from combinators.machines import HALT, identifier
from combinators.measures import EpsDelta, Epsilon, PiecewiseTradeOff, RenyiDP, RenyiEps, Rho, RhoDelta
from combinators.measures import f_eps_delta, gaussian_tradeoff
from combinators.primitives import gaussian, gaussian_rdp, geometric, interactive_randomized_response, laplace
from combinators.primitives import randomized_response, randomized_response_delta
from combinators.prob import Interval, sampled_coins

NAN, INF = math.nan, math.inf

CASES: list[tuple[str, Callable[[], object], str]] = [
    ("epsilon negative", lambda: Epsilon(-0.1), "epsilon=-0.1 must be >= 0"),
    ("epsilon nan", lambda: Epsilon(NAN), "epsilon=nan"),
    ("epsilon bool", lambda: Epsilon(True), "epsilon=True must be a real number"),
    ("epsilon str", lambda: Epsilon("1"), "epsilon='1' must be a real number"),  # type: ignore[arg-type]
    ("eps-delta delta > 1", lambda: EpsDelta(1.0, 1.5), "delta=1.5 must be a probability"),
    ("eps-delta delta negative", lambda: EpsDelta(1.0, -1e-9), "delta=-1e-09 must be a probability"),
    ("eps-delta delta nan", lambda: EpsDelta(1.0, NAN), "delta=nan must be a probability"),
    ("eps-delta epsilon negative", lambda: EpsDelta(-1.0, 0.0), "epsilon=-1.0"),
    ("rho negative", lambda: Rho(-0.5), "rho=-0.5 must be >= 0"),
    ("rho nan", lambda: Rho(NAN), "rho=nan"),
    ("rho-delta delta > 1", lambda: RhoDelta(0.5, 2), "delta=2"),
    ("renyi eps negative", lambda: RenyiEps(-1), "epsilon=-1"),
    ("alpha = 1", lambda: RenyiDP(1), "alpha=1 must be a finite Rényi order > 1"),
    ("alpha < 1", lambda: RenyiDP(0.5), "alpha=0.5"),
    ("alpha inf", lambda: RenyiDP(INF), "alpha=inf"),
    ("alpha nan", lambda: RenyiDP(NAN), "alpha=nan"),
    ("rr epsilon negative", lambda: randomized_response(-1.0), "epsilon=-1.0"),
    ("rr epsilon inf", lambda: randomized_response(INF), "epsilon=inf"),
    ("rr epsilon nan", lambda: randomized_response(NAN), "epsilon=nan"),
    ("rr both epsilon and e_eps", lambda: randomized_response(1.0, e_eps=3), "exactly one of epsilon"),
    ("rr e_eps < 1", lambda: randomized_response(e_eps=F(1, 2)), "e_eps=Fraction(1, 2) must be"),
    ("rr-delta delta > 1", lambda: randomized_response_delta(1.0, 1.01), "delta=1.01 must be a probability"),
    ("rr-delta delta nan", lambda: randomized_response_delta(1.0, NAN), "delta=nan must be a probability"),
    ("probability outside [0, 1]", lambda: sampled_coins(0).bernoulli(F(5, 4)), "p=5/4"),
    ("probability negative", lambda: sampled_coins(0).bernoulli(F(-1, 4)), "p=-1/4"),
    ("empty interval", lambda: Interval(F(1, 2), F(1, 4)), "is empty"),
    ("identifier bit", lambda: identifier(3), "b=3 must be the int 0 or 1"),
    ("non-convex trade-off curve",
     lambda: PiecewiseTradeOff(((0, 1), (F(1, 2), F(1, 10)), (F(3, 4), F(1, 10)), (1, 0))), "is not convex"),
    ("gaussian-DP mu negative", lambda: gaussian_tradeoff(-1), "mu=-1 must be >= 0"),
    ("f_eps_delta delta > 1", lambda: f_eps_delta(1.0, 1.5), "delta=1.5 must be a probability"),
    ("laplace scale zero", lambda: laplace(0.0), "scale=0.0 must be > 0"),
    ("laplace scale negative", lambda: laplace(-1.0), "scale=-1.0 must be > 0"),
    ("gaussian sigma zero", lambda: gaussian(0.0), "sigma=0.0 must be > 0"),
    ("gaussian rdp alpha = 1", lambda: gaussian_rdp(1.0, alpha=1), "alpha=1 must be a finite Rényi order > 1"),
    ("geometric non-integer sensitivity", lambda: geometric(1.0, lo=0, hi=3, sensitivity=1.5),  # type: ignore[arg-type]
     "sensitivity=1.5 must be a positive int"),
    ("geometric empty window", lambda: geometric(1.0, lo=3, hi=0), "lo=3 > hi=0"),
    ("irr delta > 1", lambda: interactive_randomized_response(1.0, 2.0), "delta=2.0 must be a probability"),
]


@pytest.mark.parametrize(("factory", "match"), [(f, m) for _, f, m in CASES], ids=[c[0] for c in CASES])
def test_bad_input_raises_naming_the_argument(factory: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=_literal(match)):
        factory()


def _literal(s: str) -> str:
    return re.escape(s)


def test_message_to_halted_machine_answers_halt_and_changes_nothing() -> None:
    m = randomized_response(e_eps=3).machine
    s0 = m.init(1)
    s1, _ = m.step(s0, None, sampled_coins(0))
    s2, a = m.step(s1, None, sampled_coins(0))
    assert a is HALT and s2 == s1
    s3, a = m.step(s2, "anything", sampled_coins(0))
    assert a is HALT and s3 == s1
