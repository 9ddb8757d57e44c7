"""Filtered concurrent composition FiltCon: spawn children at adaptively chosen levels, stop at a budget.

``filtered(measure, rule, budget)`` is seed 000's ``F(·; d)-FiltCon(IM)`` (Alg 3) for every
measure the accounting library has a rule for. The analyst sends two kinds of message:

- ``Spawn(mechanism, level)``: start a new child, a certified ``Mechanism``, charged ``level``
  (``d'``), which the analyst may choose from everything it has seen. The continuation rule is
  checked **before** the child is created, so a refused spawn costs nothing and runs nothing. An
  admitted child is initialised on the filter's data and the answer is ``Spawned(j)``, its index
  (0-based, like ``concurrent``). Our machines have no initialisation answer, so this is the
  whole answer of Alg 3's spawn step.
- ``Query(j, q)``: send ``q`` to child ``j``; it answers from its own state with its own coins.
  Queries are never metered: a child's cost was paid when it was spawned.

The rule is ``F(d_1, …, d_k, d'; budget) = 𝕀(G(d_1, …, d_k, d') ⪯ budget)`` for an accumulator
``G`` of ``combinators.accounting`` (seed 000 Lemma 2.19): ``additive_accumulator(measure)`` or
``whitehouse_accumulator(δ', δ)``, or your own ``Accumulator``. It is evaluated as
``G.add(d').within(budget)``, which the ``Accumulator`` contract makes equal to
``G.admits(d', budget)``, so the new accumulator is computed once and kept on success.

**The error vocabulary** (seed 000 §2 and §9 item 15). None of these answers changes the state:

============================================  ===============================================
message                                       answer
============================================  ===============================================
not a ``Spawn`` or ``Query``; an index that   ``Invalid("invalid query: …")``
names no child; a child that has halted
a child whose certificate does not cover      ``Invalid("divergence cannot be parsed: …")``
``d'`` (another measure or relation, a level
of the wrong type, a level forged around its
constructor, ``cert ⋠ d'``, an odometer,
which has no level, a filter restated below
its budget, bare or under any wrapper); a
level the rule cannot charge
a spawn past ``cap`` children                 ``Refusal(…, "at mechanism count limit …")``
a spawn the rule refuses                      ``Refusal(spent, requested, budget,
                                              "insufficient budget …")``
============================================  ===============================================

With ``on_exhaust="halt"`` the last two answer ``HALT`` instead and the filter halts for good:
every later message gets ``HALT`` (Alg 3 as printed, whose halt is absorbing). With the default
``"refuse"`` the analyst may go on with other, smaller spawns and with queries to its children
(the "equivalent alternative" of seed 000 §1.3). Both are valid: whether a spawn is refused is a
function of the levels, which the analyst chose, so answering it leaks nothing, and a refused
spawn is as if it had not been asked (seed 003 §3.3, "a different predictable choice").

An ``Invalid`` answer is a function of the message alone, so answering it is post-processing and
costs nothing (seed 000 Thm 2.17); checking the certificate is such a function too. **When a
child halts, only that child stops**: its ``HALT`` reaches the analyst as ``ChildHalted(j)``
(the answer ``concurrent`` gives), later queries to it are invalid, and the others go on — the
filter is then the filter of the children ``P ∘* M`` where ``P`` turns ``HALT`` into
``ChildHalted(j)``, which keeps ``M``'s certificate (seed 000 Thm 2.17). This holds for a
noninteractive child whose release is ``HALT`` too.

**Which rule is valid** comes from the capability table (``capabilities.py``): the additive rule
for pure DP, Rényi DP at a fixed order and zCDP (Thm 1.22 / 4.6, 4.10); any valid
noninteractive filter for (ε, δ)-DP and f-DP (Thm 1.20, 1.21, 3.4: the Whitehouse rule, Thm 3.7)
when the children have **finite communication** — a noninteractive child has it, an interactive
one is admitted only if you assert it with ``finite_communication=True``; approximate zCDP only
**sequentially** (``sequential=True``: spawning a child closes the previous one), since its
concurrent composition is open (seed 000 §4). ``filtered`` refuses the rest with the citation.

**Nesting** (seed 000 Alg 12): a filter is a certified mechanism at its budget, so it can be
spawned as a child, charged its budget in the parent, and it checks its own spawns
(``Query(j, Spawn(…))``) against that budget. An odometer has no level to charge: it is refused
as a child until ``filter_from_odometer(G, d)`` fixes its ``d`` in advance. Both are checked
wherever they sit in the child: through post-processing (``g @ M``, ``P @ M``, ``null_extension``)
and inside ``concurrent`` compositions, each part against the certificate it is claimed at
(``_structure.walk``, the wrappers ``certify`` walks), so a filter restated below its budget
cannot hide under a wrapper.

**Levels are checked where they enter**: the requested level and the child's certificate level
go through the measure's ``check_level``, which refuses a level whose numbers its constructor
never checked (set with ``object.__setattr__``, or a hand-made pickle state), so a negative, NaN
or non-float loss can never lower what has been spent.

**States are values and stay cheap** (DESIGN.md §1): the state is a ``FilterState`` (data,
accumulator, children) that carries the children's persistent vector (``_children``) inline, so
a step builds one small object and copies O(log n) references, never the list of children; the
exact audit replays states freely. A noninteractive child is kept as its machine until its one
release. ``open_session(filtered(…), data)`` is the user's handle: it checks and commits each
step atomically under a lock, so many threads can never overspend one filter, and it never
shows the data or the children.

Example:
    >>> from combinators.accounting import additive_accumulator
    >>> from combinators.machines import open_session, to_renyi
    >>> from combinators.measures import RenyiDP, RenyiEps, ZCDP
    >>> from combinators.primitives import gaussian, sensitivity_relation
    >>> f = filtered(RenyiDP(3), additive_accumulator(RenyiDP(3)), RenyiEps(2.0), relation=sensitivity_relation(1))
    >>> child = to_renyi(gaussian(1.0), RenyiDP(3))      # ρ = 0.5 counts 1.5 in RDP_3
    >>> s = open_session(f, 10.0, seed=0)
    >>> s.ask(Spawn(child, RenyiEps(1.5)))
    Spawned(index=0)
    >>> isinstance(s.ask(Query(0, None)), float)
    True
    >>> s.ask(Spawn(child, RenyiEps(1.5)))
    Traceback (most recent call last):
    ...
    combinators.errors.BudgetExceeded: refused: insufficient budget: ... (spent RenyiEps(1.5), requested RenyiEps(1.5), budget RenyiEps(2.0)); nothing changed

References: seed 000 Alg 3, Alg 12, Def 2.7–2.8, Lemma 2.19, Thm 1.20–1.22, 3.4, 3.7, 4.6, 4.10;
seed 003 Thm 1–2 (Whitehouse et al. 2023).
"""

from __future__ import annotations

from typing import Any, ClassVar, Final, Literal, TypeAlias, final

import attrs
from typing_extensions import override

from .._typing import D
from .._validation import check_bool, check_int, check_str
from ..accounting import Accumulator, ScalarAccumulator, WhitehouseAccumulator
from ..accounting.filter_rules import remaining
from ..errors import InvalidArgument
from ..machines import BIT_FLIP, HALT, InteractiveMechanism, Invalid, Mechanism, Refusal, Relation
from ..machines.certificate import issue, opt_in_premises
from ..machines.provenance import Proved
from ..measures import EpsDelta, Measure
from ..prob import Coins
from ._engine import PRIVACY_LOSS, STATUS, FilterState, FilterStatus, PrivacyLoss, Query, Spawn, Spawned, StatusQuery
from ._engine import (ENGINES, LEVEL_ERRORS, EngineFields, admit, ask_child, cannot_charge, capability_entry, check_accumulator,
                      initial_state, invalid_message, show_options, show_rule, spawn_check)
from ._engine import rule_kind as rule_kind  # certification reads a filter's rule kind the way the filter decides it
from .capabilities import Combinator

__all__ = [
    "PRIVACY_LOSS",
    "STATUS",
    "Exhausted",
    "FiltCon",
    "FilterMessage",
    "FilterState",
    "FilterStatus",
    "OnExhaust",
    "PrivacyLoss",
    "Query",
    "Spawn",
    "Spawned",
    "StatusQuery",
    "filtered",
]

OnExhaust: TypeAlias = Literal["refuse", "halt"]
"""What a filter does when a spawn does not fit: answer a ``Refusal`` and go on, or halt for good."""

_ON_EXHAUST: Final = ("refuse", "halt")

FilterMessage: TypeAlias = Spawn[D] | Query
"""What a filter takes: spawns and queries. It answers ``STATUS`` too, which its type leaves out
so that post-processors written for spawns and queries compose with it unchanged; a typed
session over a filter sends it for you."""


def _check_reason(inst: object, attribute: object, value: str) -> None:
    check_str("reason", value)


def _children_count(value: object) -> int:
    return check_int("children", value, minimum=0)


@final
@attrs.frozen
class Exhausted:
    """The absorbing state of a filter built with ``on_exhaust="halt"`` once a spawn did not fit.

    The data and the children are dropped; every later message is answered ``HALT``. What is kept
    is a function of the levels alone: ``reason``, the refusal's reason (why it halted), what had
    been ``spent`` and how many ``children`` had been spawned.
    """

    reason: str = attrs.field(validator=_check_reason)
    spent: object = None
    children: int = attrs.field(default=0, converter=_children_count)


def _check_budget(accumulator: Accumulator[D], budget: D) -> None:
    try:
        accumulator.within(budget)
    except LEVEL_ERRORS as e:
        msg = (f"budget={budget!r} cannot be compared by the rule {accumulator!r} ({type(e).__name__}: {e}); "
               "pass a budget of the rule's own kind")
        raise InvalidArgument(msg) from e


def _check_target(accumulator: object, budget: object) -> None:
    """A Whitehouse accumulator reports its target δ as the δ of every value, so one whose target
    is above the budget's δ would refuse every spawn: refuse it when the filter is built."""
    if type(accumulator) is WhitehouseAccumulator and type(budget) is EpsDelta and accumulator.delta > budget.delta:
        msg = (f"rule={accumulator!r} targets delta={accumulator.delta!r}, above the budget's delta={budget.delta!r} "
               f"(budget={budget!r}), so it would refuse every spawn; build it with "
               f"whitehouse_accumulator(delta_prime, {budget.delta!r}), the budget's δ")
        raise InvalidArgument(msg)


def _check_cap(inst: object, attribute: object, value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 1):  # exactly an int: not a bool, nor a subclass that compares as it likes
        msg = f"cap={value!r} must be None (no limit) or an int >= 1, the most children the filter spawns"
        raise InvalidArgument(msg)


def _check_on_exhaust(inst: object, attribute: object, value: OnExhaust) -> None:
    given: object = value  # a caller may pass anything: check it
    if type(given) is not str or given not in _ON_EXHAUST:  # by type: `in` asks the value's __eq__
        msg = f"on_exhaust={value!r} must be 'refuse' (answer a Refusal and go on) or 'halt' (halt for good)"
        raise InvalidArgument(msg)


# ---------------------------------------------------------------------------------------------
# The filter
# ---------------------------------------------------------------------------------------------


@final
@attrs.frozen(repr=False)
class FiltCon(InteractiveMechanism[Any, "FilterState[D] | Exhausted", "Spawn[D] | Query", object], EngineFields[D]):
    """``F(·; budget)-FiltCon(IM)`` (seed 000 Alg 3) as a machine; build it with ``filtered``.

    The fields it shares with the odometer, and what it derives from them, are ``EngineFields``;
    its own are ``budget``, ``cap`` and ``on_exhaust``. The class checks what makes it a valid
    filter, the capability table included, so one built by hand is held to what ``filtered``
    checks; ``filtered`` is the smart constructor (``"additive"`` for the accumulator, the budget
    checked as a level of the measure).

    Its repr is the class call that rebuilds it (the ``theorem`` shown only where it is not the
    capability table's); the certified ``Mechanism`` ``filtered`` returns prints as that call.

    Example:
        >>> from combinators.measures import PureDP, Epsilon
        >>> f = filtered(PureDP(), "additive", Epsilon(1.0), cap=2)
        >>> f
        filtered(PureDP(), 'additive', Epsilon(1.0), cap=2)
        >>> f.machine
        FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0), cap=2)
    """

    COMBINATOR: ClassVar[Combinator] = Combinator.FILTER

    budget: D
    cap: int | None = attrs.field(default=None, validator=_check_cap)
    on_exhaust: OnExhaust = attrs.field(default="refuse", validator=_check_on_exhaust)

    def __attrs_post_init__(self) -> None:
        """The budget is a level of the measure that the rule can compare (after the rules' checks)."""
        self.measure.check_level(self.budget)
        _check_budget(self.accumulator, self.budget)
        _check_target(self.accumulator, self.budget)

    @override
    def __repr__(self) -> str:
        rule = show_rule(self.measure, self.accumulator)
        accumulator = f"additive_accumulator({self.measure!r})" if rule == "'additive'" else rule
        theorem = "" if self.theorem == self._rules.theorem else f", theorem={self.theorem!r}"
        return f"FiltCon({self.measure!r}, {accumulator}, {self.budget!r}{filter_options(self)}{theorem})"

    @override
    def init(self, data: Any, /) -> FilterState[D] | Exhausted:
        return initial_state(data, self.accumulator)

    @override
    def step(self, state: FilterState[D] | Exhausted, query: Spawn[D] | Query, coins: Coins, /
             ) -> tuple[FilterState[D] | Exhausted, object]:
        if isinstance(state, Exhausted):
            return state, HALT
        msg: object = query  # the analyst may send anything: parse it
        if isinstance(msg, Query):
            return ask_child(state, msg, coins)
        if isinstance(msg, Spawn):
            return self._spawn(state, msg)
        if msg is STATUS:
            return state, self.status(state)
        if isinstance(msg, PrivacyLoss):
            return state, Invalid("invalid query: a filter has no privacy_loss query (seed 000 Alg 15); "
                                  "ask STATUS, or use an odometer")
        return state, invalid_message(msg, "Spawn(mechanism, level), Query(j, q) and STATUS")

    def status(self, state: FilterState[D] | Exhausted, /) -> FilterStatus[D]:
        """Where the filter stands in ``state`` (the answer to ``STATUS``; for a halted state too,
        which answers ``HALT`` to ``STATUS`` itself)."""
        if isinstance(state, Exhausted):
            spent: Any = state.spent
            return FilterStatus(spent, None, self.budget, state.children, self.cap, True, state.reason)
        acc: Accumulator[D] = state[1]
        return FilterStatus(acc.value(), remaining(acc, self.budget), self.budget, state[2], self.cap)

    def halt_reason(self, state: object, /) -> str | None:
        """Why the filter halted in ``state`` (the refusal's reason), or ``None`` if it has not:
        what a session puts in ``MachineHalted`` (the ``ExplainsHalt`` protocol)."""
        return state.reason if isinstance(state, Exhausted) else None

    def _spawn(self, state: FilterState[D], msg: Spawn[D]) -> tuple[FilterState[D] | Exhausted, object]:
        level = msg.level
        checked = spawn_check(self._rules, msg.mechanism, level)
        if isinstance(checked, str):  # a reason (spawn_check's own string)
            return state, Invalid(checked)
        cap = self.cap
        if cap is not None and state[2] >= cap:
            return self._exhaust(state, level, f"at mechanism count limit: the filter spawns at most {cap} "
                                               f"mechanisms (cap={cap})")
        acc: Accumulator[D] = state[1]  # (FilterState.accumulator, without the property call)
        scalar: Any = acc
        own: Any = self.accumulator
        try:
            if (checked is not None and type(scalar) is ScalarAccumulator
                    and scalar.measure is own.measure):
                after: Accumulator[D] = scalar._charged(checked)  # the number spawn_check read and checked
            else:
                after = acc.add(level)  # = admits(level, budget) by the Accumulator contract
            fits = after.within(self.budget)
        except LEVEL_ERRORS as e:
            return state, Invalid(cannot_charge(acc, level, e))
        if not fits:
            return self._exhaust(state, level, f"insufficient budget: spawning {level!r} would take the "
                                               f"accumulated level to {after.value()!r}, which is not ⪯ "
                                               f"the budget {self.budget!r}")
        return admit(state, msg.mechanism, after, self.sequential)

    def _exhaust(self, state: FilterState[D], level: D, reason: str) -> tuple[FilterState[D] | Exhausted, object]:
        if self.on_exhaust == "halt":
            return Exhausted(reason, state.accumulator.value(), state[2]), HALT
        return state, Refusal(state.accumulator.value(), level, self.budget, reason)


ENGINES[id(FiltCon)] = FiltCon  # a Query through a nested filter is followed down in a loop


def filter_options(machine: FiltCon[Any], *, engine: bool = True) -> str:
    """``, key=value`` for each option of ``machine`` that is not its default, as ``filtered``
    takes them (``cap``, ``on_exhaust``; with ``engine``, the relation and the flags too)."""
    out = "" if machine.cap is None else f", cap={machine.cap}"
    out += "" if machine.on_exhaust == "refuse" else f", on_exhaust={machine.on_exhaust!r}"
    if engine:
        out += show_options(machine.relation, machine.finite_communication, machine.sequential,
                            machine.rule_is_valid, machine.trust_asserted)
    return out


def filtered(
    measure: Measure[D],
    rule: Accumulator[D] | Literal["additive"],
    budget: D,
    *,
    cap: int | None = None,
    on_exhaust: OnExhaust = "refuse",
    relation: Relation = BIT_FLIP,
    finite_communication: bool = False,
    sequential: bool = False,
    rule_is_valid: bool = False,
    trust_asserted: bool = False,
) -> Mechanism[Any, FilterState[D] | Exhausted, Spawn[D] | Query, object, D]:
    """``F(·; budget)-FiltCon(IM)``: spawn children at adaptively chosen levels until ``budget``.

    The analyst sends ``Spawn(mechanism, level)`` and ``Query(j, q)`` (module docs). A spawn is
    admitted iff the child's certificate covers ``level`` and ``G(d_1, …, d_k, level) ⪯ budget``
    for the accumulator ``G`` of ``rule``, checked before the child is created.

    Args:
        measure: the measure of the budget and of every child (``PureDP()``, ``RenyiDP(α)``,
            ``ZCDP()``, ``ApproxDP()``, ``ApproxZCDP()``, ``FDP()``).
        rule: the accumulator ``G`` of the continuation rule ``𝕀(G ⪯ budget)``, e.g.
            ``additive_accumulator(measure)`` or ``whitehouse_accumulator(δ', δ)``; ``"additive"``
            is short for the former. Levels it already holds count as spent.
        budget: the level of the whole interaction, fixed in advance.
        cap: the most children to spawn (seed 000's K); ``None``: no limit.
        on_exhaust: ``"refuse"`` answers a ``Refusal`` and keeps the state; ``"halt"`` answers
            ``HALT`` and halts for good.
        relation: the neighbouring relation of the budget; every child must be certified for it.
        finite_communication: assert that every child exchanges boundedly many messages, which
            the (ε, δ) and f-DP theorems need; without it only noninteractive children are
            admitted under those measures.
        sequential: allow only sequential composition (spawning a child closes the previous one);
            required for approximate zCDP, whose concurrent composition is open.
        rule_is_valid: assert that ``rule``, an accumulator of your own, is a valid filter for
            noninteractive mechanisms (what seed 000 Thm 3.4 needs under (ε, δ)-DP and f-DP).
            Without it only the library's proved rules are taken (the additive ones,
            ``whitehouse_accumulator``, ``gaussian_accumulator``).
        trust_asserted: admit children whose certificates rest on the caller's word
            (``certify_machine``, a hand-made ``Certificate``, a proved certificate copied onto
            another machine). Without it such a spawn is answered ``Invalid``.

    Returns:
        A ``Mechanism`` certified at ``(measure, budget, relation)`` whose machine is a
        ``FiltCon``; ``machine.theorem`` names the theorem the certificate rests on.

    Raises:
        CompositionForbidden: the capability table has no theorem for this measure and rule
            (e.g. a non-additive rule under Rényi DP or zCDP, seed 000 §7 item 1; approximate
            zCDP without ``sequential=True``), with the citation.
        IncompatibleMeasureError: the budget or the accumulator belongs to another measure.
        InvalidArgument: a bad ``rule``, ``cap``, ``on_exhaust``, ``relation`` or flag; an
            accumulator of your own without ``rule_is_valid=True``.

    Privacy: the whole interaction, every child and every query included, is ``budget``-DP under
        ``measure`` for data related by ``relation``, against every adaptive analyst (seed 000
        Def 2.8). The caller must ensure that the children's certificates are true; when
        asserting ``finite_communication``, that every child exchanges boundedly many messages;
        and when asserting ``rule_is_valid``, that the rule is a valid noninteractive filter.

    Example:
        >>> from combinators.accounting import whitehouse_accumulator
        >>> from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP
        >>> f = filtered(PureDP(), "additive", Epsilon(1.0))
        >>> f.level, f.machine.theorem[:40]
        (Epsilon(1.0), 'I(Σε_i ≤ ε), spending exactly ε allowed:')
        >>> w = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5))
        >>> w.machine.theorem[:52]
        'any valid filter for noninteractive mechanisms, e.g.'

    References: seed 000 Alg 3, Def 2.8, Lemma 2.19, Thm 1.20–1.22, 3.4, 3.7, 4.6, 4.10; seed 003
    Thm 1–2.
    """
    machine = build_filter(measure, rule, budget, cap=cap, on_exhaust=on_exhaust, relation=relation,
                            finite_communication=finite_communication, sequential=sequential,
                            rule_is_valid=rule_is_valid, trust_asserted=trust_asserted)
    origin = f"filtered({machine.measure!r}, {show_rule(machine.measure, machine.accumulator)}, {machine.budget!r}"
    return issue_filter(machine, f"{origin}{filter_options(machine)})")


def issue_filter(machine: FiltCon[D], origin: str) -> Mechanism[Any, FilterState[D] | Exhausted, Spawn[D] | Query, object, D]:
    """A filter certified at its budget: ``Proved`` by its theorem, with its opt-in flags as
    premises; it prints as ``origin``, the factory call that built it."""
    premises = opt_in_premises(rule_is_valid=machine.rule_is_valid, trust_asserted=machine.trust_asserted)
    return issue(machine, machine.measure, machine.budget, machine.relation, Proved(machine.theorem, premises),
                 origin=origin)


def build_filter(measure: Measure[D], rule: object, budget: D, *, cap: object, on_exhaust: object,
                  relation: object, finite_communication: object, sequential: object,
                  rule_is_valid: object = False, trust_asserted: object = False) -> FiltCon[D]:
    """The checked ``FiltCon`` behind ``filtered`` and ``filter_from_odometer``."""
    capability_entry(measure, Combinator.FILTER, rule, check_bool("sequential", sequential))  # the table first
    accumulator = check_accumulator(measure, rule)
    # FiltCon checks the rest when it is built (so a hand-built one is checked too)
    return FiltCon(measure, accumulator, measure.check_level(budget), cap, on_exhaust,  # type: ignore[arg-type]  # checked there
                   relation=relation, finite_communication=finite_communication,  # type: ignore[arg-type]  # checked there
                   sequential=sequential, rule_is_valid=rule_is_valid,  # type: ignore[arg-type]  # checked there
                   trust_asserted=trust_asserted)  # type: ignore[arg-type]  # checked there
