"""The ex-post filter (Lemma 5.2) and the mixed zCDP + ex-post filter (Thm 3) of
Rogers–Samorodnitsky–Wu–Ramdas 2023, as machines.

The analyst sends ``Round(mechanism)``: the filter checks the round **before** it runs, runs it
on the data (one release: a noise-reduction mechanism runs to its stop) and answers the
release. What a round is charged:

- an ex-post round (an ``ExPostMechanism``) is admitted only if ``spent + sup E_n ≤ ε`` and
  ``Σδ_i + δ_n ≤ δ`` (Lemma 5.2 in its intended form: the printed ``Σ_{i ≤ n−1}`` in its
  hypothesis is a garble, the text of Thm 3 says each ex-post function must fit the *remaining*
  budget); it is then charged ``E_n(y_n)``, computed here from the mechanism's own release (no
  message carries a value to charge: Remark 1, the accounting needs the actual output, never a
  post-processed one), rounded up;
- a zCDP round (``mixed_filter`` only: a noninteractive ``Mechanism`` certified under ``ZCDP()``
  or ``ApproxZCDP()`` with δ_n = 0) is admitted only if ``Σρ_i + ρ_n ≤ ρ*(ε, δ'')``, which is
  Thm 2's rule ``Σρ + 2·√(Σρ·ln(1/δ'')) ≤ ε`` (Whitehouse et al. 2023, Thm 2, as restated by
  Rogers et al. 2023, Thm 2), through the library's additive approximate-zCDP accumulator
  (``combinators.accounting``; ``rho_star`` rounds the budget down).

Sums round up and there is no tolerance, so the realised total never exceeds the budget.

**Refusals and halts** are the engine's (``combinators.composition.filtered``): a round that
does not fit is answered ``Refusal(spent, requested, budget, reason)`` and nothing changes
(``on_exhaust="refuse"``, the default: whether it fits is a function of the earlier releases
and of the levels the analyst chose, so answering it leaks nothing, and a refused round is as if
it had not been asked); with ``on_exhaust="halt"`` it is answered ``HALT`` and the filter is
``Exhausted`` for good, every later message answered ``HALT`` (the paper's stopping time N;
in the mixed filter N = inf{N_zCDP, N_post}: everything halts when either side stops). A message
that does not parse, a mechanism for another relation, a certificate that rests on the caller's
word (without ``trust_asserted=True``), a zCDP round with δ_n > 0 (module ``mixed_filter``) get
``Invalid``, and nothing changes. ``STATUS`` is answered with where the filter stands.

A filter is a certified ``Mechanism`` under ``ApproxDP()``, so ``open_session`` runs it: a
refused round raises ``BudgetExceeded`` (state unchanged), a halted filter ``MachineHalted``.
An ex-post function that answers NaN, a negative number or more than its ``sup`` voids its own
certificate: the step raises ``CertificationError`` and the session closes without showing the
release.

References: Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.1, Lemma 5.2, Remark 1, Thm 2, Thm 3;
Whitehouse et al. 2023, Thm 2. Proofs: docs/reference/expost.md.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Final, final

import attrs
from typing_extensions import override

from .._arith import add_up, float_up
from .._validation import check_flag, check_positive, check_positive_delta, check_probability, same_value
from ..accounting import AdditiveAccumulator, additive_accumulator, rho_star
from ..accounting.filter_rules import remaining
from ..composition import STATUS, Exhausted, FilterStatus, OnExhaust
from ..errors import InvalidArgument
from ..machines import (BIT_FLIP, HALT, ChildHalted, Halt, InteractiveMechanism, Invalid, Mechanism,
                        NoninteractiveMechanism, Proved, Refusal, Relation, caller_assumptions_of)
from ..machines.certificate import issue
from ..measures import ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Rho, RhoDelta
from ..measures.distances import loss_float
from ..prob import Coins
from .certificates import ExPostMechanism, check_relation, expost_assumptions

__all__ = [
    "EXPOST_FILTER_THEOREM",
    "MIXED_FILTER_THEOREM",
    "ExPostFilter",
    "ExPostFilterState",
    "MixedFilter",
    "MixedStatus",
    "Round",
    "expost_filter",
    "filter_guarantee",
    "mixed_filter",
]

EXPOST_FILTER_THEOREM: Final = (
    "Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2 (the ex-post filter, in its intended form: a round is admitted "
    "only if spent + sup E_n ≤ ε and Σδ_i ≤ δ, and charged E_n at its own release; proof in docs/reference/expost.md)")
MIXED_FILTER_THEOREM: Final = (
    "[derived] Rogers–Samorodnitsky–Wu–Ramdas 2023, Thm 3 (the mixed zCDP + ex-post filter; the printed theorem "
    "is cut off before its conclusion): zCDP rounds with δ_n = 0 under Thm 2's rule (Whitehouse et al. 2023, "
    "Thm 2), ex-post rounds under Lemma 5.2, in any adaptive order; Pr[L > ε + ε'] ≤ δ' + δ'' by the "
    "supermartingale behind Thm 2, the proof of Lemma 5.2 and a union bound over one joint filtration "
    "(proof in docs/reference/expost.md); reported (ε + ε', δ + δ' + δ'')")
_DELTA_UNPROVED: Final = (
    "invalid query: a zCDP round with δ_n > 0 is not covered: the paper's route for it (its Thm 1, concurrent "
    "composition) needs finite communication or discrete answers, which a noise-reduction round does not have, "
    "and the proof of this filter covers δ_n = 0 only (docs/reference/expost.md); certify the round with δ = 0")


def _check_mechanism(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not ExPostMechanism and type(value) is not Mechanism:
        msg = (f"mechanism must be an ExPostMechanism (an ex-post round) or a certified noninteractive zCDP "
               f"Mechanism (a zCDP round of mixed_filter), got a {type(value).__name__}")
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Round:
    """Run ``mechanism`` as the filter's next round and answer its release.

    An ``ExPostMechanism`` is charged its realised ex-post loss; a certified noninteractive
    ``Mechanism`` under ``ZCDP()`` or ``ApproxZCDP()`` (``mixed_filter`` only) its ρ.
    """

    mechanism: ExPostMechanism[Any, Any] | Mechanism[Any, Any, Any, Any, Any] = attrs.field(validator=_check_mechanism)


@final
@attrs.frozen(repr=False)
class ExPostFilterState:
    """A filter's state: its data, the ex-post accumulator, the zCDP one (``mixed_filter``) and the
    number of rounds run. A value; its ``repr`` never shows the data."""

    data: object  # compared as the engine's FilterState compares it: states on other data differ
    expost: AdditiveAccumulator[EpsDelta]
    zcdp: AdditiveAccumulator[RhoDelta] | None
    rounds: int

    @override
    def __repr__(self) -> str:
        z = "" if self.zcdp is None else f", zcdp={self.zcdp.value()!r}"
        return f"ExPostFilterState(spent={self.expost.value()!r}{z}, rounds={self.rounds})"


@final
@attrs.frozen
class MixedStatus:
    """Where a mixed filter stands: each side's ``FilterStatus`` (the answer to ``STATUS``)."""

    zcdp: FilterStatus[RhoDelta]
    expost: FilterStatus[EpsDelta]


def _status(acc: AdditiveAccumulator[Any], budget: Any, rounds: int) -> FilterStatus[Any]:
    return FilterStatus(acc.value(), remaining(acc, budget), budget, rounds)


def _check_on_exhaust(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not str or value not in ("refuse", "halt"):
        msg = f"on_exhaust={value!r} must be 'refuse' (answer a Refusal and go on) or 'halt' (halt for good)"
        raise InvalidArgument(msg)


def _check_flag(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_flag(attribute.name, value)


def _expost_budget(value: object) -> EpsDelta:
    if type(value) is not EpsDelta:
        msg = f"budget={value!r} must be an EpsDelta (build the filter with expost_filter(eps, delta))"
        raise InvalidArgument(msg)
    return value


@attrs.frozen(repr=False)
class _Rounds:
    """The round step both filters share: parse, check before running, run, charge."""

    budget: EpsDelta = attrs.field(converter=_expost_budget)
    relation: Relation = attrs.field(default=BIT_FLIP, kw_only=True, validator=check_relation)
    on_exhaust: OnExhaust = attrs.field(default="refuse", kw_only=True, validator=_check_on_exhaust)
    trust_asserted: bool = attrs.field(default=False, kw_only=True, validator=_check_flag)

    def _zcdp_budget(self) -> RhoDelta | None:
        return None

    def init(self, data: Any, /) -> ExPostFilterState | Exhausted:
        zb = self._zcdp_budget()
        return ExPostFilterState(data, additive_accumulator(ApproxDP()), None if zb is None else
                                 additive_accumulator(ApproxZCDP()), 0)

    def step(self, state: ExPostFilterState | Exhausted, query: object, coins: Coins, /) -> tuple[Any, object]:
        if isinstance(state, Exhausted):
            return state, HALT
        msg: object = query  # the analyst may send anything: parse it
        if type(msg) is Round:
            m: object = msg.mechanism
            if type(m) is ExPostMechanism:
                return self._expost_round(state, m, coins)
            if type(m) is Mechanism:
                return self._zcdp_round(state, m, coins)
        if msg is STATUS:
            return state, self.status(state)
        return state, Invalid(f"invalid query: a {type(msg).__name__} cannot be parsed; this filter takes "
                              "Round(mechanism) and STATUS")

    def status(self, state: ExPostFilterState | Exhausted, /) -> Any:
        """Where the filter stands in ``state`` (the answer to ``STATUS``)."""
        if isinstance(state, Exhausted):
            return FilterStatus(state.spent, None, self.budget, state.children, None, True, state.reason)
        return _status(state.expost, self.budget, state.rounds)

    def _spent(self, state: ExPostFilterState) -> object:
        """What a halted state keeps of ``state``: the spent level (a function of the levels alone)."""
        return state.expost.value()

    def halt_reason(self, state: object, /) -> str | None:
        """Why the filter halted in ``state``, or ``None`` (what a session puts in ``MachineHalted``)."""
        return state.reason if isinstance(state, Exhausted) else None

    def _problem(self, relation: Relation, premises: tuple[str, ...]) -> str | None:
        if not same_value(relation, self.relation):  # by exact type: a forged field's == is never asked
            given: object = relation  # a field may be forged past its validator
            name = given.name if type(given) is Relation else f"<a {type(given).__name__}>"
            return (f"invalid query: the round is certified for the relation {name!r} but this filter's "
                    f"budget is stated for {self.relation.name!r} (build the filter with relation=...)")
        if premises and not self.trust_asserted:
            return (f"invalid query: the round's certificate rests on the caller's word ({premises[0]}); this filter "
                    "admits proved certificates only (build it with trust_asserted=True to accept it)")
        return None

    def _expost_round(self, state: ExPostFilterState, m: ExPostMechanism[Any, Any], coins: Coins
                      ) -> tuple[Any, object]:
        try:
            cert = m.expost.checked()
            requested = EpsDelta(cert.sup, cert.delta)
        except InvalidArgument as e:
            return state, Invalid(f"invalid query: the round's ex-post certificate is forged ({e})")
        machine: object = m.machine
        if not isinstance(machine, NoninteractiveMechanism):  # a field forged past its validator
            return state, Invalid("invalid query: the round's machine is not a noninteractive mechanism")
        problem = self._problem(m.relation, expost_assumptions(m))
        if problem is not None:
            return state, Invalid(problem)
        acc = state.expost
        if not acc.admits(requested, self.budget):
            return self._exhaust(state, acc.value(), requested, self.budget,
                                 f"insufficient ex-post budget: a round with sup E = {requested.epsilon!r} and "
                                 f"δ = {requested.delta!r} does not fit what remains of {self.budget!r} "
                                 f"(Lemma 5.2: spent + sup E_n ≤ ε and Σδ_i ≤ δ)")
        release = machine.release(state.data, coins)
        charge = m.realised(release)  # from the round's own release (Remark 1); raises if the function is void
        after = acc.add(EpsDelta(charge, requested.delta))
        return _next(state, after, state.zcdp), _answer(release, state.rounds)

    def _zcdp_round(self, state: ExPostFilterState, m: Mechanism[Any, Any, Any, Any, Any], coins: Coins
                    ) -> tuple[Any, object]:
        budget = self._zcdp_budget()
        acc = state.zcdp
        if budget is None or acc is None:
            return state, Invalid("invalid query: the ex-post filter runs ExPostMechanism rounds only; run zCDP "
                                  "mechanisms with ex-post ones through mixed_filter (Rogers–Samorodnitsky–Wu–Ramdas "
                                  "2023, Thm 3)")
        level = _zcdp_level(m)
        if isinstance(level, str):
            return state, Invalid(level)
        if level.delta > 0:
            return state, Invalid(_DELTA_UNPROVED)
        if not isinstance(m.machine, NoninteractiveMechanism):
            return state, Invalid("invalid query: a zCDP round must be a noninteractive mechanism (one release)")
        problem = self._problem(m.certificate.relation, caller_assumptions_of(m))
        if problem is not None:
            return state, Invalid(problem)
        if not acc.admits(level, budget):
            return self._exhaust(state, acc.value(), level, budget,
                                 f"insufficient zCDP budget: a round of ρ = {level.rho!r} would take Σρ above "
                                 f"ρ* = {budget.rho!r}, the largest Σρ with Σρ + 2·√(Σρ·ln(1/δ'')) ≤ ε "
                                 "(Whitehouse et al. 2023, Thm 2)")
        release = m.machine.release(state.data, coins)
        return _next(state, state.expost, acc.add(level)), _answer(release, state.rounds)

    def _exhaust(self, state: ExPostFilterState, spent: Any, requested: Any, budget: Any, reason: str
                 ) -> tuple[Any, object]:
        if self.on_exhaust == "halt":
            return Exhausted(reason, self._spent(state), state.rounds), HALT
        return state, Refusal(spent, requested, budget, reason)


def _zcdp_level(m: Mechanism[Any, Any, Any, Any, Any]) -> RhoDelta | str:
    """A zCDP round's level as ``RhoDelta``, checked, or why it cannot be charged."""
    cert = m.certificate
    measure: object = cert.measure
    try:
        if type(measure) is ZCDP:
            rho: Rho = measure.check_level(cert.level)
            return RhoDelta(rho.rho, 0.0)
        if type(measure) is ApproxZCDP:
            level: RhoDelta = measure.check_level(cert.level)
            return level
    except InvalidArgument as e:
        return f"invalid query: the round's certificate holds no valid level ({e})"
    return (f"invalid query: a zCDP round must be certified under ZCDP() or ApproxZCDP(), not {measure!r}; an "
            "ex-post mechanism is an ExPostMechanism")


def _next(state: ExPostFilterState, expost: AdditiveAccumulator[EpsDelta], zcdp: AdditiveAccumulator[RhoDelta] | None
          ) -> ExPostFilterState:
    return ExPostFilterState(state.data, expost, zcdp, state.rounds + 1)


def _answer(release: object, index: int) -> object:
    """The round's release; a release that is ``HALT`` reaches the analyst as ``ChildHalted``, so
    it is never taken for the filter's own halt."""
    return ChildHalted(index) if isinstance(release, Halt) else release


@final
@attrs.frozen(repr=False)
class ExPostFilter(_Rounds, InteractiveMechanism[Any, "ExPostFilterState | Exhausted", "Round | Any", object]):
    """The ex-post filter of Lemma 5.2 as a machine; build it with ``expost_filter``."""

    @override
    def __repr__(self) -> str:
        return f"ExPostFilter({self.budget!r}{_options(self)})"


def _zcdp_epsilon(value: object) -> float:
    return _epsilon("zcdp ε", value)


def _zcdp_delta(value: object) -> float | Fraction:
    return check_probability("zcdp δ", value)


def _delta_pp(value: object) -> float | Fraction:
    return check_positive_delta("zcdp δ''", value, below_one=True)


@final
@attrs.frozen(repr=False)
class MixedFilter(_Rounds, InteractiveMechanism[Any, "ExPostFilterState | Exhausted", "Round | Any", object]):
    """The mixed zCDP + ex-post filter of Thm 3 as a machine; build it with ``mixed_filter``.

    ``budget`` is the ex-post side's ``(ε', δ')``; ``epsilon``, ``zcdp_delta`` and ``delta_pp`` the
    zCDP side's ``(ε, δ, δ'')``, from which its ρ budget ``zcdp = RhoDelta(ρ*(ε, δ''), δ)`` is
    derived (never given, so it cannot disagree with the guarantee).
    """

    epsilon: float = attrs.field(kw_only=True, converter=_zcdp_epsilon)
    zcdp_delta: float | Fraction = attrs.field(kw_only=True, converter=_zcdp_delta)
    delta_pp: float | Fraction = attrs.field(kw_only=True, converter=_delta_pp)
    zcdp: RhoDelta = attrs.field(init=False, default=attrs.Factory(
        lambda m: RhoDelta(rho_star(m.epsilon, m.delta_pp), m.zcdp_delta), takes_self=True))

    @override
    def _zcdp_budget(self) -> RhoDelta | None:
        return self.zcdp

    @override
    def status(self, state: ExPostFilterState | Exhausted, /) -> Any:
        """Each side's status (``MixedStatus``); a halted filter's as ``FilterStatus``."""
        if isinstance(state, Exhausted):
            pair: Any = state.spent  # a mixed filter's halted state keeps both sides (_spent)
            z, e = pair
            return MixedStatus(FilterStatus(z, None, self.zcdp, state.children, None, True, state.reason),
                               FilterStatus(e, None, self.budget, state.children, None, True, state.reason))
        if state.zcdp is None:
            return super().status(state)
        return MixedStatus(_status(state.zcdp, self.zcdp, state.rounds), _status(state.expost, self.budget, state.rounds))

    @override
    def _spent(self, state: ExPostFilterState) -> object:
        return (None if state.zcdp is None else state.zcdp.value(), state.expost.value())

    @override
    def __repr__(self) -> str:
        return (f"MixedFilter({self.budget!r}, epsilon={self.epsilon!r}, zcdp_delta={self.zcdp_delta!r}, "
                f"delta_pp={self.delta_pp!r}{_options(self)})")


def _options(f: _Rounds) -> str:
    out = "" if f.relation == BIT_FLIP else f", relation={f.relation!r}"
    out += "" if f.on_exhaust == "refuse" else f", on_exhaust={f.on_exhaust!r}"
    return out + (", trust_asserted=True" if f.trust_asserted else "")


def _epsilon(name: str, value: object) -> float:
    v = check_positive(name, value)  # NaN, ≤ 0 and inf refused
    return v if type(v) is float else float_up(v)


def expost_filter(eps: float | Fraction, delta: float | Fraction, *, on_exhaust: OnExhaust = "refuse",
                  relation: Relation = BIT_FLIP, trust_asserted: bool = False
                  ) -> Mechanism[Any, ExPostFilterState | Exhausted, Any, object, EpsDelta]:
    """The ex-post filter: run ex-post private rounds, chosen adaptively, within ``(eps, delta)``.

    Round n (``Round(mechanism)``, an ``ExPostMechanism``) is admitted iff
    ``spent + sup E_n ≤ eps`` and ``Σ_{i≤n} δ_i ≤ delta``, checked before it runs; it then runs on
    the data and is charged ``E_n(y_n)`` at its own release, rounded up (module docs).

    Args:
        eps: the ε budget, ``0 < eps < ∞``.
        delta: the δ budget, in ``[0, 1]``.
        on_exhaust: ``"refuse"`` answers a round that does not fit with a ``Refusal`` and keeps
            the state; ``"halt"`` answers ``HALT`` and halts for good.
        relation: the neighbouring relation of the budget; every round must be certified for it.
        trust_asserted: admit rounds whose certificates rest on the caller's word
            (``expost_mechanism``); the filter's certificate lists that premise.

    Returns:
        A ``Mechanism`` certified at ``(ApproxDP(), EpsDelta(eps, delta), relation)``, whose machine
        is an ``ExPostFilter``.

    Raises:
        InvalidArgument: ``eps`` not a finite number > 0 (NaN, ∞, ≤ 0), ``delta`` outside
            ``[0, 1]``, a bad ``on_exhaust``, ``relation`` or flag.

    Privacy: the whole interaction is ``(eps, delta)``-DP for data related by ``relation``,
        against every adaptive analyst: on every run the realised ``Σ E_n`` stays ≤ eps, and the
        total privacy loss exceeds it only when some round's bound fails, with probability
        ≤ E[Σ δ_n] ≤ delta. The caller must ensure the rounds' ex-post functions read only their
        release and public information.

    Example:
        >>> from combinators.expost import ConstantExPost, issue_expost
        >>> from combinators.machines import open_session, BIT_FLIP
        >>> from combinators.primitives import RandomizedResponse
        >>> rr = issue_expost(RandomizedResponse(keep=Fraction(3, 4)), ConstantExPost(1.1), 0, BIT_FLIP, "ln 3 < 1.1")
        >>> f = expost_filter(2.5, 0.0)
        >>> f.level, f
        (EpsDelta(2.5, 0.0), expost_filter(2.5, 0.0))
        >>> s = open_session(f, 1, seed=0)
        >>> s.ask(Round(rr)) in (0, 1), s.ask(Round(rr)) in (0, 1)
        (True, True)
        >>> s.ask(Round(rr))
        Traceback (most recent call last):
        ...
        combinators.errors.BudgetExceeded: refused: insufficient ex-post budget: ...; nothing changed

    References: Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2, Remark 1.
    """
    e = _epsilon("eps", eps)
    d = check_probability("delta", delta)
    machine = ExPostFilter(EpsDelta(e, d), relation=relation, on_exhaust=on_exhaust, trust_asserted=trust_asserted)
    origin = f"expost_filter({e!r}, {d!r}{_options(machine)})"
    return _issue(machine, filter_guarantee(machine), EXPOST_FILTER_THEOREM, origin)


def mixed_filter(*, zcdp: tuple[float | Fraction, float | Fraction, float | Fraction],
                 expost: tuple[float | Fraction, float | Fraction], on_exhaust: OnExhaust = "refuse",
                 relation: Relation = BIT_FLIP, trust_asserted: bool = False
                 ) -> Mechanism[Any, ExPostFilterState | Exhausted, Any, object, EpsDelta]:
    """The mixed filter: zCDP rounds and ex-post rounds in any adaptive order, under one budget.

    ``zcdp=(ε, δ, δ'')``: zCDP rounds (``Round(m)`` for a noninteractive ``Mechanism`` under
    ``ZCDP()``, or ``ApproxZCDP()`` with δ_n = 0) are admitted while ``Σρ_i ≤ ρ*(ε, δ'')``
    (Thm 2's rule). ``expost=(ε', δ')``: ex-post rounds as in ``expost_filter``. Each round is
    checked before it runs; with ``on_exhaust="halt"`` everything halts when either side stops.
    A zCDP round with δ_n > 0 is answered ``Invalid``: no proof here covers it (module docs).

    Args:
        zcdp: ``(ε, δ, δ'')`` with ``0 < ε < ∞``, ``δ ∈ [0, 1]``, ``δ'' ∈ (0, 1)``.
        expost: ``(ε', δ')`` with ``0 < ε' < ∞``, ``δ' ∈ [0, 1]``.
        on_exhaust, relation, trust_asserted: as in ``expost_filter``.

    Returns:
        A ``Mechanism`` certified at ``EpsDelta(ε + ε', δ + δ' + δ'')`` under ``ApproxDP()`` (sums
        rounded up, δ capped at 1), whose machine is a ``MixedFilter``.

    Raises:
        InvalidArgument: a parameter out of its range (NaN and ∞ included), or not a tuple of the
            right length.

    Privacy: [derived] ``(ε + ε', δ + δ' + δ'')``-DP against every adaptive analyst: the
        printed Thm 3 is cut off before its conclusion, and this library proves this form in
        docs/reference/expost.md (Pr[L_zCDP > ε] ≤ δ'' and Pr[L_post > ε'] ≤ δ' under one joint
        filtration, then a union bound).

    Example:
        >>> m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6))
        >>> m.level
        EpsDelta(2.0, 2e-06)
        >>> m.machine.zcdp
        RhoDelta(0.01746890476912337, 0.0)

    References: Rogers–Samorodnitsky–Wu–Ramdas 2023, Thm 2, Thm 3, Lemma 5.2; Whitehouse et al. 2023, Thm 2.
    """
    zc = _params("zcdp", zcdp, 3)
    ex = _params("expost", expost, 2)
    eps = _epsilon("zcdp ε", zc[0])
    d = check_probability("zcdp δ", zc[1])
    dpp = check_positive_delta("zcdp δ''", zc[2], below_one=True)
    eps_p = _epsilon("expost ε'", ex[0])
    d_p = check_probability("expost δ'", ex[1])
    machine = MixedFilter(EpsDelta(eps_p, d_p), relation=relation, on_exhaust=on_exhaust,
                          trust_asserted=trust_asserted, epsilon=eps, zcdp_delta=d, delta_pp=dpp)
    origin = (f"mixed_filter(zcdp=({eps!r}, {d!r}, {dpp!r}), expost=({eps_p!r}, {d_p!r}){_options(machine)})")
    return _issue(machine, filter_guarantee(machine), MIXED_FILTER_THEOREM, origin)


def filter_guarantee(machine: ExPostFilter | MixedFilter) -> EpsDelta:
    """The ``(ε, δ)``-DP guarantee of a filter, from its fields: the ex-post filter's budget
    (Lemma 5.2); the mixed filter's ``(ε + ε', δ + δ' + δ'')``, sums rounded up and δ capped at 1
    (Thm 3, [derived])."""
    given: object = machine  # a caller may pass anything
    if type(given) is ExPostFilter:
        return given.budget
    if type(given) is not MixedFilter:
        msg = f"machine={given!r} must be an ExPostFilter or a MixedFilter"
        raise InvalidArgument(msg)
    machine = given
    b = machine.budget
    total_delta = min(1.0, add_up(add_up(float_up(machine.zcdp_delta), loss_float(b.delta)), float_up(machine.delta_pp)))
    return EpsDelta(add_up(machine.epsilon, loss_float(b.epsilon)), total_delta)


def _params(name: str, value: object, n: int) -> tuple[object, ...]:
    if type(value) is not tuple or len(value) != n:
        what = "(ε, δ, δ'')" if n == 3 else "(ε', δ')"
        msg = f"{name} must be a tuple {what}, got {value!r}"
        raise InvalidArgument(msg)
    return value


def _issue(machine: _Rounds, level: EpsDelta, theorem: str, origin: str
           ) -> Mechanism[Any, ExPostFilterState | Exhausted, Any, object, EpsDelta]:
    premises = (("rounds whose certificates rest on the caller's word are admitted (trust_asserted=True)",)
                if machine.trust_asserted else ())
    return issue(machine, ApproxDP(), level, machine.relation, Proved(theorem, premises),  # type: ignore[arg-type]  # both filters are machines
                           origin=origin)

