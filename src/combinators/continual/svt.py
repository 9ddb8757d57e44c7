"""The sparse vector technique with updates, as a continual mechanism (Henzinger–Safavi–Vadhan
2024, Alg 3; Henzinger–Sricharan–Steiner 2023).

``SVT_{h,q}`` keeps a histogram ``h ∈ ℤ^d``. Each message is an update ``(x, thresh)`` with
``x ∈ {0,1}^d``: it adds ``x`` to ``h`` and answers ``TOP`` (⊤) if ``q(h) + ν > thresh + τ``, then
halts, else ``BOT`` (⊥). The threshold noise τ is drawn once, at the first update; the query
noise ν afresh at each. ``TOP`` and ``BOT`` are ``combinators.primitives.TOP``/``BOT``, the
library's ⊤ and ⊥.

The noise is discrete: τ two-sided geometric of scale 2/ε (ratio ``e^(−ε/2)``), ν of scale 4/ε
(ratio ``e^(−ε/4)``) — the paper's ``SVT_{ε/2}`` with Lap(1/ε′), Lap(2/ε′) at ε′ = ε/2, with
two-sided geometric noise in place of Laplace (Ghosh–Roughgarden–Sundararajan 2009). ``q`` must
map ``ℤ^d`` to ints and be 1-sensitive (``|q(z) − q(z′)| ≤ 1`` when ``‖z − z′‖_∞ ≤ 1``); that
is the caller's word, and ``q(h)`` that is not an int is answered ``Invalid``.

Privacy: ε-DP w.r.t. ``svt_neighbours(d)`` (∼_S of Henzinger–Safavi–Vadhan 2024, Lemma 7.4:
identical thresholds, update streams that differ at one step). The streams' histograms then
differ by one fixed vector in {−1,0,1}^d from that step on, so every ``q(h_t)`` moves by at most 1:
the AboveThreshold argument (Dwork–Roth 2014, Thm 3.23; Lyu–Su–Li 2017) shifts τ by 1 (a factor
``e^(ε/2)``) and the ⊤ step's ν by 2 (``e^(ε/2)``), with integer shifts since q is integer-valued.

Example:
    >>> from combinators.machines import open_session
    >>> m = sparse_vector(1.0, sum, d=2)
    >>> m, m.level, m.certificate.relation.name
    (sparse_vector(epsilon=1.0, q=sum, d=2), Epsilon(1.0), 'event_level(svt_updates(2))')
    >>> s = open_session(m, None, seed=0)
    >>> s.ask(((1, 0), 100))          # q(h) = 1, far below the threshold
    BOT
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Final, TypeAlias, final

import attrs
from typing_extensions import override

from .._literal import plain
from .._validation import check_callable, check_flag, check_positive_real
from ..errors import InvalidArgument
from ..machines import (
    HALT,
    ContinualMechanism,
    Halt,
    Invalid,
    Mechanism,
    Proved,
    Relation,
    compared_by_value,
    value_key,
)
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import Epsilon, PureDP
from ..primitives import BOT, TOP, Flag
from ..prob import Coins, Prob
from .counters import check_dimension, check_ratio, ratio_of
from .verification import EventLevel, event_level, identical

__all__ = [
    "SVTUpdates",
    "SVTState",
    "SparseVector",
    "sparse_vector",
    "svt_neighbours",
    "svt_updates",
]

_Q_WORD: Final = "q is 1-sensitive and integer-valued (the library cannot check a function's sensitivity)"


def _q_premises(q: object, d: int) -> tuple[str, ...]:
    """What the guarantee takes on the caller's word about ``q``: nothing for ``max`` (monotone and
    1-sensitive on int histograms under ‖·‖∞) or, for one coordinate, ``sum``; else its
    sensitivity, which no library can check of a function."""
    return () if q is max or (q is sum and d == 1) else (_Q_WORD,)

_THEOREM: Final = ("AboveThreshold with threshold noise of scale 2/ε and query noise of scale 4/ε (two-sided "
                   "geometric) is ε-DP for 1-sensitive integer queries; with updates, for streams that differ "
                   "at one step: Henzinger–Safavi–Vadhan 2024, Alg 3 and Lemma 7.4; Henzinger–Sricharan–Steiner "
                   "2023; Dwork–Roth 2014, Thm 3.23; Lyu–Su–Li 2017")

Query: TypeAlias = "Callable[[tuple[int, ...]], int]"
"""``q``: a histogram (a tuple of d ints) to an int, monotone and 1-sensitive (the caller's word)."""


def is_binary_update(x: object, d: int) -> bool:
    """Whether ``x`` is a tuple of ``d`` ints, each 0 or 1 (an element of {0,1}^d)."""
    return type(x) is tuple and len(x) == d and all(type(v) is int and (v == 0 or v == 1) for v in x)


def is_threshold(value: object) -> bool:
    """Whether ``value`` is a threshold: an int, a ``Fraction`` or a finite float (exact types)."""
    t = type(value)
    return t is int or t is Fraction or (t is float and math.isfinite(value))  # type: ignore[arg-type]


def _check_d(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_dimension("d", value)


@final
@compared_by_value
@attrs.frozen
class SVTUpdates:
    """The predicate of ``svt_updates(d)``: two updates ``(x, thresh)`` with one threshold (a
    finite number, compared exactly) and each ``x`` in {0,1}^d."""

    d: int = attrs.field(validator=_check_d)

    def __call__(self, m0: object, m1: object) -> bool:
        if not (type(m0) is tuple and type(m1) is tuple and len(m0) == len(m1) == 2):
            return False
        (x0, th0), (x1, th1) = m0, m1
        return (identical(th0, th1) and is_threshold(th0) and is_binary_update(x0, self.d)
                and is_binary_update(x1, self.d))


def svt_updates(d: int) -> Relation:
    """The relation on one update of the sparse vector: two updates ``(x, thresh)`` with one
    threshold and ``x`` in {0,1}^d (Henzinger–Safavi–Vadhan 2024, Lemma 7.4). ``event_level`` of
    it is ∼_S (``svt_neighbours``).

    Example:
        >>> svt_updates(1).related(((0,), 2), ((1,), 2)), svt_updates(1).related(((0,), 2), ((1,), 3))
        (True, False)
    """
    dim = check_dimension("d", d)
    return Relation(f"sparse vector updates (d={dim})", f"updates (x, thresh), x in {{0,1}}^{dim}, one threshold",
                    SVTUpdates(dim), origin=f"svt_updates({dim})")


def svt_neighbours(d: int) -> EventLevel:
    """∼_S for updates in {0,1}^d (Henzinger–Safavi–Vadhan 2024, Lemma 7.4) as a verification
    function: identical thresholds, and the update streams differ at one step at most:
    ``event_level(svt_updates(d))``. Not first-pair consistent (Def 5.12).

    Example:
        >>> f = svt_neighbours(1)
        >>> f
        event_level(svt_updates(1))
        >>> f(((((0,), 2), ((1,), 2)), (((1,), 3), ((1,), 3)))), f(((((0,), 2), ((1,), 3)),))
        (True, False)
    """
    return event_level(svt_updates(d))


class _Halted:
    """The state after ⊤ (a singleton: the mechanism answers HALT from then on)."""

    __slots__ = ()

    @override
    def __repr__(self) -> str:
        return "HALTED"


_HALTED: Final = _Halted()

SVTState: TypeAlias = "tuple[tuple[int, ...], Any] | _Halted"
"""``(h, τ)``: the histogram so far and the threshold noise (None before the first update); with
``exact=True``, ``(h, (offsets, S))``: the offsets ``⌊thresh − q(h)⌋`` of the updates so far (all
answered ⊥) and ``S``, the probability of those answers; or the halted state after ⊤."""


def _below(r: Fraction, m: int) -> Fraction:
    """``Pr[ν ≤ m]`` for ν two-sided geometric with ratio ``r``."""
    return 1 - r ** (m + 1) / (1 + r) if m >= 0 else r ** (-m) / (1 + r)


def all_below(r_threshold: Fraction, r_query: Fraction, offsets: tuple[int, ...]) -> Fraction:
    """``S = Σ_τ Pr[τ]·Π_b Pr[ν ≤ τ + b]`` over the offsets ``b``, exactly: the probability that
    AboveThreshold answers ⊥ to every update whose ``⌊thresh − q⌋`` is ``b`` (τ, ν two-sided
    geometric with ratios ``r_threshold``, ``r_query``).

    The sum over τ ∈ ℤ splits where a factor changes form: below every breakpoint each factor is
    ``r^(−τ−b)/(1+r)`` and the sum is one geometric series; above them it is ``1 − r^(b+1)/(1+r)·r^τ``,
    and the product, a polynomial in ``r^τ`` of degree ``k``, sums term by term (O(k²)); the
    finitely many τ in between are summed one by one.
    """
    rt, r = r_threshold, r_query
    ct = (1 - rt) / (1 + rt)
    k = len(offsets)
    if k == 0:
        return Fraction(1)
    lo = min(0, *(-b for b in offsets))
    hi = max(0, *(-b for b in offsets))
    total = Fraction(0)
    for tau in range(lo, hi):
        p = ct * rt ** abs(tau)
        for b in offsets:
            p *= _below(r, tau + b)
        total += p
    # τ < lo: τ < 0 and every τ + b < 0
    g = rt * r**k
    total += ct * (1 + r) ** (-k) * r ** (-sum(offsets)) * g ** (1 - lo) / (1 - g)
    # τ ≥ hi: τ ≥ 0 and every τ + b ≥ 0: Π_b (1 − e_b·x) with x = r^τ, as coefficients of x^m
    coef = [Fraction(1)]
    for b in offsets:
        e = r ** (b + 1) / (1 + r)
        coef = [a - e * c for a, c in zip([*coef, Fraction(0)], [Fraction(0), *coef])]
    for m, a in enumerate(coef):
        if a:
            ratio = rt * r**m
            total += ct * a * ratio**hi / (1 - ratio)
    return total


def _check_q(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_callable("q", value)


def _check_h(inst: SparseVector, attribute: attrs.Attribute[tuple[int, ...]], value: object) -> None:
    if not (type(value) is tuple and len(value) == inst.d and all(type(v) is int for v in value)):
        msg = f"h must be a tuple of d={inst.d} ints (the starting histogram)"
        raise InvalidArgument(msg)


_BAD_UPDATE: Final = Invalid("an update must be (x, thresh): x a tuple of d ints in {0, 1}, thresh a finite number")
_BAD_QUERY: Final = Invalid("q did not map the histogram to an int")


def q_value(q: Callable[[tuple[int, ...]], object], h: tuple[int, ...]) -> int | None:
    """``q(h)`` if it is an int, else None (a caller's q that raises or answers anything else)."""
    try:
        v = q(h)
    except Exception:  # noqa: BLE001 - the caller's function: its failure is an Invalid answer
        return None
    return v if type(v) is int else None


@final
@attrs.frozen
class SparseVector(ContinualMechanism[Any, tuple[tuple[int, ...], Any], "Flag | Invalid"]):
    """``SVT_{h,q}`` (module docs); build it with ``sparse_vector``. ``r_threshold`` and
    ``r_query`` are the noise ratios ``e^(−ε/2)`` and ``e^(−ε/4)``; ``h`` the starting histogram.

    With ``exact``, it keeps no τ: each answer is drawn from its exact law given the answers
    before (``Pr[⊤ | ⊥ so far] = 1 − S_k/S_(k−1)``, ``all_below``), one finite draw per update,
    so the exact audit can enumerate it. The answers have the same law as without ``exact``, for
    every adversary; a step costs O(k²) exact arithmetic at the k-th update (for short streams).

    After ⊤ it answers ``HALT``; a malformed update, or ``q(h)`` not an int, is ``Invalid``.
    """

    d: int = attrs.field(validator=_check_d)
    q: Callable[[tuple[int, ...]], int] = attrs.field(validator=_check_q, eq=value_key)
    r_threshold: Prob = attrs.field(validator=check_ratio)
    r_query: Prob = attrs.field(validator=check_ratio)
    h: tuple[int, ...] = attrs.field(validator=_check_h)
    exact: bool = attrs.field(default=False, kw_only=True)

    @exact.validator
    def _check_exact(self, attribute: attrs.Attribute[bool], value: object) -> None:
        if check_flag("exact", value) and not (type(self.r_threshold) is Fraction and type(self.r_query) is Fraction):
            msg = "exact=True needs exact (Fraction) noise ratios; this ε is too small for them"
            raise InvalidArgument(msg)

    @override
    def initial(self) -> SVTState:
        return self.h, (((), Fraction(1)) if self.exact else None)

    @override
    def step(self, state: SVTState, query: tuple[tuple[int, ...], Any], coins: Coins, /
             ) -> tuple[SVTState, Flag | Invalid | Halt]:
        if isinstance(state, _Halted):
            return state, HALT
        given: object = query  # the analyst's message: any value
        if not (type(given) is tuple and len(given) == 2 and is_binary_update(given[0], self.d)
                and is_threshold(given[1])):
            return state, _BAD_UPDATE
        x, thresh = query
        h = tuple(a + b for a, b in zip(state[0], x))
        value = q_value(self.q, h)
        if value is None:
            return state, _BAD_QUERY
        if self.exact:
            offsets, before = state[1]
            offsets = (*offsets, math.floor(Fraction(thresh) - value))  # ⊥ iff ν ≤ τ + ⌊thresh − q⌋
            after = all_below(self.r_threshold, self.r_query, offsets)  # type: ignore[arg-type]  # checked
            if coins.bernoulli(1 - after / before):
                return _HALTED, TOP
            return (h, (offsets, after)), BOT
        tau = state[1]
        if tau is None:  # sampled on the first update (Alg 3)
            tau = coins.discrete_laplace(self.r_threshold)
        if value + coins.discrete_laplace(self.r_query) - tau > thresh:  # exact: ints against thresh
            return _HALTED, TOP
        return (h, tau), BOT


def noise_ratios(epsilon: float | Fraction) -> tuple[Prob, Prob]:
    """The ratios ``e^(−ε/2)`` and ``e^(−ε/4)`` of the threshold and the query noise, each
    rounded up (``counters.ratio_of``)."""
    eps = Fraction(epsilon)
    return ratio_of(eps / 2), ratio_of(eps / 4)


def sparse_vector(
    epsilon: float | Fraction,
    q: Query,
    d: int,
    *,
    h: tuple[int, ...] | None = None,
    exact: bool = False,
) -> Mechanism[None, Any, tuple[tuple[int, ...], Any], Flag | Invalid, Epsilon]:
    """The sparse vector technique with updates (Henzinger–Safavi–Vadhan 2024, Alg 3), ε-DP
    w.r.t. ``svt_neighbours(d)``.

    Args:
        epsilon: ε > 0 (finite): the threshold noise has scale 2/ε, the query noise 4/ε (the
            paper's ``SVT_{ε/2}``; the histogram of Alg 4 uses ``sparse_vector(ε/3, …)``, its
            ``SVT_{ε/6}``).
        q: a histogram (a tuple of d ints) to an int, monotone and 1-sensitive (the caller's word).
        d: the dimension of the updates, a positive int.
        h: the starting histogram (default all zeros).
        exact: draw each answer from its exact law given the answers before, keeping no τ
            (``SparseVector``): the same answers in law, and finitely many draws, so the exact
            audit can enumerate short streams; O(k²) exact arithmetic at the k-th update.

    Returns:
        A certified continual mechanism: messages ``(x, thresh)``, answers ``BOT`` until the
        first ``TOP``, then ``HALT``.

    Raises:
        InvalidArgument: ``epsilon`` not a finite real ``> 0``; ``q`` not callable; ``d`` not a
            positive int; ``h`` not a tuple of d ints; ``exact`` not a bool, or True with an ε
            so small that ``e^(−ε/4)`` rounds to 1.

    Privacy: ε-DP (``PureDP``) w.r.t. ``svt_neighbours(d)`` (module docs; Lemma 7.4), for a
        1-sensitive integer-valued ``q``.

    References: Henzinger, Safavi, Vadhan, "Concurrent composition for continual mechanisms",
        2024, Alg 3; Henzinger, Sricharan, Steiner, "Differentially private histogram, predecessor,
        and set cardinality under continual observation", 2023; Dwork, Roth, "The algorithmic
        foundations of differential privacy", 2014, §3.6.
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    dim = check_dimension("d", d)
    start = (0,) * dim if h is None else h
    r_t, r_q = noise_ratios(eps)
    machine = SparseVector(dim, check_callable("q", q), r_t, r_q, start, exact=exact)
    name = getattr(q, "__qualname__", None)
    shown = name if type(name) is str else repr(q)
    extra: dict[str, object] = {} if h is None else {"h": start}
    if exact:
        extra["exact"] = True
    origin = call_text("sparse_vector", epsilon=plain(eps), q=_Name(shown), d=dim, **extra)
    return issue(machine, PureDP(), Epsilon(eps), svt_neighbours(dim).as_relation(),
                 Proved(_THEOREM, _q_premises(q, dim)), origin=origin)


@final
class _Name:
    """A caller's function in a printed call: its name."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    @override
    def __repr__(self) -> str:
        return self.text
