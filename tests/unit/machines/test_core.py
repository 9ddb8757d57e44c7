"""∘ and ∘*, NIMs, identifiers, verifiers, games, interaction (seed 002 §2–3; seed 000 §2)."""

from __future__ import annotations

from fractions import Fraction as F
from fractions import Fraction
from collections.abc import Callable
from typing import Any, TypeVar, final

import attrs
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.composition import Spawn, concurrent, filtered
from combinators.errors import BudgetExceeded, InvalidArgument, InvalidQuery
from combinators.machines import BIT_FLIP, HALT, Certificate, Chain, ChildHalted, Halt, Identifier
from combinators.machines import InteractiveMechanism, InteractivePostprocessor, Invalid, Left, MappedRelease
from combinators.machines import Mechanism, NIMState, NoninteractiveMechanism, Post, Refusal, Right, chain
from combinators.machines import identifier, open_session, postprocess, verifier
from combinators.machines import ContinualMechanism, Verifier, is_continual
from combinators.measures import Epsilon, PureDP
from combinators.primitives import randomized_response
from combinators.primitives._randomized_response import RandomizedResponse
from combinators.prob import Coins, FiniteDist, enumerate_step, sampled_coins
from combinators.testing.strategies import table_ipms, table_machines
from combinators.testing.strategies import Leak
from combinators.testing.strategies import HiddenBit, RRBits
from tests.reference_machines import RefChain, RefPost

Bits = tuple[int, ...]


# The testing kit's RRBits keeping every bit answers query j with bit j exactly; HiddenBit halts on a
# negative query.
ECHO = RRBits(Fraction(1))


@final
@attrs.frozen
class SumTwice(InteractivePostprocessor[tuple[int, int], int, int, int, int]):
    """Sends each left query right twice, answers left with the sum of the two answers."""

    @override
    def initial(self) -> tuple[int, int]:
        return (0, -1)

    @override
    def step(self, state: tuple[int, int], msg: Left[int] | Right[int | Halt], coins: Coins, /
             ) -> tuple[tuple[int, int], Left[int | Halt] | Right[int]]:
        q, first = state
        if isinstance(msg, Left):
            return (msg.msg, -1), Right(msg.msg)
        a = msg.msg
        if isinstance(a, Halt):
            return state, Left(HALT)
        return ((q, a), Right(q)) if first < 0 else ((q, -1), Left(first + a))


@final
@attrs.frozen
class Tag(InteractivePostprocessor[None, int, str, int, int]):
    """Records the side a message arrived on: 'L' for queries, answers are tagged 'R:'."""

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, msg: Left[int] | Right[int | Halt], coins: Coins, /
             ) -> tuple[None, Left[str | Halt] | Right[int]]:
        if isinstance(msg, Left):
            return None, Right(msg.msg)
        return None, Left(f"R:{msg.msg}")


@final
@attrs.frozen
class Shout(InteractivePostprocessor[None, str, str, str, str]):
    """Upper-cases answers; queries pass through. Used to check chain directions."""

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, msg: Left[str] | Right[str | Halt], coins: Coins, /
             ) -> tuple[None, Left[str | Halt] | Right[str]]:
        if isinstance(msg, Left):
            return None, Right("to-right:" + msg.msg)
        a = msg.msg
        return None, Left(a if isinstance(a, Halt) else a.upper())


@final
@attrs.frozen
class Probe(InteractivePostprocessor[tuple[str, ...], str, str, str, str]):
    """Logs which side each message arrived on, then answers left with the log."""

    @override
    def initial(self) -> tuple[str, ...]:
        return ()

    @override
    def step(self, state: tuple[str, ...], msg: Left[str] | Right[str | Halt], coins: Coins, /
             ) -> tuple[tuple[str, ...], Left[str | Halt] | Right[str]]:
        side = "L" if isinstance(msg, Left) else "R"
        log = (*state, f"{side}:{msg.msg}")
        return log, Left("|".join(log))


S = TypeVar("S")


def run(m: InteractiveMechanism[Bits, S, int, object], data: Bits, queries: list[int]) -> list[object]:
    s = m.init(data)
    out = []
    for q in queries:
        s, a = m.step(s, q, sampled_coins(0))
        out.append(a)
    return out


def test_post_talks_to_mechanism_several_times() -> None:
    m = SumTwice() @ ECHO
    assert run(m, (1, 0, 1), [0, 1, 2]) == [2, 0, 2]


def test_post_halt_passes_through() -> None:
    assert run(SumTwice() @ HiddenBit(), (1,), [-1]) == [HALT]


def test_chain_flips_direction_labels() -> None:
    """A message P1 sends right arrives at P2 as a LEFT message (seed 002 Alg 2, fixed)."""
    c = chain(Shout(), Probe())
    s = c.initial()
    s, out = c.step(s, Left("q"), sampled_coins(0))
    # Shout sent "to-right:q" rightwards; Probe must have seen it on its left.
    assert out == Left("L:TO-RIGHT:Q")


def test_chain_right_entry_goes_to_p2_right() -> None:
    c = chain(Shout(), Probe())
    s, out = c.step(c.initial(), Right("a"), sampled_coins(0))
    assert out == Left("R:A")


def test_associativity_on_answers() -> None:
    left = (Tag() @ SumTwice()) @ ECHO
    right = Tag() @ (SumTwice() @ ECHO)
    assert run(left, (1, 1), [0, 1]) == run(right, (1, 1), [0, 1]) == ["R:2", "R:2"]


def test_function_post_processing_of_im() -> None:
    m = str @ ECHO
    assert run(m, (1, 0), [0, 1]) == ["1", "0"]


def test_nim_answers_once_then_halts() -> None:
    n = Leak()  # the testing kit's NIM: releases its data
    s = n.init((1, 1))
    s, a = n.step(s, None, sampled_coins(1))
    assert a == (1, 1)
    s, a2 = n.step(s, None, sampled_coins(1))
    assert a2 is HALT
    _, a3 = n.step(s, "again", sampled_coins(1))
    assert a3 is HALT


def test_function_at_nim_is_nim_and_keeps_certificate() -> None:
    rr = randomized_response(e_eps=3)
    flipped = (lambda b: 1 - b) @ rr
    assert isinstance(flipped, Mechanism)
    assert isinstance(flipped.machine, NoninteractiveMechanism)
    assert flipped.certificate == rr.certificate
    d = FiniteDist.from_branches(enumerate_step(lambda c: flipped.machine.step(flipped.machine.init(1), None, c)[1]))
    assert d[0] == F(3, 4) and d[1] == F(1, 4)


def test_ipm_at_mechanism_keeps_certificate() -> None:
    rr = randomized_response(e_eps=3)
    post = Tag() @ rr  # type: ignore[operator]  # Tag takes int queries; RR takes object: accepted at run time
    assert isinstance(post, Mechanism) and post.level == Epsilon(rr.level.epsilon)


# ---- flat pipelines: the same machine as the nested Alg 1 / Alg 2 --------------------------------
# ``@`` pipelines are held flat (a tuple of post-processors over one mechanism, states in one flat
# tuple). The reference below is seed 002 Alg 1 and Alg 2 (direction labels flipped) written as
# nested binary machines (tests/reference_machines.py), as the papers state them; the flat form must make the same calls in the
# same order, so it draws the same coins and gives the same answers, message for message.


def _answers(m: InteractiveMechanism[Any, Any, Any, Any], x: object, queries: list[int], seed: int) -> list[object]:
    coins = sampled_coins(seed)
    s = m.init(x)
    out = []
    for q in queries:
        s, a = m.step(s, q, coins)
        out.append(a)
    return out


_IPMS = table_ipms(n_states=2, max_calls=2, max_support=2)


@settings(max_examples=40, deadline=None)
@given(p1=_IPMS, p2=_IPMS, p3=_IPMS, m=table_machines(n_states=3, n_queries=2, n_answers=2),
       x=st.integers(0, 2), queries=st.lists(st.integers(0, 1), max_size=6), seed=st.integers(0, 2**32))
def test_flat_pipelines_run_as_the_nested_algorithms(p1: Any, p2: Any, p3: Any, m: Any, x: int, queries: list[int],
                                                    seed: int) -> None:
    """Every grouping of P1 ∘* P2 ∘* P3 ∘* M is one flat value that answers exactly as the nested
    Alg 1 / Alg 2 do, on the same coins, and the same holds for a chain entered from either side."""
    groupings = [p1 @ (p2 @ (p3 @ m)), ((p1 @ p2) @ p3) @ m, (p1 @ (p2 @ p3)) @ m, p1 @ ((p2 @ p3) @ m)]
    assert all(g == groupings[0] for g in groupings)
    right_nested = _answers(RefPost(p1, RefPost(p2, RefPost(p3, m))), x, queries, seed)
    left_nested = _answers(RefPost(RefChain(RefChain(p1, p2), p3), m), x, queries, seed)
    assert right_nested == left_nested == _answers(groupings[0], x, queries, seed)
    flat, ref = chain(chain(p1, p2), p3), RefChain(p1, RefChain(p2, p3))
    for msg in ([Left(q) for q in queries] + [Right(q) for q in queries]):
        coins_a, coins_b = sampled_coins(seed), sampled_coins(seed)
        assert flat.step(flat.initial(), msg, coins_a)[1] == ref.step(ref.initial(), msg, coins_b)[1]


def test_a_pipeline_state_is_one_flat_tuple() -> None:
    """The state of P1 ∘* P2 ∘* M is (P1's, P2's, M's), however the @ were grouped; a step that
    changes nothing returns the state it was given (the session reports "nothing changed")."""
    for m in ((Tag() @ SumTwice()) @ ECHO, Tag() @ (SumTwice() @ ECHO)):
        s = m.init((1, 0))
        assert s == (None, (0, -1), (1, 0))
        s2, a = m.step(s, 0, sampled_coins(0))
        assert a == "R:2" and s2 == (None, (0, -1), (1, 0))
    c = chain(Tag(), chain(SumTwice(), SumTwice()))
    assert c.initial() == (None, (0, -1), (0, -1)) and repr(c) == "Tag() @ SumTwice() @ SumTwice()"
    passive = str @ (abs @ ECHO)
    s = passive.init((1,))
    assert s == (None, None, (1,))
    assert passive.step(s, 0, sampled_coins(0)) == (s, "1")
    assert passive.step(s, 0, sampled_coins(0))[0] is s  # nothing changed: the same state value


# ---- bad arguments to the machine layer are refused by name --------------


@pytest.mark.parametrize("bad", [1, 0.0, None, "1", (), float("nan")])
def test_a_nim_state_is_released_or_not(bad: object) -> None:
    """``released`` took any value, and a truthy one (``"1"``, NaN) read as released."""
    with pytest.raises(InvalidArgument, match="released=.* must be True or False"):
        NIMState(0, bad)
    assert NIMState(0, np.bool_(True)).released is True and NIMState(0).released is False


# ``@`` and the machine values: refusals pass through answer maps, operands are checked when built,
# the identifier's halt absorbs, and reprs of nested expressions rebuild them.

RR = randomized_response(e_eps=3)
COINS = sampled_coins(0)


def test_answer_maps_pass_refusals_through_unchanged() -> None:
    """A refusal must never come out of ``g`` looking like a release."""
    f = (lambda a: "released") @ filtered(PureDP(), "additive", Epsilon(2.5))
    s = open_session(f, 1, seed=0)
    assert s.ask(Spawn(RR, Epsilon(1.1))) == "released"
    assert s.ask(Spawn(RR, Epsilon(1.1))) == "released"
    with pytest.raises(BudgetExceeded, match="insufficient budget"):
        s.ask(Spawn(RR, Epsilon(1.1)))
    c = open_session((lambda b: 1 - b) @ concurrent(RR, RR), 1, seed=0)
    with pytest.raises(InvalidQuery, match="invalid query"):
        c.ask((7, None))  # g never sees the Invalid (it would raise on 1 - Invalid)
    assert c.ask((0, None)) in (0, 1)
    mapped: Any = ((lambda b: "mapped") @ concurrent(RR, RR)).machine
    ipm = mapped.outer  # the Post's MapAnswers
    for answer in (Invalid("x"), Refusal(Epsilon(0.0), Epsilon(1.0), Epsilon(0.5), "r"), ChildHalted(0), HALT):
        assert ipm.step(None, Right(answer), COINS) == (None, Left(answer))
    assert ipm.step(None, Right(1), COINS) == (None, Left("mapped"))


@pytest.mark.parametrize(
    ("build", "match"),
    [
        # mypy refuses these three already; at run time they are refused when built
        (lambda: 5 @ RR, "left operand of @ .* not callable"),  # type: ignore[operator]
        (lambda: None @ RR.machine, "left operand of @ .* not callable"),  # type: ignore[operator]
        (lambda: RR.machine @ RR, "interactive mechanism: compose two mechanisms with .*concurrent"),  # type: ignore[operator]
        (lambda: MappedRelease((str,), concurrent(RR, RR).machine), "inner=.* must be a NoninteractiveMechanism"),  # type: ignore[arg-type]
        (lambda: postprocess(5, RR.machine), "p=5 must be an InteractivePostprocessor"),  # type: ignore[arg-type]
        (lambda: postprocess(Verifier(bool), 5), "inner=5 must be an InteractiveMechanism"),  # type: ignore[arg-type]
        (lambda: Post((5,), RR.machine), r"stages\[0\]=5 must be an InteractivePostprocessor"),
        (lambda: Post(Verifier(bool), RR.machine), "stages=.* must be a tuple of InteractivePostprocessors"),
        (lambda: Verifier(5), "f=5 must be a verification function"),  # type: ignore[arg-type]
        (lambda: Certificate(PureDP(), Epsilon(1.0), "bit flip"), "relation='bit flip' must be a Relation"),  # type: ignore[arg-type]
        (lambda: Certificate(object(), Epsilon(1.0), BIT_FLIP), "must be a distance measure"),  # type: ignore[arg-type]
        (lambda: Mechanism(RR.machine, Epsilon(1.0)), "must be a Certificate"),  # type: ignore[arg-type]
        (lambda: Mechanism("rr", RR.certificate), "must be an InteractiveMechanism"),  # type: ignore[arg-type]
    ],
    ids=["int-left", "none-left", "im-left", "mapped-non-nim", "post-non-ipm", "post-non-im", "stage-non-ipm",
         "stages-not-a-tuple", "verifier-non-callable",
         "relation-str", "measure-object", "level-as-certificate", "machine-str"],
)
def test_bad_operands_raise_when_built(build: Any, match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        build()


def test_reprs_of_right_nested_expressions_rebuild_them() -> None:
    machine: Any = RR.machine
    nested = str @ (abs @ machine)
    assert repr(nested) == "str @ (abs @ RandomizedResponse(keep=Fraction(3, 4)))"
    namespace = {"str": str, "abs": abs, "RandomizedResponse": RandomizedResponse, "Fraction": Fraction}
    assert eval(repr(nested), namespace) == nested
    assert nested == MappedRelease((abs, str), machine)
    v: Any = Verifier(bool)
    i: Any = identifier(0)
    cc = concurrent(RR, RR).machine
    # ∘* is associative and the pipeline is held flat: both groupings are one value, which prints
    # without parentheses and evaluates back to itself (seed 002 Alg 1, Alg 2)
    assert v @ (i @ cc) == (v @ i) @ cc
    assert repr(v @ (i @ cc)) == repr((v @ i) @ cc) == f"verifier(bool) @ Identifier(b=0) @ {cc!r}"
    assert eval(repr(i @ (i @ cc)), {"Identifier": type(i), "ConComp": type(cc), **namespace}) == i @ (i @ cc)


def test_pipeline_classes_check_their_own_invariants_and_factories_flatten() -> None:
    """``Post``, ``Chain`` and ``MappedRelease`` take their flat fields and check only what makes
    them one: at least one stage (two for a chain) or map, no ``Chain`` stage, no ``Post`` or
    ``MappedRelease`` inner. Nesting is what ``postprocess``, ``chain`` and ``@`` flatten."""
    v: Any = Verifier(bool)
    i: Any = identifier(0)
    cc: Any = concurrent(RR, RR).machine
    nim: Any = RR.machine
    assert Post((v, i), cc) == v @ (i @ cc) == postprocess(chain(v, i), cc)
    assert Post([v], cc) == v @ cc  # a list of stages is checked and kept as a tuple
    assert Chain((v, i, v)) == chain(v, chain(i, v)) == (v @ i) @ v
    assert MappedRelease((abs, str), nim) == str @ (abs @ nim)
    built: list[tuple[Callable[[], object], str]] = [
        (lambda: Post((v,), v @ cc), "inner=.* must be an InteractiveMechanism that is not a Post"),
        (lambda: Post((chain(v, i),), cc), r"stages\[0\]=.* must be an InteractivePostprocessor that is not a Chain"),
        (lambda: Post((), cc), r"stages=\(\) must hold at least 1"),
        (lambda: Chain((v,)), "must hold at least 2"),
        (lambda: Chain((v, chain(v, i))), r"stages\[1\]=.* not a Chain"),
        (lambda: MappedRelease((abs,), abs @ nim), "inner=.* must be a NoninteractiveMechanism that is not a MappedRelease"),
        (lambda: MappedRelease((), nim), "must hold at least 1"),
        (lambda: MappedRelease((abs, 5), nim), "left operand of @ .* not callable"),
        (lambda: MappedRelease(abs, nim), "maps=.* must be a tuple of functions of the answers"),
    ]
    for build, match in built:
        with pytest.raises(InvalidArgument, match=match):
            build()


def test_a_hand_built_pipeline_composes_as_a_built_one() -> None:
    """A pipeline built by its class call is held to the same shape, so ``@`` on it stays flat."""
    v: Any = Verifier(bool)
    cc: Any = concurrent(RR, RR).machine
    nim: Any = RR.machine
    hand: Any = Post([v, v], cc)
    assert v @ hand == Post((v, v, v), cc) and (v @ hand).inner is cc
    assert abs @ MappedRelease([str], nim) == MappedRelease((str, abs), nim)


@attrs.frozen
class _Tally(ContinualMechanism[int, int, int]):
    """A continual running sum: each message is added, the answer is the sum so far."""

    @override
    def initial(self) -> int:
        return 0

    @override
    def step(self, state: int, query: int, coins: Coins, /) -> tuple[int, int | Halt]:
        return state + query, state + query


def test_a_continual_mechanism_has_one_initial_state_and_takes_data_as_messages() -> None:
    m = _Tally()
    s = m.init(None)
    s, a = m.step(s, 3, sampled_coins(0))
    s, a = m.step(s, 4, sampled_coins(0))
    assert (s, a) == (7, 7)
    with pytest.raises(InvalidArgument, match="one initial state and takes its data as messages"):
        m.init(5)  # type: ignore[arg-type]
    v: Verifier[int, int] = verifier(bool)
    assert is_continual(m) and is_continual(abs @ m) and is_continual(v @ m)
    assert not is_continual(RR.machine)
