"""What ``open_session`` answers, pinned with ``assert_type`` (checked by tests/test_typing.py): a
``Session[Q, A]`` whose ``ask`` takes the machine's query type and returns its answer type, so
no cast is needed to use an answer."""

from __future__ import annotations

from typing_extensions import assert_type

from combinators.composition import ChildHalted, Null, PrivacyLoss, Query, Spawn, StatusQuery, concurrent
from combinators.composition import filtered, null_extension, odometer
from combinators.machines import Invalid, Session, open_session, to_approx_dp, to_zcdp
from combinators.measures import ZCDP, Epsilon, PureDP, Rho
from combinators.primitives import Flag, gaussian, randomized_response, randomized_response_delta
from combinators.prob import sampled_coins
from tests.typing.pass_operators import ECHO, Bits, Parse, plus_one

rr = randomized_response(e_eps=3)


def mechanisms() -> None:
    s = open_session(rr, 1, seed=3)
    assert_type(s, Session[object, int])
    bit: int = s.ask(None) ^ 1
    assert_type(open_session(gaussian(sigma=2.0), 0.5, coins=sampled_coins(7)), Session[object, float])
    assert_type(open_session(randomized_response_delta(1.0, 0.01), 0).ask(None), int | Flag)
    # post-processing and conversion keep the answer type of what they wrap
    assert_type(open_session(plus_one @ rr, 1).ask(None), int)
    assert_type(open_session(to_zcdp(rr), 1), Session[object, int])
    assert_type(open_session(to_approx_dp(gaussian(sigma=2.0), 1e-6), 0.5), Session[object, float])
    del bit


def interactive() -> None:
    data: Bits = (0, 1, 1)
    assert_type(open_session(ECHO, data), Session[int, int])
    assert_type(open_session(Parse() @ ECHO, data), Session[str, str])
    text: str = open_session(Parse() @ ECHO, data).ask("1").upper()
    del text


def composed() -> None:
    c = open_session(concurrent(rr, rr), 1)
    assert_type(c, Session[tuple[int, object], int | ChildHalted | Invalid])
    assert_type(c.ask((0, None)), int | ChildHalted | Invalid)
    assert_type(open_session(null_extension(rr), 1).ask(None), int | Null)
    f = open_session(filtered(PureDP(), "additive", Epsilon(2.0)), 1)
    assert_type(f, Session[Spawn[Epsilon] | Query, object])
    assert_type(f.ask(Spawn(rr, Epsilon(1.1))), object)
    assert_type(f.ask(Query(0, None)), object)
    o = open_session(odometer(ZCDP(), "additive"), 0.5)
    assert_type(o, Session[Spawn[Rho] | Query | PrivacyLoss | StatusQuery, object])
