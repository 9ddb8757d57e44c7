"""Stateful tests of filters and odometers against a model (RuleBasedStateMachine), for every filter
(pure, (ε, δ) additive and Whitehouse, Rényi, zCDP, approximate zCDP, Gaussian DP; built directly or
from an odometer): spent ⪯ budget always; a refusal or an invalid message leaves the state
unchanged; halting is absorbing; privacy_loss and STATUS are deterministic and unchanged by child
queries; the reported loss is G of the spawned levels — their exact sum for the additive rules — in
any interleaving (seed 000 §9 item 12); nested filters never take the parent past its budget; levels
forged around their constructors and filters restated below their budget under a wrapper are
refused, and honest wrapped children are admitted like bare ones. And the persistent vector
against a list.

The ``nightly`` hypothesis profile (``HYPOTHESIS_PROFILE=nightly``, tests/conftest.py) runs each
machine for at least 10^4 steps."""

from __future__ import annotations

import itertools
import math
import pickle
from fractions import Fraction as F
from typing import Any, final

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from typing_extensions import override

from combinators.accounting import gaussian_accumulator, whitehouse_accumulator
from combinators.composition._children import PVector, pvector
from combinators.composition.concomp import ChildHalted, concurrent, null_extension
from combinators.composition.filters import PRIVACY_LOSS, STATUS, Exhausted, FiltCon, FilterState
from combinators.composition.filters import FilterStatus, Query, Spawn, Spawned, filtered
from combinators.composition.odometers import OdomCon, filter_from_odometer, odometer, odometer_from_filter
from combinators.machines import BIT_FLIP, HALT, Halt, InteractiveMechanism, Invalid, Mechanism, Refusal, certify_machine
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps
from combinators.measures import Rho, RhoDelta, gaussian_tradeoff
from combinators.primitives import randomized_response
from combinators.prob import Coins, sampled_coins
from combinators.testing._hostile import forge
from combinators.testing.stateful import FilterMachine
from tests.reference_machines import RRForever

RR = randomized_response(e_eps=3).machine


@final
@attrs.frozen
class Kind:
    """One measure and rule under test, with a menu of exactly representable (dyadic) levels."""

    name: str
    measure: Any
    rule: Any
    budget: Any
    levels: tuple[Any, ...]
    inner_budgets: tuple[Any, ...]
    additive: bool
    finite_communication: bool = False
    """The measure's theorem needs children with finite communication ((ε, δ)-DP, f-DP): a nested
    filter is then capped at ``INNER_CAP`` and takes noninteractive children only."""
    sequential: bool = False
    """Only sequential composition is proved (approximate zCDP): a spawn closes the previous child."""


KINDS = (
    Kind("pure", PureDP(), "additive", Epsilon(2.0), tuple(Epsilon(x) for x in (0.125, 0.25, 0.5, 1.0)),
         (Epsilon(0.5), Epsilon(1.0)), True),
    Kind("renyi", RenyiDP(3), "additive", RenyiEps(2.0), tuple(RenyiEps(x) for x in (0.125, 0.25, 0.5, 1.0)),
         (RenyiEps(0.5), RenyiEps(1.0)), True),
    Kind("zcdp", ZCDP(), "additive", Rho(1.0), tuple(Rho(x) for x in (0.0625, 0.125, 0.25, 0.5)),
         (Rho(0.25), Rho(0.5)), True),
    Kind("approx-basic", ApproxDP(), "additive", EpsDelta(2.0, 0.25),
         tuple(EpsDelta(x, y) for x in (0.25, 0.5, 1.0) for y in (0.0, 0.0625)),
         (EpsDelta(0.5, 0.125), EpsDelta(1.0, 0.0625)), True, finite_communication=True),
    Kind("whitehouse", ApproxDP(), whitehouse_accumulator(1e-3, 2e-3), EpsDelta(2.0, 2e-3),
         tuple(EpsDelta(x, y) for x in (0.125, 0.25, 0.5) for y in (0.0, 2.0**-12)),
         (EpsDelta(1.0, 2e-3),), False, finite_communication=True),
    Kind("approx-zcdp", ApproxZCDP(), "additive", RhoDelta(1.0, 2.0**-10),
         tuple(RhoDelta(x, y) for x in (0.125, 0.25, 0.5) for y in (0.0, 2.0**-12)),
         (RhoDelta(0.5, 2.0**-11),), True, sequential=True),
    Kind("gaussian-dp", FDP(), gaussian_accumulator(), gaussian_tradeoff(2.0),
         tuple(gaussian_tradeoff(x) for x in (0.25, 0.5, 1.0)), (gaussian_tradeoff(1.0),), False,
         finite_communication=True),
)
FORGED_NUMBERS: list[object] = [-1.0, -math.inf, math.nan, "0.5", None, F(-1, 2), 2]
"""What a forged level's number is set to: negative, NaN, neither a float nor a Fraction (each
refused where it enters; a Fraction >= 0 is a level's exact number, not a forgery)."""


def _identity(a: object) -> object:
    return a

INNER_CAP = 3

COINS = sampled_coins(0)
GARBAGE: list[object] = [
    "spawn", None, 3, (0, None), forge(Query(0, None), index=-1), PRIVACY_LOSS,
    # not a mechanism, in a spawn built around Spawn's own checks
    forge(Spawn(certify_machine(RR, PureDP(), Epsilon(0.1), BIT_FLIP), Epsilon(0.1)), mechanism="rr"),
    Spawn(certify_machine(RR, PureDP(), Epsilon(9.0), BIT_FLIP), Epsilon(0.1)),  # its certificate does not cover 0.1
]


@attrs.define
class Child:
    """The model of one child: what it is, and whether it can still answer."""

    kind: str  # "nim", "interactive" or "filter"
    answered: int = 0
    closed: bool = False
    inner: InnerModel | None = None


def _check_answer(c: Child, index: int, answer: object) -> None:
    """A child's answer to a query: a NIM answers once, then reports ChildHalted and is closed;
    every other child answers a bit."""
    c.answered += 1
    if c.kind == "nim" and c.answered == 2:
        assert answer == ChildHalted(index)
        c.closed = True
    else:
        assert answer in (0, 1)


@attrs.define
class InnerModel:
    """The model of a nested filter: its budget, its admitted levels and its children."""

    budget: Any
    admitted: list[Any] = attrs.Factory(list)
    children: list[Child] = attrs.Factory(list)


class FilterModel(FilterMachine):
    """A filter driven by random spawns, queries, garbage and nested filters, checked against a model,
    with an odometer of the same accumulator fed the same admitted spawns alongside. The public
    ``FilterMachine`` (combinators.testing.stateful) drives the filter and checks what every filter
    owes: spent ⪯ budget, spent is exactly G of the admitted levels and a spawn is admitted exactly
    when G fits (``exact``), refusals and invalid messages change nothing, halting is absorbing."""

    exact = True

    def __init__(self) -> None:
        super().__init__()
        self.kind: Kind = KINDS[0]
        self.g: OdomCon[Any] | None = None
        self.gs: FilterState[Any] | None = None
        self.children: list[Child] = []
        self.cap: int | None = None
        self.u: FiltCon[Any] | None = None  # the same filter without trust_asserted: asserted children are refused
        self.us: FilterState[Any] | Exhausted | None = None

    @initialize(kind=st.sampled_from(KINDS), mode=st.sampled_from(["refuse", "halt"]),
                cap=st.sampled_from([None, None, 3, 6]), via_odometer=st.booleans())
    @override
    def setup(self, kind: Kind, mode: str, cap: int | None, via_odometer: bool) -> None:
        self.kind = kind
        self.measure, self.budget, self.levels = kind.measure, kind.budget, kind.levels
        self.cap = cap
        on_exhaust: Any = "halt" if mode == "halt" else "refuse"
        if via_odometer:  # F(·; d) = 𝕀(G ⪯ d) of an odometer (seed 000 Lemma 2.19)
            g = odometer(kind.measure, kind.rule, finite_communication=True, sequential=kind.sequential,
                         trust_asserted=True)  # the children are certified by hand
            f = filter_from_odometer(g, kind.budget, cap=cap, on_exhaust=on_exhaust)  # keeps g's trust_asserted
        else:
            f = filtered(kind.measure, kind.rule, kind.budget, cap=cap, on_exhaust=on_exhaust,
                         finite_communication=True, sequential=kind.sequential, trust_asserted=True)
        self.begin(f)
        self.g = odometer_from_filter(f)
        self.gs = self.g.init(1)
        u = filtered(kind.measure, kind.rule, kind.budget, cap=cap, on_exhaust=on_exhaust, finite_communication=True,
                     sequential=kind.sequential)
        assert isinstance(u.machine, FiltCon)
        self.u, self.us = u.machine, u.machine.init(1)

    @override
    def reference(self, levels: Any) -> Any:
        """G of the kind's own rule: the filter must charge exactly that."""
        return self._fold(list(levels)).value()

    @override
    def fits(self, levels: Any) -> bool:
        return bool(self._fold(list(levels)).within(self.kind.budget))

    # -- helpers ------------------------------------------------------------------------------

    def _fold(self, levels: list[Any]) -> Any:
        acc = self.filter.accumulator
        for lv in levels:
            acc = acc.add(lv)
        return acc

    def _child(self, level: Any, interactive: bool) -> Mechanism[int, Any, object, int, Any]:
        machine: InteractiveMechanism[int, Any, object, int] = RRForever(F(1)) if interactive else RR
        return certify_machine(machine, self.kind.measure, level, BIT_FLIP)

    # -- rules --------------------------------------------------------------------------------

    @rule(i=st.integers(0, 7), interactive=st.booleans())
    @override
    def spawn(self, i: int, interactive: bool) -> None:
        level = self.kind.levels[i % len(self.kind.levels)]
        self._spawn(self._child(level, interactive), level, Child("interactive" if interactive else "nim"))

    @rule(i=st.integers(0, 3))
    def spawn_nested_filter(self, i: int) -> None:
        b = self.kind.inner_budgets[i % len(self.kind.inner_budgets)]
        self._spawn(self._nested(b), b, Child("filter", inner=InnerModel(b)))

    def _nested(self, budget: Any) -> Mechanism[Any, Any, Any, Any, Any]:
        if self.kind.finite_communication:  # a nested filter has finite communication only this way
            return filtered(self.kind.measure, self.kind.rule, budget, cap=INNER_CAP, trust_asserted=True)
        return filtered(self.kind.measure, self.kind.rule, budget, finite_communication=True,
                        sequential=self.kind.sequential, trust_asserted=True)

    @rule(i=st.integers(0, 3))
    def spawn_uncapped_nested_filter_where_it_is_refused(self, i: int) -> None:
        if not self.kind.finite_communication:
            return
        b = self.kind.inner_budgets[i % len(self.kind.inner_budgets)]
        before = self.state
        answer = self.send(Spawn(filtered(self.kind.measure, self.kind.rule, b, finite_communication=True), b))
        assert answer is HALT if self.halted else (isinstance(answer, Invalid) and "nested filter" in answer.reason)
        assert self.state is before

    @rule(i=st.integers(0, 7), field=st.integers(0, 1), number=st.sampled_from(FORGED_NUMBERS),
          interactive=st.booleans())
    def spawn_forged(self, i: int, field: int, number: object, interactive: bool) -> None:
        """A child certified at a level whose number is then set around its constructor."""
        level = attrs.evolve(self.kind.levels[i % len(self.kind.levels)])
        child = self._child(level, interactive)
        names = [a.name for a in attrs.fields(type(level))]
        forge(level, **{names[field % len(names)]: number})
        self._refused(Spawn(child, level))

    @rule(i=st.integers(0, 7), interactive=st.booleans(), wrap=st.sampled_from(["bare", "map", "null extension"]))
    def spawn_asserted_where_it_is_not_trusted(self, i: int, interactive: bool, wrap: str) -> None:
        """A child certified by hand (its certificate is the caller's word), bare or wrapped, is
        refused by a filter built without trust_asserted=True, and changes nothing there."""
        assert self.u is not None and self.us is not None
        level = self.kind.levels[i % len(self.kind.levels)]
        child: Mechanism[Any, Any, Any, Any, Any] = self._child(level, interactive)
        if wrap == "map":
            child = _identity @ child
        elif wrap == "null extension":
            child = null_extension(child, trust_asserted=True)
        before = self.us
        after, answer = self.u.step(before, Spawn(child, level), COINS)
        assert isinstance(answer, Invalid) and "caller's word" in answer.reason and after is before

    @rule(i=st.integers(0, 7), wrap=st.sampled_from(["map", "null extension"]))
    def spawn_wrapped(self, i: int, wrap: str) -> None:
        """An honest noninteractive child under a wrapper: admitted as the bare child would be."""
        level = self.kind.levels[i % len(self.kind.levels)]
        child = self._child(level, False)
        wrapped = (_identity @ child) if wrap == "map" else null_extension(child, trust_asserted=True)
        self._spawn(wrapped, level, Child("nim"))

    @rule(i=st.integers(0, 7), wrap=st.sampled_from(["map", "null extension", "concurrent", "deep"]))
    def spawn_hidden_filter(self, i: int, wrap: str) -> None:
        """A filter of the parent's whole budget, certified by hand at a small level under a wrapper."""
        level = self.kind.levels[i % len(self.kind.levels)]
        inner = self._nested(self.kind.budget).machine
        measure = self.kind.measure
        child: Mechanism[Any, Any, Any, Any, Any]
        if wrap == "concurrent" and not self.kind.sequential:  # approximate zCDP has no concurrent composition
            child = concurrent(certify_machine(inner, measure, level, BIT_FLIP), finite_communication=True,
                               trust_asserted=True)
        elif wrap == "null extension":
            child = null_extension(certify_machine(inner, measure, level, BIT_FLIP), trust_asserted=True)
        else:
            machine: Any = inner
            for _ in range(1 if wrap == "map" else 100):
                machine = _identity @ machine
            child = certify_machine(machine, measure, level, BIT_FLIP)
        self._refused(Spawn(child, level))

    @rule()
    @override
    def status(self) -> None:
        super().status()
        answer = self.send(STATUS)
        if self.halted:
            return
        assert isinstance(answer, FilterStatus)
        assert answer == FilterStatus(self._fold(self.admitted).value(), answer.remaining, self.kind.budget,
                                      len(self.children), self.cap)
        if answer.remaining is not None:  # the largest next level fits; the filter says so too
            assert self._fold([*self.admitted, answer.remaining]).within(self.kind.budget)

    def _refused(self, msg: Spawn[Any]) -> None:
        answer = self.send(msg)
        assert answer is HALT if self.halted else isinstance(answer, Invalid)

    def _spawn(self, mechanism: Mechanism[Any, Any, Any, Any, Any], level: Any, model: Child) -> None:
        answer = self.try_spawn(mechanism, level)
        if isinstance(answer, Spawned):
            if self.kind.sequential and self.children:  # the previous child is closed
                self.children[-1].closed = True
            self.children.append(model)
            assert self.g is not None and self.gs is not None
            self.gs, ga = self.g.step(self.gs, Spawn(mechanism, level), COINS)
            assert ga == answer

    @rule(j=st.integers(0, 8))
    @override
    def query(self, j: int) -> None:
        self._query(j, None)

    def _query(self, j: int, inner_msg: object) -> None:
        answer = self.send(Query(j, inner_msg))
        if self.halted:
            assert answer is HALT
            return
        if j >= len(self.children) or self.children[j].closed:
            assert isinstance(answer, Invalid) and answer.reason.startswith("invalid query")
            return
        c = self.children[j]
        if c.kind == "filter":
            return  # checked by the nested rules
        _check_answer(c, j, answer)
        assert self.g is not None and self.gs is not None  # the odometer twin: the same query, no charge
        before = self.g.step(self.gs, PRIVACY_LOSS, COINS)[1]
        self.gs, ga = self.g.step(self.gs, Query(j, inner_msg), COINS)
        assert self.g.step(self.gs, PRIVACY_LOSS, COINS)[1] == before

    def _open_nested(self, pick: int) -> tuple[int, InnerModel] | None:
        """The index and model of one open nested filter (chosen by ``pick``), if there is one."""
        nested = [j for j, c in enumerate(self.children) if c.kind == "filter" and not c.closed]
        if not nested:
            return None
        j = nested[pick % len(nested)]
        inner = self.children[j].inner
        assert inner is not None
        return j, inner

    @rule(pick=st.integers(0, 100), i=st.integers(0, 7), interactive=st.booleans())
    def spawn_inside(self, pick: int, i: int, interactive: bool) -> None:
        found = self._open_nested(pick)
        if found is None:
            return
        j, inner = found
        level = self.kind.levels[i % len(self.kind.levels)]
        fits = self._fold([*inner.admitted, level]).within(inner.budget)
        answer = self.send(Query(j, Spawn(self._child(level, interactive), level)))
        if self.halted:
            assert answer is HALT
        elif self.kind.finite_communication and interactive:  # the capped inner filter takes NIMs only
            assert isinstance(answer, Invalid) and "finite communication" in answer.reason
        elif self.kind.finite_communication and len(inner.children) >= INNER_CAP:
            assert isinstance(answer, Refusal) and "at mechanism count limit" in answer.reason
        elif fits:
            assert answer == Spawned(len(inner.children))
            if self.kind.sequential and inner.children:
                inner.children[-1].closed = True
            inner.admitted.append(level)
            inner.children.append(Child("interactive" if interactive else "nim"))
        else:
            assert isinstance(answer, Refusal) and answer.budget == inner.budget  # the nested filter refused

    @rule(pick=st.integers(0, 100), k=st.integers(0, 4))
    def query_inside(self, pick: int, k: int) -> None:
        found = self._open_nested(pick)
        if found is None:
            return
        j, inner = found
        answer = self.send(Query(j, Query(k, None)))
        if self.halted:
            assert answer is HALT
            return
        if k >= len(inner.children) or inner.children[k].closed:
            assert isinstance(answer, Invalid)
            return
        _check_answer(inner.children[k], k, answer)

    @rule(msg=st.sampled_from(GARBAGE))
    @override
    def garbage(self, msg: object) -> None:
        answer = self.send(msg)
        assert answer is HALT if self.halted else isinstance(answer, Invalid)

    # -- invariants ---------------------------------------------------------------------------

    @invariant()
    def spent_is_the_exact_sum_and_nested_filters_within_their_budgets(self) -> None:
        if not isinstance(self.state, FilterState):
            assert self.state is None or self.halted
            return
        spent = self.state.spent
        measure = self.kind.measure
        assert self.state.count == len(self.admitted)
        if self.kind.additive:  # dyadic levels: the exact sum, in any interleaving (seed 000 §9 item 12)
            exact = measure.compose(self.admitted) if self.admitted else measure.zero()
            assert spent == exact
        for j, c in enumerate(self.children):
            if c.inner is not None and not c.closed:
                slot = self.state.children[j]
                assert isinstance(slot, tuple)
                inner_state = slot[1]
                assert isinstance(inner_state, FilterState)
                assert inner_state.spent == self._fold(c.inner.admitted).value()
                assert measure.leq(inner_state.spent, c.inner.budget)

    @invariant()
    def parents_total_never_exceeds_its_budget(self) -> None:
        """Every leaf's level, nested ones included, adds up within the parent's budget (additive rules)."""
        if not self.kind.additive or not self.admitted:
            return
        leaves = [lv for lv, c in zip(self.admitted, self.children, strict=True) if c.inner is None]
        leaves += [lv for c in self.children if c.inner is not None for lv in c.inner.admitted]
        if leaves:
            assert self.kind.measure.leq(self.kind.measure.compose(leaves), self.kind.budget)

    @invariant()
    def privacy_loss_is_deterministic_and_state_preserving(self) -> None:
        if self.g is None or self.gs is None:
            return
        s1, a1 = self.g.step(self.gs, PRIVACY_LOSS, COINS)
        s2, a2 = self.g.step(s1, PRIVACY_LOSS, COINS)
        assert s1 is self.gs and s2 is self.gs and a1 == a2
        if isinstance(self.state, FilterState):
            assert a1 == self.state.spent


TestFilterModel = FilterModel.TestCase


def test_seed_000_item_12_no_sequentiality_wrapping() -> None:
    """Spawn 1, spawn 2, query 1, query 2, spawn 3, query 1: all succeed within budget, and the loss is
    the sum of the spawn costs whatever the order of the messages."""
    levels = [RenyiEps(0.5), RenyiEps(1.0), RenyiEps(0.25)]
    children = [certify_machine(RRForever(F(1)), RenyiDP(2), lv, BIT_FLIP) for lv in levels]
    f = filtered(RenyiDP(2), "additive", RenyiEps(1.75), trust_asserted=True)
    base: list[Spawn[RenyiEps] | Query] = [Spawn(children[0], levels[0]), Spawn(children[1], levels[1]), Query(0, None), Query(1, None),
            Spawn(children[2], levels[2]), Query(0, None)]
    spawns = [m for m in base if isinstance(m, Spawn)]
    for order in itertools.permutations(range(3)):
        msgs: list[Spawn[RenyiEps] | Query] = [spawns[i] for i in order]
        msgs[2:2] = [Query(0, None), Query(1, None)]
        msgs.append(Query(0, None))
        for seq in (base, msgs):
            s = f.machine.init(1)
            for m in seq:
                s, a = f.machine.step(s, m, COINS)
                assert not isinstance(a, (Invalid, Refusal)) and a is not HALT, (m, a)
            assert isinstance(s, FilterState) and s.spent == RenyiEps(1.75)


# ---------------------------------------------------------------------------------------------
# The persistent vector
# ---------------------------------------------------------------------------------------------


class VectorModel(RuleBasedStateMachine):
    """``PVector`` against a list: appends, sets, reads, and old versions that never change."""

    def __init__(self) -> None:
        super().__init__()
        self.v: PVector[int] = pvector()
        self.model: list[int] = []
        self.snapshots: list[tuple[PVector[int], list[int]]] = []

    @rule(n=st.integers(1, 80), x=st.integers())
    def append_many(self, n: int, x: int) -> None:
        for k in range(n):
            self.v = self.v.append(x + k)
            self.model.append(x + k)

    @rule(i=st.integers(), x=st.integers())
    def set_one(self, i: int, x: int) -> None:
        if not self.model:
            return
        i %= len(self.model)
        self.v = self.v.set(i, x)
        self.model[i] = x

    @rule(i=st.integers())
    def read(self, i: int) -> None:
        if not self.model:
            return
        i %= len(self.model)
        assert self.v[i] == self.model[i] and self.v[i - len(self.model)] == self.model[i]

    @rule()
    def snapshot(self) -> None:
        self.snapshots.append((self.v, list(self.model)))

    @invariant()
    def same_as_the_list(self) -> None:
        assert len(self.v) == len(self.model) and list(self.v) == self.model
        assert self.v == pvector(self.model) and hash(self.v) == hash(pvector(self.model))
        for old, model in self.snapshots:
            assert list(old) == model  # persistence: earlier versions are untouched


TestVectorModel = VectorModel.TestCase


def test_vector_edges() -> None:
    v = pvector(range(2000))
    assert v[-1] == 1999 and v[5:8] == (5, 6, 7) and v != pvector(range(1999)) and v != list(range(2000))
    for bad in (2000, -2001):
        try:
            v[bad]
        except IndexError as e:
            assert "out of range for a vector of length 2000" in str(e)
        else:  # pragma: no cover
            raise AssertionError(bad)
        try:
            v.set(bad, 0)
        except IndexError:
            pass
        else:  # pragma: no cover
            raise AssertionError(bad)
    big = pvector(range(32 * 32 * 32 + 33))  # three trie levels plus a tail: the root grows twice
    assert list(big) == list(range(32 * 32 * 32 + 33)) and big.set(0, -1)[0] == -1 and big[32768] == 32768
    assert repr(pvector([1, F(1, 2)])) == "pvector([1, Fraction(1, 2)])"
    assert pickle.loads(pickle.dumps(big)) == big
