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

The combinators: ``CONCURRENT`` is ConComp of children fixed at construction (seed 004 Def 6);
``FILTER`` and ``ODOMETER`` spawn children (seed 000 Alg 3, Alg 6); ``PARALLEL`` is k-sparse
parallel composition of continual mechanisms (seed 002 §5). "Fixed levels" for a filter or an
odometer means the whole sequence of levels is chosen before the interaction; "adaptive" means
fully adaptive composition. For ``PARALLEL``, "fixed" means a fixed set of children and
"adaptive" unboundedly many children created during the interaction.
"""

from __future__ import annotations

import enum
import types
from collections.abc import Iterable, Mapping
from typing import Final, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._validation import check_sequence_of, check_str
from ..errors import InvalidArgument
from ..errors import CompositionForbidden as CompositionForbidden  # defined in errors.py with every library error
from ..measures import FDP, ZCDP, ApproxDP, ApproxZCDP, PureDP, RenyiDP

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


class Combinator(enum.Enum):
    """The composition combinators the table speaks about."""

    CONCURRENT = "concurrent"
    FILTER = "filter"
    ODOMETER = "odometer"
    PARALLEL = "parallel"


class Adaptivity(enum.Enum):
    """Whether the children's levels are fixed before the interaction or chosen during it."""

    FIXED = "fixed levels"
    ADAPTIVE = "adaptive levels"


class Rule(enum.Enum):
    """The measure's own composition (``ADDITIVE``) or any other bound, rule or accumulator."""

    ADDITIVE = "additive"
    CUSTOM = "custom"


class Status(enum.Enum):
    """What the literature says about one cell of the table."""

    THEOREM = "theorem"
    SEQUENTIAL_ONLY = "sequential-only"
    FORBIDDEN = "forbidden"


class Condition(enum.Enum):
    """A side condition of a theorem that the caller asserts about the children."""

    FINITE_COMMUNICATION = "finite communication"
    """Every child exchanges a bounded number of messages (seed 000 Thm 1.8, after Vadhan–Zhang
    2023, whose proof is by induction on the messages); a noninteractive mechanism has it."""
    FIRST_PAIR_CONSISTENT = "first-pair consistent"
    """A child whose first message pair is identical only ever receives identical pairs
    (seed 002 Def 5.12); interactive mechanisms without updates have it (seed 002 Cor 5.15)."""


E = TypeVar("E", bound=enum.Enum)

MEASURE_NAMES: Final = ("PureDP", "ApproxDP", "RenyiDP", "ZCDP", "ApproxZCDP", "FDP")
"""The measures the table covers, by class name (a ``RenyiDP`` entry holds at every order α)."""

_MEASURE_TYPES: Final[tuple[tuple[type, str], ...]] = (
    (PureDP, "PureDP"), (ApproxDP, "ApproxDP"), (RenyiDP, "RenyiDP"), (ZCDP, "ZCDP"),
    (ApproxZCDP, "ApproxZCDP"), (FDP, "FDP"),
)


def _check_measure_name(inst: object, attribute: object, value: str) -> None:
    if value not in MEASURE_NAMES:
        msg = f"measure={value!r} must be one of {MEASURE_NAMES!r}"
        raise InvalidArgument(msg)


def _enum(kind: type[E], name: str, value: object) -> E:
    if isinstance(value, kind):
        return value
    try:
        return kind(value)
    except ValueError:
        allowed = ", ".join(repr(m.value) for m in kind)
        msg = f"{name}={value!r} must be {_article(kind.__name__)} {kind.__name__} or one of {allowed}"
        raise InvalidArgument(msg) from None


def _article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


def _conditions(value: Iterable[Condition]) -> frozenset[Condition]:
    return frozenset(check_sequence_of("conditions", value, lambda name, c: _enum(Condition, name, c),
                                       what="a collection of Conditions"))


def _text(inst: object, attribute: attrs.Attribute[str], value: object) -> None:
    check_str(attribute.name, value)


@final
@attrs.frozen
class Capability:
    """One cell of the capability table, with its citation.

    Example:
        >>> c = lookup(RenyiDP(2), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
        >>> c.status
        <Status.FORBIDDEN: 'forbidden'>
        >>> c.citation
        'seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 1.22/4.6 (additive) is proved for Rényi DP'
    """

    measure: str = attrs.field(validator=_check_measure_name)
    combinator: Combinator
    adaptivity: Adaptivity
    rule: Rule
    status: Status
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


_C: Final = Combinator
_A: Final = Adaptivity
_R: Final = Rule
_S: Final = Status
_FC: Final = frozenset({Condition.FINITE_COMMUNICATION})
_FPC: Final = frozenset({Condition.FIRST_PAIR_CONSISTENT})

_RRUV: Final = "Rogers, Roth, Ullman, Vadhan 2016 (privacy filters and odometers); seed 000 §1"
_NOT_FILTER: Final = (
    "concurrent() takes its children, and their levels, when it is built; levels chosen from "
    "earlier answers need a continuation rule proved for adaptive levels: use a filter or an odometer"
)
_NO_FC: Final = "without finite communication no theorem covers it (the proofs go by induction on the messages)"
_ONLY_ADDITIVE: Final = "seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 1.22/4.6 (additive) is proved for Rényi DP"
_ONLY_ADDITIVE_Z: Final = "seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 4.10/4.11 (additive) is proved for zCDP"
_NO_COUPLING: Final = (
    "no non-additive rule is proved: Rényi divergence lacks the coupling property behind the "
    "f-DP transfer (seed 000 Thm 3.3), and the Rényi proofs use the additivity of composition"
)
_APPROX_ZCDP_OPEN: Final = (
    "seed 000 §4 (open problem) and §7 item 3; sequential: Bun–Steinke 2016, Whitehouse et al. 2023 (seed 003)"
)
_PAR_FAILS: Final = (
    "seed 002 Thm 5.2 (Henzinger–Safavi–Vadhan): a (0,δ)-DP continual mechanism composed in "
    "1-sparse parallel with unboundedly many copies reveals the secret bit with probability 1"
)


def _entries() -> tuple[Capability, ...]:
    out: list[Capability] = []

    def add(measure: str, c: Combinator, a: Adaptivity, r: Rule, s: Status, statement: str, citation: str,
            requires: frozenset[Condition] = frozenset(), otherwise: str = "") -> None:
        out.append(Capability(measure, c, a, r, s, statement, citation, requires, otherwise))

    # concurrent() has its levels fixed when it is built: adaptive levels belong to filters and odometers.
    for m in MEASURE_NAMES:
        for r in Rule:
            add(m, _C.CONCURRENT, _A.ADAPTIVE, r, _S.FORBIDDEN, _NOT_FILTER, _RRUV)

    # ---- pure DP ----------------------------------------------------------------------------
    add("PureDP", _C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "Σε_i for interactive children queried in any interleaving",
        "seed 004 Thm 3.1 (Vadhan–Wang 2021)")
    add("PureDP", _C.CONCURRENT, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any bound for the non-interactive composition of RR_{ε_1}, …, RR_{ε_k}, e.g. the optimal "
        "(ε_g, δ_g) at a target δ_g",
        "seed 004 Thm 5.2 and Thm 5.4 / Cor 1 (Vadhan–Wang 2021)")
    add("PureDP", _C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε) for levels fixed in advance",
        "seed 004 Thm 3.1 (Vadhan–Wang 2021)")
    add("PureDP", _C.FILTER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any bound for the composition of RR_{ε_1}, …, RR_{ε_k} (levels fixed in advance)",
        "seed 004 Thm 5.4 / Cor 1 (Vadhan–Wang 2021)")
    add("PureDP", _C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε), spending exactly ε allowed: ε-DP children are ε-RDP_α at every α, the "
        "additive RDP_α filter holds at every α, and D_∞ = lim_{α→∞} D_α",
        "seed 000 Thm 1.22/4.6 at every α > 1 (Haney et al. 2023); van Erven–Harremoës 2014, Thm 6")
    add("PureDP", _C.FILTER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid (ε, 0)-DP filter for noninteractive mechanisms",
        "seed 000 Thm 1.20 (Haney et al. 2023)", _FC, _NO_FC)
    add("PureDP", _C.ODOMETER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "G = Σε_i (levels fixed in advance)",
        "seed 000 Thm 4.9 at every α > 1 (Haney et al. 2023); van Erven–Harremoës 2014, Thm 6")
    add("PureDP", _C.ODOMETER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any valid (ε, 0)-DP accumulator for noninteractive mechanisms",
        "seed 000 Thm 1.20 (Haney et al. 2023)", _FC, _NO_FC)
    add("PureDP", _C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "G = Σε_i, charged when a child is spawned",
        "seed 000 Thm 4.9 at every α > 1 (Haney et al. 2023); van Erven–Harremoës 2014, Thm 6")
    add("PureDP", _C.ODOMETER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid (ε, 0)-DP accumulator for noninteractive mechanisms",
        "seed 000 Thm 1.20 (Haney et al. 2023)", _FC, _NO_FC)
    for a in Adaptivity:
        add("PureDP", _C.PARALLEL, a, _R.ADDITIVE, _S.THEOREM,
            "k-sparse parallel composition of pure-DP continual mechanisms, even unboundedly many: "
            "as private as Comp(RR_{ε_1}, …, RR_{ε_k}), e.g. Σ_{i≤k} ε_i",
            "seed 002 Cor 5.5 (Henzinger–Safavi–Vadhan)")
        add("PureDP", _C.PARALLEL, a, _R.CUSTOM, _S.THEOREM,
            "any bound for Comp(RR_{ε_1}, …, RR_{ε_k}) over the k children a neighbouring pair touches",
            "seed 002 Cor 5.5 (Henzinger–Safavi–Vadhan)")

    # ---- approximate DP ---------------------------------------------------------------------
    add("ApproxDP", _C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "(Σε_i, δ_g) with δ_g = min over orders π of Σ_i δ_π(i)·exp(Σ_{j<i} ε_π(j)) for any "
        "interactive children; with finite communication, basic composition (Σε_i, Σδ_i)",
        "seed 004 Thm 4.1 (Vadhan–Wang 2021); seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)")
    add("ApproxDP", _C.CONCURRENT, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive composition bound: advanced, optimal (Kairouz–Oh–Viswanath 2015)",
        "seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)", _FC,
        "without finite communication only seed 004 Thm 4.1 holds (the additive rule)")
    add("ApproxDP", _C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε)·I(Σδ_i ≤ δ) for levels fixed in advance",
        "seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.FILTER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive composition bound (advanced, optimal) for levels fixed in advance",
        "seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "the basic filter I(Σε_i ≤ ε)·I(Σδ_i ≤ δ)",
        "seed 000 Thm 1.20 (Haney et al. 2023); Rogers, Roth, Ullman, Vadhan 2016", _FC, _NO_FC)
    add("ApproxDP", _C.FILTER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid filter for noninteractive mechanisms, e.g. Whitehouse et al. 2023 "
        "(advanced and optimal composition are not filters)",
        "seed 000 Thm 1.20 and Thm 3.7 (Haney et al. 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.ODOMETER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "G = (Σε_i, Σδ_i) for levels fixed in advance",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.ODOMETER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive composition bound, read at spawn time (levels fixed in advance)",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "G = (Σε_i, Σδ_i), charged when a child is spawned",
        "seed 000 Thm 1.20(2) and Lemma 2.19 (Haney et al. 2023)", _FC, _NO_FC)
    add("ApproxDP", _C.ODOMETER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid accumulator for noninteractive mechanisms, e.g. Whitehouse et al. 2023",
        "seed 000 Thm 1.20(2) and Thm 3.8 (Haney et al. 2023)", _FC, _NO_FC)
    for r in Rule:
        add("ApproxDP", _C.PARALLEL, _A.FIXED, r, _S.THEOREM,
            "k-sparse parallel composition: as private as Comp(RR_{ε_1,δ_1}, …, RR_{ε_k,δ_k})",
            "seed 002 Thm 5.14 and Cor 5.15 (Henzinger–Safavi–Vadhan)", _FPC,
            "ℓ copies of a (0,δ)-DP continual mechanism leak 1−(1−δ)^ℓ (seed 002 Thm 1.4); charge the "
            "product budget 1−Π(1−δ_j) ≤ δ′ instead (seed 002 Thm 5.4)")
        add("ApproxDP", _C.PARALLEL, _A.ADAPTIVE, r, _S.FORBIDDEN,
            "unbounded parallel composition of approximate-DP continual mechanisms with updates "
            "(only first-pair-consistent children, seed 002 Thm 5.14, or a product δ′ budget, Thm 5.4, escape it)",
            _PAR_FAILS)

    # ---- Rényi DP at a fixed order and zCDP -------------------------------------------------
    add("RenyiDP", _C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "Σε_i at the order α, for interactive children queried in any interleaving",
        "seed 000 Thm 1.9/4.3 (Lyu 2022)")
    add("ZCDP", _C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "Σρ_i, for interactive children queried in any interleaving",
        "seed 000 Thm 4.5 (Lyu 2022); the additive filter Thm 4.10 (Haney et al. 2023)")
    add("RenyiDP", _C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε) at the order α (levels fixed in advance)",
        "seed 000 Thm 1.22/4.6 (Haney et al. 2023)")
    add("ZCDP", _C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "I(Σρ_i ≤ ρ) (levels fixed in advance)",
        "seed 000 Thm 4.10 (Haney et al. 2023)")
    add("RenyiDP", _C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε) at the order α, spending exactly ε allowed",
        "seed 000 Thm 1.22/4.6 (Haney et al. 2023)")
    add("ZCDP", _C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "I(Σρ_i ≤ ρ), spending exactly ρ allowed",
        "seed 000 Thm 4.10 (Haney et al. 2023)")
    add("RenyiDP", _C.ODOMETER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "G = Σε_i at the order α (levels fixed in advance)", "seed 000 Thm 4.9 (Haney et al. 2023)")
    add("ZCDP", _C.ODOMETER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "G = Σρ_i (levels fixed in advance)", "seed 000 Thm 4.11 (Haney et al. 2023)")
    add("RenyiDP", _C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "G = Σε_i at the order α, charged when a child is spawned", "seed 000 Thm 4.9 (Haney et al. 2023)")
    add("ZCDP", _C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "G = Σρ_i, charged when a child is spawned", "seed 000 Thm 4.11 (Haney et al. 2023)")
    for m, only in (("RenyiDP", _ONLY_ADDITIVE), ("ZCDP", _ONLY_ADDITIVE_Z)):
        for c in (_C.CONCURRENT, _C.FILTER, _C.ODOMETER):
            for a in Adaptivity:
                if c is _C.CONCURRENT and a is _A.ADAPTIVE:
                    continue
                add(m, c, a, _R.CUSTOM, _S.FORBIDDEN, _NO_COUPLING, only)
    add("RenyiDP", _C.PARALLEL, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "k-sparse parallel composition: (α, Σ_{i≤k} ε_i)",
        "seed 002 Thm 13.6 and Cor 13.7 (Henzinger–Safavi–Vadhan)", _FPC,
        "without first-pair consistency it fails (seed 002 Thm 13.5, constants corrected in research/ERRATA.md A7)")
    add("ZCDP", _C.PARALLEL, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "k-sparse parallel composition: Σ_{i≤k} ρ_i (the Rényi theorem at every order α)",
        "seed 002 Thm 13.6 and Cor 13.7 at every α (Henzinger–Safavi–Vadhan)", _FPC,
        "without first-pair consistency no theorem covers it (the Rényi analogue fails: seed 002 Thm 13.5)")
    add("RenyiDP", _C.PARALLEL, _A.ADAPTIVE, _R.ADDITIVE, _S.FORBIDDEN,
        "unbounded parallel composition of Rényi-DP continual mechanisms is not (α, ε′)-RDP for any ε′",
        "seed 002 Thm 13.5 (constants corrected in research/ERRATA.md A7)")
    add("ZCDP", _C.PARALLEL, _A.ADAPTIVE, _R.ADDITIVE, _S.FORBIDDEN,
        "no theorem for unbounded parallel composition of zCDP continual mechanisms; the Rényi analogue fails",
        "seed 002 Thm 13.5 (constants corrected in research/ERRATA.md A7)")
    for m in ("RenyiDP", "ZCDP"):
        for a in Adaptivity:
            add(m, _C.PARALLEL, a, _R.CUSTOM, _S.FORBIDDEN, _NO_COUPLING,
                "seed 002 Cor 13.4–13.8 (Henzinger–Safavi–Vadhan): only the additive bound is proved")

    # ---- approximate zCDP -------------------------------------------------------------------
    for c in (_C.CONCURRENT, _C.FILTER, _C.ODOMETER):
        for a in Adaptivity:
            if c is _C.CONCURRENT and a is _A.ADAPTIVE:
                continue
            add("ApproxZCDP", c, a, _R.ADDITIVE, _S.SEQUENTIAL_ONLY,
                "(Σρ_i, Σδ_i), valid when the children are queried one after the other (the "
                "approximate-zCDP filter); concurrent composition of approximate zCDP is an open problem",
                _APPROX_ZCDP_OPEN)
            # forbidden even sequentially, unlike Rényi DP and zCDP: only the additive rule is proved
            add("ApproxZCDP", c, a, _R.CUSTOM, _S.FORBIDDEN,
                "no non-additive rule is proved for approximate zCDP, even sequentially: only "
                "(Σρ_i, Σδ_i) (seed 003 Thm 1), and the concurrent case is open",
                "seed 003 Thm 1 (Whitehouse et al. 2023); " + _APPROX_ZCDP_OPEN)
    for a in Adaptivity:
        for r in Rule:
            add("ApproxZCDP", _C.PARALLEL, a, r, _S.FORBIDDEN,
                "no theorem: concurrent composition of approximate zCDP is open, and unbounded parallel "
                "composition already fails for approximate DP (seed 002 Thm 5.2)", _APPROX_ZCDP_OPEN)

    # ---- f-DP ---------------------------------------------------------------------------------
    add("FDP", _C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "⊗ f_i, the trade-off function of the product of the children's canonical pairs (Dong–Roth–Su 2019, Thm 3.2)",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("FDP", _C.CONCURRENT, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive f-DP composition bound",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("FDP", _C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "I(⊗ f_i ⪯ f) for levels fixed in advance",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("FDP", _C.FILTER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive f-DP composition bound for levels fixed in advance",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, _NO_FC)
    add("FDP", _C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.FORBIDDEN,
        "the natural f-DP filter (compose the curves, stop when the target curve is crossed) is "
        "invalid for adaptively chosen levels; with Gaussian levels use the Gaussian-DP filter (rule=custom)",
        "Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756)")
    add("FDP", _C.FILTER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid f-DP filter for noninteractive mechanisms, e.g. the Gaussian-DP filter I(Σμ_i² ≤ μ²)",
        "seed 000 Thm 1.21 and Thm 3.4 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)", _FC, _NO_FC)
    add("FDP", _C.ODOMETER, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "G = ⊗ f_i for levels fixed in advance",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, _NO_FC)
    add("FDP", _C.ODOMETER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive f-DP composition bound, read at spawn time (levels fixed in advance)",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, _NO_FC)
    add("FDP", _C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.FORBIDDEN,
        "the natural accumulator ⊗ f_i would make the natural f-DP filter valid (Lemma 2.19), and that filter is invalid",
        "Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756); seed 000 Lemma 2.19")
    add("FDP", _C.ODOMETER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid f-DP accumulator for noninteractive mechanisms, e.g. Gaussian-DP μ = (Σμ_i²)^½",
        "seed 000 Thm 1.21 and Thm 3.6 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)", _FC, _NO_FC)
    for r in Rule:
        add("FDP", _C.PARALLEL, _A.FIXED, r, _S.THEOREM,
            "k-sparse parallel composition: as private as the composition of the k largest-loss children",
            "seed 002 Cor 14.8 and Cor 14.9 (Henzinger–Safavi–Vadhan)", _FC | _FPC,
            "without first-pair consistency the approximate-DP counterexample applies (seed 002 Thm 1.4, 5.2)")
        add("FDP", _C.PARALLEL, _A.ADAPTIVE, r, _S.FORBIDDEN,
            "unbounded parallel composition of f-DP continual mechanisms with updates", _PAR_FAILS)
    return tuple(out)


Key: TypeAlias = tuple[str, Combinator, Adaptivity, Rule]

CAPABILITIES: Final = _entries()
"""Every cell of the table, in rendering order: one per measure × combinator × adaptivity × rule."""

CAPABILITY_TABLE: Final[Mapping[Key, Capability]] = types.MappingProxyType({c.key: c for c in CAPABILITIES})
"""The table as a read-only mapping from ``(measure name, combinator, adaptivity, rule)``."""


_CONVERSIONS: Final[tuple[tuple[type, type, str, str], ...]] = (
    # (from, to, the call in combinators.machines, what a child then counts)
    (ZCDP, RenyiDP, "to_renyi(child, {m!r})", " (a ρ child counts ρα)"),
    (PureDP, ZCDP, "to_zcdp(child)", " (ε counts ε²/2)"),
    (ZCDP, ApproxDP, "to_approx_dp(child, delta)", ""),
    (ApproxDP, FDP, "to_tradeoff(child)", ""),
)
"""The explicit conversions that error messages suggest: the library never converts silently."""


def conversion_hint(child: object, target: object) -> str:
    """How to bring a child under measure ``child`` into a filter under measure ``target``.

    Example:
        >>> conversion_hint(PureDP(), ZCDP())
        'convert it explicitly with combinators.machines.to_zcdp(child) (ε counts ε²/2)'
    """
    for src, dst, call, note in _CONVERSIONS:
        if isinstance(child, src) and isinstance(target, dst):
            return f"convert it explicitly with combinators.machines.{call.format(m=target)}{note}"
    return "convert it explicitly (combinators.machines.convert) to this measure"


def sharing_hint(a: object, b: object) -> str:
    """How to bring measures ``a`` and ``b`` together, either way round.

    Example:
        >>> sharing_hint(ZCDP(), PureDP())
        'convert explicitly with combinators.machines.to_zcdp'
    """
    for src, dst, call, _ in _CONVERSIONS:
        if (isinstance(a, src) and isinstance(b, dst)) or (isinstance(b, src) and isinstance(a, dst)):
            return f"convert explicitly with combinators.machines.{call.partition('(')[0]}"
    return "convert explicitly (combinators.machines.convert) so that all children share one measure"


def measure_name(measure: object) -> str:
    """The table's name for a measure (an instance such as ``RenyiDP(2)``, or its name).

    Raises:
        InvalidArgument: a measure the table does not cover (e.g. a user's own measure).

    Example:
        >>> measure_name(RenyiDP(3)), measure_name("ZCDP")
        ('RenyiDP', 'ZCDP')
    """
    if isinstance(measure, str):
        if measure in MEASURE_NAMES:
            return measure
    else:
        for kind, name in _MEASURE_TYPES:
            if isinstance(measure, kind):
                return name
    msg = (f"the capability table has no entry for {measure!r}; it covers {', '.join(MEASURE_NAMES)}. "
           "Composition of another measure needs its own theorem: convert the children explicitly "
           "(combinators.machines.convert) to a covered measure")
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
        >>> lookup(ApproxDP(), "parallel", "adaptive levels").status
        <Status.FORBIDDEN: 'forbidden'>
        >>> lookup(ZCDP(), Combinator.FILTER, Adaptivity.ADAPTIVE).citation
        'seed 000 Thm 4.10 (Haney et al. 2023)'
    """
    key = (measure_name(measure), _enum(Combinator, "combinator", combinator),
           _enum(Adaptivity, "adaptivity", adaptivity), _enum(Rule, "rule", rule))
    return CAPABILITY_TABLE[key]


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
        msg = (f"{entry} only if the children have {names} ({entry.citation}); {entry.otherwise or _NO_FC}. "
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
        >>> len(lines) - 2 == len(CAPABILITIES) == 6 * 4 * 2 * 2
        True
    """
    rows = [
        "| " + " | ".join((
            c.measure, c.combinator.value, c.adaptivity.value, c.rule.value, c.status.value,
            _cell(c.statement), _cell(c.citation),
            _cell(", ".join(sorted(x.value for x in c.requires))), _cell(c.otherwise),
        )) + " |"
        for c in sorted(CAPABILITIES, key=_order)
    ]
    return "\n".join((*_HEADER, *rows))


def _order(c: Capability) -> tuple[int, int, int, int]:
    return (MEASURE_NAMES.index(c.measure), list(Combinator).index(c.combinator),
            list(Adaptivity).index(c.adaptivity), list(Rule).index(c.rule))
