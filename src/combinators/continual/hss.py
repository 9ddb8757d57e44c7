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
``delta`` (each counter (ε/(3d), δ/d)): ε-DP in all, or (ε, δ)-DP, w.r.t.
``hss_neighbours(d)`` (∼_H: update streams in {0,1}^d that differ at one step).

Its privacy follows from the modular design theorem (Thm 6.1, Cor 6.6). ``HSSController``
(``HSSHistogram.controller()``) is Alg 4 as a controller over handles of its sub-mechanisms —
the d-counter, a fresh sparse vector per interval, a fresh Laplace mechanism per interval end —
that branches only on their answers and on the clock, and answers only their answers. With all
sub-mechanism answers fixed, ∼_H-neighbouring streams give at most one sparse vector instance
differing inputs (same thresholds), at most one Laplace mechanism an input differing by at most
1 (``q`` is 1-sensitive), and the d-counter ∼_C-neighbouring streams of interval sums (§7.2):
the f → f′ property for f′ the k-sparse parallel composition f_∞ with the three levels (Def 5.1),
which ``paired_run`` checks on the controller. Cor 5.5 then gives ε/3 + ε/3 + ε/3 = ε with pure
counters; with (ε/3, δ) counters the product-budget composition f_{∞,δ} (Def 5.3; Thm 5.4 as
corrected in Lemma 5.11, with Comp(RR_{ε_i,0}) (ε, 0)-DP) gives (ε, δ). The machine
``HSSHistogram`` draws the same noise in the same order as ``modular(controller)``, so the two
have one answer distribution; the controller's threshold logic is one pure function, ``advance``.

Example:
    >>> from combinators.machines import open_session
    >>> def gamma(t, j, beta, eps): return 2.0
    >>> def xi(t, j, beta, eps): return 1.0
    >>> m = hss_histogram(1.0, max, 2, gamma, xi, beta=0.1, horizon=8)          # max: monotone, 1-sensitive
    >>> m.level, m.certificate.relation.name
    (Epsilon(Fraction(1, 1)), 'event_level(binary_updates(2))')
    >>> m.machine.svt.level, m.machine.counter.level, m.machine.laplace_scale
    (Epsilon(Fraction(1, 3)), Epsilon(Fraction(1, 3)), Fraction(3, 1))
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

from .._literal import plain
from .._validation import check_callable, check_instance, check_positive_int, check_positive_real, check_real
from ..errors import InvalidArgument
from ..machines import HALT, Certificate, ContinualMechanism, Halt, Invalid, Mechanism, Relation, compared_by_value
from ..machines.certificate import issue, issue_composed
from ..machines.composite import call_text
from ..measures import ApproxDP, EpsDelta, Epsilon, PureDP
from ..primitives import TOP, sensitivity_relation
from ..prob import Coins, Prob
from .counters import (
    CounterFactory,
    DCounter,
    check_dimension,
    check_ratio,
    d_counter,
    noise_node,
    one_step_neighbours,
    ratio_of,
    tree_counter,
)
from .modular import Controller, Handle, SubMechanisms
from .parallel import product_budget_parallel, sparse_parallel
from .svt import _BAD_UPDATE as _SVT_BAD_UPDATE
from .svt import SparseVector, _Name, is_binary_update, is_threshold, q_value, sparse_vector, svt_neighbours
from .taint import Tainted, apply, taint
from .verification import EventLevel, Suitable, event_level, im_style

__all__ = [
    "BinaryUpdates",
    "HSSController",
    "HSSHistogram",
    "HSSState",
    "binary_updates",
    "hss_histogram",
    "hss_neighbours",
]

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


@final
@compared_by_value
@attrs.frozen
class BinaryUpdates:
    """The predicate of ``binary_updates(d)``: two updates in {0,1}^d (tuples of d ints, each
    0 or 1)."""

    d: int = attrs.field(validator=lambda inst, attribute, value: check_dimension("d", value))

    def __call__(self, x: object, y: object) -> bool:
        return is_binary_update(x, self.d) and is_binary_update(y, self.d)


def binary_updates(d: int) -> Relation:
    """The relation on one update of the histogram: any two updates in {0,1}^d
    (Henzinger–Safavi–Vadhan 2024, §7.2). ``event_level`` of it is ∼_H (``hss_neighbours``).

    Example:
        >>> binary_updates(2).related((0, 1), (1, 1)), binary_updates(2).related((0, 2), (0, 1))
        (True, False)
    """
    dim = check_dimension("d", d)
    return Relation(f"binary updates (d={dim})", f"two updates in {{0,1}}^{dim}", BinaryUpdates(dim),
                    origin=f"binary_updates({dim})")


def hss_neighbours(d: int) -> EventLevel:
    """∼_H (Henzinger–Safavi–Vadhan 2024, §7.2): update streams in {0,1}^d that differ at one
    step, ``event_level(binary_updates(d))``: the verification function the histogram's
    certificate is stated for.

    Example:
        >>> f = hss_neighbours(1)
        >>> f((((0,), (1,)), ((1,), (1,)))), f((((0,), (1,)), ((1,), (0,))))
        (True, False)
    """
    return event_level(binary_updates(d))


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
    d: int = attrs.field(validator=lambda inst, attribute, value: check_dimension("d", value))
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

    def controller(self) -> HSSController:
        """This histogram as a controller of the modular design (``HSSController``):
        ``modular(histogram.controller())`` has this machine's answer distribution."""
        return HSSController(self)

    def f_prime(self) -> Suitable:
        """The composition of the sub-mechanisms the privacy proof uses (module docs): f_∞ with
        the sparse vectors', the Laplace mechanisms' and the d-counter's levels (Def 5.1) for a
        pure counter; the product budget f_{∞,δ} with their ε's and the counter's δ (Def 5.3)
        for an approximate one."""
        levels = [self.svt.level, noise_node(self.r_laplace, epsilon=self.svt_epsilon).level, self.counter.level]
        if isinstance(self.counter.certificate.measure, PureDP):
            return sparse_parallel(levels)
        return product_budget_parallel([level.epsilon for level in levels], Fraction(self.counter.level.delta))

    def svt_on(self, h: tuple[int, ...]) -> Mechanism[None, Any, Any, Any, Any]:
        """The certified sparse vector of an interval that starts at the noisy histogram ``h``
        (``svt``'s machine and certificate on ``h``: its guarantee does not depend on ``h``)."""
        machine = self._svt_on(h)
        if machine == self.svt.machine:  # the sparse vector itself (the first interval's)
            return self.svt
        c = self.svt.certificate
        return issue(machine, c.measure, c.level, c.relation, c.provenance)


def _add(c: tuple[int, ...], x: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(c, x))


def _q_of_sum(q: Callable[[tuple[int, ...]], int], c: tuple[int, ...], h: tuple[int, ...]) -> int | None:
    """``q(c + h)``, or None if ``q`` fails (the Laplace mechanism then refuses it)."""
    return q_value(q, _add(c, h))


ControllerState: TypeAlias = "tuple[int, int, float | Fraction | int, tuple[int, ...], int, Tainted[tuple[int, ...]], Handle[Any, Any], Handle[Any, Any]]"
"""``(t, j, thresh, h, out, c, svt, counter)``: as ``HSSState``, with the current interval's sum
``c`` tainted and the sparse vector and d-counter as handles."""


def _check_histogram(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance("histogram", value, HSSHistogram, "an HSSHistogram (hss_histogram(...).machine)")


@final
@attrs.frozen
class HSSController(Controller[ControllerState, tuple[int, ...], "int | Invalid | Halt"]):
    """Alg 4 of Henzinger–Safavi–Vadhan 2024 as a controller of the modular design (Thm 6.1,
    Cor 6.6; module docs): sub-mechanisms the d-counter (created first), a sparse vector per
    interval (on the interval's starting histogram ``h``, fed ``(x, thresh)``) and a Laplace
    mechanism per interval end (fed ``q(c + h)``); the clock, ``j``, the threshold, ``h`` and
    ``out`` are untainted (sub-mechanism answers and the caller's schedules of them), only the
    interval sum ``c`` is tainted. An update outside {0,1}^d is refused by the sparse vector
    (the controller cannot test the tainted update itself) and answered ``Invalid``.

    Example:
        >>> from combinators.continual.modular import paired_run
        >>> def gamma(t, j, beta, eps): return 2.0
        >>> m = hss_histogram(3.0, sum, 1, gamma, gamma, beta=0.1, horizon=6).machine
        >>> xs, ys = [(1,)] * 6, [(1,)] * 2 + [(0,)] + [(1,)] * 3
        >>> report = paired_run(m.controller(), xs, ys, m.f_prime(), f=hss_neighbours(1))
        >>> report.verdict
        True
    """

    histogram: HSSHistogram = attrs.field(validator=_check_histogram)
    laplace: Mechanism[None, Any, Any, Any, Any] = attrs.field(init=False, repr=False, eq=False)
    laplace_f: Any = attrs.field(init=False, repr=False, eq=False)

    @laplace.default
    def _make_laplace(self) -> Mechanism[None, Any, Any, Any, Any]:
        _check_histogram(self, None, self.histogram)  # type: ignore[arg-type]  # before the validators
        return noise_node(self.histogram.r_laplace, epsilon=self.histogram.svt_epsilon)

    @laplace_f.default
    def _make_laplace_f(self) -> Any:
        return im_style(sensitivity_relation(1))

    def f_prime(self) -> Suitable:
        """The histogram's f′ (``HSSHistogram.f_prime``)."""
        return self.histogram.f_prime()

    @override
    def start(self, subs: SubMechanisms, /) -> ControllerState:
        m = self.histogram
        first = m.initial()  # q(0^d), γ(1, 1, β, ε): checked when the histogram was built
        counter = subs.create(m.counter, one_step_neighbours(m.d))
        svt = subs.create(m.svt_on(first.h), svt_neighbours(m.d))
        return first.t, first.j, first.thresh, first.h, first.out, taint(first.c), svt, counter

    @override
    def step(self, state: ControllerState, x: Tainted[tuple[int, ...]], subs: SubMechanisms, /
             ) -> tuple[ControllerState, int | Invalid | Halt]:
        m = self.histogram
        t, j, thresh, h, out, c, svt, counter = state
        if t >= m.horizon:
            return state, HALT
        answer = subs.ask(svt, (x, thresh))
        if isinstance(answer, Invalid):
            return state, _BAD_UPDATE if answer is _SVT_BAD_UPDATE else _BAD_FUNCTION
        t += 1
        c = apply(_add, c, x)
        top = answer is TOP
        noisy: int | None = None
        counts: tuple[int, ...] | None = None
        if top:
            released = subs.ask(subs.create(self.laplace, self.laplace_f), apply(_q_of_sum, m.q, c, h))
            if type(released) is not int:
                return state, _BAD_FUNCTION
            got = subs.ask(counter, c)
            if not (type(got) is tuple and len(got) == m.d):
                return state, _BAD_FUNCTION
            noisy, counts = released, got
        moved = advance(m.gamma, m.xi, m.beta, m.epsilon, m.q, t, j, thresh, top, noisy, counts)
        if moved is None:
            return state, _BAD_FUNCTION
        thresh, j, new_out = moved
        if counts is not None and new_out is not None:  # a new interval: a fresh sparse vector on h, c reset
            fresh = subs.create(m.svt_on(counts), svt_neighbours(m.d))
            return (t, j, thresh, counts, new_out, taint((0,) * m.d), fresh, counter), new_out
        return (t, j, thresh, h, out, c, svt, counter), out


def _named(f: object) -> _Name:
    """A caller's function in a printed call: by its qualified name."""
    name = getattr(f, "__qualname__", None)
    return _Name(name if type(name) is str else repr(f))


_THEOREM: Final = (
    "the HSS histogram is the modular mechanism of its controller (Henzinger–Safavi–Vadhan 2024, Alg 4, Thm 6.1 "
    "and Cor 6.6, §7.2), for a monotone, 1-sensitive, integer-valued q (the caller's word, as for the sparse "
    "vector): with every sub-mechanism answer fixed, streams in {0,1}^d that differ at one step give at "
    "most one sparse vector instance differing inputs (same thresholds), at most one Laplace mechanism an input "
    "differing by at most 1, and the d-counter ∼_C-neighbouring streams — the f → f′ property for f′ the k-sparse "
    "parallel composition f_∞ of the three levels (Def 5.1; with an (ε, δ) counter the product budget f_{∞,δ}, "
    "Def 5.3), a property of the library's own controller (HSSController), checked by the paired harness "
    "(paired_run, Def 6.2) on random neighbours, not proved by the library — so Cor 5.5 gives ε/3 + ε/3 + ε/3 "
    "(with an (ε, δ) counter, Thm 5.4 as corrected in Lemma 5.11 gives (ε, δ)); the machine draws the same noise "
    "in the same order as the modular one")


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
    trust_asserted: bool = False,
) -> Mechanism[None, HSSState, tuple[int, ...], int | Invalid, Any]:
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
            ``counter(ε/(3d), T, delta=δ/d)`` (Alg 4's ``dcounter_init(ε/3, δ)``; e.g.
            ``counter=counters.gaussian_tree_counter``), and the histogram (ε, δ)-DP.
        counter: the counter (``counters.d_counter``'s argument): ``counter(ε/(3d), T)``.
        trust_asserted: admit a counter certified on the caller's word (``d_counter``'s argument);
            the certificate then lists that premise.

    Returns:
        A certified continual mechanism (``HSSHistogram``): ε-DP (``PureDP``), or (ε, δ)-DP
        (``ApproxDP``) with ``delta``, w.r.t. ``hss_neighbours(d)`` (∼_H, streams that differ at
        one step), by the modular design theorem (module docs; ε is the sum of the three parts'
        levels, rounded up). No accuracy is claimed, since ``γ`` and ``ξ`` are the caller's.

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
        counter=d_counter(third, dim, t, delta=delta, counter=counter, trust_asserted=trust_asserted),
    )
    machine.initial()  # q(0^d) and γ(1, 1, β, ε) must be numbers
    laplace = noise_node(machine.r_laplace, epsilon=machine.svt_epsilon)
    parts = [machine.svt, laplace, machine.counter]
    epsilon_total = PureDP().compose([Epsilon(p.level.epsilon) for p in parts])
    cert: Certificate[Any]
    relation = hss_neighbours(dim).as_relation()
    if isinstance(machine.counter.certificate.measure, PureDP):
        cert = Certificate(PureDP(), epsilon_total, relation)
    else:  # Thm 5.4 / Lemma 5.11: (Σ ε_i, 1 − (1 − 0)(1 − δ′)) with δ′ the counter's δ
        cert = Certificate(ApproxDP(), EpsDelta(epsilon_total.epsilon, machine.counter.level.delta), relation)
    extra: dict[str, object] = {} if delta is None else {"delta": plain(check_real("delta", delta))}
    if counter is not tree_counter:
        extra["counter"] = counter
    if trust_asserted is not False:
        extra["trust_asserted"] = trust_asserted
    origin = call_text("hss_histogram", plain(eps), _named(q), dim, _named(gamma), _named(xi), beta=plain(float(b)),
                       horizon=t, **extra)
    return issue_composed(machine, cert, _THEOREM, parts, ["the sparse vector", "the Laplace mechanism",
                                                           "the d-counter"], trust_asserted, origin=origin)
