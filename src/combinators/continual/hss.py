"""The continual monotone histogram of Henzinger–Sricharan–Steiner 2023, as rewritten by
Henzinger–Safavi–Vadhan 2024 (Alg 4), as a continual mechanism with a pluggable counter.

Each message is an update ``x ∈ {0,1}^d``; the answer is ``out``, an estimate of ``q`` of the
histogram so far, for a monotone 1-sensitive ``q: ℕ^d → ℕ``. The stream is cut into intervals:
a sparse vector instance (``combinators.continual.svt``) watches the current interval and, when
``q`` has grown past the threshold, a d-counter (``combinators.continual.counters``) is fed the
interval's sum ``c``, the histogram ``h`` becomes its noisy count, ``out = q(h)``, and a fresh
sparse vector starts on ``h``. A Laplace mechanism on ``q(c + h)`` decides whether the threshold
is raised once more. ``γ`` and ``ξ`` (threshold increments and slack) are not specified by the
paper and are REQUIRED arguments: no accuracy is claimed here.

The budget is split in three (Henzinger–Safavi–Vadhan 2024, §7.2): the sparse vectors at ε/3
(``sparse_vector(ε/3, …)``: threshold noise of scale 6/ε, query noise 12/ε), the Laplace
mechanisms at ε/3 (two-sided geometric noise of scale 3/ε, the integer version of "Laplace
rounded to an integer"), the d-counter at ε/3 (each counter ε/(3d)), or at (ε/3, δ) with
``delta`` (each counter (ε/(3d), δ/d)): ε-DP in all, or (ε, δ)-DP. Its privacy follows from
the modular design theorem (Thm 6.1, Cor 6.6): the controller only branches on the
sub-mechanisms' answers and on untainted values, and neighbouring streams give one sparse vector
instance, one Laplace mechanism and the d-counter neighbouring inputs (§7.2). Each
sub-mechanism is a separate object (``svt``, ``r_laplace``, ``counter``), and the controller's
logic is one pure function, ``advance``.

Example:
    >>> from combinators.machines import open_session
    >>> def gamma(t, j, beta, eps): return 2.0
    >>> def xi(t, j, beta, eps): return 1.0
    >>> m = hss_histogram(1.0, sum, 2, gamma, xi, beta=0.1, horizon=8)
    >>> m.svt.level, m.counter.level, m.laplace_scale
    (Epsilon(0.33333333333333337), Epsilon(0.33333333333333337), Fraction(3, 1))
    >>> s = open_session(m, None, seed=0)
    >>> [type(s.ask((1, 0))) is int for _ in range(3)]
    [True, True, True]
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Final, TypeAlias, final

import attrs
from typing_extensions import override

from .._validation import check_callable, check_positive_int, check_positive_real, check_real
from ..errors import InvalidArgument
from ..machines import HALT, ContinualMechanism, Halt, Invalid, Mechanism
from ..primitives import TOP
from ..prob import Coins, Prob
from .counters import CounterFactory, DCounter, check_dimension, check_ratio, d_counter, ratio_of, tree_counter
from .svt import SparseVector, is_binary_update, is_threshold, q_value, sparse_vector

__all__ = ["HSSHistogram", "HSSState", "hss_histogram"]

Schedule: TypeAlias = "Callable[[int, int, float, float | Fraction], float | Fraction | int]"
"""``γ`` or ``ξ``: ``(t, j, β, ε)`` to a finite number (Henzinger–Safavi–Vadhan 2024, Alg 4)."""


@final
@attrs.frozen
class HSSState:
    """The histogram's state: untainted ``t`` (updates so far), ``j`` (interval), ``thresh``,
    ``h`` (the noisy histogram at the last interval's end), ``out``; tainted ``c`` (the current
    interval's sum); and the current sparse vector's and the d-counter's states."""

    t: int
    j: int
    thresh: float | Fraction | int
    h: tuple[int, ...]
    out: int
    c: tuple[int, ...]
    svt: Any
    counter: Any


def _number(value: object) -> float | Fraction | int | None:
    return value if is_threshold(value) else None  # type: ignore[return-value]  # checked: int, Fraction, float


def advance(
    gamma: Schedule,
    xi: Schedule,
    beta: float,
    epsilon: float | Fraction,
    q: Callable[[tuple[int, ...]], int],
    t: int,
    j: int,
    thresh: float | Fraction | int,
    top: bool,
    noisy: int | None,
    h: tuple[int, ...] | None,
) -> tuple[float | Fraction | int, int, int | None] | None:
    """The controller of Alg 4 after step ``t``: ``(thresh, j, out)`` (``out`` None: unchanged),
    or None if ``γ``, ``ξ`` or ``q`` answer something that is not a finite number.

    A pure function of untainted values and the sub-mechanisms' answers: ``top`` (the sparse
    vector's), ``noisy`` (the Laplace mechanism's) and ``h`` (the d-counter's), the last two
    None when ``top`` is False.
    """
    out: int | None = None
    if top:
        assert noisy is not None and h is not None  # drawn whenever top
        slack = _number(xi(t, j, beta, epsilon))
        step = _number(gamma(t, j, beta, epsilon))
        if slack is None or step is None:
            return None
        if noisy > thresh - slack:
            thresh = thresh + step
        out = q_value(q, h)
        j += 1
        before, after = _number(gamma(t, j - 1, beta, epsilon)), _number(gamma(t, j, beta, epsilon))
        if out is None or before is None or after is None:
            return None
        thresh = thresh - before + after
    now, then = _number(gamma(t, j, beta, epsilon)), _number(gamma(t + 1, j, beta, epsilon))
    if now is None or then is None:
        return None
    return thresh - now + then, j, out


def _check_epsilon(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_positive_real("epsilon", value, "ε = 0 would need infinite noise")


def _check_positive_int(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    if attribute.name == "d":
        check_dimension("d", value)
    else:
        check_positive_int(attribute.name, value)


def _check_function(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_callable(attribute.name, value)


def _check_beta(inst: object, attribute: attrs.Attribute[float], value: object) -> None:
    b = check_real("beta", value)
    if not 0 < b < 1:
        msg = f"beta={value!r} must be a real in (0, 1) (the failure probability the schedules are for)"
        raise InvalidArgument(msg)


def _check_svt(inst: HSSHistogram, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Mechanism or not isinstance(value.machine, SparseVector) or value.machine.d != inst.d:
        msg = "svt must be the certified sparse vector of the histogram's dimension (build it with hss_histogram)"
        raise InvalidArgument(msg)


def _check_counter(inst: HSSHistogram, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Mechanism or not isinstance(value.machine, DCounter) or value.machine.d != inst.d:
        msg = "counter must be the certified d-counter of the histogram's dimension (build it with hss_histogram)"
        raise InvalidArgument(msg)


_BAD_UPDATE: Final = Invalid("an update must be a tuple of d ints in {0, 1}")
_BAD_FUNCTION: Final = Invalid("q, gamma or xi answered something that is not a finite number")


@final
@attrs.frozen(repr=False)
class HSSHistogram(ContinualMechanism[HSSState, tuple[int, ...], "int | Invalid"]):
    """Alg 4 of Henzinger–Safavi–Vadhan 2024 (module docs); build it with ``hss_histogram``.

    Sub-mechanisms: ``svt`` (the certified sparse vector at ε/3 on ``h = 0``; each interval runs
    a copy on its own ``h``), the two-sided geometric noise of ratio ``r_laplace`` (ε/3), and
    ``counter`` (the certified d-counter at ε/3). Past ``horizon`` updates it answers ``HALT``.
    """

    epsilon: float | Fraction = attrs.field(validator=_check_epsilon)
    d: int = attrs.field(validator=_check_positive_int)
    q: Callable[[tuple[int, ...]], int] = attrs.field(validator=_check_function)
    gamma: Schedule = attrs.field(validator=_check_function)
    xi: Schedule = attrs.field(validator=_check_function)
    beta: float = attrs.field(validator=_check_beta)
    horizon: int = attrs.field(validator=_check_positive_int)
    svt: Mechanism[None, Any, Any, Any, Any] = attrs.field(validator=_check_svt)
    r_laplace: Prob = attrs.field(validator=check_ratio)
    counter: Mechanism[None, Any, Any, Any, Any] = attrs.field(validator=_check_counter)

    @override
    def __repr__(self) -> str:
        return f"<HSSHistogram d={self.d}, horizon={self.horizon}>"

    @property
    def svt_epsilon(self) -> Fraction:
        """The sparse vectors' level, ε/3."""
        return Fraction(self.epsilon) / 3

    @property
    def threshold_scale(self) -> Fraction:
        """The sparse vectors' threshold noise scale, 6/ε."""
        return 6 / Fraction(self.epsilon)

    @property
    def query_scale(self) -> Fraction:
        """The sparse vectors' query noise scale, 12/ε."""
        return 12 / Fraction(self.epsilon)

    @property
    def laplace_scale(self) -> Fraction:
        """The Laplace mechanisms' noise scale, 3/ε."""
        return 3 / Fraction(self.epsilon)

    @property
    def counter_epsilon(self) -> Fraction:
        """Each of the d counters' ε, ε/(3d)."""
        return Fraction(self.epsilon) / (3 * self.d)

    def _svt_on(self, h: tuple[int, ...]) -> SparseVector:
        machine = self.svt.machine
        assert isinstance(machine, SparseVector)  # built by hss_histogram
        return attrs.evolve(machine, h=h)

    @override
    def initial(self) -> HSSState:
        h = (0,) * self.d
        out = q_value(self.q, h)
        thresh = _number(self.gamma(1, 1, self.beta, self.epsilon))
        if out is None or thresh is None:  # refused at build time, where these are first called
            msg = "q and gamma must answer finite numbers (q an int) at the start"
            raise InvalidArgument(msg)
        return HSSState(0, 1, thresh, h, out, h, self._svt_on(h).initial(), self.counter.machine.init(None))

    @override
    def step(self, state: HSSState, query: tuple[int, ...], coins: Coins, /
             ) -> tuple[HSSState, int | Invalid | Halt]:
        if state.t >= self.horizon:
            return state, HALT
        if not is_binary_update(query, self.d):
            return state, _BAD_UPDATE
        t = state.t + 1
        c = tuple(a + b for a, b in zip(state.c, query))
        svt_state, answer = self._svt_on(state.h).step(state.svt, (query, state.thresh), coins)
        if isinstance(answer, Invalid):
            return state, _BAD_FUNCTION
        top = answer is TOP
        noisy: int | None = None
        h: tuple[int, ...] | None = None
        counter_state = state.counter
        if top:
            base = q_value(self.q, tuple(a + b for a, b in zip(c, state.h)))
            if base is None:
                return state, _BAD_FUNCTION
            noisy = base + coins.discrete_laplace(self.r_laplace)
            counter_state, counts = self.counter.machine.step(counter_state, c, coins)
            if not (type(counts) is tuple and len(counts) == self.d):
                return state, _BAD_FUNCTION
            h = counts
        moved = advance(self.gamma, self.xi, self.beta, self.epsilon, self.q, t, state.j, state.thresh, top, noisy, h)
        if moved is None:
            return state, _BAD_FUNCTION
        thresh, j, out = moved
        if h is not None and out is not None:  # a new interval: a fresh sparse vector on h, c reset
            zeros = (0,) * self.d
            new = HSSState(t, j, thresh, h, out, zeros, self._svt_on(h).initial(), counter_state)
        else:
            new = HSSState(t, j, thresh, state.h, state.out, c, svt_state, counter_state)
        return new, new.out


def hss_histogram(
    epsilon: float | Fraction,
    q: Callable[[tuple[int, ...]], int],
    d: int,
    gamma: Schedule,
    xi: Schedule,
    *,
    beta: float,
    horizon: int,
    delta: float | Fraction | None = None,
    counter: CounterFactory = tree_counter,
) -> HSSHistogram:
    """The continual monotone histogram (Henzinger–Safavi–Vadhan 2024, Alg 4) over ``horizon``
    updates in {0,1}^d, with the budget split ε/3 + ε/3 + ε/3 (module docs).

    Args:
        epsilon: the total ε > 0 (finite).
        q: a histogram (a tuple of d ints) to an int, monotone and 1-sensitive (the caller's word).
        d: the dimension, a positive int.
        gamma: ``γ(t, j, β, ε)``, the threshold increments: required, the paper leaves it open.
        xi: ``ξ(t, j, β, ε)``, the slack of the threshold test: required, likewise.
        beta: β, passed to ``γ`` and ``ξ`` (a real in (0, 1)).
        horizon: T, the number of updates (also each counter's horizon).
        delta: None (pure ε), or δ: the d-counter is then (ε/3, δ), each counter
            ``counter(ε/(3d), T, delta=δ/d)`` (Alg 4's ``dcounter_init(ε/3, δ)``), and the
            histogram (ε, δ)-DP.
        counter: the counter (``counters.d_counter``'s argument): ``counter(ε/(3d), T)``.

    Returns:
        The machine. Its privacy (ε-DP w.r.t. ∼_H, streams that differ at one step) is proved by
        the modular design theorem (Thm 6.1, Cor 6.6, §7.2) from its sub-mechanisms'
        certificates; no accuracy is claimed, since ``γ`` and ``ξ`` are the caller's.

    Raises:
        InvalidArgument: ``epsilon`` not a finite real ``> 0``; ``q``, ``gamma`` or ``xi`` not
            callable, or ``q(0^d)``/``γ(1, 1, β, ε)`` not a finite number; ``d``/``horizon`` not
            positive ints; ``beta`` not in (0, 1); ``delta`` not a probability; ``counter`` not a
            counter factory (or ``tree_counter`` with a ``delta``).
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    dim = check_dimension("d", d)
    t = check_positive_int("horizon", horizon)
    _check_beta(None, None, beta)  # type: ignore[arg-type]  # the validator ignores its attribute
    b = check_real("beta", beta)
    for name, fn in (("q", q), ("gamma", gamma), ("xi", xi)):
        check_callable(name, fn)
    third = Fraction(eps) / 3
    machine = HSSHistogram(
        eps, dim, q, gamma, xi, float(b), t,
        svt=sparse_vector(third, q, dim),
        r_laplace=ratio_of(third),
        counter=d_counter(third, dim, t, delta=delta, counter=counter),
    )
    machine.initial()  # q(0^d) and γ(1, 1, β, ε) must be numbers
    return machine
