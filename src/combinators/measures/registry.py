"""The registry of measures: each measure declares, once, what the rest of the library needs.

A measure's module builds one ``MeasureSpec`` and ``register``\\ s it. The spec holds

- ``name``, ``measure_type`` and ``level_types``: what the measure is called, its class (decided
  by exact type) and the classes of its levels; the level validator is the measure's own
  ``check_level`` (the ``Measure`` protocol), and the audit plan its ``audit_plan`` (the
  ``Auditable`` protocol);
- ``capabilities``: which composition is proved for it, each row a ``Capability`` with its
  statement and citation (cells it leaves out are forbidden);
- ``additive``: whether the measure's own composition is a valid adaptive filter rule, and how a
  running sum is kept (``AdditiveRule``);
- ``conversions``: the explicit conversions that error messages suggest, with their theorems;
- ``levels`` and ``laws``: hypothesis strategies for its levels and the cases of the law suite,
  built lazily (a zero-argument function) so that this layer does not import hypothesis.

The upper layers derive from ``registered()``: the capability table
(``combinators.composition.capabilities``), ``additive_accumulator``, the conversion hints, the
audit's plan, the level strategies of ``combinators.testing`` and the law tests. A measure
defined outside the package gets all of them by registering (docs/howto-new-measure.md).

Example:
    >>> from combinators.measures import PureDP
    >>> spec_of(PureDP()).name, spec_of(PureDP()).additive
    ('PureDP', AdditiveRule.SCALAR)
    >>> [s.name for s in registered()][:3]
    ['PureDP', 'ApproxDP', 'RenyiDP']
"""

from __future__ import annotations

import contextlib
import enum
import keyword
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Final, TypeVar, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import check_bool, check_callable, check_sequence_of, check_str
from ..errors import InvalidArgument

__all__ = [
    "Adaptivity",
    "AdditiveRule",
    "Capability",
    "Combinator",
    "Condition",
    "Conversion",
    "ConversionLaw",
    "LawCase",
    "MeasureSpec",
    "Rows",
    "Rule",
    "Status",
    "WITHOUT_FINITE_COMMUNICATION",
    "cell",
    "conditions",
    "on_change",
    "register",
    "registered",
    "registering",
    "render_markdown",
    "spec_if_registered",
    "spec_named",
    "spec_of",
    "unregister",
]


class Combinator(NamedConstant):
    """The composition combinators the capability table speaks about."""

    CONCURRENT = "concurrent"
    FILTER = "filter"
    ODOMETER = "odometer"
    PARALLEL = "parallel"
    EXT_CONCURRENT = "extended concurrent"
    """Concurrent composition of continual mechanisms created through ``ext_concurrent()``
    (Henzinger–Safavi–Vadhan 2024, Def 4.1): with fixed levels, fixed mechanisms or a fixed
    multiset of levels (Thm 4.10, Thm 4.12); with adaptive levels, a filter on the created
    mechanisms' levels (Thm 12.4)."""


class Adaptivity(NamedConstant):
    """Whether the children's levels are fixed before the interaction or chosen during it."""

    FIXED = "fixed levels"
    ADAPTIVE = "adaptive levels"


class Rule(NamedConstant):
    """The measure's own composition (``ADDITIVE``) or any other bound, rule or accumulator."""

    ADDITIVE = "additive"
    CUSTOM = "custom"


class Status(NamedConstant):
    """What the literature says about one cell of the table."""

    THEOREM = "theorem"
    SEQUENTIAL_ONLY = "sequential-only"
    FORBIDDEN = "forbidden"


class Condition(NamedConstant):
    """A side condition of a theorem that the caller asserts about the children."""

    FINITE_COMMUNICATION = "finite communication"
    """Every child exchanges a bounded number of messages (Haney et al. 2023, Thm 1.8, after
    Vadhan–Zhang 2023, whose proof is by induction on the messages); a noninteractive mechanism
    has it."""
    FIRST_PAIR_CONSISTENT = "first-pair consistent"
    """A child whose first message pair is identical only ever receives identical pairs
    (Henzinger–Safavi–Vadhan, Def 5.12); interactive mechanisms without updates have it (Cor 5.15)."""


class AdditiveRule(NamedConstant):
    """How the additive filter rule of a measure keeps its running sum.

    ``COMPOSE``: the running level is ``measure.compose((spent, level))``, the measure's own
    basic composition, rounded toward the weaker guarantee (a pure function on levels).
    ``SCALAR``: the levels are one number each (``ScalarMeasure``: ``loss`` and ``of_loss``), and
    the sum is kept as an upward-rounded float.
    """

    COMPOSE = "compose"
    SCALAR = "scalar"


WITHOUT_FINITE_COMMUNICATION: Final = (
    "without finite communication no theorem covers it (the proofs go by induction on the messages)"
)
"""What holds when the finite-communication condition of a theorem is missing (the default)."""

E = TypeVar("E", bound=enum.Enum)


def _enum(kind: type[E], name: str, value: object) -> E:
    if type(value) is kind:
        return value
    if type(value) is str:
        for member in kind:
            if member.value == value:
                return member
    allowed = ", ".join(repr(m.value) for m in kind)
    msg = f"{name}={value!r} must be {_article(kind.__name__)} {kind.__name__} or one of {allowed}"
    raise InvalidArgument(msg)


def _article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


def _conditions(value: Iterable[Condition]) -> frozenset[Condition]:
    return frozenset(check_sequence_of("conditions", value, lambda name, c: _enum(Condition, name, c),
                                       what="a collection of Conditions"))


def cell(combinator: object, adaptivity: object, rule: object) -> tuple[Combinator, Adaptivity, Rule]:
    """A cell of the capability table from enum members or their values (``"filter"``,
    ``"adaptive levels"``, ``"additive"``), each checked by exact type.

    Raises:
        InvalidArgument: naming the argument that is no member (nor a member's value).

    Example:
        >>> cell("filter", Adaptivity.ADAPTIVE, "additive")
        (Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    """
    return (_enum(Combinator, "combinator", combinator), _enum(Adaptivity, "adaptivity", adaptivity),
            _enum(Rule, "rule", rule))


def conditions(value: Iterable[Condition]) -> frozenset[Condition]:
    """The side conditions in ``value`` (members or their values), as a frozenset.

    Raises:
        InvalidArgument: ``value`` is not a collection of conditions.
    """
    return _conditions(value)


def _text(inst: object, attribute: attrs.Attribute[str], value: object) -> None:
    check_str(attribute.name, value)


def _check_name(name: str, value: object) -> str:
    if type(value) is not str or not value.isidentifier() or keyword.iskeyword(value):
        msg = f"{name}={value!r} must be a measure's name, a Python identifier such as 'PureDP'"
        raise InvalidArgument(msg)
    return value


def _measure_field(value: object) -> str:
    return _check_name("measure", value)


def _combinator(value: object) -> Combinator:
    return _enum(Combinator, "combinator", value)


def _adaptivity(value: object) -> Adaptivity:
    return _enum(Adaptivity, "adaptivity", value)


def _rule(value: object) -> Rule:
    return _enum(Rule, "rule", value)


def _status(value: object) -> Status:
    return _enum(Status, "status", value)


@final
@attrs.frozen
class Capability:
    """One cell of the capability table, with its citation.

    Example:
        >>> from combinators.composition import lookup
        >>> from combinators.measures import RenyiDP
        >>> c = lookup(RenyiDP(2), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
        >>> c.status
        Status.FORBIDDEN
    """

    measure: str = attrs.field(converter=_measure_field)
    combinator: Combinator = attrs.field(converter=_combinator)
    adaptivity: Adaptivity = attrs.field(converter=_adaptivity)
    rule: Rule = attrs.field(converter=_rule)
    status: Status = attrs.field(converter=_status)
    statement: str = attrs.field(validator=_text)
    """What holds (for ``THEOREM``), or why it is refused."""
    citation: str = attrs.field(validator=_text)
    requires: frozenset[Condition] = attrs.field(default=frozenset(), converter=_conditions)
    """Conditions the children must meet for the theorem (the caller asserts them)."""
    otherwise: str = attrs.field(default="", validator=_text)
    """What holds, or fails, when a required condition is missing."""

    @property
    def key(self) -> tuple[str, Combinator, Adaptivity, Rule]:
        """The cell: ``(measure, combinator, adaptivity, rule)``."""
        return self.measure, self.combinator, self.adaptivity, self.rule

    def allows(self, conditions: Iterable[Condition] = ()) -> bool:
        """Whether this is a theorem whose required conditions are all among ``conditions``."""
        return self.status is Status.THEOREM and self.requires <= _conditions(conditions)

    @override
    def __str__(self) -> str:
        return (f"{self.measure} × {self.combinator.value} × {self.adaptivity.value} × "
                f"{self.rule.value} rule: {self.status.value}")


def _type(inst: object, attribute: attrs.Attribute[type], value: object) -> None:
    if not isinstance(value, type):
        msg = f"{attribute.name}={value!r} must be a class"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Conversion:
    """An explicit conversion from one measure to another, as error messages suggest it.

    ``call`` is the call in ``combinators.machines`` (``{m!r}`` stands for the target measure),
    ``note`` what a child then counts, ``citation`` the theorem behind it.
    """

    source: type = attrs.field(validator=_type)
    target: type = attrs.field(validator=_type)
    call: str = attrs.field(validator=_text)
    citation: str = attrs.field(validator=_text)
    note: str = attrs.field(default="", validator=_text)


def _lazy(name: str, value: object) -> Any:
    if value is not None and not callable(value):
        msg = f"{name}={value!r} must be None or a function that builds it"
        raise InvalidArgument(msg)
    return value


def _close_levels(value: object) -> Callable[[], object] | None:
    return _lazy("close_levels", value)  # type: ignore[no-any-return]


def _levels_field(value: object) -> Callable[..., object] | None:
    return _lazy("levels", value)  # type: ignore[no-any-return]


def _callable(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value):
        msg = f"{attribute.name}={value!r} must be a function of no arguments"
        raise InvalidArgument(msg)


def _exact_flag(value: object) -> bool:
    return check_bool("exact", value)


@final
@attrs.frozen
class LawCase:
    """One run of the law suite (``combinators.testing.laws.check_measure_laws``) for a measure.

    ``measure`` builds the instance, ``levels`` and ``close_levels`` the hypothesis strategies
    (``close_levels`` may be smaller: the close laws evaluate divergences); ``exact`` says that
    composition is exact on the drawn levels, so the laws may compare for equality.
    """

    label: str = attrs.field(validator=_text)
    measure: Callable[[], object] = attrs.field(validator=_callable)
    levels: Callable[[], object] = attrs.field(validator=_callable)
    close_levels: Callable[[], object] | None = attrs.field(default=None, converter=_close_levels)
    exact: bool = attrs.field(default=True, converter=_exact_flag)


@final
@attrs.frozen
class ConversionLaw:
    """One run of the conversion laws (``combinators.testing.laws.check_conversion_laws``): a level
    conversion out of the measure, monotone and sound on finite pairs.

    ``source`` and ``target`` build the two measures, ``convert`` maps a level of the one to a
    level of the other (rounding toward the weaker guarantee), ``levels`` builds the strategy of
    source levels.
    """

    label: str = attrs.field(validator=_text)
    source: Callable[[], object] = attrs.field(validator=_callable)
    target: Callable[[], object] = attrs.field(validator=_callable)
    convert: Callable[[Any], object] = attrs.field(validator=_callable)
    levels: Callable[[], object] = attrs.field(validator=_callable)


_PROTOCOL_METHODS: Final = ("leq", "zero", "compose", "close", "check_level", "audit_plan")
_SCALAR_METHODS: Final = ("loss", "of_loss")


def _measure_type(inst: object, attribute: attrs.Attribute[type], value: object) -> None:
    if not isinstance(value, type):
        msg = f"measure_type={value!r} must be the measure's class"
        raise InvalidArgument(msg)
    missing = [m for m in _PROTOCOL_METHODS if not callable(getattr(value, m, None))]
    if missing:
        msg = (f"measure_type={value.__name__} lacks {', '.join(missing)}: a measure implements the "
               "Measure protocol (leq, zero, compose, close, check_level) and Auditable (audit_plan)")
        raise InvalidArgument(msg)


def _level_types(value: object) -> tuple[type, ...]:
    def one(name: str, t: object) -> type:
        if not isinstance(t, type):
            msg = f"{name}={t!r} must be a class of levels"
            raise InvalidArgument(msg)
        return t
    out = tuple(check_sequence_of("level_types", value, one, what="a sequence of level classes"))
    if not out:
        msg = "level_types=() must name at least one class of levels"
        raise InvalidArgument(msg)
    return out


X = TypeVar("X")


def _tuple_of(field: str, kind: type[X], value: object) -> tuple[X, ...]:
    """``value`` as a tuple whose items are each exactly a ``kind`` (no subclass, no look-alike)."""
    def one(name: str, item: object) -> X:
        if type(item) is not kind:
            msg = f"{name} must be a {kind.__name__}, not {type(item).__name__}"
            raise InvalidArgument(msg)
        return item
    return tuple(check_sequence_of(field, value, one, what=f"a sequence of {kind.__name__}s"))


def _rows(value: object) -> tuple[Capability, ...]:
    return _tuple_of("capabilities", Capability, value)


def _conversions(value: object) -> tuple[Conversion, ...]:
    return _tuple_of("conversions", Conversion, value)


def _laws(value: object) -> tuple[LawCase, ...]:
    return _tuple_of("laws", LawCase, value)


def _conversion_laws(value: object) -> tuple[ConversionLaw, ...]:
    return _tuple_of("conversion_laws", ConversionLaw, value)


def _additive(value: object) -> AdditiveRule | None:
    return None if value is None else _enum(AdditiveRule, "additive", value)


def _name_field(value: object) -> str:
    return _check_name("name", value)


@final
@attrs.frozen
class MeasureSpec:
    """Everything the library needs to know about one measure (see the module docstring).

    Built and checked by its constructor; ``register`` checks it again against the registry
    (one spec per name and per class, rows under its own name, no adaptive ``concurrent`` row).
    """

    name: str = attrs.field(converter=_name_field)
    measure_type: type = attrs.field(validator=_measure_type)
    level_types: tuple[type, ...] = attrs.field(converter=_level_types)
    summary: str = attrs.field(validator=_text)
    """One line for the docs table: the levels and the divergence, with a citation."""
    capabilities: tuple[Capability, ...] = attrs.field(default=(), converter=_rows)
    additive: AdditiveRule | None = attrs.field(default=None, converter=_additive)
    conversions: tuple[Conversion, ...] = attrs.field(default=(), converter=_conversions)
    levels: Callable[..., object] | None = attrs.field(default=None, converter=_levels_field)
    """Builds a hypothesis strategy of valid levels (keyword arguments are the strategy's own)."""
    laws: tuple[LawCase, ...] = attrs.field(default=(), converter=_laws)
    conversion_laws: tuple[ConversionLaw, ...] = attrs.field(default=(), converter=_conversion_laws)
    """The level conversions out of this measure, for the conversion laws."""

    def __attrs_post_init__(self) -> None:
        seen: set[tuple[str, Combinator, Adaptivity, Rule]] = set()
        for i, row in enumerate(self.capabilities):
            if row.measure != self.name:
                msg = f"capabilities[{i}] is a row of {row.measure!r}, not of {self.name!r}"
                raise InvalidArgument(msg)
            if row.key in seen:
                msg = f"capabilities[{i}] ({row}) repeats a cell: one row per cell"
                raise InvalidArgument(msg)
            if row.combinator is Combinator.CONCURRENT and row.adaptivity is Adaptivity.ADAPTIVE:
                msg = (f"capabilities[{i}] ({row}): concurrent() takes its children's levels when it is built, "
                       "so this cell is the library's (forbidden for every measure); leave it out")
                raise InvalidArgument(msg)
            seen.add(row.key)
            if (row.rule is Rule.ADDITIVE and row.status is not Status.FORBIDDEN and row.adaptivity is Adaptivity.ADAPTIVE
                    and row.combinator in (Combinator.FILTER, Combinator.ODOMETER) and self.additive is None):
                msg = (f"capabilities[{i}] ({row}) needs the additive rule: declare additive=AdditiveRule.COMPOSE "
                       "(or SCALAR for one-number levels)")
                raise InvalidArgument(msg)
        if self.additive is AdditiveRule.SCALAR:
            missing = [m for m in _SCALAR_METHODS if not callable(getattr(self.measure_type, m, None))]
            if missing:
                msg = (f"additive=AdditiveRule.SCALAR needs a ScalarMeasure, and {self.measure_type.__name__} "
                       f"lacks {', '.join(missing)}")
                raise InvalidArgument(msg)

    def row(self, combinator: Combinator, adaptivity: Adaptivity, rule: Rule) -> Capability | None:
        """The declared row of one cell, or None (an undeclared cell is forbidden)."""
        for r in self.capabilities:
            if r.combinator is combinator and r.adaptivity is adaptivity and r.rule is rule:
                return r
        return None


class Rows:
    """A helper that builds the ``Capability`` rows of one measure: ``add(...)`` takes a row's
    fields after the measure's name, ``rows`` is the tuple to put in ``MeasureSpec.capabilities``;
    ``requires`` and ``otherwise`` are the side conditions of every theorem row that names none.

    Example:
        >>> r = Rows("MyDP")
        >>> r.add(Combinator.FILTER, Adaptivity.FIXED, Rule.CUSTOM, Status.FORBIDDEN, "no theorem", "none known")
        >>> [str(c) for c in r.rows]
        ['MyDP × filter × fixed levels × custom rule: forbidden']
    """

    def __init__(self, measure: str, *, requires: Iterable[Condition] = frozenset(), otherwise: str = "") -> None:
        self._measure = _check_name("measure", measure)
        self._requires = _conditions(requires)
        self._otherwise = check_str("otherwise", otherwise)
        self._out: list[Capability] = []

    def add(self, combinator: Combinator, adaptivity: Adaptivity, rule: Rule, status: Status, statement: str,
            citation: str, requires: Iterable[Condition] | None = None, otherwise: str | None = None) -> None:
        """Append one row (checked by ``Capability``). A theorem's ``requires`` and ``otherwise``
        default to the builder's (given to ``Rows``); a refusal's to none."""
        theorem = status is Status.THEOREM
        if requires is None:
            requires = self._requires if theorem else frozenset()
        if otherwise is None:
            otherwise = self._otherwise if theorem else ""
        self._out.append(Capability(self._measure, combinator, adaptivity, rule, status, statement, citation,
                                    frozenset(requires), otherwise))

    def additive(self, budget: str, concurrent: tuple[str, str], filter: tuple[str, str],  # noqa: A002
                 odometer: tuple[str, str]) -> None:
        """The additive rows of a measure whose own composition is proved for every sequential
        combinator, each given as ``(statement, citation)``: ``concurrent`` (fixed levels, any
        interleaving of interactive children), the ``filter`` ``I(Σ ≤ budget)`` and the
        ``odometer`` ``G = Σ``, each for fixed and for adaptive levels.

        Example:
            >>> r = Rows("MyDP")
            >>> r.additive("ρ", ("Σρ_i", "Thm 1"), ("I(Σρ_i ≤ ρ)", "Thm 2"), ("G = Σρ_i", "Thm 3"))
            >>> [row.statement for row in r.rows][:3]
            ['Σρ_i, for interactive children queried in any interleaving', 'I(Σρ_i ≤ ρ) (levels fixed in advance)', 'I(Σρ_i ≤ ρ), spending exactly ρ allowed']
        """
        self.add(Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
                 f"{concurrent[0]}, for interactive children queried in any interleaving", concurrent[1])
        for combinator, (statement, citation), adaptive in (
                (Combinator.FILTER, filter, f", spending exactly {budget} allowed"),
                (Combinator.ODOMETER, odometer, ", charged when a child is spawned")):
            self.add(combinator, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
                     f"{statement} (levels fixed in advance)", citation)
            self.add(combinator, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.THEOREM, statement + adaptive, citation)

    def fixed_odometer(self, total: str, kind: str = "") -> None:
        """The odometer rows for levels fixed in advance of a measure with a (non-interactive)
        composition theorem: ``G = total``, and any ``kind`` composition bound, each read when a
        child is spawned (Haney et al. 2023, Thm 1.8 and Lemma 2.19); the builder's conditions."""
        citation = "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)"
        self.add(Combinator.ODOMETER, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
                 f"G = {total} for levels fixed in advance", citation)
        self.add(Combinator.ODOMETER, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM,
                 f"any non-interactive {kind}composition bound, read at spawn time (levels fixed in advance)", citation)

    def parallel(self, rules: Iterable[Rule], theorem: tuple[str, str], requires: Iterable[Condition],
                 otherwise: str, fails: tuple[str, str]) -> None:
        """The ``parallel`` rows of a measure whose k-sparse parallel composition is proved for
        fixed levels under ``requires`` (``theorem``: ``(statement, citation)``) and fails for
        adaptive ones (``fails``: why, and where), for each rule in ``rules``."""
        for rule in rules:
            self.add(Combinator.PARALLEL, Adaptivity.FIXED, rule, Status.THEOREM, *theorem, requires, otherwise)
            self.add(Combinator.PARALLEL, Adaptivity.ADAPTIVE, rule, Status.FORBIDDEN, *fails)

    @property
    def rows(self) -> tuple[Capability, ...]:
        """The rows added so far."""
        return tuple(self._out)


# Citations shared by the rows of several built-in measures.
_FC: Final = frozenset({Condition.FINITE_COMMUNICATION})
_FPC: Final = frozenset({Condition.FIRST_PAIR_CONSISTENT})
_PAR_FAILS: Final = (
    "Henzinger–Safavi–Vadhan 2024, Thm 5.2: a (0,δ)-DP continual mechanism composed in "
    "1-sparse parallel with unboundedly many copies reveals the secret bit with probability 1"
)
_NO_COUPLING: Final = (
    "no non-additive rule is proved: Rényi divergence lacks the coupling property behind the "
    "f-DP transfer (Haney et al. 2023, Thm 3.3), and the Rényi proofs use the additivity of composition"
)


def _builtin_levels(name: str, **preset: object) -> Callable[..., object]:
    """The level strategy ``name`` of ``level_strategies`` with the options ``preset``, imported
    when it is first asked for (hypothesis is needed by the tests, not by the library)."""
    def build(**options: object) -> object:
        from . import level_strategies
        strategy: Callable[..., object] = getattr(level_strategies, name)
        return strategy(**{**preset, **options})
    build.__qualname__ = build.__name__ = name
    return build


def _builtin_conversion(label: str, source: Callable[[], object], target: Callable[[], object], name: str,
                        levels: Callable[[], object], *args: object) -> ConversionLaw:
    """A conversion-law case for ``conversions.<name>(level, *args)``, imported when it runs."""
    def convert(level: object) -> object:
        from . import conversions
        function: Callable[..., object] = getattr(conversions, name)
        return function(level, *args)
    return ConversionLaw(label, source, target, convert, levels)


def _builtin_case(label: str, measure: Callable[[], object], strategy: str, close_max: float | None = None,
                  exact: bool = True, **preset: object) -> LawCase:
    """A law-suite case whose levels come from ``level_strategies.<strategy>`` (and, for the close
    laws, the same strategy with ``max_value=close_max`` when given: their divergences get slow)."""
    levels = _builtin_levels(strategy, **preset)
    close = None if close_max is None else (lambda: levels(max_value=close_max))
    return LawCase(label, measure, levels, close, exact)


_by_name: dict[str, MeasureSpec] = {}
_builtin: set[str] = set()
_snapshot: list[tuple[MeasureSpec, ...]] = [()]
_by_type_id: dict[int, MeasureSpec] = {}
"""Specs keyed by ``id`` of their class: an int key, so a caller's metaclass ``__hash__``/``__eq__``
is never consulted, and O(1) on the filters' hot path. The spec holds its class, so the id
cannot be reused while the entry exists; a hit is confirmed by identity."""


_listeners: list[Callable[[], None]] = []


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener()`` after every ``register`` and ``unregister``: a layer that keeps what it
    derived from the registry (the filters' hot path does) forgets it then."""
    _listeners.append(check_callable("listener", listener))


def _refresh() -> None:
    _snapshot[0] = tuple(_by_name.values())
    _by_type_id.clear()
    _by_type_id.update((id(s.measure_type), s) for s in _snapshot[0])
    for listener in _listeners:
        listener()


def register(spec: MeasureSpec) -> MeasureSpec:
    """Add ``spec`` to the registry and return it (as checked).

    Raises:
        InvalidArgument: ``spec`` is not a ``MeasureSpec`` (by exact type), its fields fail the
            constructor's checks (it is rebuilt, so fields forged past the constructor are
            checked too), or its name or class is registered already (``unregister`` first).
    """
    return _register(spec, library=False)


def _register_library(spec: MeasureSpec) -> MeasureSpec:
    """``register`` for the library's own measures, which ``unregister`` refuses to remove."""
    return _register(spec, library=True)


def _register(spec: object, *, library: bool) -> MeasureSpec:
    if type(spec) is not MeasureSpec:
        msg = f"spec must be a MeasureSpec, not {type(spec).__name__}"
        raise InvalidArgument(msg)
    checked = MeasureSpec(*(getattr(spec, f.name) for f in attrs.fields(MeasureSpec)))
    if checked.name in _by_name:
        msg = f"a measure named {checked.name!r} is registered already; unregister it first, or pick another name"
        raise InvalidArgument(msg)
    twin = _spec_of_type(checked.measure_type)
    if twin is not None:
        msg = f"the class {checked.measure_type.__name__} is registered already, as {twin.name!r}; one spec per class"
        raise InvalidArgument(msg)
    _by_name[checked.name] = checked
    if library:
        _builtin.add(checked.name)
    _refresh()
    return checked


def unregister(name: str) -> None:
    """Remove the measure registered as ``name`` (a measure of the library cannot be removed).

    Raises:
        InvalidArgument: no measure is registered as ``name``, or it is one of the library's.
    """
    name = _check_name("name", name)
    if name in _builtin:
        msg = f"{name!r} is one of the library's measures; it cannot be unregistered"
        raise InvalidArgument(msg)
    spec = _by_name.pop(name, None)
    if spec is None:
        msg = f"no measure is registered as {name!r}"
        raise InvalidArgument(msg)
    _refresh()


@contextlib.contextmanager
def registering(spec: MeasureSpec) -> Iterator[MeasureSpec]:
    """Register ``spec`` for the body of a ``with`` block, and unregister it on the way out
    (tests use it so that a registration does not leak into the next test)."""
    checked = register(spec)
    try:
        yield checked
    finally:
        unregister(checked.name)


def registered() -> tuple[MeasureSpec, ...]:
    """Every registered spec, the library's first, in the order of registration (the same tuple
    until the registry changes)."""
    return _snapshot[0]


def _spec_of_type(kind: type) -> MeasureSpec | None:
    """The spec whose class is ``kind`` itself (by identity: a caller's metaclass may answer
    ``==`` and ``hash`` as it likes, so no dict lookup on it)."""
    spec = _by_type_id.get(id(kind))
    return spec if spec is not None and spec.measure_type is kind else None


def spec_if_registered(measure: object) -> MeasureSpec | None:
    """The spec of a measure instance by its exact type, or None if its type is not registered."""
    return _spec_of_type(type(measure))


def spec_of(measure: object) -> MeasureSpec:
    """The spec of a measure instance, decided by its exact type.

    Raises:
        InvalidArgument: the type is not registered (a subclass is not its base).
    """
    spec = _spec_of_type(type(measure))
    if spec is None:
        msg = (f"{type(measure).__name__} is not a registered measure; registered: "
               f"{', '.join(_by_name)} (register one with combinators.measures.registry.register)")
        raise InvalidArgument(msg)
    return spec


def spec_named(name: object) -> MeasureSpec:
    """The spec registered under ``name``.

    Raises:
        InvalidArgument: no measure is registered under that name.
    """
    spec = _by_name.get(name) if type(name) is str else None
    if spec is None:
        msg = f"name={name!r} is not a registered measure; registered: {', '.join(_by_name)}"
        raise InvalidArgument(msg)
    return spec


def render_markdown() -> str:
    """The registered measures as a Markdown table (the measures reference embeds it): name,
    level types, additive rule, the conversions into it, and what it is.

    Example:
        >>> print(render_markdown().splitlines()[2])
        | `PureDP` | `Epsilon` | scalar | — | pure ε-DP: levels Epsilon, divergence max \\|log P/Q\\| (Dwork–McSherry–Nissim–Smith 2006) |
    """
    rows = ["| measure | levels | additive rule | converted into it from | what it is |", "|---|---|---|---|---|"]
    for spec in registered():
        into = ", ".join(f"`{c.source.__name__}` by `{c.call.partition('(')[0]}` ({c.citation})"
                         for c in spec.conversions) or "—"
        rows.append("| " + " | ".join((
            f"`{spec.name}`", ", ".join(f"`{t.__name__}`" for t in spec.level_types),
            spec.additive.value if spec.additive is not None else "none", into,
            spec.summary.replace("|", "\\|"))) + " |")
    return "\n".join(rows)
