"""Verification functions (combinators.continual.verification; seed 002 §3–§5): identical pairs
are decided without a caller's ==, im_style(∼) accepts a ∼-pair then identical pairs, and
suitable() enforces each clause of Def 4.5."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.composition import Create
from combinators.continual import as_continual
from combinators.continual.verification import (event_level, identical, im_style, interleaved, sequence_relation,
                                                 suitable, user_level)
from combinators.errors import InvalidArgument
from combinators.continual.verification import PairVerification
from combinators.machines import ANY_TWO, BIT_FLIP, INVALID, ContinualMechanism, Invalid, Relation, Verifier, verifier
from combinators.machines import Certificate, Mechanism
from combinators.measures import Epsilon, PureDP
from combinators.prob import Coins
from combinators.primitives import randomized_response, sensitivity_relation
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


# one mechanism: the neighbouring notions after Def 3.7 and Remark 7.1 ---------------------------

WITHIN_1 = sensitivity_relation(1)


def test_event_level_accepts_one_differing_update_anywhere() -> None:
    f = event_level(WITHIN_1)
    assert f(((0, 0), (1, 1), (3, 4), (2, 2)))          # the difference after identical pairs
    assert f(((3, 2),)) and f(())
    assert not f(((0, 1), (1, 1), (2, 3)))              # a second differing position
    assert not f(((0, 2),))                             # the update pair must be related (|x − y| ≤ 1)
    assert not f((("a", 1),))                           # the relation cannot decide: not valid
    bad: Any = (((0, 1, 2),), (0,))
    assert not f(bad[0]) and not f(bad[1])              # not a pair (Remark 3.6)
    assert not f.first_pair_consistent()                # (0,0) first, then (3,4): Def 5.12 fails
    assert event_level(ANY_TWO)(((None, 7),))           # an empty record exchanged for any record


def test_event_level_is_constant_state() -> None:
    f = event_level(WITHIN_1)
    s: Any = f.start()
    for m in ((1, 1), (2, 2), (0, 1), (5, 5)):
        s = f.step(s, m)
    assert s is True and f.step(s, (1, 2)) is INVALID


def test_event_level_never_asks_a_callers_eq() -> None:
    a, b = ClaimsEqual(), ClaimsEqual()
    f = event_level(BIT_FLIP)
    assert not f(((a, b),))                             # two objects: a differing pair, BIT_FLIP refuses


def _owner(record: object) -> object:
    return None if record is None else record[0]  # type: ignore[index]  # records are (user, value)


def test_user_level_allows_many_differences_of_one_user() -> None:
    f = user_level(_owner)
    ann1, ann5, ann7, bob2, bob3 = ("ann", 1), ("ann", 5), ("ann", 7), ("bob", 2), ("bob", 3)
    assert f(((ann1, ann5), (bob2, bob2), (None, ann7), (ann7, None)))
    assert not f(((ann1, ann5), (bob2, bob3)))          # a second user's record differs
    assert not f(((ann1, bob2),))                       # one position, two users
    assert not f(((None, 0),))                          # differing records of no user
    assert not f.first_pair_consistent()


def test_user_level_checks_the_relation_and_refuses_ids_it_cannot_compare() -> None:
    f = user_level(_owner, relation=Relation("step", "values 1 apart", lambda x, y: abs(x[1] - y[1]) <= 1))
    assert f(((("ann", 1), ("ann", 2)),)) and not f(((("ann", 1), ("ann", 3)),))
    a = ClaimsEqual()
    assert not user_level(lambda r: a)(((1, 2),))       # a user id that only its own == could compare
    assert not user_level(lambda r: float("nan"))(((1, 2),))
    assert not user_level(lambda r: 1 // 0)(((1, 2),))  # user_of raises: not valid, nothing escapes


def test_interleaved_requires_identical_query_pairs_and_checks_updates_alone() -> None:
    def is_query(m: object) -> bool:
        return m == "count"

    f = interleaved(event_level(WITHIN_1), is_query)
    assert f(((0, 1), ("count", "count"), (2, 2), ("count", "count")))
    assert f((("count", "count"), (0, 1)))              # not FPC: identical query, then a difference
    assert not f((("count", 0),)) and not f(((0, "count"),))
    assert not f(((0, 1), ("count", "count"), (1, 0)))  # the updates alone: two differences
    assert not f.first_pair_consistent()
    not_bool: Any = lambda m: 1
    assert not interleaved(event_level(WITHIN_1), not_bool)(((0, 0),))   # not a bool: not valid


def test_sequence_relation_sees_both_prefixes_at_every_length() -> None:
    seen: list[tuple[object, object]] = []

    def one_apart(s0: tuple[int, ...], s1: tuple[int, ...]) -> bool:
        seen.append((s0, s1))
        return sum(a != b for a, b in zip(s0, s1)) <= 1

    f = sequence_relation(Relation("one apart", "at most one position differs", one_apart))
    assert f(((0, 0), (1, 2), (3, 3)))
    assert seen == [((0,), (0,)), ((0, 1), (0, 2)), ((0, 1, 3), (0, 2, 3))]
    assert not f(((0, 1), (1, 2)))
    assert not f.first_pair_consistent() and sequence_relation(BIT_FLIP, fpc=True).first_pair_consistent()


def test_the_single_mechanism_functions_print_as_their_factory_calls() -> None:
    assert repr(event_level(WITHIN_1)) == "event_level(sensitivity_relation(1))"
    assert repr(user_level(_owner)) == "user_level(_owner)"
    owner: Any = _owner
    assert repr(interleaved(event_level(BIT_FLIP), owner)) == "interleaved(event_level(BIT_FLIP), _owner)"
    assert repr(sequence_relation(BIT_FLIP, fpc=True)) == "sequence_relation(BIT_FLIP, fpc=True)"
    assert event_level(BIT_FLIP) == event_level(BIT_FLIP) and hash(user_level(_owner)) == hash(user_level(_owner))


@pytest.mark.parametrize(("build", "name"), [
    (lambda: event_level("bit flip"), "relation"),                       # type: ignore[arg-type]
    (lambda: user_level(3), "user_of"),                                  # type: ignore[arg-type]
    (lambda: user_level(_owner, relation=None), "relation"),             # type: ignore[arg-type]
    (lambda: interleaved(_owner, _owner), "updates"),                    # type: ignore[arg-type]
    (lambda: interleaved(event_level(BIT_FLIP), BIT_FLIP), "is_query"),  # type: ignore[arg-type]
    (lambda: sequence_relation(BIT_FLIP, fpc=1), "fpc"),                 # type: ignore[arg-type]
])
def test_bad_arguments_of_the_single_mechanism_functions_are_refused_by_name(build: Any, name: str) -> None:
    with pytest.raises(InvalidArgument, match=f"^{name}="):
        build()


# Observation 8.9 and the exact game ----------------------------------------------------------

BITS: tuple[Any, ...] = ((0, 0), (1, 1), (0, 1), (1, 0), (2, 2), (0, 2))


def _valid(f: Any, depth: int) -> set[tuple[Any, ...]]:
    import itertools
    return {seq for n in range(depth + 1) for seq in itertools.product(BITS, repeat=n) if f(seq)}


def _at_most_two_apart(s0: tuple[Any, ...], s1: tuple[Any, ...]) -> bool:
    return sum(not identical(a, b) for a, b in zip(s0, s1)) <= 2


def test_observation_8_9_the_single_mechanism_functions_nest() -> None:
    """im_style(∼) ⊂ event_level(∼) ⊂ sequence_relation(two positions apart): a guarantee w.r.t.
    the larger function holds for the smaller (Obs 8.9)."""
    im = _valid(im_style(BIT_FLIP), 3)
    event = _valid(event_level(BIT_FLIP), 3)
    two = _valid(sequence_relation(Relation("two apart", "at most two positions differ", _at_most_two_apart)), 3)
    assert im < event < two
    assert ((0, 0), (0, 1)) in event - im and ((0, 1), (1, 0)) in two - event


class _EchoBits(ContinualMechanism[None, object, object]):
    """Each update bit answered by randomized response with e^ε = 3 (a continual mechanism that
    is ln 3-DP event-level, and needs 2 ln 3 for two differing positions)."""

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, bit: object, coins: Coins, /) -> tuple[None, object]:
        if type(bit) is not int or bit not in (0, 1):
            return state, Invalid("an update is a bit")
        return state, bit if coins.bernoulli(Fraction(3, 4)) else 1 - bit


def test_event_level_is_the_game_of_one_differing_update() -> None:
    """Exactly: each update is randomized response at ln 3, so the game under event_level(BIT_FLIP)
    is ln 3-DP, and under 'two positions apart' ln 3 fails (the ratio 9 = e^{2 ln 3} is reached)."""
    from combinators.audit import audit_game
    from combinators.measures import Epsilon, PureDP, Verdict
    ln3 = Epsilon(math.log(3) + 1e-12)
    alphabet = [(0, 0), (1, 1), (0, 1), (1, 0)]
    event = audit_game(_EchoBits(), event_level(BIT_FLIP), None, alphabet, 3, PureDP(), ln3)
    assert event.verdict is Verdict.CERTIFIED
    two = sequence_relation(Relation("two apart", "at most two positions differ", _at_most_two_apart))
    assert audit_game(_EchoBits(), two, None, alphabet, 3, PureDP(), ln3).verdict is Verdict.VIOLATED
    assert audit_game(_EchoBits(), two, None, alphabet, 3, PureDP(), Epsilon(2 * math.log(3) + 1e-12)).verdict \
        is Verdict.CERTIFIED


def test_suitable_refuses_a_creation_whose_mechanism_was_forged_into_a_non_mechanism() -> None:
    """(iv) is a typed check: a Create whose fields were replaced after it was built by values that
    are no certified mechanism or verification function is refused, not an AttributeError."""
    for field, value in (("mechanism", 5), ("f", BIT_FLIP)):
        forged = Create(RR, im_style(BIT_FLIP))
        object.__setattr__(forged, field, value)
        assert not suitable()(((forged, forged),))


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=6))
@settings(max_examples=150, deadline=None)
def test_event_level_matches_its_definition(pairs: list[tuple[int, int]]) -> None:
    """Def after 3.7: at most one position differs, there by at most 1."""
    differing = [(a, b) for a, b in pairs if a != b]
    expected = len(differing) <= 1 and all(abs(a - b) <= 1 for a, b in differing)
    assert event_level(WITHIN_1)(tuple(pairs)) is expected


@given(st.lists(st.tuples(st.one_of(st.none(), st.tuples(st.sampled_from("ab"), st.integers(0, 2))),
                          st.one_of(st.none(), st.tuples(st.sampled_from("ab"), st.integers(0, 2)))), max_size=5))
@settings(max_examples=150, deadline=None)
def test_user_level_matches_its_definition(pairs: list[tuple[Any, Any]]) -> None:
    """The records at the differing positions all belong to one user (None: an empty record)."""
    differing = [(a, b) for a, b in pairs if a != b]
    users = {r[0] for pair in differing for r in pair if r is not None}
    expected = not differing or len(users) == 1
    assert user_level(_owner)(tuple(pairs)) is expected


class _Raises(PairVerification[int]):
    """A creator's verification function that fails on the analyst's second pair."""

    @override
    def start(self) -> int:
        return 0

    @override
    def step_pair(self, state: int, m0: Any, m1: Any, /) -> int:
        if state >= 1:
            raise ZeroDivisionError("a bug in the creator's function")
        return state + 1

    @override
    def first_pair_consistent(self) -> bool:
        return False


def test_a_creators_verification_function_that_raises_makes_the_pair_invalid() -> None:
    """The analyst chooses the creation's verification function: if it raises, the verifier halts
    the game instead of the exception ending the curator's session mid-step."""
    f = _Raises()
    c = Create(Mechanism(RR.machine, Certificate(PureDP(), Epsilon(1.0), f.as_relation())), f)
    trusting = suitable().trusting_asserted()
    s: Any = trusting.start()
    s = trusting.step(s, (c, c))
    s = trusting.step(s, ((0, 1), (0, 1)))
    assert s is not INVALID
    assert trusting.step(s, ((0, 1), (0, 1))) is INVALID


def test_a_creation_on_the_creators_word_is_refused_unless_the_curator_trusts_it() -> None:
    """Clause (iv) says the created mechanism *is* DP, and the analyst writes the creations: a
    certificate that is only asserted would let the analyst create a mechanism that releases the
    data, certified at ε = 0."""
    leaky = Mechanism(RR.machine, Certificate(PureDP(), Epsilon(0.0), im_style(BIT_FLIP).as_relation()))
    c = Create(leaky, im_style(BIT_FLIP))
    assert not suitable()(((c, c),))
    assert suitable().trusting_asserted()(((c, c),))
    assert repr(suitable().trusting_asserted()) == "suitable().trusting_asserted()"
    assert suitable()(((C, C),))          # the library's own certificate (as_continual of a factory)
