"""The capability table: which composition is proved for which measure, as data (DESIGN.md §3).

Each entry answers one question: under ``measure``, may ``combinator`` compose children whose
levels are fixed in advance (``FIXED``) or chosen from earlier answers (``ADAPTIVE``), with the
measure's own composition (``ADDITIVE``: Σε, Σρ, (Σε, Σδ), ⊗ of trade-off curves) or with
another bound, rule or accumulator (``CUSTOM``: advanced or optimal composition, the
Whitehouse or Gaussian-DP filter, …)? The answer is a ``Capability``:

- ``THEOREM``: proved, with the statement, its citation, and the conditions the children must
  meet (``requires``; e.g. finite communication) with what holds without them (``otherwise``);
- ``SEQUENTIAL_ONLY``: proved when the children are queried one after the other, open or false
  when they are interleaved;
- ``FORBIDDEN``: refuted or unproved, with the citation.

Constructors call ``require`` before they build anything and refuse with the citation; the
reference page renders the table with ``render_markdown``, so the code, the docs and the tests
read one source (the lesson of OpenDP's drifting proof tables, research/anchor-opendp.md §5.3).

The table is derived from the registry of measures (``combinators.measures.registry``): each
measure declares its own rows, a cell it leaves out is forbidden, and the cells of ``CONCURRENT``
with adaptive levels are forbidden for every measure (below). A measure registered later, even
outside the package, is in the table as soon as it is registered.

The combinators: ``CONCURRENT`` is ConComp of children fixed at construction (Vadhan–Wang 2021,
Def 6); ``FILTER`` and ``ODOMETER`` spawn children (Haney et al. 2023, Alg 3, Alg 6); ``PARALLEL`` is
k-sparse parallel composition of continual mechanisms (Henzinger–Safavi–Vadhan 2024, §5);
``EXT_CONCURRENT`` is their concurrent
composition through ``ext_concurrent()`` (Henzinger–Safavi–Vadhan 2024, Def 4.1). "Fixed levels" for a filter or an
odometer means the whole sequence of levels is chosen before the interaction; "adaptive" means
fully adaptive composition. For ``PARALLEL``, "fixed" means a fixed set of children and
"adaptive" unboundedly many children created during the interaction. For ``EXT_CONCURRENT``,
"fixed" means fixed mechanisms or a fixed multiset of levels (Thm 4.10, 4.12), "adaptive" a
filter on the created mechanisms' levels (Thm 12.4).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Final, TypeAlias, TypeVar, overload

from typing_extensions import override

from ..errors import InvalidArgument
from ..measures.registry import (
    WITHOUT_FINITE_COMMUNICATION,
    Adaptivity,
    Capability,
    Combinator,
    Condition,
    Conversion,
    MeasureSpec,
    Rule,
    Status,
    cell,
    registered,
    spec_if_registered,
)
from ..measures.registry import conditions as _conditions
from ..errors import CompositionForbidden as CompositionForbidden  # defined in errors.py with every library error

__all__ = [
    "CAPABILITIES",
    "CAPABILITY_TABLE",
    "MEASURE_NAMES",
    "Adaptivity",
    "Capability",
    "Combinator",
    "CompositionForbidden",
    "Condition",
    "Rule",
    "Status",
    "conversion_hint",
    "lookup",
    "measure_name",
    "render_markdown",
    "require",
    "sharing_hint",
]


_RRUV: Final = "Rogers, Roth, Ullman, Vadhan 2016 (privacy filters and odometers); seed 000 §1"
_NOT_FILTER: Final = (
    "concurrent() takes its children, and their levels, when it is built; levels chosen from "
    "earlier answers need a continuation rule proved for adaptive levels: use a filter or an odometer"
)
_UNDECLARED: Final = "the measure's registration declares no theorem for this cell"

Key: TypeAlias = tuple[str, Combinator, Adaptivity, Rule]
T = TypeVar("T")


def _cells(spec: MeasureSpec) -> Iterator[Capability]:
    """Every cell of one measure, in rendering order: its declared rows, the library's forbidden
    adaptive ``concurrent`` cells, and a forbidden row for each cell it leaves out."""
    for c in Combinator:
        for a in Adaptivity:
            for r in Rule:
                if c is Combinator.CONCURRENT and a is Adaptivity.ADAPTIVE:
                    # concurrent() has its levels fixed when it is built: adaptive levels belong to
                    # filters and odometers.
                    yield Capability(spec.name, c, a, r, Status.FORBIDDEN, _NOT_FILTER, _RRUV)
                    continue
                row = spec.row(c, a, r)
                yield row if row is not None else Capability(
                    spec.name, c, a, r, Status.FORBIDDEN, "no theorem is declared for it", _UNDECLARED)


_cache: dict[int, tuple[tuple[MeasureSpec, ...], tuple[Capability, ...], dict[Key, Capability]]] = {}


def _derived() -> tuple[tuple[Capability, ...], dict[Key, Capability]]:
    """The table of the measures registered now (recomputed when the registry changes)."""
    specs = registered()
    hit = _cache.get(0)
    if hit is not None and hit[0] is specs:
        return hit[1], hit[2]
    rows = tuple(entry for spec in specs for entry in _cells(spec))
    table = {c.key: c for c in rows}
    _cache[0] = (specs, rows, table)
    return rows, table


class _LiveSequence(Sequence[T]):
    """A read-only sequence that reads the registry each time it is asked (``_items``)."""

    def __init__(self, items: Callable[[], Sequence[T]], show: Callable[[Sequence[T]], str]) -> None:
        self._items = items
        self._show = show

    @overload
    def __getitem__(self, i: int) -> T: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[T]: ...
    @override
    def __getitem__(self, i: int | slice) -> T | Sequence[T]:
        return self._items()[i]

    @override
    def __len__(self) -> int:
        return len(self._items())

    @override
    def __repr__(self) -> str:
        return self._show(self)


class _Table(Mapping[Key, Capability]):
    """The table as a read-only mapping from ``(measure name, combinator, adaptivity, rule)``."""

    @override
    def __getitem__(self, key: Key) -> Capability:
        return _derived()[1][key]

    @override
    def __iter__(self) -> Iterator[Key]:
        return iter(_derived()[1])

    @override
    def __len__(self) -> int:
        return len(_derived()[1])

    @override
    def __repr__(self) -> str:
        return f"<capability table of {', '.join(MEASURE_NAMES)}>"


MEASURE_NAMES: Final[Sequence[str]] = _LiveSequence(lambda: tuple(s.name for s in registered()),
                                                     lambda names: repr(tuple(names)))
"""The measures the table covers, by registered name (a ``RenyiDP`` entry holds at every order α)."""

CAPABILITIES: Final[Sequence[Capability]] = _LiveSequence(
    lambda: _derived()[0], lambda rows: f"<{len(rows)} capabilities of {', '.join(MEASURE_NAMES)}>")
"""Every cell of the table, in rendering order: one per measure × combinator × adaptivity × rule."""

CAPABILITY_TABLE: Final[Mapping[Key, Capability]] = _Table()
"""The table as a read-only mapping from ``(measure name, combinator, adaptivity, rule)``."""


def conversion_hint(child: object, target: object) -> str:
    """How to bring a child under measure ``child`` into a filter under measure ``target`` (the
    conversions the measures declare, by exact type).

    Example:
        >>> from combinators.measures import PureDP, ZCDP
        >>> conversion_hint(PureDP(), ZCDP())
        'convert it explicitly with combinators.machines.to_zcdp(child) (ε counts ε²/2)'
    """
    for conv in _conversions():
        if type(child) is conv.source and type(target) is conv.target:
            return f"convert it explicitly with combinators.machines.{conv.call.format(m=target)}{conv.note}"
    return "convert it explicitly (combinators.machines.convert) to this measure"


def sharing_hint(a: object, b: object) -> str:
    """How to bring measures ``a`` and ``b`` together, either way round.

    Example:
        >>> from combinators.measures import PureDP, ZCDP
        >>> sharing_hint(ZCDP(), PureDP())
        'convert explicitly with combinators.machines.to_zcdp'
    """
    for conv in _conversions():
        if {type(a), type(b)} == {conv.source, conv.target} and type(a) is not type(b):
            return f"convert explicitly with combinators.machines.{conv.call.partition('(')[0]}"
    return "convert explicitly (combinators.machines.convert) so that all children share one measure"


def _conversions() -> Iterator[Conversion]:
    for spec in registered():
        yield from spec.conversions


def measure_name(measure: object) -> str:
    """The table's name for a measure (an instance such as ``RenyiDP(2)``, or its name).

    Raises:
        InvalidArgument: a measure the table does not cover (e.g. a user's own measure).

    Example:
        >>> from combinators.measures import RenyiDP
        >>> measure_name(RenyiDP(3)), measure_name("ZCDP")
        ('RenyiDP', 'ZCDP')
    """
    if type(measure) is str:
        if any(spec.name == measure for spec in registered()):
            return measure
    elif (spec := spec_if_registered(measure)) is not None:
        return spec.name
    msg = (f"the capability table has no entry for {measure!r}; it covers {', '.join(MEASURE_NAMES)}. "
           "Composition of another measure needs its own theorem: convert the children explicitly "
           "(combinators.machines.convert) to a covered measure, or register the measure with its theorems "
           "(combinators.measures.registry.register)")
    raise CompositionForbidden(msg)


def lookup(measure: object, combinator: Combinator | str, adaptivity: Adaptivity | str,
           rule: Rule | str = Rule.ADDITIVE) -> Capability:
    """The table's entry for one composition (whatever its status).

    Args:
        measure: a measure instance (``PureDP()``, ``RenyiDP(2)``, …) or its class name.
        combinator, adaptivity, rule: enum members or their values (``"concurrent"``,
            ``"fixed levels"``, ``"additive"``).

    Raises:
        InvalidArgument: an unknown measure, combinator, adaptivity or rule.

    Example:
        >>> from combinators.measures import ZCDP, ApproxDP
        >>> lookup(ApproxDP(), "parallel", "adaptive levels").status
        Status.FORBIDDEN
        >>> lookup(ZCDP(), Combinator.FILTER, Adaptivity.ADAPTIVE).citation
        'seed 000 Thm 4.10 (Haney et al. 2023)'
    """
    return _derived()[1][(measure_name(measure), *cell(combinator, adaptivity, rule))]


def require(measure: object, combinator: Combinator | str, adaptivity: Adaptivity | str,
            rule: Rule | str = Rule.ADDITIVE, *, conditions: Iterable[Condition] = ()) -> Capability:
    """The table's entry if it is a theorem whose conditions hold, else raise with the citation.

    Args:
        measure, combinator, adaptivity, rule: as in ``lookup``.
        conditions: the side conditions the caller asserts about the children.

    Returns:
        The ``Capability`` (a ``THEOREM``), to record as the reason of a certificate.

    Raises:
        CompositionForbidden: the entry is ``FORBIDDEN`` or ``SEQUENTIAL_ONLY``, or a required
            condition is missing; the message quotes the statement and the citation.

    Example:
        >>> from combinators.measures import ZCDP, RenyiDP
        >>> require(RenyiDP(2), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
        Traceback (most recent call last):
        ...
        combinators.errors.CompositionForbidden: RenyiDP × filter × adaptive levels × custom rule: forbidden: no non-additive rule is proved: ... (seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 1.22/4.6 (additive) is proved for Rényi DP)
        >>> require(ZCDP(), Combinator.CONCURRENT, Adaptivity.FIXED).statement
        'Σρ_i, for interactive children queried in any interleaving'
    """
    entry = lookup(measure, combinator, adaptivity, rule)
    given = _conditions(conditions)
    if entry.status is not Status.THEOREM:
        msg = f"{entry}: {entry.statement} ({entry.citation})"
        raise CompositionForbidden(msg)
    missing = entry.requires - given
    if missing:
        names = " and ".join(sorted(c.value for c in missing))
        msg = (f"{entry} only if the children have {names} ({entry.citation}); {entry.otherwise or WITHOUT_FINITE_COMMUNICATION}. "
               "Assert it only if every child meets it")
        raise CompositionForbidden(msg)
    return entry


_HEADER: Final = (
    "| measure | combinator | levels | rule | status | what holds | source | needs | otherwise |",
    "|---|---|---|---|---|---|---|---|---|",
)


def _cell(text: str) -> str:
    return text.replace("|", "\\|") if text else "—"


def render_markdown() -> str:
    """The capability table as a Markdown table, one row per entry (the reference docs embed it).

    Example:
        >>> lines = render_markdown().splitlines()
        >>> print(lines[0])
        | measure | combinator | levels | rule | status | what holds | source | needs | otherwise |
        >>> print(lines[2])
        | PureDP | concurrent | fixed levels | additive | theorem | Σε_i for interactive children queried in any interleaving | seed 004 Thm 3.1 (Vadhan–Wang 2021) | — | — |
        >>> len(lines) - 2 == len(CAPABILITIES) == len(MEASURE_NAMES) * len(Combinator) * len(Adaptivity) * len(Rule)
        True
    """
    rows = [
        "| " + " | ".join((
            c.measure, c.combinator.value, c.adaptivity.value, c.rule.value, c.status.value,
            _cell(c.statement), _cell(c.citation),
            _cell(", ".join(sorted(x.value for x in c.requires))), _cell(c.otherwise),
        )) + " |"
        for c in _derived()[0]
    ]
    return "\n".join((*_HEADER, *rows))
