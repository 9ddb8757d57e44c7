"""Concurrent odometers OdomCon, and the filter ⇔ odometer conversions of Lemma 2.19.

``odometer(measure, accumulator)`` is seed 000's ``G-OdomCon(IM)`` (Alg 6): the same children
and messages as a filter (``Spawn(mechanism, level)``, ``Query(j, q)``), no budget, and one more
message, ``PRIVACY_LOSS``, answered with ``G(d_1, …, d_k)`` of the levels spawned so far. The
loss is **charged at spawn time** ("the privacy-loss budget is paid at the launch of each
additional interactive mechanism", seed 000 Def 2.13): queries to the children never change it,
and the ``PRIVACY_LOSS`` query is deterministic and leaves the state as it was (Def 1.12).

What a reading means (seed 000 Def 2.11, §7 item 5): for every level ``d`` **fixed before the
interaction**, the view truncated where ``G ⋠ d`` is ``d``-DP. A reading is not a guarantee chosen
after the fact; to stop at ``d``, make the odometer a filter: ``filter_from_odometer(G, d)``
builds ``F(·; d) = 𝕀(G ⪯ d)``, which is certified at ``d``. Conversely
``odometer_from_filter(F)`` gives back the odometer of the filter's accumulator. Both directions
are Lemma 2.19: ``G`` is a valid concurrent accumulator iff ``𝕀(G ⪯ d)`` is a valid concurrent
filter for every ``d``; the two make the same decision on every sequence of levels (the tests
check it on random sequences).

An odometer has no level of its own, so it is not a certified ``Mechanism`` and a filter refuses
to spawn it ("divergence cannot be parsed"); spawn ``filter_from_odometer(G, d)`` instead, with
``d`` fixed in advance.

Answers: ``Spawned(j)``, the child's answers, ``ChildHalted(j)``, ``FilterStatus`` to ``STATUS``
(what was spent and how many children; no budget, nothing remaining), and ``Invalid`` for what does
not parse or is not covered by the child's certificate (as in ``filtered``, through every wrapper;
the odometer never refuses for budget).

Example:
    >>> from combinators.machines import open_session, to_renyi
    >>> from combinators.measures import RenyiDP, RenyiEps
    >>> from combinators.primitives import gaussian, sensitivity_relation
    >>> g = odometer(RenyiDP(3), "additive", relation=sensitivity_relation(1))
    >>> child = to_renyi(gaussian(1.0), RenyiDP(3))   # seed 000 §6.3: 1.5 per release at α = 3
    >>> s = open_session(g, 2.0, seed=0)
    >>> s.ask(PRIVACY_LOSS)
    RenyiEps(0.0)
    >>> s.ask(Spawn(child, RenyiEps(1.5))), isinstance(s.ask(Query(0, None)), float)
    (Spawned(index=0), True)
    >>> s.ask(PRIVACY_LOSS), s.ask(Spawn(child, RenyiEps(1.5))), s.ask(PRIVACY_LOSS)
    (RenyiEps(1.5), Spawned(index=1), RenyiEps(3.0))

References: seed 000 Alg 6, Def 1.12, 2.11, 2.13–2.14, Lemma 2.19, Alg 14–15, Thm 1.20(2), 3.6,
3.8, 4.9, 4.11.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, TypeAlias, final

import attrs
from typing_extensions import override

from .._typing import D
from .._validation import check_bool, check_instance
from ..accounting import Accumulator
from ..errors import InvalidArgument
from ..machines import BIT_FLIP, InteractiveMechanism, Invalid, Mechanism, Relation
from ..measures import Measure
from ..prob import Coins
from .capabilities import Combinator
from ._engine import PRIVACY_LOSS, STATUS, FilterState, FilterStatus, Levelless, PrivacyLoss, Query, Spawn, StatusQuery
from ._engine import (ENGINES, LEVEL_ERRORS, EngineFields, admit, ask_child, cannot_charge, capability_entry, check_accumulator,
                      initial_state, invalid_message, not_covered, show_options, show_rule)
from .filters import Exhausted, FiltCon, OnExhaust, build_filter, filter_options, issue_filter

__all__ = [
    "PRIVACY_LOSS",
    "OdomCon",
    "OdometerMessage",
    "filter_from_odometer",
    "odometer",
    "odometer_from_filter",
]

OdometerMessage: TypeAlias = Spawn[D] | Query | PrivacyLoss | StatusQuery
"""What an odometer takes: spawns, queries, ``PRIVACY_LOSS`` and ``STATUS``."""


@final
@attrs.frozen(repr=False)
class OdomCon(InteractiveMechanism[Any, "FilterState[D]", "Spawn[D] | Query | PrivacyLoss | StatusQuery", object], Levelless,
              EngineFields[D]):
    """``G-OdomCon(IM)`` (seed 000 Alg 6) as a machine; build it with ``odometer``.

    Its fields, and what it derives from them (``theorem``: why ``G`` is a valid accumulator), are
    ``EngineFields``. The class checks what makes it a valid odometer, so one built by hand is
    held to what ``odometer`` checks; ``odometer`` is the smart constructor (``"additive"`` for the
    accumulator). Its repr is the expression that rebuilds it.

    Example:
        >>> from combinators.measures import ZCDP
        >>> odometer(ZCDP(), "additive")
        odometer(ZCDP(), 'additive')
    """

    COMBINATOR: ClassVar[Combinator] = Combinator.ODOMETER

    @override
    def __repr__(self) -> str:
        return (f"odometer({self.measure!r}, {show_rule(self.measure, self.accumulator)}"
                f"{show_options(self.relation, self.finite_communication, self.sequential, self.rule_is_valid, self.trust_asserted)})")

    @override
    def init(self, data: Any, /) -> FilterState[D]:
        return initial_state(data, self.accumulator)

    @override
    def step(self, state: FilterState[D], query: Spawn[D] | Query | PrivacyLoss | StatusQuery, coins: Coins, /
             ) -> tuple[FilterState[D], object]:
        msg: object = query  # the analyst may send anything: parse it
        if isinstance(msg, Query):
            return ask_child(state, msg, coins)
        if msg is PRIVACY_LOSS:
            return state, state.accumulator.value()
        if msg is STATUS:
            return state, self.status(state)
        if isinstance(msg, Spawn):
            problem = not_covered(self._rules, msg.mechanism, msg.level)
            if problem is not None:
                return state, Invalid(problem)
            try:
                after = state.accumulator.add(msg.level)
            except LEVEL_ERRORS as e:
                return state, Invalid(cannot_charge(state.accumulator, msg.level, e))
            return admit(state, msg.mechanism, after, self.sequential)
        return state, invalid_message(msg, "Spawn(mechanism, level), Query(j, q), PRIVACY_LOSS and STATUS")

    def status(self, state: FilterState[D], /) -> FilterStatus[D]:
        """Where the odometer stands (the answer to ``STATUS``): what it has spent and how many
        children; it has no budget, so nothing ``remaining``."""
        return FilterStatus(state.accumulator.value(), None, None, state[2])


ENGINES[id(OdomCon)] = OdomCon  # a Query through a nested odometer is followed down in a loop too


def odometer(
    measure: Measure[D],
    accumulator: Accumulator[D] | Literal["additive"],
    *,
    relation: Relation = BIT_FLIP,
    finite_communication: bool = False,
    sequential: bool = False,
    rule_is_valid: bool = False,
    trust_asserted: bool = False,
) -> OdomCon[D]:
    """``G-OdomCon(IM)``: spawn children at adaptively chosen levels and read ``G`` at any time.

    Args:
        measure: the measure of every child (``PureDP()``, ``RenyiDP(α)``, ``ZCDP()``, …).
        accumulator: ``G``, e.g. ``additive_accumulator(measure)`` (``"additive"`` for short) or
            ``whitehouse_accumulator(δ', δ)``; levels it already holds count as spent.
        relation: the neighbouring relation every child must be certified for.
        finite_communication, sequential, rule_is_valid, trust_asserted: as in ``filtered``
            (``rule_is_valid`` asserts that an accumulator of your own is a valid accumulator for
            noninteractive mechanisms).

    Returns:
        An ``OdomCon`` machine (not a certified mechanism: an odometer has no level);
        ``theorem`` names why ``G`` is a valid concurrent accumulator.

    Raises:
        CompositionForbidden: the capability table has no theorem for this accumulator (e.g. a
            non-additive one under Rényi DP or zCDP), with the citation.
        IncompatibleMeasureError, InvalidArgument: as in ``filtered``.

    Privacy: for every level ``d`` fixed before the interaction, the view truncated at the first
        reading ``⋠ d`` is ``d``-DP (seed 000 Def 2.11, 2.14). A reading is not a guarantee chosen
        afterwards: to stop at ``d`` use ``filter_from_odometer(G, d)``.

    Example:
        >>> from combinators.accounting import whitehouse_accumulator
        >>> from combinators.measures import ApproxDP
        >>> g = odometer(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5))
        >>> g.theorem[:56]
        'any valid accumulator for noninteractive mechanisms, e.g'

    References: seed 000 Alg 6, Def 2.13–2.14, Thm 1.20(2), 3.6, 3.8, 4.9, 4.11.
    """
    capability_entry(measure, Combinator.ODOMETER, accumulator, check_bool("sequential", sequential))  # the table first
    # OdomCon checks the rest when it is built (so a hand-built one is checked too)
    return OdomCon(measure, check_accumulator(measure, accumulator), relation=relation,
                   finite_communication=finite_communication, sequential=sequential, rule_is_valid=rule_is_valid,
                   trust_asserted=trust_asserted)


def filter_from_odometer(
    odometer: OdomCon[D],
    budget: D,
    *,
    cap: int | None = None,
    on_exhaust: OnExhaust = "refuse",
) -> Mechanism[Any, FilterState[D] | Exhausted, Spawn[D] | Query, object, D]:
    """The filter ``F(·; d) = 𝕀(G ⪯ d)`` of an odometer's accumulator ``G`` (seed 000 Lemma 2.19).

    It admits a spawn iff the odometer's reading after that spawn would be ``⪯ budget``, and it is
    certified at ``budget``. This is how an odometer enters a filter as a child: its ``d`` is
    fixed in advance, here.

    Args:
        odometer: an ``OdomCon`` built by ``odometer``.
        budget: ``d``, fixed before the interaction.
        cap, on_exhaust: as in ``filtered``.

    Returns:
        ``filtered(G.measure, G.accumulator, budget, …)`` with the odometer's relation and
        flags; ``machine.theorem`` cites Lemma 2.19 and the accumulator's theorem.

    Raises:
        InvalidArgument: ``odometer`` is not an ``OdomCon``.
        CompositionForbidden, IncompatibleMeasureError: as in ``filtered``.

    Example:
        >>> from combinators.measures import ZCDP, Rho
        >>> f = filter_from_odometer(odometer(ZCDP(), "additive"), Rho(1.0))
        >>> f, f.level
        (filter_from_odometer(odometer(ZCDP(), 'additive'), Rho(1.0)), Rho(1.0))

    References: seed 000 Lemma 2.19 and Alg 15; Lemma 1.26 for Rényi DP.
    """
    check_instance("odometer", odometer, OdomCon, "an OdomCon (build it with combinators.composition.odometer)")
    machine = build_filter(odometer.measure, odometer.accumulator, budget, cap=cap, on_exhaust=on_exhaust,
                            relation=odometer.relation, finite_communication=odometer.finite_communication,
                            sequential=odometer.sequential, rule_is_valid=odometer.rule_is_valid,
                            trust_asserted=odometer.trust_asserted)
    why = f"seed 000 Lemma 2.19: F(·; d) = 𝕀(G ⪯ d) for the valid accumulator G: {odometer.theorem}"
    origin = f"filter_from_odometer({odometer!r}, {machine.budget!r}{filter_options(machine, engine=False)})"
    return issue_filter(attrs.evolve(machine, theorem=why), origin)


def odometer_from_filter(
    filter_: Mechanism[Any, FilterState[D] | Exhausted, Spawn[D] | Query, object, D] | FiltCon[D],
) -> OdomCon[D]:
    """The odometer of a filter's accumulator (seed 000 Lemma 2.19, the other direction; Alg 14).

    The filter ``𝕀(G ⪯ d)`` is valid for every ``d`` exactly when ``G`` is a valid accumulator, so
    the odometer keeps ``G``, the relation and the flags and drops the budget and the cap.

    Args:
        filter_: a filter built by ``filtered`` or ``filter_from_odometer`` (or its machine).

    Returns:
        ``odometer(F.measure, F.accumulator, …)``.

    Raises:
        InvalidArgument: ``filter_`` is not a filter.
        CompositionForbidden: the capability table has no odometer theorem for that accumulator.

    Example:
        >>> from combinators.composition.filters import filtered
        >>> from combinators.measures import PureDP, Epsilon
        >>> odometer_from_filter(filtered(PureDP(), "additive", Epsilon(1.0)))
        odometer(PureDP(), 'additive')

    References: seed 000 Lemma 2.19 and Alg 14.
    """
    given = filter_.machine if isinstance(filter_, Mechanism) else filter_
    machine: FiltCon[D] = check_instance("filter_", given, FiltCon, "a filter built by combinators.composition.filtered")
    return odometer(machine.measure, machine.accumulator, relation=machine.relation,
                    finite_communication=machine.finite_communication, sequential=machine.sequential,
                    rule_is_valid=machine.rule_is_valid, trust_asserted=machine.trust_asserted)

