"""IECC(b) (combinators.testing.oracles; seed 002, proof of Thm 4.10): under a suitable verification
function, verifier(f) @ identifier(b) @ ext_concurrent() and verifier(f) @ iecc(b) give every
adversary the same view distribution, exactly."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.audit import view_distribution
from combinators.composition import ChildHalted, Create, ext_concurrent
from combinators.continual import as_continual
from combinators.continual.verification import im_style, suitable
from combinators.errors import InvalidArgument
from combinators.machines import ACK, BIT_FLIP, HALT, Identifier, Invalid, Verifier, identifier, verifier
from combinators.primitives import interactive_randomized_response, randomized_response
from combinators.prob import sampled_coins
from combinators.testing.oracles import iecc

RR = Create(as_continual(randomized_response(e_eps=3)), im_style(BIT_FLIP))
IRR = Create(as_continual(interactive_randomized_response(e_eps=3, delta=Fraction(1, 4))), im_style(BIT_FLIP))

CREATIONS: list[Any] = [(RR, RR), (IRR, IRR)]
DATA_PAIRS: list[Any] = [(x0, x1) for x0 in (0, 1, None) for x1 in (0, 1, None)]


def _games(b: int) -> tuple[Any, Any]:
    v: Verifier[Any, Any] = verifier(suitable())
    i: Identifier[Any, Any] = identifier(b)
    return v @ i @ ext_concurrent(), v @ iecc(b)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 1), st.lists(st.integers(0, 2**16), min_size=1, max_size=4))
def test_ext_concurrent_and_iecc_give_every_adversary_the_same_views(b: int, plan: list[int]) -> None:
    """An adaptive adversary that creates first, then mixes creations and query pairs to the
    mechanisms created so far (some pairs not suitable, so the verifier halts); its choice
    depends on the last answer."""
    def adversary(history: tuple[Any, ...]) -> Any:
        t = len(history)
        if t >= len(plan):
            return HALT
        created = sum(1 for m, _ in history if type(m[0]) is Create)
        last = history[-1][1] if history else None
        r = plan[t] + (7 if last in (1, ACK) else 0)
        if t == 0 or r % 4 == 0:
            return CREATIONS[r % 2]
        x0, x1 = DATA_PAIRS[(r // 4) % len(DATA_PAIRS)]
        i = 1 + (r // 64) % created
        return ((x0, i), (x1, i))

    ext, ref = _games(b)
    assert view_distribution(ext, None, adversary, len(plan)) == view_distribution(ref, None, adversary, len(plan))


def test_the_two_sides_of_thm_4_10s_first_step_on_a_fixed_adversary() -> None:
    """Create RR, send it the data pair (0, 1): the view is RR(b) behind an ACK."""
    script = [(RR, RR), ((0, 1), (1, 1))]

    def adversary(history: tuple[Any, ...]) -> Any:
        return script[len(history)] if len(history) < len(script) else HALT

    for b in (0, 1):
        ext, ref = _games(b)
        d = view_distribution(ref, None, adversary, 2)
        assert d == view_distribution(ext, None, adversary, 2)
        keep = Fraction(3, 4)
        assert d[(((RR, RR), ACK), (((0, 1), (1, 1)), b))] == keep


def test_iecc_routes_and_refuses_like_ext_concurrent() -> None:
    m, coins = iecc(0), sampled_coins(0)
    s = m.init(None)
    s, a = m.step(s, (RR, RR), coins)
    assert a is ACK
    for bad in [(RR, IRR), ((0, 1), (0, 2)), ((0, 3), (0, 3)), 5, ((0,), (0,))]:
        s2, a = m.step(s, bad, coins)
        assert s2 is s and type(a) is Invalid
    s, a = m.step(s, ((0, 1), (1, 1)), coins)
    assert a in (0, 1)
    _, a = m.step(s, ((0, 1), (0, 1)), coins)
    assert a == ChildHalted(1)


@pytest.mark.parametrize("b", [2, -1, True, "0", None])
def test_iecc_takes_a_bit(b: object) -> None:
    with pytest.raises(InvalidArgument, match="must be the int 0 or 1"):
        iecc(b)  # type: ignore[arg-type]
