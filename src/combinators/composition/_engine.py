"""The engine of filters and odometers: their messages, their state, and the spawn and query steps they share.

A filter (``filters.py``, ``FiltCon``) and an odometer (``odometers.py``, ``OdomCon``) take the same
children and the same messages and keep the same state; they differ only in what decides a spawn
(a budget, or nothing) and in what they answer besides. What both use lives here:

- the messages and answers: ``Spawn``, ``Query``, ``Spawned``, ``PRIVACY_LOSS``, ``STATUS`` and
  ``FilterStatus`` (re-exported by ``filters.py`` and ``odometers.py``, which are their public homes);
- the state ``FilterState`` and its children's slots (a persistent vector, ``_children``);
- the spawn check ``not_covered`` (the hot path: every spawn runs it), the query step ``ask_child``
  (which follows a query through nested filters in a loop) and ``admit``;
- the rules a machine checks when it is built (``checked_rules``: the capability table, the
  accumulator, the relation and the flags), its theorem text and its repr's options.

``ENGINES`` registers the machines whose query step is ``ask_child`` (``FiltCon`` and ``OdomCon``);
a registered machine that is not ``Levelless`` is a filter, certified at a budget of its own.

References: Haney et al. 2023, Alg 3, Alg 6, Alg 12, Thm 2.17.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar, Final, Generic, Protocol, TypeAlias, cast, final

import attrs
from typing_extensions import override

from .._typing import D
from .._validation import check_bool, check_instance, check_int, check_str, same_value
from ..accounting import ADDITIVE_ACCUMULATORS, Accumulator, GaussianAccumulator, WhitehouseAccumulator, additive_accumulator
from ..accounting.filter_rules import has_accumulator_methods
from ..errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from ..machines import (BIT_FLIP, Certificate, Halt, InteractiveMechanism, Invalid, Mechanism,
                        NoninteractiveMechanism, Relation)
from ..machines.certificate import caller_assumptions_of, check_composable, composition_refusal
from ..machines.messages import NamedConstant
from ..measures import FDP, ZCDP, ApproxDP, ApproxZCDP, Measure, PureDP, RenyiDP
from ..prob import Coins
from ._children import EMPTY_PARTS, WIDTH, PVector, append, get, set_
from ._nested import deep_eq, deep_hash, flatten, negated, unflatten
from ._structure import STRUCTURED, kind_test, same, walk
from .capabilities import Adaptivity, Capability, Combinator, Condition, Rule, Status, conversion_hint, lookup, require
from .concomp import ChildHalted, check_theorem

__all__ = [
    "ENGINES",
    "EngineFields",
    "LEVEL_ERRORS",
    "PRIVACY_LOSS",
    "STATUS",
    "ChildSlot",
    "FilterState",
    "FilterStatus",
    "Levelless",
    "PrivacyLoss",
    "Query",
    "Rules",
    "Spawn",
    "Spawned",
    "StatusQuery",
    "admit",
    "ask_child",
    "cannot_charge",
    "capability_entry",
    "check_accumulator",
    "checked_rules",
    "initial_state",
    "invalid_message",
    "not_covered",
    "rule_kind",
    "show_options",
    "show_rule",
    "spawn_check",
    "spawn_answer",
    "theorem_text",
]

# ---------------------------------------------------------------------------------------------
# Messages and answers
# ---------------------------------------------------------------------------------------------


def _check_index(value: object) -> int:
    """A child's index: an int ``>= 0`` (a numpy integer is taken as the int; bool is refused)."""
    if type(value) is int and value >= 0:  # the common case, without the general check
        return value
    return check_int("index", value, minimum=0)


@final
@attrs.frozen
class Spawn(Generic[D]):
    """Start a new child ``mechanism`` charged ``level`` (Haney et al. 2023's ``(M', d')``).

    ``level`` is the privacy level the analyst chooses for it, possibly from earlier answers; the
    child's certificate must cover it (same measure and relation, ``cert.level ⪯ level``). The
    type is generic in the level, so sending a ``Spawn[Rho]`` to a Rényi filter does not type-check.
    It raises ``InvalidArgument`` when built for a mechanism that is not certified (a raw machine,
    an odometer) and ``IncompatibleMeasureError`` for a level of another measure than the child's;
    a filter checks all of it again, since a message need not come from this constructor.

    Example:
        >>> from combinators.measures import Epsilon
        >>> from combinators.primitives import randomized_response
        >>> Spawn(randomized_response(e_eps=3), Epsilon(1.1)).level
        Epsilon(1.1)
    """

    mechanism: Mechanism[Any, Any, Any, Any, D]
    level: D

    def __attrs_post_init__(self) -> None:
        """Refuse a spawn no filter can admit. The level's numbers are checked where it is charged
        (a filter answers a forged level ``Invalid``), so a level of the child's level type is
        taken here without the measure's check."""
        mechanism: object = self.mechanism
        if type(mechanism) is not Mechanism:
            check_composable(mechanism, "mechanism")
            if isinstance(mechanism, Levelless):
                raise InvalidArgument(f"mechanism={mechanism!r} is an odometer: {_NO_LEVEL}")
            msg = (f"mechanism={mechanism!r} must be a certified Mechanism (certify a machine with "
                   "combinators.machines.certify_machine)")
            raise InvalidArgument(msg)
        cert = self.mechanism.certificate
        if type(self.level) is not type(cert.level):  # the same type: a level of the child's measure
            cert.measure.check_level(self.level)


@final
@attrs.frozen(eq=False, repr=False)
class Query:
    """Send ``query`` to child ``index`` (0-based; Haney et al. 2023's ``(j, q)``): an int ``>= 0``.

    A query to a grandchild nests: ``Query(j, Query(k, q))``. ``repr``, ``==``, ``hash`` and
    ``pickle`` walk the ``Query`` layers in a loop (``_layers``), so a message nested through
    thousands of filters costs no recursion; they mean what the generated ones would (fields
    compared in order, by ``==``).

    Example:
        >>> Query(0, None)
        Query(index=0, query=None)
        >>> Query(1, Query(0, "q")) == Query(1, Query(0, "q")), Query(1, Query(0, "q")) == Query(1, Query(2, "q"))
        (True, False)
    """

    index: int = attrs.field(converter=_check_index)
    query: object = None

    @override
    def __repr__(self) -> str:
        indices, bottom = _layers(self)
        opened = "".join(f"Query(index={j!r}, query=" for j in indices)
        return f"{opened}{bottom!r}{')' * len(indices)}"

    @override
    def __eq__(self, other: object) -> bool:
        if type(other) is not Query:
            return NotImplemented
        a: object = self
        b: object = other
        while type(a) is Query and type(b) is Query:
            if a is b:
                return True
            if not (a.index is b.index or a.index == b.index):
                return False
            a, b = a.query, b.query
        return a is b or bool(a == b)

    @override
    def __ne__(self, other: object) -> bool:
        return negated(self.__eq__(other))

    @override
    def __hash__(self) -> int:
        indices, bottom = _layers(self)
        h = hash(bottom)
        for j in reversed(indices):
            h = hash((_QUERY_SALT, j, h))
        return h

    @override
    def __reduce__(self) -> tuple[object, tuple[tuple[object, ...], object]]:
        """Pickle and copy as the flat list of indices and the innermost query."""
        return _rebuild_query, _layers(self)


_QUERY_SALT: Final = "Query"


def _layers(query: Query) -> tuple[tuple[object, ...], object]:
    """The indices of the ``Query`` layers from the outside in, and what the innermost one carries."""
    indices = []
    q: object = query
    while type(q) is Query:
        indices.append(q.index)
        q = q.query
    return tuple(indices), q


def _rebuild_query(indices: tuple[object, ...], bottom: object) -> Query:
    q = bottom
    for j in reversed(indices):
        q = Query(j, q)  # through the constructor: the indices are checked again
    return q  # type: ignore[return-value]  # at least one layer: a Query


@final
@attrs.frozen
class Spawned:
    """The answer to an admitted spawn: the new child's index.

    Example:
        >>> Spawned(3)
        Spawned(index=3)
    """

    index: int = attrs.field(converter=_check_index)


_new_object: Final = object.__new__
_set: Final = object.__setattr__


def spawn_answer(k: int) -> Spawned:
    """``Spawned(k)`` for the count ``k`` of a state (an int ``>= 0`` by construction), without the
    converter that a caller's index goes through."""
    answer: Spawned = _new_object(Spawned)
    _set(answer, "index", k)
    return answer


class PrivacyLoss(NamedConstant, bare=True):
    """The odometer's ``privacy_loss`` query (Haney et al. 2023, Def 1.12). A filter answers it ``Invalid``
    (Haney et al. 2023, Alg 15: a filter has no privacy-loss query)."""

    PRIVACY_LOSS = "privacy_loss"


PRIVACY_LOSS: Final = PrivacyLoss.PRIVACY_LOSS


class StatusQuery(NamedConstant, bare=True):
    """The status query: a filter or an odometer answers ``STATUS`` with a ``FilterStatus``.

    It is deterministic and leaves the state as it was, and it costs no privacy: every number in
    the answer is a function of the levels the analyst chose (as a refusal is; Whitehouse et al.
    2023, §3.3)."""

    STATUS = "status"


STATUS: Final = StatusQuery.STATUS


@final
@attrs.frozen
class FilterStatus(Generic[D]):
    """Where a filter or an odometer stands: the answer to ``STATUS``.

    - ``spent``: ``G`` of the admitted levels (what ``Refusal.spent`` says).
    - ``remaining``: the largest level one more spawn may be charged (``accounting.filters.
      remaining``: every level ``⪯`` it fits the rule); ``None`` for an odometer, for an
      accumulator of your own (whose remainder need not be one level), when nothing fits, and
      once halted. A cap is not folded in: compare ``children`` with ``cap``.
    - ``budget``: the filter's budget; ``None`` for an odometer.
    - ``children``: how many children were spawned (halted ones included); ``cap`` the filter's.
    - ``halted`` and ``reason``: whether the filter halted (``on_exhaust="halt"``) and why. A
      halted filter answers ``HALT`` to every message, ``STATUS`` included (Alg 3: halting is
      absorbing), so this is what ``FiltCon.status(state)`` reads from a halted state, for the
      curator; a session reports the reason in ``MachineHalted`` (``FiltCon.halt_reason``).

    Example:
        >>> from combinators.measures import Epsilon
        >>> FilterStatus(Epsilon(0.25), Epsilon(0.75), Epsilon(1.0), 1)
        FilterStatus(spent=Epsilon(0.25), remaining=Epsilon(0.75), budget=Epsilon(1.0), children=1, cap=None, halted=False, reason=None)
    """

    spent: D = attrs.field(validator=lambda _i, a, v: _check_level_value(a.name, v))
    remaining: D | None = attrs.field(validator=lambda _i, a, v: _check_level_value(a.name, v, optional=True))
    budget: D | None = attrs.field(validator=lambda _i, a, v: _check_level_value(a.name, v, optional=True))
    children: int = attrs.field(validator=lambda _i, a, v: _check_status_field(a.name, v))
    cap: int | None = attrs.field(default=None, validator=lambda _i, a, v: _check_status_field(a.name, v))
    halted: bool = attrs.field(default=False, validator=lambda _i, a, v: _check_status_field(a.name, v))
    reason: str | None = attrs.field(default=None, validator=lambda _i, a, v: _check_status_field(a.name, v))

    def __attrs_post_init__(self) -> None:
        kinds = {type(x) for x in (self.spent, self.remaining, self.budget) if x is not None}
        if len(kinds) > 1:
            msg = (f"spent={self.spent!r}, remaining={self.remaining!r} and budget={self.budget!r} must be "
                   "levels of one measure")
            raise InvalidArgument(msg)


def _check_status_field(name: str, value: object) -> None:
    """The plain fields of a ``FilterStatus``: counts, the cap, the halted flag and the reason."""
    if name == "children":
        check_int(name, value, minimum=0)
    elif name == "cap":
        if value is not None:
            check_int(name, value, minimum=1)
    elif name == "halted":
        if type(value) is not bool:
            check_bool(name, value)
    elif value is not None:
        check_str(name, value)


def _check_level_value(name: str, value: object, *, optional: bool = False) -> None:
    """A privacy level is a frozen value of its measure's level type (an attrs class, as every
    level of the library is), never a bare number, string or container."""
    if optional and value is None:
        return
    if not attrs.has(type(value)):
        msg = f"{name}={value!r} must be a privacy level such as Epsilon(1.0), not {type(value).__name__}"
        raise InvalidArgument(msg)


# ---------------------------------------------------------------------------------------------
# States
# ---------------------------------------------------------------------------------------------


class _Closed(NamedConstant, bare=True):
    """A child slot whose child can take no more queries (its state, and data, are dropped).

    ``RELEASED`` is a noninteractive child after its one release: by the NIM contract (its
    ``step`` is final) it halts on every later query, so nothing of it is needed but this
    marker, one shared reference per answered child instead of a ``(machine, state)`` pair."""

    HALTED = "halted"
    SUPERSEDED = "superseded"
    RELEASED = "released"


ChildSlot: TypeAlias = "tuple[InteractiveMechanism[Any, Any, Any, Any], Any] | NoninteractiveMechanism[Any, Any] | _Closed"
"""A child: its machine and its state; a noninteractive child before its release, as its
machine alone, and after it as ``_Closed.RELEASED``; or a marker once it is closed."""


_new_tuple: Final = tuple.__new__


@final
class FilterState(tuple[Any, ...], Generic[D]):
    """The state of a filter or an odometer: its data, its accumulator and its children.

    A value: every step returns a new one and leaves the old one as it was. ``repr`` never
    shows the data or a child's state. Equality is by value (data, accumulator, children), and
    a state never equals a plain tuple.

    The children are a persistent vector (``_children``) whose parts ``(count, shift, root,
    tail)`` the state carries inline, so a step builds this one small object and copies
    O(log n) references; ``children`` is a ``PVector`` view of them. (A tuple subclass: it costs
    a third of a frozen attrs class to build, and this object is built on every message.)

    Example:
        >>> from combinators.accounting import additive_accumulator
        >>> from combinators.measures import PureDP
        >>> FilterState(b"data", additive_accumulator(PureDP()))
        FilterState(spent=Epsilon(0.0), children=0)
    """

    __slots__ = ()

    def __new__(cls, data: object, accumulator: Accumulator[D]) -> FilterState[D]:
        """The state with no children yet."""
        if not has_accumulator_methods(accumulator):
            msg = (f"accumulator={accumulator!r} must be an Accumulator (value, add, within, admits; e.g. "
                   "combinators.accounting.additive_accumulator(measure))")
            raise InvalidArgument(msg)
        return _new_tuple(cls, (data, accumulator, *EMPTY_PARTS))

    @property
    def data(self) -> object:
        """The data the children are started on."""
        return self[0]

    @property
    def accumulator(self) -> Accumulator[D]:
        """``G`` over the admitted levels."""
        acc: Accumulator[D] = self[1]
        return acc

    @property
    def children(self) -> PVector[ChildSlot]:
        """The child slots, in spawn order (a persistent-vector view; nothing is copied)."""
        return PVector(self[2], self[3], self[4], self[5])

    @property
    def spent(self) -> D:
        """``G`` of the admitted levels: what the children spawned so far cost."""
        return self.accumulator.value()

    @property
    @override
    def count(self) -> int:  # type: ignore[override]  # tuple.count(x) makes no sense on a state
        """How many children were spawned (halted ones included)."""
        n: int = self[2]
        return n

    # Python asks a subclass first, so these also decide ``plain_tuple == state``: False.
    # A state nested through filters thousands deep (a filter child's state is in a slot) is
    # compared and hashed on a stack (``_nested``) when the C recursion gives up; the hash is
    # tuple's, bit for bit, whichever way it is computed.
    @override
    def __eq__(self, other: object) -> bool:
        if type(other) is FilterState:
            try:
                return tuple.__eq__(self, other)
            except RecursionError:
                return deep_eq(self, other, _STATE_TUPLES)
        return False if isinstance(other, tuple) else NotImplemented

    @override
    def __ne__(self, other: object) -> bool:
        return negated(self.__eq__(other))

    @override
    def __hash__(self) -> int:
        try:
            return tuple.__hash__(self)
        except RecursionError:
            return deep_hash(self, _STATE_TUPLES)

    @override
    def __reduce__(self) -> tuple[object, tuple[tuple[tuple[Any, ...], ...]]]:
        """Copy and pickle by the parts (``__new__`` takes only the data and the accumulator),
        the states of nested filters as nodes of their own (``_nested.flatten``), so that a state
        nested thousands deep pickles without recursion."""
        return _rebuild_states, (flatten(self, FilterState),)

    @override
    def __repr__(self) -> str:
        return f"FilterState(spent={self.spent!r}, children={self.count})"


def _rebuild_state(parts: tuple[Any, ...]) -> FilterState[Any]:
    state: FilterState[Any] = _new_tuple(FilterState, parts)
    return state


def _rebuild_states(nodes: tuple[tuple[Any, ...], ...]) -> FilterState[Any]:
    state: FilterState[Any] = unflatten(nodes, _rebuild_state)
    return state


_STATE_TUPLES: Final = (tuple, FilterState)
"""What ``==`` and ``hash`` of a deep state walk into: its parts, slots and vector nodes."""


_NIM_INIT: Final = NoninteractiveMechanism.init


def _slot(state: FilterState[Any], j: int) -> ChildSlot:
    """Child ``j``'s slot (``0 <= j < count``, checked by the caller)."""
    _, _, n, shift, root, tail = state
    off = n - len(tail)
    if j >= off:  # the newest children: the common case
        slot: ChildSlot = tail[j - off]
        return slot
    return get(n, shift, root, tail, j)  # type: ignore[no-any-return]  # the leaves are slots


def _with_slot(state: FilterState[D], j: int, slot: ChildSlot) -> FilterState[D]:
    """The state with child ``j``'s slot replaced (O(log n) references copied)."""
    data, acc, n, shift, root, tail = state
    k = j - n + len(tail)
    if k >= 0:  # in the tail: the newest children, the common case
        copy = list(tail)
        copy[k] = slot
        return _new_tuple(FilterState, (data, acc, n, shift, root, tuple(copy)))
    root, tail = set_(n, shift, root, tail, j, slot)
    return _new_tuple(FilterState, (data, acc, n, shift, root, tail))


def _with_child(state: FilterState[D], slot: ChildSlot, accumulator: Accumulator[D]) -> FilterState[D]:
    """The state with one more child and the accumulator that charged it (amortised O(1))."""
    data, _, n, shift, root, tail = state
    if len(tail) < WIDTH:  # room in the tail: the common case
        return _new_tuple(FilterState, (data, accumulator, n + 1, shift, root, (*tail, slot)))
    shift, root, tail = append(n, shift, root, tail, slot)
    return _new_tuple(FilterState, (data, accumulator, n + 1, shift, root, tail))


# ---------------------------------------------------------------------------------------------
# Spawns and queries
# ---------------------------------------------------------------------------------------------


class Levelless:
    """Marks machines that have no privacy level to charge (odometers): a filter refuses them."""

    __slots__ = ()


class _Budgeted(Protocol):
    """What the spawn check reads of a filter found inside a child (``FiltCon``)."""

    @property
    def measure(self) -> Measure[Any]: ...
    @property
    def budget(self) -> Any: ...
    @property
    def relation(self) -> Relation: ...
    @property
    def cap(self) -> int | None: ...
    @property
    def finite_communication(self) -> bool: ...


@final
@attrs.frozen
class Rules:
    """What every spawn is checked against, shared by filters and odometers, and the theorem
    that makes the machine valid (``theorem_text`` of its capability-table entry)."""

    measure: Measure[Any]
    relation: Relation
    needs_finite_communication: bool
    finite_communication: bool
    sequential: bool
    trust_asserted: bool = False
    theorem: str = ""

    def core_problem(self, machine: object, claim: Certificate[Any] | None) -> str | None:
        """``_core_problem`` under these rules (the visitor of ``_structure.walk``)."""
        return _core_problem(self, machine, claim)


def not_covered(rules: Rules, mechanism: object, level: object) -> str | None:
    """Why ``Spawn(mechanism, level)`` cannot be admitted whatever the state, or None if it can.

    Every level is checked where it enters (``check_level`` refuses one forged around its
    constructor), and the child's structure is checked through every wrapper (``_structure``):
    a filter anywhere inside must be covered by the certificate it is claimed at."""
    problem = spawn_check(rules, mechanism, level)
    return problem if type(problem) is str else None


def spawn_check(rules: Rules, mechanism: object, level: object) -> str | float | Fraction | None:
    """``not_covered``, but for a one-number measure (``_SCALAR``) an admissible spawn gives the
    requested level's number, read once and checked (``loss``), so the filter charges that
    number without reading the level again: a string is the reason for refusing."""
    if not isinstance(mechanism, Mechanism):
        if isinstance(mechanism, Levelless):
            return _ODOMETER_CHILD
        if (why := composition_refusal(mechanism)) is not None:
            return f"invalid query: Spawn.mechanism {why}"
        return (f"invalid query: Spawn.mechanism={mechanism!r} is not a certified Mechanism "
                "(certify it with combinators.machines.certify_machine)")
    machine = mechanism.machine
    cert = mechanism.certificate
    measure = rules.measure
    if cert.measure is not measure and not (type(measure) in _FIELDLESS and type(cert.measure) is type(measure)) \
            and not same(measure, cert.measure):
        return (f"divergence cannot be parsed: the child is certified under {cert.measure!r} but this "
                f"filter is under {measure!r}; {conversion_hint(cert.measure, measure)}")
    if cert.relation is not rules.relation and not same(rules.relation, cert.relation):
        return (f"divergence cannot be parsed: the child is certified for the relation {cert.relation.name!r} "
                f"but this filter's budget is stated for {rules.relation.name!r} (build the filter with "
                "relation=..., or restate the child's certificate)")
    if type(measure) in _SCALAR:  # one number each: ``loss`` checks a level as check_level does
        try:
            requested = measure.loss(level)  # type: ignore[attr-defined]  # a ScalarMeasure, by exact type
        except (IncompatibleMeasureError, InvalidArgument) as e:
            return f"divergence cannot be parsed: the requested level is not a level of {measure!r} ({e})"
        try:
            certified = measure.loss(cert.level)  # type: ignore[attr-defined]
        except (IncompatibleMeasureError, InvalidArgument) as e:
            return f"divergence cannot be parsed: the child's certificate holds no level of {measure!r} ({e})"
        covered = certified <= requested  # leq of the measure, on the checked numbers
    else:
        requested = None
        try:
            measure.check_level(level)
        except (IncompatibleMeasureError, InvalidArgument) as e:
            return f"divergence cannot be parsed: the requested level is not a level of {measure!r} ({e})"
        if cert.level is level and type(measure) in _PAIRS:
            covered = True  # the same (loss, δ) pair, checked just above: numbers, so ⪯ itself
        else:
            if cert.level is not level:  # (the same object was checked just above)
                try:
                    measure.check_level(cert.level)
                except (IncompatibleMeasureError, InvalidArgument) as e:
                    return f"divergence cannot be parsed: the child's certificate holds no level of {measure!r} ({e})"
            try:
                covered = measure.leq(cert.level, level)
            except LEVEL_ERRORS as e:  # a level check_level passed that leq cannot compare (a caller's curve)
                return f"divergence cannot be parsed: the child's certificate cannot be compared with the level ({e})"
    if not covered:
        return (f"divergence cannot be parsed: the child is certified at {cert.level!r}, which does not "
                f"cover the requested level {level!r} (it is not ⪯ it)")
    if _inspected(machine):  # a wrapper, a filter or an odometer: look inside (a primitive has no inside)
        problem = walk(machine, cert, rules.core_problem)
        if problem is not None:
            return problem
    if (rules.needs_finite_communication and not rules.finite_communication
            and not (isinstance(machine, NoninteractiveMechanism) or _is_filter(machine))):
        return (f"invalid query: {machine!r} is interactive, and under {measure!r} the filter theorem needs "
                "children with finite communication (Haney et al. 2023, Thm 1.8, 3.4); spawn noninteractive children, "
                "or build the filter with finite_communication=True if every child exchanges boundedly "
                "many messages")
    if not rules.trust_asserted and (premises := caller_assumptions_of(mechanism)):
        return (f"invalid query: the child's certificate rests on the caller's word ({premises[0]}); this filter "
                "admits proved, converted and audited children only (build it with trust_asserted=True to accept it)")
    return requested  # type: ignore[no-any-return]  # a checked number (loss), or None


# Measures compared by type alone (no fields: two of one type are equal), and the measures whose
# levels are one number each (``ScalarMeasure.loss``), decided by exact type on the spawn path.
_FIELDLESS: Final = frozenset({PureDP, ZCDP, ApproxDP, FDP, ApproxZCDP})
_SCALAR: Final = frozenset({PureDP, RenyiDP, ZCDP})
# Measures whose levels are pairs of numbers (``_LossAndDelta``): ``check_level`` passes only
# numbers >= 0 (no NaN), so a checked level is ⪯ itself without asking ``leq``.
_PAIRS: Final = frozenset({ApproxDP, ApproxZCDP})


_NO_LEVEL: Final = ("an odometer has no level to charge; make it a filter first with "
                    "filter_from_odometer(odometer, d), d fixed in advance, and spawn that")
_ODOMETER_CHILD: Final = f"divergence cannot be parsed: {_NO_LEVEL}"


def _core_problem(rules: Rules, machine: object, claim: Certificate[Any] | None) -> str | None:
    """Why a part of a spawned child (under every wrapper) cannot be claimed at ``claim``: an
    odometer, which has no level; a filter that its claimed certificate does not cover (one
    restated below its budget), or one without the finite communication the parent needs."""
    if isinstance(machine, Levelless):
        return _ODOMETER_CHILD
    if not _is_engine(machine):
        return None
    filter_ = cast("_Budgeted", machine)  # an engine machine with a level: a filter
    if claim is None:
        return ("divergence cannot be parsed: the child holds a filter inside a composition built without "
                "concurrent(), which records no certificates to check its budget against; compose with "
                "concurrent(...)")
    fm = filter_.measure
    try:
        budget = fm.check_level(filter_.budget)
        covered = same(fm, claim.measure) and same(filter_.relation, claim.relation) and fm.leq(budget, claim.level)
    except (CombinatorsError, ArithmeticError, TypeError, ValueError):
        covered = False
    if not covered:
        return ("divergence cannot be parsed: the child is or holds a filter under "
                f"{fm!r} whose budget the certificate it is claimed at does not cover; a filter is "
                "certified at its budget (spawn filtered(...) itself, not a restated Mechanism)")
    if rules.needs_finite_communication and (filter_.cap is None or filter_.finite_communication):
        # a filter has bounded communication only if it is capped and its own children are
        # noninteractive; the parent's finite_communication=True cannot vouch for it
        return (f"invalid query: under {rules.measure!r} the filter theorem needs children with finite "
                "communication (Haney et al. 2023, Thm 1.8, 3.4), and a nested filter has it only "
                "with a cap and noninteractive children: spawn filtered(..., cap=K) without "
                "finite_communication=True")
    return None


def cannot_charge(accumulator: object, level: object, error: Exception) -> str:
    return (f"divergence cannot be parsed: the rule {accumulator!r} cannot charge the level {level!r} "
            f"({type(error).__name__}: {error})")


def invalid_message(msg: object, takes: str) -> Invalid:
    return Invalid(f"invalid query: {msg!r} cannot be parsed; this machine takes {takes}")


def ask_child(state: FilterState[D], msg: Query, coins: Coins) -> tuple[FilterState[D], object]:
    """``Query(j, q)``: child j answers from its own state; nothing is metered.

    A query through nested filters (``Query(j, Query(k, …))`` to a filter or odometer child in a
    ``FilterState``) is followed down in a loop (``_descend``): nesting thousands deep costs no
    recursion."""
    j = msg.index
    n: int = state[2]
    if type(j) is not int or not 0 <= j < n:
        return state, _no_child(j, n)
    tail = state[5]
    k = j - n + len(tail)
    slot: ChildSlot = tail[k] if k >= 0 else _slot(state, j)  # the newest children sit in the tail
    if type(slot) is tuple:  # an interactive child (or a noninteractive one after its release)
        machine, s = slot
        q = msg.query
        if type(q) is Query and type(s) is FilterState and _is_engine(machine):
            return _descend(state, msg, coins)
        s2, answer = machine.step(s, q, coins)
        if isinstance(answer, Halt):
            return _with_slot(state, j, _Closed.HALTED), ChildHalted(j)
        if s2 is s:
            return state, answer
        return _with_slot(state, j, (machine, s2)), answer
    if isinstance(slot, _Closed):
        if slot is _Closed.RELEASED:  # what NoninteractiveMechanism.step answers after the release
            return _with_slot(state, j, _Closed.HALTED), ChildHalted(j)
        if slot is _Closed.HALTED:
            return state, Invalid(f"invalid query: mechanism {j} has halted; it answers no more queries "
                                  "(the others go on)")
        return state, Invalid(f"invalid query: mechanism {j} was closed when a later one was spawned "
                              "(this composition is sequential)")
    # A noninteractive child that has not released yet: its first step is release(data) (the
    # NIM contract, final in NoninteractiveMechanism), taken here without building its state.
    nim: NoninteractiveMechanism[Any, Any] = slot  # type: ignore[assignment]  # neither a tuple nor closed
    answer = nim.release(state[0], coins)
    if isinstance(answer, Halt):
        return _with_slot(state, j, _Closed.HALTED), ChildHalted(j)
    return _with_slot(state, j, _Closed.RELEASED), answer


def _descend(state: FilterState[D], msg: Query, coins: Coins) -> tuple[FilterState[D], object]:
    """``ask_child`` for a ``Query`` to a filter or odometer child, without recursion.

    Each level whose child is a filter or an odometer (``ENGINES``) in a ``FilterState`` and
    whose message carries a ``Query`` would answer by ``ask_child`` of the child's state: the
    loop goes down instead, keeping each level's ``(state, j, machine, child state)``; the last
    level is answered by ``ask_child`` itself, and the states are rebuilt on the way back up
    exactly as each level's step would (``_fold``)."""
    path: list[tuple[FilterState[Any], int, InteractiveMechanism[Any, Any, Any, Any], FilterState[Any]]] = []
    s: FilterState[Any] = state
    while True:
        j = msg.index
        n: int = s[2]
        q = msg.query
        if type(j) is not int or not 0 <= j < n or type(q) is not Query:
            break
        slot = _slot(s, j)
        if type(slot) is not tuple:
            break
        machine, child = slot
        if type(child) is not FilterState or not _is_engine(machine):
            break
        path.append((s, j, machine, child))
        s, msg = child, q
    result: tuple[Any, object] = ask_child(s, msg, coins)
    while path:
        parent, j, machine, child = path.pop()
        result = _fold(parent, j, machine, child, *result)
    return result


def _fold(state: FilterState[D], j: int, machine: InteractiveMechanism[Any, Any, Any, Any], s: object,
          s2: object, answer: object) -> tuple[FilterState[D], object]:
    """The filter's state and answer after child ``j`` (``machine`` in state ``s``) answered
    ``answer`` and moved to ``s2``: a ``HALT`` closes it, an unchanged state keeps the filter's."""
    if isinstance(answer, Halt):
        return _with_slot(state, j, _Closed.HALTED), ChildHalted(j)
    if s2 is s:
        return state, answer
    return _with_slot(state, j, (machine, s2)), answer


def _no_child(j: object, n: int) -> Invalid:
    return Invalid(f"invalid query: there is no mechanism {j!r}; the children are numbered 0 to {n - 1} (0-based)"
                   if n else f"invalid query: there is no mechanism {j!r}; no child has been spawned yet")


ENGINES: Final[dict[int, type]] = {}
"""The machines (by the identity of their type) whose step, given a ``FilterState`` and a ``Query``, is ``ask_child`` of them and
nothing else (``FiltCon``; ``odometers.py`` adds ``OdomCon``): ``ask_child`` descends into them."""


def _is_engine(machine: object) -> bool:
    t = type(machine)
    return ENGINES.get(id(t)) is t  # by identity: a caller's metaclass cannot answer == or hash


def _is_filter(machine: object) -> bool:
    """A registered machine with a level of its own: a filter (the odometer is ``Levelless``)."""
    return _is_engine(machine) and not isinstance(machine, Levelless)


_inspected: Final = kind_test(*STRUCTURED, Levelless, also=lambda t: ENGINES.get(id(t)) is t)
"""Whether a spawned child has an inside to check (``not_covered``): a wrapper, a filter, an odometer
(the engines register when their modules load, before any spawn asks)."""


def admit(state: FilterState[D], mechanism: Mechanism[Any, Any, Any, Any, D], accumulator: Accumulator[D],
           sequential: bool) -> tuple[FilterState[D], Spawned]:
    """Start the admitted child on the data and charge it (the check came first).

    A noninteractive child is stored as its machine alone until it releases: its initial state
    would only hold the filter's data, which the filter holds already.
    """
    k: int = state[2]
    if sequential and k and ((last := _slot(state, k - 1)) is _Closed.RELEASED or not isinstance(last, _Closed)):
        state = _with_slot(state, k - 1, _Closed.SUPERSEDED)
    machine = mechanism.machine
    # a NIM is one whose init is NoninteractiveMechanism's (final there): the isinstance test on
    # an abstract class costs three times as much
    slot: ChildSlot = (machine if type(machine).init is _NIM_INIT  # type: ignore[assignment]  # then a NIM
                       else (machine, machine.init(state[0])))
    return _with_child(state, slot, accumulator), spawn_answer(k)


def initial_state(data: object, accumulator: Accumulator[D]) -> FilterState[D]:
    return FilterState(data, accumulator)


def _is_one_of(value: object, kinds: tuple[type, ...]) -> bool:
    """Whether ``type(value)`` is one of ``kinds`` by identity (``in`` would ask ``==``, which a
    caller's metaclass can answer)."""
    t = type(value)
    return any(t is k for k in kinds)


def rule_kind(rule: object) -> Rule:
    """``Rule.ADDITIVE`` for the string ``"additive"`` and the accumulators ``additive_accumulator``
    builds, else ``Rule.CUSTOM``. Decided by exact type: a caller's object whose ``__eq__``
    answers True to everything is not the string, and a subclass may add differently."""
    if (type(rule) is str and rule == "additive") or _is_one_of(rule, ADDITIVE_ACCUMULATORS):
        return Rule.ADDITIVE
    return Rule.CUSTOM


def capability_entry(measure: object, combinator: Combinator, rule: object, sequential: bool) -> Capability:
    """The capability-table entry that makes this filter or odometer valid, or raise with the citation."""
    kind = rule_kind(rule)
    entry = lookup(measure, combinator, Adaptivity.ADAPTIVE, kind)
    if entry.status is Status.SEQUENTIAL_ONLY and sequential:
        return entry
    # the side conditions (finite communication) are checked child by child at spawn time
    return require(measure, combinator, Adaptivity.ADAPTIVE, kind, conditions=entry.requires)


def theorem_text(entry: Capability, sequential: bool, accumulator: object = None) -> str:
    notes = []
    if _callers_rule(accumulator):
        notes.append(f"the rule {type(accumulator).__name__} is asserted valid by the caller "
                     "(rule_is_valid=True), not proved here")
    if Condition.FINITE_COMMUNICATION in entry.requires:
        notes.append("children must have finite communication: noninteractive children and capped "
                     "filters of them are admitted, other interactive ones only with "
                     "finite_communication=True")
    if sequential:
        notes.append("sequential: spawning a child closes the previous one")
    tail = f"; {'; '.join(notes)}" if notes else ""
    return f"{entry.statement} ({entry.citation}){tail}"


_PROVED_CUSTOM_RULES: Final = (WhitehouseAccumulator, GaussianAccumulator)
"""The non-additive accumulators whose validity this library proves (Whitehouse et al. 2023, Thm 2; Smith–
Thakurta 2022). Any other accumulator is the caller's claim (``rule_is_valid=True``)."""


def _callers_rule(accumulator: object) -> bool:
    """Whether ``accumulator`` is neither additive nor one of the proved custom rules."""
    return rule_kind(accumulator) is Rule.CUSTOM and not _is_one_of(accumulator, _PROVED_CUSTOM_RULES)


def checked_rules(measure: Measure[Any], accumulator: object, relation: object, finite_communication: object,
                   sequential: object, combinator: Combinator, rule_is_valid: object = False,
                   trust_asserted: object = False) -> Rules:
    """The spawn rules of a filter or an odometer and the theorem its capability-table entry
    gives, every part checked. ``FiltCon`` and ``OdomCon`` run this when they are built, so one built by hand is
    held to what ``filtered`` and ``odometer`` check, the table and the finite-communication
    condition included."""
    seq = check_bool("sequential", sequential)
    asserted = check_bool("rule_is_valid", rule_is_valid)
    entry = capability_entry(measure, combinator, accumulator, seq)
    if isinstance(accumulator, str):
        msg = (f"accumulator={accumulator!r}: the machine takes the accumulator itself, e.g. "
               "additive_accumulator(measure); the factories filtered() and odometer() also take 'additive'")
        raise InvalidArgument(msg)
    if _callers_rule(accumulator) and not asserted:
        # a caller's accumulator is not a proved rule (the natural f-DP filter can be written as one)
        msg = (f"rule={accumulator!r} is not one of the library's proved rules (the additive ones, "
               f"whitehouse_accumulator, gaussian_accumulator). Under {measure!r} the theorem covers "
               f"{entry.statement} ({entry.citation}), which the library cannot check for your "
               "accumulator (the natural f-DP filter, for one, is invalid: Tran et al. 2026); pass "
               "rule_is_valid=True to assert it, and the certificate's theorem will say so")
        raise InvalidArgument(msg)
    acc = check_accumulator(measure, accumulator)
    measure.check_level(acc.value())  # levels it already holds must be levels of this measure
    rel = check_instance("relation", relation, Relation, "a Relation, e.g. combinators.machines.BIT_FLIP")
    fc = check_bool("finite_communication", finite_communication)
    trust = check_bool("trust_asserted", trust_asserted)
    return Rules(measure, rel, Condition.FINITE_COMMUNICATION in entry.requires, fc, seq, trust,
                 theorem_text(entry, seq, acc))


@attrs.frozen(repr=False)
class EngineFields(Generic[D]):
    """The fields a filter (``FiltCon``) and an odometer (``OdomCon``) share, and what they derive
    from them when they are built.

    ``accumulator`` is the empty ``G``; the options are keyword-only. Derived with attrs defaults,
    from the capability table (``checked_rules`` for the class's ``COMBINATOR``): the spawn rules,
    ``needs_finite_communication`` and ``theorem``, why the machine is valid (stated by the caller
    only where a theorem of its own applies, as ``filter_from_odometer`` does; it takes no part in
    equality). So a machine built by hand is held to what its factory checks.
    """

    COMBINATOR: ClassVar[Combinator]

    measure: Measure[D]
    accumulator: Accumulator[D]
    relation: Relation = attrs.field(default=BIT_FLIP, kw_only=True)
    finite_communication: bool = attrs.field(default=False, kw_only=True)
    sequential: bool = attrs.field(default=False, kw_only=True)
    rule_is_valid: bool = attrs.field(default=False, kw_only=True)
    trust_asserted: bool = attrs.field(default=False, kw_only=True)
    _rules: Rules = attrs.field(init=False, eq=False, hash=False, default=attrs.Factory(
        lambda m: checked_rules(m.measure, m.accumulator, m.relation, m.finite_communication, m.sequential,
                                m.COMBINATOR, m.rule_is_valid, m.trust_asserted), takes_self=True))
    needs_finite_communication: bool = attrs.field(
        init=False, default=attrs.Factory(lambda m: m._rules.needs_finite_communication, takes_self=True))
    theorem: str = attrs.field(kw_only=True, eq=False, validator=check_theorem,
                               default=attrs.Factory(lambda m: m._rules.theorem, takes_self=True))



LEVEL_ERRORS: Final = (CombinatorsError, ArithmeticError, TypeError, ValueError)
"""What an accumulator raises for a level or a budget it cannot take. Its methods are pure and
draw nothing, so such a spawn is answered ``Invalid`` and nothing changes."""


def check_accumulator(measure: Measure[D], rule: object) -> Accumulator[D]:
    if isinstance(rule, str):
        if type(rule) is not str or rule != "additive":  # a str subclass may answer == as it likes
            msg = f"rule={rule!r} must be an Accumulator or 'additive'"
            raise InvalidArgument(msg)
        return cast("Accumulator[D]", additive_accumulator(measure))  # type: ignore[call-overload]  # the measure decides the level type at run time
    if not has_accumulator_methods(rule):
        msg = (f"rule={rule!r} must be an Accumulator (value, add, within, admits; e.g. "
               "combinators.accounting.additive_accumulator(measure)) or 'additive'")
        raise InvalidArgument(msg)
    if isinstance(rule, ADDITIVE_ACCUMULATORS) and not same_value(rule.measure, measure):
        msg = (f"rule={rule!r} adds levels of {rule.measure!r} but the filter is under {measure!r}; "
               f"use additive_accumulator({measure!r})")
        raise IncompatibleMeasureError(msg)
    m: object = measure
    if isinstance(rule, WhitehouseAccumulator) and not isinstance(m, ApproxDP):
        msg = f"rule={rule!r} is the Whitehouse (ε, δ) accumulator, but the filter is under {measure!r}, not ApproxDP()"
        raise IncompatibleMeasureError(msg)
    return cast("Accumulator[D]", rule)



def show_rule(measure: object, accumulator: object) -> str:
    if isinstance(accumulator, ADDITIVE_ACCUMULATORS) and accumulator.count == 0 and same_value(accumulator.measure, measure):
        return "'additive'"
    return repr(accumulator)


def show_options(relation: Relation, finite_communication: bool, sequential: bool,
                  rule_is_valid: bool = False, trust_asserted: bool = False) -> str:
    out = ""
    if relation != BIT_FLIP:
        out += f", relation={relation!r}"
    if finite_communication:
        out += ", finite_communication=True"
    if sequential:
        out += ", sequential=True"
    if rule_is_valid:
        out += ", rule_is_valid=True"
    if trust_asserted:
        out += ", trust_asserted=True"
    return out

