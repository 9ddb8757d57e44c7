"""Verification functions (combinators.continual.verification; seed 002 §3–§5): identical pairs
are decided without a caller's ==, im_style(∼) accepts a ∼-pair then identical pairs, and
suitable() enforces each clause of Def 4.5."""

from __future__ import annotations

from typing import Any

import pytest

from combinators.composition import Create
from combinators.continual import as_continual
from combinators.continual.verification import identical, im_style, suitable
from combinators.machines import ANY_TWO, BIT_FLIP, INVALID, Verifier, verifier
from combinators.primitives import randomized_response
from combinators.prob import sampled_coins
from tests.hostile import ClaimsEqual

RR = as_continual(randomized_response(e_eps=3))
C = Create(RR, im_style(BIT_FLIP))


def test_identical_is_by_identity_or_plain_value() -> None:
    assert identical(1, 1) and identical("a", "a") and identical((1, (2, "x")), (1, (2, "x")))
    assert identical(frozenset({1, 2}), frozenset({2, 1}))
    assert not identical(1, True) and not identical(1, 1.0) and not identical(0.0, -0.0)
    assert not identical(float("nan"), float("nan"))
    a, b = ClaimsEqual(), ClaimsEqual()
    assert not identical(a, b) and identical(a, a)     # a caller's == is never asked
    assert not identical((1, a), (1, b))


def test_im_style_accepts_neighbouring_data_then_identical_queries() -> None:
    f = im_style(BIT_FLIP)
    assert f(()) and f(((0, 1),)) and f(((1, 0), (None, None), (3, 3)))
    assert f(((0, 0),))        # one datum twice: the mechanism sees no difference
    assert not f(((0, 2),))
    assert not f(((0, 1), (None, 3)))
    bad: Any = ((5,), ((0, 1, 2),))
    assert not f((bad[0],)) and not f((bad[1],))
    assert f.first_pair_consistent()
    assert im_style(ANY_TWO)(((0, 7),))


def test_the_verifier_of_im_style_halts_on_the_first_differing_query() -> None:
    v: Verifier[Any, Any] = verifier(im_style(BIT_FLIP))
    s = v.initial()
    for msg in ((0, 1), (2, 2)):
        s, out = v.step(s, _left(msg), sampled_coins(0))
        assert not _halted(out)
    s, out = v.step(s, _left((2, 3)), sampled_coins(0))
    assert _halted(out)


def _left(msg: object) -> Any:
    from combinators.machines import Left
    return Left(msg)


def _halted(out: object) -> bool:
    from combinators.machines import HALT, Left
    return isinstance(out, Left) and out.msg is HALT


# Def 4.5, clause by clause ------------------------------------------------------------------

def test_suitable_accepts_creations_then_pairs_valid_under_each_mechanisms_function() -> None:
    f = suitable()
    assert f(((C, C), ((0, 1), (1, 1)), (C, C), ((1, 2), (1, 2)), ((None, 1), (None, 1))))


def test_suitable_refuses_a_creation_pair_of_two_objects() -> None:
    """(i): a creation pair is one Create object twice; a look-alike twin is another message."""
    twin = Create(RR, im_style(BIT_FLIP))
    assert not suitable()(((C, twin),))
    assert not suitable()(((C, (0, 1)),))


def test_suitable_refuses_mismatched_indices() -> None:
    """(i): both queries name one mechanism."""
    assert not suitable()(((C, C), (C, C), ((0, 1), (1, 2))))


def test_suitable_refuses_a_query_before_its_creation() -> None:
    """(ii): ℓ created mechanisms at least before a query to ℓ; indices from 1."""
    assert not suitable()((((0, 1), (1, 1)),))
    assert not suitable()(((C, C), ((0, 2), (1, 2))))
    assert not suitable()(((C, C), ((0, 0), (1, 0))))
    assert not suitable()(((C, C), ((0, True), (1, True))))


def test_suitable_refuses_pairs_invalid_under_the_mechanisms_own_function() -> None:
    """(v): the data pair of an RR must be BIT_FLIP neighbours; later pairs identical."""
    assert not suitable()(((C, C), ((0, 0), (2, 1))))
    assert not suitable()(((C, C), ((0, 1), (1, 1)), ((0, 1), (1, 1))))


def test_suitable_checks_each_creation_is_declared_for_its_function() -> None:
    """(iv): checked when the Create is built; a Create whose fields were forged after it was built
    is refused by the checker too."""
    forged = Create(RR, im_style(BIT_FLIP))
    object.__setattr__(forged, "f", im_style(ANY_TWO))
    assert not suitable()(((forged, forged),))


def test_suitable_state_is_incremental() -> None:
    f = suitable()
    s: Any = f.start()
    s = f.step(s, (C, C))
    s = f.step(s, ((0, 1), (1, 1)))
    assert s is not INVALID and len(s.children) == 1
    assert f.step(s, ((0, 1), (1, 1))) is INVALID    # RR's second pair is a second datum: invalid
    assert not f.first_pair_consistent() and repr(f) == "suitable()"
