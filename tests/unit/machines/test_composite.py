"""Machines built from machines (combinators.machines.composite): ``==``, ``hash``, ``pickle`` and
``repr`` of a ``Composite`` walk its parts, and ``short_repr`` keeps a long repr readable."""

from __future__ import annotations

import pickle
from typing import Any

from combinators.composition import concurrent, null_extension
from combinators.machines.composite import Composite, short_repr
from combinators.primitives import randomized_response

RR = randomized_response(e_eps=3)


def test_composites_built_alike_are_equal_with_equal_hashes() -> None:
    a, b = concurrent(RR, RR).machine, concurrent(randomized_response(e_eps=3), randomized_response(e_eps=3)).machine
    assert isinstance(a, Composite) and a is not b
    assert a == b and hash(a) == hash(b)
    assert a != concurrent(RR, randomized_response(e_eps=2)).machine  # a part differs
    assert a != concurrent(RR, RR, RR).machine  # the number of parts differs


def test_a_composite_survives_pickling_as_an_equal_value() -> None:
    inner: Any = null_extension(abs @ RR)  # abs on the answers: mypy cannot type abs over them
    nested = null_extension(abs @ inner).machine
    assert isinstance(nested, Composite)
    assert pickle.loads(pickle.dumps(nested)) == nested


def test_short_repr_keeps_a_short_repr_and_cuts_a_long_one() -> None:
    assert short_repr(RR.machine) == repr(RR.machine)
    wide = concurrent(*[RR] * 40).machine
    assert len(repr(wide)) > 200
    cut = short_repr(wide)
    assert len(cut) <= 200 + len("…") and repr(wide).startswith(cut.rstrip("…. "))
