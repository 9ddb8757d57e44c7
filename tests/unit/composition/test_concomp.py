"""ConComp, its ordered variant and the null-query extension (seed 004 Defs 6–8, Lemma 2, Thm 3.1,
Thm 4.1; seed 000 Alg 1, Thm 1.8): routing, invalid messages, halting children, certified
levels against independent formulas, Lemma 2 checked exactly, and exact audits."""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction as F
from typing import Any, Final, TypeAlias, final

import attrs
import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import History, HockeyStickTest, audit, view_distribution, worst_case
from combinators.composition import NULL, CAPABILITY_TABLE, Adaptivity, ChildHalted, Combinator
from combinators.composition import CompositionForbidden, ConComp, NullExtension, OrderedConComp, Rule, Spawn
from combinators.composition import concurrent, concurrent_level, filtered, lookup, null_extension, ordered_concurrent
from combinators.composition.concomp import _CLOSED
from combinators.errors import IncompatibleMeasureError, InvalidArgument, InvalidQuery
from combinators.machines import ADD_REMOVE_ONE, BIT_FLIP, HALT, Certificate, Halt, InteractiveMechanism
from combinators.machines import Invalid, Mechanism, Refusal, certify_machine, open_session, to_renyi
from combinators.machines import to_tradeoff, to_zcdp
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps
from combinators.measures import Rho, RhoDelta, Verdict, f_eps_delta, tradeoff_of_pair
from combinators.testing._hostile import forge
from combinators.primitives import interactive_randomized_response, randomized_response
from combinators.primitives import randomized_response_delta
from combinators.prob import Coins, FiniteDist, sampled_coins
from combinators.testing.stateful import CountingMachine
from combinators.testing.strategies import RRBits, TableMachine, adversary_trees, table_machines
from tests.hostile import ClaimsEqual
from tests.reference_mp import reference_precision
from tests.hostile import compares_as

AnyMachine: TypeAlias = InteractiveMechanism[Any, Any, Any, Any]
Adversary: TypeAlias = "Callable[[History[Any, Any]], Any]"

RR3: Final = randomized_response(e_eps=3)                                   # exactly ln 3-DP
RRD: Final = randomized_response_delta(e_eps=3, delta=F(1, 100))            # exactly (ln 3, 0.01)-DP
LN3: Final = RR3.level.epsilon


# hand-written: any query (a TableMachine takes index queries), and its repr is pinned below
def _coins() -> Coins:
    return sampled_coins(0)


# ---------------------------------------------------------------------------------------------
# routing, invalid messages, halting children
# ---------------------------------------------------------------------------------------------


def test_each_child_sees_only_its_own_history() -> None:
    m: ConComp[int, object, int] = ConComp((CountingMachine(5), CountingMachine(5)))
    s = m.init(0)
    answers = []
    for j in (0, 0, 1, 0, 1):
        s, a = m.step(s, (j, None), _coins())
        answers.append(a)
    assert answers == [1, 2, 1, 3, 2]
    assert s == (3, 2)


def test_children_start_from_the_same_data() -> None:
    m: ConComp[tuple[int, ...], int, int] = ConComp((RRBits(F(1)), RRBits(F(1)), RRBits(F(1))))
    d = view_distribution(m, (1, 0), {(): (0, 0), (((0, 0), 1),): (2, 1)}, 2)
    assert d.support == ((((0, 0), 1), ((2, 1), 0)),)


def test_coins_are_independent() -> None:
    """The joint answer of two RR children is the product of the two RR distributions."""
    m = concurrent(RR3, RR3)
    d = view_distribution(m, 1, {(): (0, None), (((0, None), 1),): (1, None), (((0, None), 0),): (1, None)}, 2)
    for a0, a1 in itertools.product((0, 1), repeat=2):
        expected = (F(3, 4) if a0 == 1 else F(1, 4)) * (F(3, 4) if a1 == 1 else F(1, 4))
        assert d[(((0, None), a0), ((1, None), a1))] == expected


def _open_loop(order: list[tuple[int, int]]) -> Callable[[History[tuple[int, int], Any]], tuple[int, int] | Halt]:
    """The adversary that sends ``order`` whatever it sees."""
    def a(h: History[tuple[int, int], Any]) -> tuple[int, int] | Halt:
        return order[len(h)] if len(h) < len(order) else HALT
    return a


def test_interleaving_does_not_change_a_childs_answers() -> None:
    """Child 0's answers to its own query sequence have the same law in every interleaving (seed 004 §7 item 2)."""
    m: ConComp[tuple[int, ...], int, int] = ConComp((RRBits(F(3, 4)), RRBits(F(2, 3))))
    orders = [[(0, 0), (0, 1), (1, 0)], [(1, 0), (0, 0), (0, 1)], [(0, 0), (1, 1), (1, 0), (0, 1)]]
    marginals = []
    for order in orders:
        d = view_distribution(m, (1, 0), _open_loop(order), len(order))
        marginals.append(d.pushforward(lambda v: tuple(a for (j, _), a in v if j == 0)))
    assert marginals[0] == marginals[1] == marginals[2]


BAD_MESSAGES: Final = [
    ("junk", "is not a pair"),
    ((0,), "is not a pair"),
    ((0, None, 1), "is not a pair"),
    (None, "is not a pair"),
    ((2, None), "out of range"),
    ((-1, None), "out of range"),
    ((True, None), "must be an int"),
    ((1.0, None), "must be an int"),
    (("0", None), "must be an int"),
]


@pytest.mark.parametrize(("message", "match"), BAD_MESSAGES, ids=[repr(m) for m, _ in BAD_MESSAGES])
def test_invalid_message_changes_nothing(message: object, match: str) -> None:
    m = concurrent(RR3, RR3)
    s = m.machine.init(1)
    s2, a = m.machine.step(s, message, _coins())  # type: ignore[arg-type]  # the analyst may send anything
    assert isinstance(a, Invalid) and match in a.reason
    assert s2 is s


def test_a_halted_child_is_closed_and_the_others_go_on() -> None:
    m: ConComp[int, object, int] = ConComp((CountingMachine(1), CountingMachine(3)))
    s = m.init(0)
    s, a = m.step(s, (0, None), _coins())
    assert a == 1
    s, a = m.step(s, (0, None), _coins())
    assert a == ChildHalted(0)
    s2, a = m.step(s, (0, None), _coins())
    assert isinstance(a, Invalid) and "mechanism 0 has halted" in a.reason and s2 is s
    s, a = m.step(s, (1, None), _coins())
    assert a == 1                                   # child 1 goes on
    for _ in range(2):
        s, a = m.step(s, (1, None), _coins())
    s, a = m.step(s, (1, None), _coins())
    assert a == ChildHalted(1)                      # and never a HALT of the whole composition


def test_session_over_concurrent() -> None:
    session = open_session(concurrent(RR3, RR3), 1, seed=1)
    with pytest.raises(InvalidQuery, match="out of range"):
        session.ask((7, None))
    assert session.ask((0, None)) in (0, 1)
    assert session.ask((0, None)) == ChildHalted(0)
    with pytest.raises(InvalidQuery, match="mechanism 0 has halted"):
        session.ask((0, None))
    assert session.ask((1, None)) in (0, 1)         # the other child still answers


MESSAGES: Final = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (0,), "x", (True, 0)]


@settings(max_examples=40)
@given(c0=table_machines(), c1=table_machines(), data=st.integers(0, 2),
       messages=st.lists(st.sampled_from(MESSAGES), max_size=12), seed=st.integers(0, 2**16))
def test_concomp_invariants(c0: TableMachine, c1: TableMachine, data: int, messages: list[object], seed: int) -> None:
    """Invalid answers keep the state; the composition never halts; a closed child stays closed."""
    m: ConComp[int, int, int] = ConComp((c0, c1))
    coins = sampled_coins(seed)
    s = m.init(data)
    closed: set[int] = set()
    for msg in messages:
        s2, a = m.step(s, msg, coins)  # type: ignore[arg-type]  # the analyst may send anything
        assert not isinstance(a, Halt)
        if isinstance(a, Invalid):
            assert s2 is s
        if isinstance(msg, tuple) and len(msg) == 2 and msg[0] in closed and type(msg[0]) is int:
            assert isinstance(a, Invalid)
        if isinstance(a, ChildHalted):
            closed.add(a.index)
        s = s2


def test_machine_validation_and_repr() -> None:
    with pytest.raises(InvalidArgument, match="at least one child"):
        ConComp(())
    with pytest.raises(InvalidArgument, match=r"children\[1\]=.* must be an InteractiveMechanism"):
        ConComp((CountingMachine(1), RR3))  # type: ignore[arg-type]  # a certified Mechanism, not a machine
    assert repr(ConComp((CountingMachine(1),))) == "ConComp((CountingMachine(limit=1),))"
    assert (repr(OrderedConComp((CountingMachine(1), CountingMachine(2))))
            == "OrderedConComp((CountingMachine(limit=1), CountingMachine(limit=2)))")
    assert repr(NullExtension(CountingMachine(1))) == "NullExtension(CountingMachine(limit=1))"
    assert ConComp((CountingMachine(1),), theorem="a reason") == ConComp((CountingMachine(1),))  # theorem: not in ===


# ---------------------------------------------------------------------------------------------
# construction errors: measures, relations, the capability table
# ---------------------------------------------------------------------------------------------


def test_no_mechanisms() -> None:
    with pytest.raises(InvalidArgument, match="at least one mechanism"):
        concurrent()


def test_raw_machine_is_refused() -> None:
    with pytest.raises(InvalidArgument,
                       match=r"mechanism 1 \(CountingMachine\(limit=1\)\) is not a certified Mechanism"):
        concurrent(RR3, CountingMachine(1))  # type: ignore[arg-type]  # a raw machine has no certificate


def test_measure_mismatch_names_positions_and_conversion() -> None:
    msg = (r"mechanism 2 \(RandomizedResponse\(keep=Fraction\(3, 4\)\)\) is under ZCDP\(\) but mechanism 0 "
           r"\(RandomizedResponse\(keep=Fraction\(3, 4\)\)\) is under PureDP\(\); convert explicitly with "
           r"combinators\.machines\.to_zcdp")
    with pytest.raises(IncompatibleMeasureError, match=msg):
        concurrent(RR3, RR3, to_zcdp(RR3))  # type: ignore[misc]  # mypy rejects it too: Epsilon vs Rho


def test_renyi_orders_must_agree() -> None:
    a = to_renyi(to_zcdp(RR3), RenyiDP(2))
    b = to_renyi(to_zcdp(RR3), RenyiDP(3))
    with pytest.raises(IncompatibleMeasureError, match=r"mechanism 1 .* is under RenyiDP\(alpha=3\) but mechanism 0 "
                                                         r".* is under RenyiDP\(alpha=2\); convert explicitly"):
        concurrent(a, b)


class _ClaimsEveryMeasure(ClaimsEqual):
    """A caller's measure (PureDP's levels) whose ``==``/``!=`` say it is every other measure."""

    def check_level(self, level: object, /) -> Epsilon:
        return PureDP().check_level(level)

    def leq(self, a: Epsilon, b: Epsilon, /) -> bool:
        return PureDP().leq(a, b)

    def compose(self, levels: Sequence[Epsilon], /) -> Epsilon:
        return PureDP().compose(levels)

    @override
    def __repr__(self) -> str:
        return "ClaimsEveryMeasure()"


def test_measures_are_told_apart_by_exact_type_not_by_a_callers_eq() -> None:
    liar = Certificate(_ClaimsEveryMeasure(), Epsilon(1.0), BIT_FLIP)  # type: ignore[arg-type]  # no audit_plan
    honest = Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)
    for certs in ((liar, honest), (honest, liar)):
        with pytest.raises(IncompatibleMeasureError, match=r"mechanism 1 .* is under .* but mechanism 0 .* is under"):
            concurrent_level(*certs)


def test_relation_mismatch() -> None:
    other = certify_machine(RR3.machine, PureDP(), RR3.level, ADD_REMOVE_ONE)
    with pytest.raises(InvalidArgument, match=r"mechanism 1 .* relation 'add/remove one' but mechanism 0 .* 'bit flip'"):
        concurrent(RR3, other)


def test_fdp_needs_finite_communication() -> None:
    irr = to_tradeoff(interactive_randomized_response(e_eps=3, delta=F(1, 10)))
    with pytest.raises(CompositionForbidden, match=r"finite communication .*seed 000 Thm 1\.8"):
        concurrent(irr, irr)                                   # IRR is interactive: not inferred
    m = concurrent(irr, irr, finite_communication=True)        # the caller asserts it (IRR answers twice)
    assert m.level == FDP().compose([irr.level, irr.level])


def test_approx_zcdp_is_sequential_only() -> None:
    child = certify_machine(RR3.machine, ApproxZCDP(), RhoDelta(0.5, 0.01), BIT_FLIP)
    with pytest.raises(CompositionForbidden, match=r"sequential-only: .*open problem"):
        concurrent(child, child)


def test_delta_g_needs_finite_communication_and_approx_children() -> None:
    with pytest.raises(CompositionForbidden, match=r"custom rule: theorem only if the children have finite communication"):
        concurrent(RRD, RRD, finite_communication=False, delta_g=0.05)
    with pytest.raises(InvalidArgument, match="delta_g=0.05 is a target δ for"):
        concurrent(RR3, RR3, delta_g=0.05)


def test_bad_finite_communication() -> None:
    with pytest.raises(InvalidArgument, match="finite_communication='yes' must be True, False or None"):
        concurrent(RR3, finite_communication="yes")  # type: ignore[arg-type]  # a session may pass anything


@final
@attrs.frozen
class MyMeasure:
    """A user's measure the capability table does not know."""

    def leq(self, a: Epsilon, b: Epsilon, /) -> bool:
        return a.epsilon <= b.epsilon

    def zero(self) -> Epsilon:
        return Epsilon(0)

    def compose(self, levels: Sequence[Epsilon], /) -> Epsilon:
        return Epsilon(sum(x.epsilon for x in levels))

    def close(self, p: FiniteDist[Any], q: FiniteDist[Any], level: Epsilon, /) -> Verdict:
        return Verdict.INCONCLUSIVE

    def check_level(self, level: object, /) -> Epsilon:
        assert isinstance(level, Epsilon)
        return level


def test_unknown_measure_is_refused() -> None:
    child = certify_machine(RR3.machine, MyMeasure(), Epsilon(1), BIT_FLIP)
    with pytest.raises(CompositionForbidden, match="the capability table has no entry for MyMeasure()"):
        concurrent(child, child)


# ---------------------------------------------------------------------------------------------
# certified levels against independent formulas
# ---------------------------------------------------------------------------------------------


def _up_to_ulps(got: float | F, exact: F, ulps: int = 4) -> None:
    """``got`` is not below the exact value and at most a few ulps above it."""
    assert F(got) >= exact, (got, exact)
    bound = float(exact)
    for _ in range(ulps):
        bound = math.nextafter(bound, math.inf)
    assert got <= bound, (got, float(exact))


@pytest.mark.parametrize("k", [1, 2, 3, 7])
def test_pure_level_is_the_sum(k: int) -> None:
    children = [randomized_response(e_eps=e) for e in (3, 2, 5, 7, 3, 11, 4)[:k]]
    m = concurrent(*children)
    _up_to_ulps(m.level.epsilon, sum((F(c.level.epsilon) for c in children), F(0)))
    assert "seed 004 Thm 3.1" in m.machine.theorem  # type: ignore[attr-defined]  # a ConComp


def test_renyi_and_zcdp_levels_are_the_sum() -> None:
    rhos = [0.1, 0.25, 0.3]
    certs = [Certificate(ZCDP(), Rho(r), BIT_FLIP) for r in rhos]
    z = concurrent_level(*certs)
    _up_to_ulps(z.level.rho, sum((F(r) for r in rhos), F(0)))
    assert z.capability is CAPABILITY_TABLE["ZCDP", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE]
    assert "Lyu 2022" in z.theorem
    r = concurrent_level(*[Certificate(RenyiDP(3), RenyiEps(3 * x), BIT_FLIP) for x in rhos])
    _up_to_ulps(r.level.epsilon, sum((F(3 * x) for x in rhos), F(0)))
    assert "Thm 1.9/4.3 (Lyu 2022)" in r.theorem


def _thm41_exact(eps: Sequence[float], deltas: Sequence[float]) -> Any:
    """min over every order π of Σ_i δ_π(i)·exp(Σ_{j<i} ε_π(j)), at 50 digits (brute force)."""
    with reference_precision():
        best = None
        for order in itertools.permutations(range(len(eps))):
            total, prefix = mpmath.mpf(0), mpmath.mpf(0)
            for i in order:
                total += mpmath.mpf(deltas[i]) * mpmath.exp(prefix)
                prefix += mpmath.mpf(eps[i])
            best = total if best is None or total < best else best
        return best


@pytest.mark.parametrize(("eps", "deltas"), [
    ([0.5, 0.5], [1e-6, 1e-6]),
    ([0.1, 1.0, 0.3], [1e-6, 1e-5, 0.0]),
    ([1.0, 0.2, 0.7, 0.05], [1e-3, 1e-6, 1e-4, 1e-5]),
    ([0.0, 0.4], [1e-3, 1e-3]),
])
def test_approx_level_is_thm_4_1(eps: list[float], deltas: list[float]) -> None:
    certs = [Certificate(ApproxDP(), EpsDelta(e, d), BIT_FLIP) for e, d in zip(eps, deltas, strict=True)]
    basis = concurrent_level(*certs)
    _up_to_ulps(basis.level.epsilon, sum((F(e) for e in eps), F(0)))
    exact = _thm41_exact(eps, deltas)
    with reference_precision():
        assert mpmath.mpf(basis.level.delta) >= exact
        assert mpmath.mpf(basis.level.delta) <= exact * (1 + mpmath.mpf(1e-12))
    assert "seed 004 Thm 4.1" in basis.theorem


def test_approx_thm_4_1_reference_values() -> None:
    """seed 004 §4.4: k = 2 gives (2ε, (1 + e^ε)δ); k = 10, ε = 0.1, δ = 1e-6 gives δ_g = 1.6338e-05."""
    two = concurrent_level(*[Certificate(ApproxDP(), EpsDelta(0.5, 1e-6), BIT_FLIP)] * 2).level
    assert two.epsilon == 1.0 and two.delta == pytest.approx((1 + math.exp(0.5)) * 1e-6, rel=1e-14)
    ten = concurrent_level(*[Certificate(ApproxDP(), EpsDelta(0.1, 1e-6), BIT_FLIP)] * 10).level
    assert f"{ten.delta:.4e}" == "1.6338e-05"


def test_approx_with_finite_communication_is_basic_or_optimal() -> None:
    basic = concurrent(RRD, RRD)                            # NIMs: finite communication is inferred
    _up_to_ulps(basic.level.epsilon, 2 * F(LN3))
    assert basic.level.delta == F(2, 100)  # the children's exact δ = 1/100, summed exactly
    assert "basic composition" in basic.machine.theorem  # type: ignore[attr-defined]  # a ConComp
    opt = concurrent(RRD, RRD, delta_g=0.05)
    assert opt.level.delta == 0.05 and opt.level.epsilon < basic.level.epsilon
    assert "optimal composition" in opt.machine.theorem  # type: ignore[attr-defined]  # a ConComp
    assert ApproxDP().leq(basic.level, concurrent(RRD, RRD, finite_communication=False).level)
    # a target below Σδ_i: the optimal bound does not exist there, basic composition is kept
    low = concurrent(RRD, RRD, delta_g=0.001)
    assert low.level == basic.level


def test_fdp_level_is_the_product_tradeoff() -> None:
    """⊗ f_i equals the trade-off of the product of the canonical pairs, computed independently."""
    curve = f_eps_delta(e_eps=3, delta=F(1, 10))
    child = certify_machine(RRD.machine, FDP(), curve, BIT_FLIP)
    m = concurrent(child, child, trust_asserted=True)
    p, q = curve.pair()
    expected = tradeoff_of_pair(p.product(p), q.product(q))
    assert FDP().leq(m.level, expected) and FDP().leq(expected, m.level)
    assert "Vadhan–Zhang 2023" in m.machine.theorem  # type: ignore[attr-defined]  # a ConComp


def test_ordered_and_null_extension_keep_the_level() -> None:
    assert ordered_concurrent(RR3, RR3).level == concurrent(RR3, RR3).level
    assert ordered_concurrent(RRD, RRD, finite_communication=False).level == \
        concurrent(RRD, RRD, finite_communication=False).level
    assert null_extension(RRD).certificate == RRD.certificate


# ---------------------------------------------------------------------------------------------
# Lemma 2: View(A ↔ ConComp) ≡ Post(View(A' ↔ ConComp_ord(M̃_0, …, M̃_{k−1}))), exactly
# ---------------------------------------------------------------------------------------------


def _local_answer(machine: ConComp[Any, Any, Any], history: History[Any, Any], message: object) -> Invalid | None:
    """ConComp's answer to ``message`` if it does not depend on the data (an ``Invalid``), else None.

    It is computed by ConComp itself on a stand-in state: closed children are closed, live ones a
    marker that the step never reaches for an invalid message.
    """
    closed = {a.index for _, a in history if isinstance(a, ChildHalted)}
    live = object()
    state = tuple(_CLOSED if j in closed else live for j in range(len(machine.children)))
    msg: Any = message
    ok = (isinstance(msg, tuple) and len(msg) == 2 and type(msg[0]) is int and 0 <= msg[0] < len(state)
          and msg[0] not in closed)
    if ok:
        return None
    _, answer = machine.step(state, msg, _coins())
    assert isinstance(answer, Invalid)
    return answer


def _replay(machine: ConComp[Any, Any, Any], a: Adversary, depth: int,
            h_prime: History[Any, Any]) -> tuple[History[Any, Any], object]:
    """A's history rebuilt from the history of A' (Post), and A''s next message (seed 004 §3.4).

    A' runs A: a message A sends to child j is padded with NULL queries until it is j's turn
    in the ordered composition, then sent; the answers to NULL queries are dropped. A message
    ConComp answers ``Invalid`` is answered by A' itself (the answer depends on the message and
    on earlier answers only), so nothing is sent for it.
    """
    k = len(machine.children)
    hist: History[Any, Any] = ()
    i = 0
    while True:
        if len(hist) == depth:
            return hist, HALT
        msg = a(hist)
        if isinstance(msg, Halt):
            return hist, HALT
        local = _local_answer(machine, hist, msg)
        if local is not None:
            hist = (*hist, (msg, local))
            continue
        j, q = msg
        while i < len(h_prime) and i % k != j:
            assert h_prime[i][0] is NULL
            i += 1
        if i == len(h_prime):
            return hist, (q if len(h_prime) % k == j else NULL)
        assert h_prime[i][0] == q
        hist = (*hist, (msg, h_prime[i][1]))
        i += 1


def _check_lemma_2(children: Sequence[AnyMachine], data: object, a: Adversary, depth: int) -> None:
    concomp: ConComp[Any, Any, Any] = ConComp(tuple(children))
    ordered: OrderedConComp[Any, Any, Any] = OrderedConComp(tuple(NullExtension(c) for c in children))
    k = len(children)

    @functools.cache
    def replay(h: History[Any, Any]) -> tuple[History[Any, Any], object]:
        return _replay(concomp, a, depth, h)

    def a_prime(h: History[Any, Any]) -> object:
        return replay(h)[1]

    def post(h: History[Any, Any]) -> History[Any, Any]:
        return replay(h)[0]

    lhs = view_distribution(concomp, data, a, depth)
    rhs = view_distribution(ordered, data, a_prime, depth * k).pushforward(post)
    assert dict(lhs.items) == dict(rhs.items)
    assert lhs.mass == 1


def _all_adversaries(machine: AnyMachine, data: object, queries: Sequence[object], depth: int,
                     stops: bool) -> Iterator[dict[History[Any, Any], object]]:
    """Every deterministic adversary of at most ``depth`` queries from ``queries``, on the
    histories it can reach (``stops``: it may also stop early)."""
    choices: list[object] = [*queries, *([HALT] if stops else [])]

    def extend(moves: dict[History[Any, Any], object], level: int) -> Iterator[dict[History[Any, Any], object]]:
        if level == depth:
            yield moves
            return
        frontier = [h for h in view_distribution(machine, data, moves, level).support if len(h) == level] \
            if level else [()]
        for picks in itertools.product(choices, repeat=len(frontier)):
            nxt = dict(moves)
            nxt.update((h, q) for h, q in zip(frontier, picks, strict=True) if not isinstance(q, Halt))
            yield from extend(nxt, level + 1)

    yield from extend({}, 0)


def _as_strategy(moves: dict[History[Any, Any], object]) -> Adversary:
    def a(h: History[Any, Any]) -> object:
        return moves.get(h, HALT)
    return a


def test_lemma_2_every_adversary_rr_bits() -> None:
    """Two RRBits children, every adversary of depth 3 over two messages (128 of them)."""
    children = (RRBits(F(3, 4)), RRBits(F(2, 3)))
    queries = [(0, 0), (1, 1)]
    n = 0
    for moves in _all_adversaries(ConComp(children), (1, 0), queries, 3, stops=False):
        _check_lemma_2(children, (1, 0), _as_strategy(moves), 3)
        n += 1
    assert n == 2 * 2**2 * 2**4


def test_lemma_2_every_adversary_with_halts_and_invalid_messages() -> None:
    """Three children (RR, which halts after its answer; interactive RR_{ε,δ}; one that halts
    after one answer), invalid messages, early stops: every adversary of depth 2."""
    irr = interactive_randomized_response(e_eps=3, delta=F(1, 10))
    children: tuple[AnyMachine, ...] = (RR3.machine, irr.machine, CountingMachine(1))
    queries: list[object] = [(0, 0), (1, 0), (2, 0), (3, 0), "junk"]
    n = 0
    for moves in _all_adversaries(ConComp(children), 1, queries, 2, stops=True):
        _check_lemma_2(children, 1, _as_strategy(moves), 2)
        n += 1
    assert n == 91


@settings(max_examples=30)
@given(st.data())
def test_lemma_2_random_table_machines(data: st.DataObject) -> None:
    """Random finite children with random HALTs and random adversaries of depth 4."""
    k = data.draw(st.integers(2, 3))
    children = tuple(data.draw(table_machines(n_states=2, max_support=2)) for _ in range(k))
    queries = [(j, q) for j in range(k) for q in range(2)] + [(k, 0)]
    answers: list[object] = [0, 1, *(ChildHalted(j) for j in range(k))]
    tree = data.draw(adversary_trees(queries, answers, 4))
    invalid = {(m, _local_answer(ConComp(children), (), m)) for m in queries if m[0] == k}

    def a(h: History[Any, Any]) -> object:
        clean = tuple((m, x) for m, x in h if (m, x) not in invalid)   # the tree knows no Invalid answers
        if any(isinstance(x, Invalid) for _, x in clean):
            return HALT
        return tree(clean)

    _check_lemma_2(children, data.draw(st.integers(0, 1)), a, 4)


# ---------------------------------------------------------------------------------------------
# exact audits: the composed level holds against every deterministic adversary of depth ≤ 4
# ---------------------------------------------------------------------------------------------


def _queries(k: int) -> list[Any]:
    """Every child's query, an index out of range and an unparsable message."""
    return [*((j, None) for j in range(k)), (k, None), "junk"]


CASES: Final[list[tuple[str, Callable[[], Mechanism[int, Any, Any, Any, Any]]]]] = [
    ("pure", lambda: RR3),
    ("renyi2", lambda: to_renyi(to_zcdp(RR3), RenyiDP(2))),
    ("zcdp", lambda: to_zcdp(RR3)),
    ("approx-thm-4.1", lambda: RRD),
    ("fdp", lambda: to_tradeoff(RRD)),
]


@pytest.mark.parametrize("k", [2, 3])
@pytest.mark.parametrize(("name", "child"), CASES, ids=[n for n, _ in CASES])
def test_audit_certifies_the_composed_level(name: str, child: Callable[[], Mechanism[int, Any, Any, Any, Any]],
                                            k: int) -> None:
    fc = False if name == "approx-thm-4.1" else None
    m = concurrent(*[child()] * k, finite_communication=fc)
    result = audit(m, 0, 1, _queries(k), 4)
    assert result.verdict is Verdict.CERTIFIED, result.reason


def test_audit_certifies_basic_and_optimal_approx_levels() -> None:
    for m in (concurrent(RRD, RRD), concurrent(RRD, RRD, delta_g=0.05), concurrent(RRD, RRD, RRD, delta_g=0.05)):
        result = audit(m, 0, 1, _queries(3), 4)
        assert result.verdict is Verdict.CERTIFIED, (m.level, result.reason)


def test_audit_certifies_interactive_children() -> None:
    """Two interactive RR_{ε,δ} (two answers, then HALT → ChildHalted) at Thm 4.1 and at basic composition."""
    irr = interactive_randomized_response(e_eps=3, delta=F(1, 10))
    for fc in (False, True):
        m = concurrent(irr, irr, finite_communication=fc)
        result = audit(m, 0, 1, _queries(2), 4)
        assert result.verdict is Verdict.CERTIFIED, (m.level, result.reason)


def test_exact_worst_case_of_two_rr_delta() -> None:
    """At e^ε = 9 the worst adversary reaches exactly 1 − (1 − δ)² = 199/10000 ≤ Σδ_i."""
    m = concurrent(RRD, RRD)
    wc = worst_case(m, 0, 1, _queries(2), 4, HockeyStickTest(F(9), F(0)))
    assert wc.value == F(199, 10000)


WRONG: Final[list[tuple[str, Callable[[], Mechanism[int, Any, Any, Any, Any]], object, object]]] = [
    ("pure", lambda: RR3, PureDP(), Epsilon(2.19)),                          # < ln 9
    ("renyi2", lambda: to_renyi(to_zcdp(RR3), RenyiDP(2)), RenyiDP(2), RenyiEps(1.6)),  # < 2·ln(7/3)
    ("zcdp", lambda: to_zcdp(RR3), ZCDP(), Rho(1.0)),                         # < KL = ln 3
    ("approx", lambda: RRD, ApproxDP(), EpsDelta(2.2, 0.0198)),               # e^2.2 > 9, δ < 0.0199
    ("fdp", lambda: to_tradeoff(RRD), FDP(), FDP().compose([f_eps_delta(e_eps=3, delta=F(1, 200))] * 2)),
]


@pytest.mark.parametrize(("name", "child", "measure", "level"), WRONG, ids=[w[0] for w in WRONG])
def test_audit_finds_a_too_small_claim(name: str, child: Callable[[], Mechanism[int, Any, Any, Any, Any]],
                                       measure: Any, level: object) -> None:
    m = concurrent(child(), child())
    result = audit(m, 0, 1, _queries(2), 4, measure, level)
    assert result.verdict is Verdict.VIOLATED, result.reason
    assert result.witness is not None


@st.composite
def noisy_tables(draw: st.DrawFn) -> TableMachine:
    """A finite machine on data {0, 1} (its initial state) that halts at random: every row puts
    mass on every (answer, next state) with answers 0, 1, HALT, except that HALT may be
    impossible; so the two inputs are close, but not too close, and children halt at random."""
    outcomes: list[tuple[int | Halt, int]] = [(a, s) for a in (0, 1, HALT) for s in range(2)]
    rows = []
    for _ in range(2):
        row = []
        for _ in range(2):
            weights = [draw(st.integers(1, 4)) for _ in outcomes]
            if draw(st.booleans()):
                weights[4] = weights[5] = 0
            total = sum(weights)
            row.append(tuple((o, F(w, total)) for o, w in zip(outcomes, weights, strict=True) if w))
        rows.append(tuple(row))
    return TableMachine(tuple(rows))


@settings(max_examples=15)
@given(c0=noisy_tables(), c1=noisy_tables())
def test_thm_4_1_and_basic_hold_for_random_halting_children(c0: TableMachine, c1: TableMachine) -> None:
    """Each child certified at (ln 3, its exact worst-case δ over adversaries of depth 4); the
    composition, whose children halt at random and are closed one at a time, is within both
    Thm 4.1 and basic composition against every adversary of depth 4 (which sends each child at
    most 4 queries, the scope of the children's certificates)."""
    children = []
    for c in (c0, c1):
        delta = max(worst_case(c, x, y, [0, 1], 4, HockeyStickTest(F(3), F(0))).value for x, y in ((0, 1), (1, 0)))
        assert isinstance(delta, F)
        children.append(certify_machine(c, ApproxDP(), EpsDelta(LN3, delta), BIT_FLIP))
    queries = [(j, q) for j in range(2) for q in range(2)] + [(2, 0)]
    for fc in (False, True):
        m = concurrent(*children, finite_communication=fc, trust_asserted=True)
        result = audit(m, 0, 1, queries, 4)
        assert result.verdict is Verdict.CERTIFIED, (m.level, result.reason)


@pytest.mark.parametrize(("measure", "level", "numbers"), [
    (PureDP(), Epsilon(1.0), {"epsilon": -1.0}),
    (ApproxDP(), EpsDelta(1.0, 1e-6), {"delta": -1e-6}),
    (ZCDP(), Rho(0.5), {"rho": -0.5}),
])
def test_a_certificate_whose_level_was_forged_is_refused_by_concurrent(measure: Any, level: Any,
                                                                       numbers: dict[str, object]) -> None:
    """A level set below zero after its certificate was built must not lower the
    composition's level (ε = 1 + (-1) = 0 for a 1-DP pair)."""
    honest = certify_machine(randomized_response(e_eps=3).machine, measure, attrs.evolve(level), BIT_FLIP)
    forged = certify_machine(randomized_response(e_eps=3).machine, measure, level, BIT_FLIP)
    forge(level, **numbers)
    for build in (concurrent, ordered_concurrent):
        with pytest.raises(InvalidArgument, match="forged"):
            build(honest, forged)


def test_an_index_that_compares_as_it_likes_is_invalid() -> None:
    """An int subclass whose comparisons always hold is not an index: the range check decides by
    exact type, so the query is Invalid and the state unchanged."""

    anywhere = compares_as(True)
    m = concurrent(randomized_response(e_eps=3), randomized_response(e_eps=3)).machine
    s = m.init(1)
    s2, a = m.step(s, (anywhere(7), None), sampled_coins(0))
    assert isinstance(a, Invalid) and s2 is s


# ---------------------------------------------------------------------------------------------
# Bad arguments are answered with a library error naming them

_RAW = randomized_response(e_eps=3).machine


@pytest.mark.parametrize("cls", [ConComp, OrderedConComp])
@pytest.mark.parametrize(("field", "bad", "match"), [
    ("children", 5.0, "children=5.0 must be a sequence of machines"),  # refused by name, not iterated
    ("children", None, "children=None must be a sequence"),
    ("children", _RAW, "must be a sequence of machines"),  # one machine, not a sequence of them
    ("theorem", 1.0, "theorem=1.0 must be a str"),
    ("theorem", None, "theorem=None must be a str"),
    ("certificates", 0.0, "certificates=0.0 must be a sequence"),
    ("certificates", [None], r"certificates\[0\]=None must be a Certificate"),
    ("settings", "finite", "settings='finite' must be None or a ConcurrentSettings"),
])
def test_a_raw_composition_refuses_bad_fields(cls: Any, field: str, bad: object, match: str) -> None:
    fields: dict[str, object] = {"children": (_RAW, _RAW), field: bad}
    with pytest.raises(InvalidArgument, match=match):
        cls(**fields)


def test_a_raw_composition_takes_any_iterable_of_machines() -> None:
    machines = iter([_RAW, _RAW])  # any iterable is taken, not only the annotated Sequence
    assert ConComp(machines) == ConComp((_RAW, _RAW))  # type: ignore[arg-type]
    assert OrderedConComp([_RAW]).children == (_RAW,)


@pytest.mark.parametrize("bad", [0.0, None, "rr", randomized_response(e_eps=3)])
def test_a_null_extension_wraps_a_machine_only(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="inner=.* must be an InteractiveMechanism"):
        NullExtension(bad)  # type: ignore[arg-type]  # misuse on purpose


@pytest.mark.parametrize("bad", [0.5, None, "1", randomized_response(e_eps=3)])
def test_concurrent_level_takes_certificates_only(bad: object) -> None:
    """A number was an AttributeError ('float' object has no attribute 'measure')."""
    good = randomized_response(e_eps=3).certificate
    with pytest.raises(InvalidArgument, match=r"certificates\[1\]=.* must be a Certificate"):
        concurrent_level(good, bad)  # type: ignore[arg-type]  # misuse on purpose


def test_wrapped_refusals_keep_the_state_value() -> None:
    """P ∘* M and ConComp answer a refusal with the very state they were given (an equal rebuilt
    one would tell the session the state had changed)."""
    f = filtered(PureDP(), "additive", Epsilon(1.5))
    mapped: Any = (str @ f).machine
    s1, _ = mapped.step(mapped.init(1), Spawn(RR3, Epsilon(1.1)), sampled_coins(0))
    s2, answer = mapped.step(s1, Spawn(RR3, Epsilon(1.1)), sampled_coins(0))
    assert isinstance(answer, Refusal) and s2 is s1
    both: Any = concurrent(f, f).machine
    t1 = both.init(1)
    t2, answer = both.step(t1, (0, Spawn(RR3, Epsilon(2.0))), sampled_coins(0))
    assert isinstance(answer, Refusal) and t2 is t1


def test_a_concurrent_level_built_by_hand_is_held_to_the_shape_of_a_report() -> None:
    """``ConcurrentLevel`` prints as its class call; one evaluated from a forged repr must hold a
    level of its measure and a concurrent theorem of the table for that measure."""
    rr = randomized_response(e_eps=3)
    basis = concurrent_level(rr.certificate, rr.certificate)
    assert basis.level.epsilon >= 2 * math.log(3)  # Σε_i, rounded toward the weaker guarantee
    forbidden = lookup(PureDP(), Combinator.CONCURRENT, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    filter_row = lookup(PureDP(), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    zcdp_row = lookup(ZCDP(), Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE)
    for row in (forbidden, filter_row, zcdp_row):
        with pytest.raises(InvalidArgument, match="must be a theorem of concurrent composition for PureDP"):
            attrs.evolve(basis, capability=row)
    with pytest.raises(InvalidArgument):
        attrs.evolve(basis, level=Rho(1.0))  # type: ignore[arg-type]  # a level of another measure
    with pytest.raises(InvalidArgument):
        attrs.evolve(basis, theorem="")
    with pytest.raises(InvalidArgument, match="capability"):
        attrs.evolve(basis, capability="theorem")  # type: ignore[arg-type]  # not a row
