"""The sampled audit: refute a privacy claim from samples, with a stated confidence; never certify.

For a mechanism that cannot be enumerated (a continuous draw: Laplace, Gaussian, any machine
that samples through ``coins``), ``sampled_audit`` draws the view many times on each of two
neighbouring inputs, searches the first half of the draws for an event ``E`` on which the claim
looks broken, and tests that one event on the second half with exact binomial (Clopper–Pearson)
confidence bounds. The claim is reduced, as in the exact audit, to the refute tests of its
measure's ``AuditPlan``: a hockey-stick test ``(e, δ)`` is broken by any event with
``P(E) − e·Q(E) > δ`` (``P``, ``Q`` the view laws on the two inputs, in either order), and a
Rényi test ``Σ P^α Q^(1−α) ≤ bound`` by any event whose two-point moment
``P(E)^α Q(E)^(1−α) + (1 − P(E))^α (1 − Q(E))^(1−α)`` exceeds the bound (data processing: the
moment of a coarsening is at most the moment; van Erven, Harremoës 2014, Thm 9).

The witness search follows DP-Sniper (Bichsel et al. 2021) and StatDP (Ding et al. 2018): on the
first half, the candidates are the unions of cells (histogram bins of a real output, or its
distinct values) taken in decreasing order of their estimated likelihood ratio, the thresholds
``output ≥ t`` and ``output < t`` of a real output, or the events the caller names; the one with
the best normal-approximation margin is kept. Only that event is tested on the second half,
which the search never saw, so one one-sided Clopper–Pearson bound at level ``α/2`` on each
probability (a union bound) gives the stated confidence ``1 − α`` without any correction for
the number of candidates.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from statistics import NormalDist
from typing import Any, Final, final

import attrs
import numpy as np
import numpy.typing as npt

from .._literal import NamedConstant
from .._validation import check_int, check_real
from ..errors import InvalidArgument
from ..machines import InteractiveMechanism, Mechanism, NoninteractiveMechanism, check_related
from ..measures.audit_plans import HockeyStickTest, PlanTest, RenyiTest
from ..prob import SampledCoins, upper
from ._binomial import cp_lower, cp_upper
from ._exact import _check_distinct, _claim, _for_message, _plan, _queries, describe_test
from ._observe import Interner
from ._views import machine_of

__all__ = ["DEFAULT_SAMPLES", "SampledAuditResult", "SampledEvent", "SampledVerdict", "sampled_audit"]

DEFAULT_SAMPLES: Final = 200_000
"""Draws on each input by default (half to search for an event, half to test it); about 0.3 s for
the library's Laplace mechanism."""

MAX_SAMPLES: Final = 10**8
"""The most draws per input: the binomial tails keep their guaranteed accuracy up to here."""

_MAX_BINS: Final = 200
_MIN_PER_BIN: Final = 250
_MAX_VALUES: Final = 256
"""A real output with at most this many distinct values in the first half gets one cell per value."""
_SHOWN: Final = 5


class SampledVerdict(NamedConstant):
    """The answer of a sampled audit: it can refute a claim, never prove one."""

    VIOLATED = "violated"
    NOT_REFUTED = "not refuted"


@final
@attrs.frozen
class SampledEvent:
    """The event a sampled audit tested on its held-out draws, with the counts and the bounds.

    ``P`` is the view law on the first input and ``Q`` on the second (``swapped``: the other
    way). Of the ``n`` held-out draws on each input, ``p_count`` and ``q_count`` fell in the event;
    with confidence ``1 − α/2`` each, ``P(E) ≥ p_lower`` and ``Q(E) ≤ q_upper`` (one-sided
    Clopper–Pearson bounds, rounded outwards).
    """

    description: str
    swapped: bool
    test: PlanTest
    n: int
    p_count: int
    q_count: int
    p_lower: float
    q_upper: float


@final
@attrs.frozen
class SampledAuditResult:
    """What a sampled audit found: its verdict, the event it tested, and lower confidence bounds.

    With probability at least ``confidence`` over the draws (whatever the search chose), for the
    tested event and test: a hockey-stick test ``(e, δ)`` has ``P(E) − e·Q(E) ≥ delta_lower``, and
    the ε of any ``(ε, δ)`` guarantee at the test's δ in that direction is at least
    ``epsilon_lower``; a Rényi test at order α has ``D_α(P‖Q) ≥ epsilon_lower`` (and
    ``delta_lower`` is 0). So ``VIOLATED`` is wrong with probability at most ``1 − confidence``.
    ``NOT_REFUTED`` is no certificate: only that this search, at this sample size, found no event
    that breaks the claim. ``event`` is ``None`` only when no event could break the claim (a
    trivial level, or one too large to test).
    """

    verdict: SampledVerdict
    event: SampledEvent | None
    delta_lower: float
    epsilon_lower: float
    confidence: float
    reason: str
    first: str
    second: str
    queries: tuple[object, ...]
    measure: object
    level: object
    samples: int
    seed: int


def _check_confidence(value: object) -> float:
    c = check_real("confidence", value)
    if not 0 < c < 1:
        msg = f"confidence={value!r} must be strictly between 0 and 1, e.g. 0.99"
        raise InvalidArgument(msg)
    return float(c)


def _check_events(events: object) -> tuple[tuple[str, Callable[[Any], object]], ...] | None:
    if events is None:
        return None
    if not isinstance(events, Mapping):
        msg = ("events= must be a mapping from a name to a predicate on the view, e.g. "
               "{'output > 1': lambda y: y > 1}")
        raise InvalidArgument(msg)
    out = []
    for name, pred in events.items():
        if type(name) is not str or not name.strip():
            msg = "every name in events= must be a non-empty str"
            raise InvalidArgument(msg)
        if not callable(pred):
            msg = f"events[{name!r}] must be a predicate on the view (a function returning a bool)"
            raise InvalidArgument(msg)
        out.append((name, pred))
    if not out:
        msg = "events= names no event: pass at least one, or None for the automatic search"
        raise InvalidArgument(msg)
    return tuple(out)


def _draws(machine: InteractiveMechanism[Any, Any, Any, Any], x: object, queries: tuple[object, ...], n: int,
           coins: SampledCoins) -> list[object]:
    """``n`` views on ``x``: the answer to the one query, else the tuple of answers."""
    if isinstance(machine, NoninteractiveMechanism) and len(queries) == 1:
        release = machine.release  # what a NIM's first step answers (its init and step are final)
        return [release(x, coins) for _ in range(n)]
    init, step = machine.init, machine.step
    out: list[object] = []
    for _ in range(n):
        state = init(x)
        answers = []
        for q in queries:
            state, a = step(state, q, coins)
            answers.append(a)
        out.append(answers[0] if len(answers) == 1 else tuple(answers))
    return out


_REAL: Final = (float, int, np.floating, np.integer)


def _reals(views: list[object]) -> npt.NDArray[np.float64] | None:
    """The views as floats if every one is a real number other than NaN (bools are not), else None."""
    for t in set(map(type, views)):
        if not issubclass(t, _REAL) or issubclass(t, (bool, np.bool_)):
            return None
    try:
        arr = np.asarray(views, dtype=np.float64)
    except OverflowError:  # an int past the floats: keyed by value instead
        return None
    return None if np.isnan(arr).any() else arr


@final
@attrs.frozen
class _Cells:
    """A partition of the views into cells: ``first``/``second`` hold each draw's cell (``k`` for a
    value the first half never showed); ``describe(mask)`` names a union of cells."""

    k: int
    first: tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]
    second: tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]
    describe: Callable[[npt.NDArray[np.bool_]], str]
    ordered: bool


def _interval(lo: float, hi: float) -> str:
    """The cell ``[lo, hi)`` in words (``lo = −inf``: no lower end; ``hi = inf``: no upper end)."""
    if lo == -math.inf:
        return "any output" if hi == math.inf else f"output < {hi!r}"
    if hi == math.inf:
        return f"output ≥ {lo!r}"
    return f"{lo!r} ≤ output < {hi!r}"


def _real_cells(halves: tuple[list[npt.NDArray[np.float64]], list[npt.NDArray[np.float64]]]) -> _Cells:
    (a1, b1), (a2, b2) = halves
    pooled = np.concatenate([a1, b1])
    values = np.unique(pooled)
    if len(values) <= _MAX_VALUES:
        bounds = values[1:]
    else:
        k = max(2, min(_MAX_BINS, len(pooled) // _MIN_PER_BIN))
        # quantiles that are draws (no interpolation, so an infinite draw gives no NaN bound)
        bounds = np.unique(np.quantile(pooled, np.arange(1, k) / k, method="inverted_cdf"))
    edges = np.concatenate([[-np.inf], bounds, [np.inf]])

    def cells(x: npt.NDArray[np.float64]) -> npt.NDArray[np.intp]:
        return np.searchsorted(bounds, x, side="right")

    def describe(mask: npt.NDArray[np.bool_]) -> str:
        parts: list[str] = []
        i, k = 0, len(mask)
        while i < k:
            if mask[i]:
                j = i
                while j + 1 < k and mask[j + 1]:
                    j += 1
                parts.append(_interval(float(edges[i]), float(edges[j + 1])))
                i = j + 1
            else:
                i += 1
        return _joined(parts, " or ", "no output")

    return _Cells(len(bounds) + 1, (cells(a1), cells(b1)), (cells(a2), cells(b2)), describe, True)


def _joined(parts: list[str], sep: str, empty: str) -> str:
    if not parts:
        return empty
    shown = sep.join(parts[:_SHOWN])
    return shown if len(parts) <= _SHOWN else f"{shown}{sep}… ({len(parts)} parts in all)"


def _value_cells(halves: tuple[list[list[object]], list[list[object]]]) -> _Cells:
    """One cell per distinct view (by type and value, never the view's own ``==``)."""
    (a1, b1), (a2, b2) = halves
    keys = Interner(by_identity=False)
    cell_of: dict[int, int] = {}
    shown: list[object] = []

    def first(views: list[object]) -> npt.NDArray[np.intp]:
        out = np.empty(len(views), dtype=np.intp)
        for i, v in enumerate(views):
            try:
                code = keys.code(v, "answer")
            except InvalidArgument:
                msg = (f"a view of type {type(v).__name__} cannot be keyed by value (it is not hashable): "
                       "name the events to test with events={name: predicate}")
                raise InvalidArgument(msg) from None
            c = cell_of.get(code)
            if c is None:
                c = cell_of[code] = len(shown)
                shown.append(v)
            out[i] = c
        return out

    f1 = (first(a1), first(b1))
    k = len(shown)

    def second(views: list[object]) -> npt.NDArray[np.intp]:
        out = np.full(len(views), k, dtype=np.intp)
        for i, v in enumerate(views):
            code = keys.find(v)
            if code is not None:
                out[i] = cell_of.get(code, k)
        return out

    def describe(mask: npt.NDArray[np.bool_]) -> str:
        members = [repr(shown[i]) for i in np.flatnonzero(mask)]
        return "output in {" + _joined(members, ", ", "") + "}"

    return _Cells(k, f1, (second(a2), second(b2)), describe, False)


@final
@attrs.frozen
class _Choice:
    score: float
    test: PlanTest
    swapped: bool
    mask: npt.NDArray[np.bool_] | None
    user: int


def _scores(kp: npt.NDArray[np.float64], kq: npt.NDArray[np.float64], n: int, e: float, delta: float,
            z: float) -> npt.NDArray[np.float64]:
    """A normal-approximation lower margin of ``P(E) − e·Q(E) − δ`` for each candidate (counts of
    ``n`` draws); only ranks candidates, the held-out test decides."""
    p, q = kp / n, kq / n
    qs = (kq + 1) / (n + 2)  # keeps a positive variance on an event no Q-draw hit
    ps = (kp + 1) / (n + 2)
    se = np.sqrt((ps * (1 - ps) + e * e * qs * (1 - qs)) / n)
    return p - e * q - delta - z * se


def _ranking_e(test: HockeyStickTest) -> float:
    """The test's ``e`` as a float for ranking candidates, capped where ``e^ε`` leaves the floats."""
    e = upper(test.e)
    return 1e300 if e > 1e300 else float(e)


def _log(x: Fraction) -> float:
    """``ln x`` of a positive rational of any size (``math.log`` of a huge Fraction overflows)."""
    return math.log(x.numerator) - math.log(x.denominator)


def _log_binary_moment(p: npt.NDArray[np.float64], q: npt.NDArray[np.float64], alpha: float
                       ) -> npt.NDArray[np.float64]:
    """``ln(p^α q^(1−α) + (1−p)^α (1−q)^(1−α))``, the Rényi moment of ``Bern(p)`` vs ``Bern(q)``."""
    with np.errstate(divide="ignore", invalid="ignore"):
        t1 = alpha * np.log(p) + (1 - alpha) * np.log(q)
        t2 = alpha * np.log1p(-p) + (1 - alpha) * np.log1p(-q)
        return np.logaddexp(t1, t2)


def _test_scores(test: PlanTest, kp: npt.NDArray[np.float64], kq: npt.NDArray[np.float64], n: int,
                 z: float) -> npt.NDArray[np.float64]:
    """How surely each candidate breaks ``test`` on the first half (ranking only): for a
    hockey-stick test the margin of ``P(E) − e·Q(E)`` over δ; for a Rényi test, the log of the
    binary moment at the normal-approximation bounds ``p̂ − z·se``, ``q̂ + z·se`` over the log of
    the bound (``−inf`` where those bounds do not put ``P(E)`` above ``Q(E)``)."""
    if isinstance(test, HockeyStickTest):
        return _scores(kp, kq, n, _ranking_e(test), float(test.delta), z)
    ps, qs = (kp + 1) / (n + 2), (kq + 1) / (n + 2)
    p = kp / n - z * np.sqrt(ps * (1 - ps) / n)
    q = kq / n + z * np.sqrt(qs * (1 - qs) / n)
    ok = (p > 0) & (p > q) & (q < 1)
    out = np.full(len(kp), -np.inf)
    out[ok] = _log_binary_moment(p[ok], q[ok], float(test.alpha)) - _log(test.bound.hi)
    return out


def _renyi_lower(test: RenyiTest, p_lo: float, q_hi: float) -> tuple[bool, float, float]:
    """Whether ``P(E) ≥ p_lo > q_hi ≥ Q(E)`` surely break ``test``, a lower bound on ``D_α(P‖Q)``,
    and the test's own bound on ``D_α`` (``ln(bound)/(α − 1)``, for the message).

    The binary moment ``m(p, q)`` of ``(P(E), Q(E))`` is at most the full one (data processing),
    and on ``p ≥ p_lo > q_hi ≥ q`` it is least at ``(p_lo, q_hi)``: for a fixed ``q`` it is convex
    in ``p`` with its minimum at ``p = q``, and for a fixed ``p`` convex in ``q`` with its minimum
    at ``q = p``. Float logs carry a relative slack of ``1e-9``, far above their rounding.
    """
    alpha = float(test.alpha)
    log_bound = _log(test.bound.hi)
    if not p_lo > q_hi:
        return False, 0.0, log_bound / (alpha - 1)
    t1 = alpha * math.log(p_lo) + (1 - alpha) * math.log(q_hi)
    t2 = alpha * math.log1p(-p_lo) + (1 - alpha) * math.log1p(-q_hi) if p_lo < 1 else -math.inf
    log_m = max(t1, t2) + math.log1p(math.exp(min(t1, t2) - max(t1, t2)))
    log_m -= 1e-9 * (1 + abs(t1) + (0 if math.isinf(t2) else abs(t2)))
    violated = log_m > log_bound + 1e-9 * (1 + abs(log_bound))
    return violated, max(0.0, log_m / (alpha - 1)), log_bound / (alpha - 1)


def _best_of_cells(cells: _Cells, tests: Sequence[PlanTest], n: int, z: float) -> _Choice:
    a, b = (np.bincount(c, minlength=cells.k).astype(np.float64) for c in cells.first)
    best: _Choice | None = None
    for swapped, (cp, cq) in ((False, (a, b)), (True, (b, a))):
        orders: list[npt.NDArray[np.intp]] = [np.argsort(-(cp + 0.5) / (cq + 0.5), kind="stable")]
        if cells.ordered:
            up = np.arange(cells.k, dtype=np.intp)
            orders += [up, up[::-1]]  # output < t, output ≥ t
        for test in tests:
            for order in orders:
                s = _test_scores(test, np.cumsum(cp[order]), np.cumsum(cq[order]), n, z)
                i = int(np.argmax(s))
                if best is None or s[i] > best.score:
                    mask = np.zeros(cells.k + 1, dtype=np.bool_)
                    mask[order[: i + 1]] = True
                    best = _Choice(float(s[i]), test, swapped, mask, -1)
    assert best is not None  # at least one test, one order, one cell
    return best


def _best_of_events(hits: Sequence[tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]],
                    tests: Sequence[PlanTest], n: int, z: float) -> _Choice:
    kp = np.array([float(h[0].sum()) for h in hits])
    kq = np.array([float(h[1].sum()) for h in hits])
    best: _Choice | None = None
    for swapped, (cp, cq) in ((False, (kp, kq)), (True, (kq, kp))):
        for test in tests:
            s = _test_scores(test, cp, cq, n, z)
            i = int(np.argmax(s))
            if best is None or s[i] > best.score:
                best = _Choice(float(s[i]), test, swapped, None, i)
    assert best is not None
    return best


def _hits(name: str, pred: Callable[[Any], object], views: list[object]) -> npt.NDArray[np.bool_]:
    out = np.empty(len(views), dtype=np.bool_)
    for i, v in enumerate(views):
        r = pred(v)
        if type(r) is not bool and type(r) is not np.bool_:
            msg = f"events[{name!r}] returned a {type(r).__name__}; an event's predicate must return a bool"
            raise InvalidArgument(msg)
        out[i] = bool(r)
    return out


def _float_down(x: Fraction) -> float:
    f = float(x)
    return f if Fraction(f) <= x else math.nextafter(f, -math.inf)


def _log_ratio_down(num: Fraction, den: float) -> float:
    """``ln(num/den)`` for ``num, den > 0``, rounded down (``num`` first to a float below it, then a
    few ulps of slack for the logs' own error); 0 if negative."""
    f = _float_down(num)
    if f <= 0.0:  # below the smallest float
        return 0.0
    a, b = math.log(f), math.log(den)
    v = a - b
    return max(0.0, v - 4 * math.ulp(max(abs(a), abs(b))))


def sampled_audit(
    mechanism: Mechanism[Any, Any, Any, Any, Any] | InteractiveMechanism[Any, Any, Any, Any],
    x0: object,
    x1: object,
    measure: object = None,
    level: object = None,
    *,
    seed: int,
    samples: int = DEFAULT_SAMPLES,
    confidence: float = 0.99,
    events: Mapping[str, Callable[[Any], bool]] | None = None,
    queries: Sequence[object] = (None,),
) -> SampledAuditResult:
    """Try to refute a claim from samples: VIOLATED at a stated confidence, or NOT REFUTED.

    Draws the view ``samples`` times on each of ``x0`` and ``x1`` (seeded coins), searches the
    first half for an event that breaks one of the claim's refute tests, and tests
    that event on the second half with one-sided Clopper–Pearson bounds at ``(1 − confidence)/2``
    on each of ``P(E)`` and ``Q(E)``.

    Args:
        mechanism: a certified mechanism or a raw machine (then pass ``measure`` and ``level``);
            it may draw anything through its ``coins`` (continuous draws included).
        x0, x1: two inputs, neighbours under a certified mechanism's relation (checked as in
            ``audit``); two of the same type and value are refused.
        measure, level: the claim; both omitted: the mechanism's certificate. Any measure with
            an ``audit_plan(level)`` (every built-in one): ``PureDP``, ``ApproxDP`` and the
            f-DP trade-offs through hockey-stick tests, ``RenyiDP`` and ``ZCDP`` through Rényi
            tests on the two-point law of the event.
        seed: the seed of the coins (an int ``>= 0``): the same seed gives the same result.
        samples: draws on each input, at least 20 and at most ``MAX_SAMPLES``.
        confidence: ``1 − α``, strictly between 0 and 1.
        events: names and predicates of the events to try (each takes a view and returns a
            bool) instead of the automatic search over thresholds and histogram cells.
        queries: the queries an interactive machine is sent in order (a fixed, non-adaptive
            adversary); the view is the answer to the one query, else the tuple of answers. A
            noninteractive mechanism takes the default.

    Returns:
        ``SampledAuditResult``: ``VIOLATED`` with the event, its held-out counts and the lower
        bounds, or ``NOT_REFUTED`` with the best event it tested.

    Raises:
        InvalidArgument: as ``audit`` for the mechanism, the claim and the inputs; a claim with no
            refute test; a bad ``samples``, ``confidence``, ``seed``, ``events`` or
            ``queries``; an event predicate that returns something other than a bool; a view
            the automatic search cannot key (unhashable: name the events instead).

    Privacy: the guarantee is about the audit, not the mechanism: if the claim holds, the audit
        answers ``VIOLATED`` with probability at most ``1 − confidence`` over its draws.
        ``NOT_REFUTED`` is not a certificate: a violation on events of small probability, in
        views the search does not split well, or at later queries of an adaptive adversary goes
        unseen. The messages hold only what the auditor supplied: the two inputs and the views
        drawn on them.

    Example:
        >>> from combinators.measures import Epsilon, PureDP
        >>> from combinators.primitives import laplace
        >>> weak = laplace(scale=0.8)            # (1/0.8 = 1.25)-DP: too little noise for ε = 1
        >>> r = sampled_audit(weak, 0.0, 1.0, PureDP(), Epsilon(1.0), seed=1, samples=20_000)
        >>> r.verdict, r.event.description, r.epsilon_lower > 1.0
        (SampledVerdict.VIOLATED, 'output ≥ 0.9...', True)
        >>> sampled_audit(weak, 0.0, 1.0, seed=1, samples=20_000).verdict    # its own ε = 1.25
        SampledVerdict.NOT_REFUTED

    References: Bichsel, Steffen, Bogunovic, Vechev 2021 (DP-Sniper: a witness search, then
        Clopper–Pearson bounds with a union bound); Ding, Wang, Wang, Zhang, Kifer 2018
        (StatDP: event selection on one sample, the test on another); Clopper, Pearson 1934;
        van Erven, Harremoës 2014 (Rényi divergence, data processing, Thm 9).
    """
    machine = machine_of(mechanism)
    the_measure, the_level = _claim(mechanism, measure, level)
    _check_distinct(x0, x1)
    if isinstance(mechanism, Mechanism):
        check_related(mechanism.certificate.relation, x0, x1)
    seed = check_int("seed", seed, minimum=0)
    samples = check_int("samples", samples, minimum=20, maximum=MAX_SAMPLES,
                        why="the binomial bounds keep their accuracy up to there")
    conf = _check_confidence(confidence)
    named = _check_events(events)
    the_queries = _queries(queries)
    if not the_queries:
        msg = "queries= must hold at least one query (a noninteractive mechanism takes the default (None,))"
        raise InvalidArgument(msg)

    def result(verdict: SampledVerdict, reason: str, event: SampledEvent | None = None, delta_lower: float = 0.0,
               epsilon_lower: float = 0.0) -> SampledAuditResult:
        return SampledAuditResult(verdict, event, delta_lower, epsilon_lower, conf, reason, f"x0={x0!r}",
                                  f"x1={x1!r}", the_queries, the_measure, the_level, samples, seed)

    plan = _plan(the_measure, the_level)
    if isinstance(plan, str):
        raise InvalidArgument(plan)
    if plan.trivial:
        return result(SampledVerdict.NOT_REFUTED, f"{the_level!r} is trivial under {the_measure!r}: no event breaks it")
    if plan.unsupported is not None:
        return result(SampledVerdict.NOT_REFUTED, f"{the_measure!r} has no test at {the_level!r}: {plan.unsupported}")
    tests = list(dict.fromkeys(plan.refute))
    if not tests:
        msg = f"{the_measure!r}.audit_plan({the_level!r}) has no refute test, so no event can break the claim"
        raise InvalidArgument(msg)

    alpha = 1 - conf
    ss = np.random.SeedSequence(seed).spawn(2)
    views = [_draws(machine, x, the_queries, samples, SampledCoins(np.random.default_rng(s)))
             for x, s in zip((x0, x1), ss, strict=True)]
    n1 = samples // 2
    n2 = samples - n1
    z = NormalDist().inv_cdf(1 - alpha / 2)

    if named is not None:
        hits = [(_hits(name, pred, views[0]), _hits(name, pred, views[1])) for name, pred in named]
        choice = _best_of_events([(h0[:n1], h1[:n1]) for h0, h1 in hits], tests, n1, z)
        h0, h1 = hits[choice.user]
        k0, k1 = int(h0[n1:].sum()), int(h1[n1:].sum())
        description = named[choice.user][0]
    else:
        reals = [_reals(v) for v in views]
        if reals[0] is not None and reals[1] is not None:
            cells = _real_cells(([reals[0][:n1], reals[1][:n1]], [reals[0][n1:], reals[1][n1:]]))
        else:
            cells = _value_cells(([views[0][:n1], views[1][:n1]], [views[0][n1:], views[1][n1:]]))
        choice = _best_of_cells(cells, tests, n1, z)
        mask = choice.mask
        assert mask is not None
        k0, k1 = int(mask[cells.second[0]].sum()), int(mask[cells.second[1]].sum())
        description = cells.describe(mask[: cells.k])

    test = choice.test
    kp, kq = (k1, k0) if choice.swapped else (k0, k1)
    p_lo, q_hi = cp_lower(kp, n2, alpha / 2), cp_upper(kq, n2, alpha / 2)
    event = SampledEvent(description, choice.swapped, test, n2, kp, kq, p_lo, q_hi)
    side = "P = views on x1, Q = on x0" if choice.swapped else "P = views on x0, Q = on x1"
    counts = (f"{kp} and {kq} of {n2} held-out draws; with confidence {conf!r}, P(E) ≥ {p_lo:.6g} and "
              f"Q(E) ≤ {q_hi:.6g}, so ")
    if isinstance(test, HockeyStickTest):
        margin = Fraction(p_lo) - upper(test.e) * Fraction(q_hi)
        delta_lower = _float_down(max(margin, Fraction(0)))
        excess = Fraction(p_lo) - test.delta
        epsilon_lower = _log_ratio_down(excess, q_hi) if excess > 0 else 0.0
        counts += f"P(E) − e·Q(E) ≥ {delta_lower:.6g}"
        violated = margin > test.delta
        beyond = f" > δ = {_for_message(test.delta)}"
    else:
        violated, epsilon_lower, claimed = _renyi_lower(test, p_lo, q_hi)
        delta_lower = 0.0
        counts += f"D_α(P‖Q) ≥ {epsilon_lower:.6g} at α = {_for_message(Fraction(test.alpha))}"
        beyond = f" > {claimed:.6g}, the claim's D_α"
    if violated:
        return result(SampledVerdict.VIOLATED,
                      f"{describe_test(test)} fails on the event E = {description} ({side}): {counts}{beyond}",
                      event, delta_lower, epsilon_lower)
    return result(SampledVerdict.NOT_REFUTED,
                  f"the best event found, E = {description} ({side}), does not refute {describe_test(test)}: {counts}; "
                  "this is not a certificate", event, delta_lower, epsilon_lower)
