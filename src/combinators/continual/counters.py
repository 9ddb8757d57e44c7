"""Continual counters: the binary-tree counter and the d-counter, as continual mechanisms.

- ``tree_counter(epsilon, horizon)``: the binary-tree (hierarchical) counter of Chan–Shi–Song
  2011 (Alg 2, "Binary Mechanism") and Dwork–Naor–Pitassi–Rothblum 2010. Each message is an
  update ``x_t`` (an int) and the answer is the noisy prefix sum ``x_1 + … + x_t``, an int. The
  dyadic intervals of ``1..T`` form ``L = ⌊log2 T⌋ + 1`` levels; each interval's sum gets its own
  discrete-Laplace noise at ε/L (Ghosh–Roughgarden–Sundararajan 2009), released once, when the
  interval closes, and the answer at ``t`` adds the ``popcount(t)`` intervals that tile ``1..t``.
  The state keeps only the partial sums on the current path: O(log T) ints in a tuple.
- ``gaussian_tree_counter(epsilon, horizon, delta=δ)``: the same tree with rounded Gaussian node
  noise, (ε, δ)-DP through Gaussian-DP composition (Dong–Roth–Su 2019): the (ε, δ) counter.
- ``d_counter(epsilon, d, horizon)``: d counters at ε/d each, fed the coordinates of an update
  ``c ∈ ℤ^d`` (Henzinger–Safavi–Vadhan 2024, §7, Cor 7.5); the counter is pluggable.

Their neighbouring notion is event-level (Dwork et al. 2010): ``one_step_neighbours()`` =
``event_level(counter_updates())``, two update streams that differ at one step by at most 1 (∼′
of Henzinger–Safavi–Vadhan 2024, §7; with ``dimension=d``, ∼_C: at one step by at most 1 in
every coordinate).

Why ε, by the modular design theorem (Henzinger–Safavi–Vadhan 2024, Thm 6.1 and Cor 6.6): the
counter is the modular mechanism of a controller (``TreeController``, ``TreeCounter.controller()``)
that creates one discrete-Laplace child per tree node, at ε/L, and answers sums of their
answers. An update ``x_i`` lies in exactly one interval per level, so neighbouring streams change
at most L node inputs, each by at most 1: the f → f′ property for f′ the k-sparse parallel
composition f_∞ with k = L (Def 5.1), which ``paired_run`` checks on the controller; Cor 5.5 with
L pure ε/L children then gives ε (Chan–Shi–Song 2011, Thm 3.5, by basic composition). The fast
machine ``TreeCounter`` draws the same noise in the same order as ``modular(controller)``, so
the two have one answer distribution; ``modular_tree_counter`` is the modular machine itself.
The error at ``t`` is a sum of ``popcount(t)`` independent two-sided geometric draws of ratio
``s = e^(−ε/L)``, of variance ``popcount(t)·2s/(1−s)²``.

Example:
    >>> from combinators.machines import open_session
    >>> counter = tree_counter(1.0, horizon=8)
    >>> counter, counter.level, counter.certificate.relation.name
    (tree_counter(epsilon=1.0, horizon=8), Epsilon(1.0), 'event_level(counter_updates())')
    >>> s = open_session(counter, None, seed=0)
    >>> answers = [s.ask(x) for x in (1, 0, 1, 1)]          # noisy counts of 1, 1, 2, 3
    >>> all(type(a) is int for a in answers)
    True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Final, TypeAlias, cast, final

import attrs
from typing_extensions import override

from .._literal import plain
from .._validation import (
    check_callable,
    check_float_scale,
    check_instance,
    check_int,
    check_positive_int,
    check_positive_real,
    check_probability,
    check_real,
    int_datum,
)
from ..errors import InvalidArgument
from ..machines import (
    HALT,
    Certificate,
    ContinualMechanism,
    Halt,
        Invalid,
    Mechanism,
    NoninteractiveMechanism,
    Proved,
    Relation,
    compared_by_value,
    is_continual,
)
from ..machines.certificate import issue, issue_composed
from ..machines.composite import call_text
from ..accounting import gdp_mu_budget
from ..measures import ApproxDP, EpsDelta, Epsilon, PureDP
from ..measures.divergences import log_bounds
from ..primitives import ClampedGeometric, sensitivity_relation
from ..prob import Coins, Interval, Prob, exp_bounds
from .lift import Continual
from .modular import Controller, SubMechanisms, modular
from .parallel import sparse_parallel
from .taint import Tainted, apply, taint
from .verification import EventLevel, Suitable, event_level, im_style

__all__ = [
    "DCounter",
    "DiscreteLaplaceNoise",
    "GaussianTreeCounter",
    "TreeController",
    "TreeCounter",
    "TreeState",
    "WithinOne",
    "counter_updates",
    "d_counter",
    "gaussian_tree_counter",
    "modular_tree_counter",
    "noise_node",
    "one_step_neighbours",
    "tree_counter",
]

_TREE_THEOREM: Final = (
    "the binary-tree counter is the modular mechanism of its controller (Henzinger–Safavi–Vadhan 2024, Thm 6.1 "
    "and Cor 6.6): one discrete-Laplace child per tree node, each ln(1/r) ≤ ε/L-DP for node inputs at most 1 "
    "apart (Ghosh–Roughgarden–Sundararajan 2009); streams that differ at one step by at most 1 change at most L "
    "node inputs, each by at most 1, which is the f → f′ property for f′ the k-sparse parallel composition f_∞ "
    "with k = L (Def 5.1) — a property of the library's own controller (TreeController), checked by the paired "
    "harness (paired_run, Def 6.2) on random neighbours, not proved by the library — so Cor 5.5 with L pure "
    "ε/L children gives ε; the fast machine draws the same noise in the same order as the modular one "
    "(Chan–Shi–Song 2011, Thm 3.5; Dwork–Naor–Pitassi–Rothblum 2010)")
_NODE_THEOREM: Final = ("x + Z with Z two-sided geometric of ratio r is ln(1/r)-DP for ints at most 1 apart "
                        "(Ghosh–Roughgarden–Sundararajan 2009), clamping is post-processing, and as a continual "
                        "mechanism answering its one message it keeps that level w.r.t. im_style(∼) "
                        "(Henzinger–Safavi–Vadhan 2024, Def 3.1, §3.1)")
_GAUSSIAN_TREE_THEOREM: Final = (
    "the binary-tree counter (Chan–Shi–Song 2011; Dwork–Naor–Pitassi–Rothblum 2010) with N(0, σ²) node noise, "
    "σ ≥ √L/μ: streams that differ at one step by at most 1 have equal views before that step and, from it on, "
    "differ in at most L node inputs, each by at most 1, so the nodes are an adaptive composition of L "
    "(1/σ)-GDP Gaussian mechanisms, μ-GDP (Dong–Roth–Su 2019, Thm 2.7, Cor 3.3), hence (ε, δ)-DP at "
    "μ = gdp_mu_budget(ε, δ) (Cor 2.13); rounding the node sums is post-processing")
_D_THEOREM: Final = ("d counters, each fed one coordinate, compose by basic composition for streams that differ at "
                     "one step by at most 1 in every coordinate: Henzinger–Safavi–Vadhan 2024, Cor 7.5 "
                     "(fixed concurrent composition, Thm 4.10)")

_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# the neighbouring notion
# ---------------------------------------------------------------------------------------------

def _is_update(m: object, dimension: int | None) -> bool:
    if dimension is None:
        return type(m) is int
    return type(m) is tuple and len(m) == dimension and all(type(v) is int for v in m)


def _within_one(m0: Any, m1: Any, dimension: int | None) -> bool:
    if dimension is None:
        return bool(abs(m0 - m1) <= 1)
    return all(abs(a - b) <= 1 for a, b in zip(m0, m1))


MAX_DIMENSION: Final = 2**20
"""The largest dimension d of an update (a histogram of more than a million cells is refused)."""


def check_dimension(name: str, value: object) -> int:
    """A dimension: a positive int up to ``MAX_DIMENSION``."""
    return check_int(name, value, minimum=1, maximum=MAX_DIMENSION, why="the dimension of the updates, MAX_DIMENSION")


def _check_dimension(inst: object, attribute: attrs.Attribute[int | None], value: object) -> None:
    if value is not None:
        check_dimension("dimension", value)


@final
@compared_by_value
@attrs.frozen
class WithinOne:
    """The predicate of ``counter_updates``: two ints (``dimension=None``) at most 1 apart, or
    two tuples of ``dimension`` ints at most 1 apart in every coordinate (exact types: a bool or
    a float is not an update)."""

    dimension: int | None = attrs.field(default=None, validator=_check_dimension)

    def __call__(self, x: object, y: object) -> bool:
        d = self.dimension
        return _is_update(x, d) and _is_update(y, d) and _within_one(x, y, d)


def counter_updates(dimension: int | None = None) -> Relation:
    """The relation on one update of a counter: two ints at most 1 apart (∼′ of
    Henzinger–Safavi–Vadhan 2024, §7), or, with ``dimension=d``, two tuples of d ints at most 1
    apart in every coordinate (∼_C, §7, Cor 7.5). ``event_level`` of it is the counters'
    neighbouring notion (``one_step_neighbours``).

    Example:
        >>> counter_updates(), counter_updates().related(3, 4), counter_updates().related(3, True)
        (counter_updates(), True, False)
        >>> counter_updates(dimension=2).related((0, 1), (1, 0)), counter_updates(dimension=2).related((0, 2), (0, 0))
        (True, False)
    """
    if dimension is None:
        return Relation("counter updates", "int updates x, x′ with |x − x′| ≤ 1", WithinOne(),
                        origin="counter_updates()")
    d = check_dimension("dimension", dimension)
    return Relation(f"counter updates (d={d})", f"updates in ℤ^{d} at most 1 apart in every coordinate",
                    WithinOne(d), origin=f"counter_updates(dimension={d})")


def one_step_neighbours(dimension: int | None = None) -> EventLevel:
    """The counters' neighbouring notion: update streams that differ at one step by at most 1
    (event level, Dwork–Naor–Pitassi–Rothblum 2010; Henzinger–Safavi–Vadhan 2024, §7: ∼′ for
    ints, ∼_C for tuples of ``dimension`` ints): ``event_level(counter_updates(dimension))``,
    the verification function the counters' certificates are stated for. Not first-pair
    consistent (Def 5.12): the differing step may come late.

    Example:
        >>> f = one_step_neighbours()
        >>> f
        event_level(counter_updates())
        >>> f(((1, 1), (0, 1), (2, 2))), f(((0, 1), (0, 1))), f(((0, 2),)), f(((0.5, 1),))
        (True, False, False, False)
        >>> one_step_neighbours(dimension=2)((((0, 1), (1, 0)),))
        True
    """
    return event_level(counter_updates(dimension))


# ---------------------------------------------------------------------------------------------
# the binary-tree counter
# ---------------------------------------------------------------------------------------------

TreeState: TypeAlias = "tuple[int, tuple[int, ...], tuple[int, ...]]"
"""``(t, sums, noisy)``: the number of updates so far, and per level the exact and the noisy sum
of the closed interval on the current path (0 where ``t`` has no bit at that level)."""


def _check_horizon(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_positive_int("horizon", value)


def check_ratio(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    """attrs validator of a noise ratio: a ``Fraction`` in (0, 1), or an ``Interval`` inside [0, 1]
    around such a value."""
    ok = (isinstance(value, Fraction) and 0 < value < 1) or (
        isinstance(value, Interval) and 0 <= value.lo and value.hi <= 1 and value.lo < 1 and value.hi > 0)
    if not ok:
        msg = (f"{attribute.name}={value!r} must be a Fraction strictly between 0 and 1, or an Interval inside "
               "[0, 1] around such a value (build the mechanism with its factory)")
        raise InvalidArgument(msg)


def ratio_of(epsilon: Fraction) -> Prob:
    """The two-sided geometric ratio of a noise at level ε: ``e^(−ε)`` rounded up to a float, as a
    ``Fraction`` (a ratio a little closer to 1 is a little more noise, so the level ε still holds,
    and an exact ratio draws faster than an interval); an interval around ``e^(−ε)`` when that
    float would be 1."""
    e = exp_bounds(-epsilon)
    f = float(e.hi)
    if Fraction(f) < e.hi:
        f = math.nextafter(f, math.inf)
    if f < 1.0:
        return Fraction(f)
    return Interval(e.lo, min(e.hi, _ONE))


def _check_window(inst: object, attribute: attrs.Attribute[tuple[int, int] | None], value: object) -> None:
    if value is None:
        return
    if not (type(value) is tuple and len(value) == 2):
        msg = f"window={value!r} must be None or a pair (lo, hi) of ints"
        raise InvalidArgument(msg)
    lo, hi = check_int("window[0]", value[0]), check_int("window[1]", value[1])
    if lo > hi:
        msg = f"window={value!r} is empty; pass (lo, hi) with lo <= hi"
        raise InvalidArgument(msg)


_NOT_AN_UPDATE: Final = Invalid("an update must be an int")


class _BinaryTree:
    """What the tree counters share: the levels of a horizon and the empty tree."""

    __slots__ = ()
    horizon: int

    @property
    def levels(self) -> int:
        """L = ⌊log2 T⌋ + 1."""
        return self.horizon.bit_length()

    def initial(self) -> TreeState:
        zeros = (0,) * self.levels
        return 0, zeros, zeros


@final
@attrs.frozen
class TreeCounter(_BinaryTree, ContinualMechanism[TreeState, int, "int | Invalid"]):
    """The binary-tree counter over ``horizon`` updates (module docs); build it with
    ``tree_counter``. ``r`` is each node's noise ratio ``e^(−ε/L)``; with a ``window`` each noisy
    node sum is clamped to it (post-processing: the guarantee is unchanged, and every draw has
    finite support, so the exact audit can enumerate it).

    Past ``horizon`` updates it answers ``HALT``; a message that is not an int is ``Invalid``.
    """

    horizon: int = attrs.field(validator=_check_horizon)
    r: Prob = attrs.field(validator=check_ratio)
    window: tuple[int, int] | None = attrs.field(default=None, validator=_check_window)
    _node: ClampedGeometric | None = attrs.field(init=False, repr=False, eq=False)

    @_node.default
    def _make_node(self) -> ClampedGeometric | None:
        window = self.window
        if window is None:
            return None
        _check_window(self, None, window)  # type: ignore[arg-type]  # before the validators: it indexes window
        return ClampedGeometric(self.r, window[0], window[1])

    @override
    def step(self, state: TreeState, query: int, coins: Coins, /) -> tuple[TreeState, int | Invalid | Halt]:
        node = self._node
        if node is None:
            r = self.r
            return _tree_step(state, query, self.horizon, lambda total: total + coins.discrete_laplace(r))
        return _tree_step(state, query, self.horizon, lambda total: coins.choice(node.pmf(total)))

    def controller(self) -> TreeController:
        """This counter as a controller of the modular design (``TreeController``):
        ``modular(counter.controller())`` has this machine's answer distribution."""
        return TreeController(self)


def _tree_step(state: TreeState, query: object, horizon: int, noisy_sum: Callable[[int], int]
              ) -> tuple[TreeState, int | Invalid | Halt]:
    """One update of a binary-tree counter whose closing node's sum ``total`` is released as
    ``noisy_sum(total)``: its new state and the noisy count."""
    t, sums, noisy = state
    if t >= horizon:
        return state, HALT
    if type(query) is not int:
        return state, _NOT_AN_UPDATE
    t += 1
    level = (t & -t).bit_length() - 1  # the interval closing at t: the lowest bit of t
    total = query + sum(sums[:level])  # the intervals below it close into it
    below = (0,) * level
    noisy = (*below, noisy_sum(total), *noisy[level + 1:])
    return (t, (*below, total, *sums[level + 1:]), noisy), sum(noisy)


def _levels_of(horizon: int) -> int:
    return horizon.bit_length()


def tree_counter(
    epsilon: float | Fraction | None = None,
    horizon: int | None = None,
    *,
    r: Fraction | None = None,
    window: tuple[int, int] | None = None,
) -> Mechanism[None, TreeState, int, int | Invalid, Epsilon]:
    """The binary-tree counter over ``horizon`` updates (Chan–Shi–Song 2011; Dwork et al. 2010),
    ε-DP for update streams that differ at one step by at most 1.

    Pass exactly one of ``epsilon`` (each of the L = ⌊log2 T⌋ + 1 levels gets ε/L: the node noise
    ratio is ``e^(−ε/L)`` rounded up to a float, see ``ratio_of``) or ``r`` (an exact node ratio,
    then ε = L·ln(1/r) rounded up).

    Args:
        epsilon: the target ε > 0 (finite).
        horizon: T, a positive int: how many updates it takes; then it answers ``HALT``.
        r: each node's noise ratio ``Pr[Z = k+1]/Pr[Z = k]``, a ``Fraction`` in (0, 1).
        window: None, or ``(lo, hi)``: each noisy node sum is clamped to it (post-processing, so
            the guarantee holds; finite support for exact audits; accuracy suffers once a node
            sum nears the window's ends).

    Returns:
        A certified continual mechanism: each message an int update, each answer the noisy
        count so far (an int).

    Raises:
        InvalidArgument: not exactly one of ``epsilon``/``r``; ``epsilon`` not a finite real
            ``> 0``; ``r`` not a ``Fraction`` in (0, 1); ``horizon`` not a positive int;
            ``window`` not None or a pair ``lo <= hi`` of ints.

    Privacy: ε-DP (``PureDP``) w.r.t. ``one_step_neighbours()`` (module docs; Chan–Shi–Song 2011,
        Thm 3.5): against adaptive adversaries too, since each node is a fresh draw and the
        streams differ at one step only.

    Example:
        >>> tree_counter(r=Fraction(1, 2), horizon=4).level        # 3 levels, ln 2 each
        Epsilon(2.0794415416798393)

    References: Chan, Shi, Song, "Private and continual release of statistics", ACM TISSEC
        2011; Dwork, Naor, Pitassi, Rothblum, "Differential privacy under continual
        observation", STOC 2010.
    """
    if horizon is None:
        msg = "pass horizon=T, the number of updates the counter takes (a positive int)"
        raise InvalidArgument(msg)
    t = check_positive_int("horizon", horizon)
    levels = _levels_of(t)
    if (epsilon is None) == (r is None):
        msg = "pass exactly one of epsilon= (a float ε) or r= (an exact node noise ratio, e.g. Fraction(1, 2))"
        raise InvalidArgument(msg)
    ratio: Prob
    params: dict[str, object]
    if r is not None:
        given: object = r  # callers without mypy may pass a float
        exact = check_real("r", given)
        if not (isinstance(given, Fraction) and isinstance(exact, Fraction)) or not 0 < exact < 1:
            msg = f"r={r!r} must be a Fraction strictly between 0 and 1 (for a float parameter pass epsilon=)"
            raise InvalidArgument(msg)
        ratio = exact
        big = (1 / exact) ** levels
        level = Epsilon(log_bounds(Interval(big, big))[1])
        params = {"r": exact}
    else:
        eps_given = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
        ratio = ratio_of(Fraction(eps_given) / levels)
        level = Epsilon(eps_given)
        params = {"epsilon": plain(eps_given)}
    machine = TreeCounter(t, ratio, window)  # checks the window
    extra = {} if window is None else {"window": window}
    origin = call_text("tree_counter", **params, horizon=t, **extra)
    return issue(machine, PureDP(), level, one_step_neighbours().as_relation(), Proved(_TREE_THEOREM),
                 origin=origin)


# ---------------------------------------------------------------------------------------------
# the binary-tree counter with Gaussian nodes: an (ε, δ) counter
# ---------------------------------------------------------------------------------------------

def _sigma_field(value: object) -> float:
    return check_float_scale("sigma", value)


@final
@attrs.frozen
class GaussianTreeCounter(_BinaryTree, ContinualMechanism[TreeState, int, "int | Invalid"]):
    """The binary-tree counter over ``horizon`` updates with Gaussian node noise of standard
    deviation ``sigma``, each noisy node sum rounded to the nearest int (post-processing); build it
    with ``gaussian_tree_counter``. Past ``horizon`` updates it answers ``HALT``; a message that
    is not an int is ``Invalid``."""

    horizon: int = attrs.field(validator=_check_horizon)
    sigma: float = attrs.field(converter=_sigma_field)

    @override
    def step(self, state: TreeState, query: int, coins: Coins, /) -> tuple[TreeState, int | Invalid | Halt]:
        sigma = self.sigma
        return _tree_step(state, query, self.horizon, lambda total: total + round(coins.gaussian(sigma)))


def _sigma_for(levels: int, mu: float) -> float:
    """The least float σ with σ ≥ √L/μ exactly: L node inputs, each at most 1 apart, give a
    √L/σ-GDP release, within the budget μ."""
    sigma = math.sqrt(levels) / mu
    while Fraction(sigma) ** 2 * Fraction(mu) ** 2 < levels:
        sigma = math.nextafter(sigma, math.inf)
    return sigma


def gaussian_tree_counter(
    epsilon: float | Fraction,
    horizon: int,
    *,
    delta: float | Fraction,
) -> Mechanism[None, TreeState, int, int | Invalid, EpsDelta]:
    """The binary-tree counter (Chan–Shi–Song 2011; Dwork et al. 2010) with Gaussian node noise:
    an (ε, δ)-DP counter for update streams that differ at one step by at most 1, the (ε, δ)
    counter ``d_counter`` and ``hss_histogram`` take (``counter=gaussian_tree_counter``).

    Each of the L = ⌊log2 T⌋ + 1 levels' node sums gets N(0, σ²) noise, rounded to an int, with
    σ = √L/μ for μ the largest Gaussian-DP parameter that is (ε, δ)-DP (``gdp_mu_budget``, exact:
    Dong–Roth–Su 2019, Cor 2.13), σ rounded up. Against L/ε-scale discrete-Laplace nodes the noise
    grows as √L, not L: for long horizons it is the more accurate counter.

    Args:
        epsilon: the target ε > 0 (finite).
        horizon: T, a positive int: how many updates it takes; then it answers ``HALT``.
        delta: the target δ in (0, 1).

    Returns:
        A certified continual mechanism: each message an int update, each answer the noisy
        count so far (an int).

    Raises:
        InvalidArgument: ``epsilon`` not a finite real ``> 0``; ``delta`` not in (0, 1);
            ``horizon`` not a positive int.

    Privacy: (ε, δ)-DP (``ApproxDP``) w.r.t. ``one_step_neighbours()``. Before the step at which
        the two streams differ the views are equal; from it on, the L node sums that contain
        that step differ by at most 1 and every other node's input is equal, so the rest is an
        adaptive composition of L (1/σ)-GDP Gaussian mechanisms and 0-GDP ones, √L/σ = μ-GDP
        (Dong–Roth–Su 2019, Thm 2.7 and Cor 3.3), which is (ε, δ)-DP (Cor 2.13); rounding is
        post-processing. The sampler adds float noise from numpy: the guarantee is that of the
        ideal real-valued Gaussian (Mironov 2012).

    Example:
        >>> c = gaussian_tree_counter(1.0, 1024, delta=1e-6)
        >>> c.level, c.machine.levels, round(c.machine.sigma, 3)     # √11 / 0.236704…
        (EpsDelta(1.0, 1e-06), 11, 14.012)
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    t = check_positive_int("horizon", horizon)
    d = check_probability("delta", delta)
    if not 0 < d < 1:
        msg = f"delta={delta!r} must be in (0, 1): a Gaussian counter has no pure level, and δ = 1 says nothing"
        raise InvalidArgument(msg)
    machine = GaussianTreeCounter(t, _sigma_for(_levels_of(t), gdp_mu_budget(eps, d)))
    origin = call_text("gaussian_tree_counter", plain(eps), t, delta=plain(d))
    return issue(machine, ApproxDP(), EpsDelta(eps, d), one_step_neighbours().as_relation(),
                 Proved(_GAUSSIAN_TREE_THEOREM), origin=origin)


# ---------------------------------------------------------------------------------------------
# the tree counter as a modular mechanism (Henzinger–Safavi–Vadhan 2024, Thm 6.1, Cor 6.6)
# ---------------------------------------------------------------------------------------------

@final
@attrs.frozen
class DiscreteLaplaceNoise(NoninteractiveMechanism[int, int]):
    """``x ↦ x + Z``, Z two-sided geometric of ratio ``r`` (discrete Laplace, unclamped;
    Ghosh–Roughgarden–Sundararajan 2009): ln(1/r)-DP for ints at most 1 apart. A datum that is
    not an int is refused (``InvalidData``). Build it certified with ``noise_node``."""

    r: Prob = attrs.field(validator=check_ratio)

    @override
    def release(self, data: int, coins: Coins, /) -> int:
        return int_datum("discrete Laplace noise", data) + coins.discrete_laplace(self.r)


def _noise_level(r: Prob) -> Epsilon:
    """ln(1/r) rounded up: the level of noise of ratio ``r`` for inputs at most 1 apart (for an
    interval of ratios, its upper end's)."""
    lo = r.lo if isinstance(r, Interval) else r
    if lo <= 0:
        msg = "a noise ratio of 0 has no finite level; pass a ratio in (0, 1)"
        raise InvalidArgument(msg)
    inverse = 1 / lo
    return Epsilon(log_bounds(Interval(inverse, inverse))[1])


def noise_node(r: Prob, window: tuple[int, int] | None = None, *, epsilon: Fraction | None = None
               ) -> Mechanism[None, Any, Any, Any, Epsilon]:
    """One node of the tree counter (or HSS's Laplace mechanism) as a certified continual
    mechanism: noise of ratio ``r`` added to its one message, an int, then it halts
    (``as_continual``); with a ``window``, clamped to it (``ClampedGeometric``, post-processing).
    ε = ln(1/r) rounded up, w.r.t. ``im_style(sensitivity_relation(1))``; or ``epsilon`` when
    ``r`` is at least ``ratio_of(epsilon)`` (then ln(1/r) ≤ ε exactly, and ε is stated without
    the rounding of a logarithm).

    Example:
        >>> node = noise_node(Fraction(1, 2))
        >>> node.level, node.certificate.relation.name
        (Epsilon(0.6931471805599471), 'im_style(sensitivity_relation(1))')
    """
    _check_window(None, None, window)  # type: ignore[arg-type]  # the validator ignores its attribute
    noise: NoninteractiveMechanism[int, int]
    noise = DiscreteLaplaceNoise(r) if window is None else ClampedGeometric(r, window[0], window[1])
    level = _noise_level(r)
    if epsilon is not None:
        epsilon = Fraction(check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise"))
        least = ratio_of(epsilon)
        if (least.hi if isinstance(least, Interval) else least) <= (r.lo if isinstance(r, Interval) else r):
            level = Epsilon(epsilon)
    extra: dict[str, object] = {} if window is None else {"window": window}
    if epsilon is not None:
        extra["epsilon"] = epsilon
    f = im_style(sensitivity_relation(1))
    return issue(Continual(noise), PureDP(), level, f.as_relation(), Proved(_NODE_THEOREM),
                 origin=call_text("noise_node", r, **extra))


ControllerState: TypeAlias = "tuple[int, tuple[Tainted[int], ...], tuple[int, ...]]"
"""The tree controller's state: ``(t, sums, noisy)`` as in ``TreeState``, the exact sums tainted."""


def _node_input(x: object, *below: int) -> int | None:
    """A closing node's input: the update and the closed intervals below it; None (refused by
    the node) if the update is not an int. Computed under the taint (``apply``)."""
    return x + sum(below) if type(x) is int else None


def _check_tree(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance("counter", value, TreeCounter, "a TreeCounter (tree_counter(...).machine)")


@final
@attrs.frozen
class TreeController(Controller[ControllerState, int, "int | Invalid | Halt"]):
    """The binary-tree counter as a controller of the modular design (Henzinger–Safavi–Vadhan
    2024, Thm 6.1, Cor 6.6): at step t the node of level i (the lowest bit of t) closes; its
    input, the update plus the sums of the intervals below (tainted), goes to a fresh
    ``noise_node`` child, and the answer is the sum of the noisy nodes on t's path (sub-mechanism
    answers: untainted). The clock t is untainted. ``f_prime()`` is f_∞ with k = L children at the
    node's level (Def 5.1), the composition whose theorem (Cor 5.5) gives the counter's ε.

    Past the horizon it answers ``HALT``; an update that is not an int is ``Invalid`` (the node
    refuses it), the state unchanged.

    Example:
        >>> from combinators.continual.modular import paired_run
        >>> c = tree_counter(r=Fraction(1, 2), horizon=4).machine.controller()
        >>> report = paired_run(c, [1, 0, 1, 1], [1, 1, 1, 1], c.f_prime(), f=one_step_neighbours())
        >>> report.verdict, report.differing              # step 2 is in the nodes closing at 2 and 4
        (True, (2, 4))
    """

    counter: TreeCounter = attrs.field(validator=_check_tree)
    node: Mechanism[None, Any, Any, Any, Epsilon] = attrs.field(init=False, repr=False, eq=False)
    node_f: EventLevel | Any = attrs.field(init=False, repr=False, eq=False)

    @node.default
    def _make_node(self) -> Mechanism[None, Any, Any, Any, Epsilon]:
        _check_tree(self, None, self.counter)  # type: ignore[arg-type]  # before the validators: it reads counter
        return noise_node(self.counter.r, self.counter.window)

    @node_f.default
    def _make_node_f(self) -> Any:
        return im_style(sensitivity_relation(1))

    def f_prime(self) -> Suitable:
        """f_∞ (Def 5.1) with the L levels of the nodes: at most L exceptional nodes."""
        return sparse_parallel([self.node.level] * self.counter.levels)

    @override
    def start(self, subs: SubMechanisms, /) -> ControllerState:
        levels = self.counter.levels
        return 0, (taint(0),) * levels, (0,) * levels

    @override
    def step(self, state: ControllerState, x: Tainted[int], subs: SubMechanisms, /
             ) -> tuple[ControllerState, int | Invalid | Halt]:
        t, sums, noisy = state
        if t >= self.counter.horizon:
            return state, HALT
        t += 1
        level = (t & -t).bit_length() - 1  # the clock: untainted
        total: Tainted[Any] = apply(_node_input, x, *sums[:level])
        released = subs.ask(subs.create(self.node, self.node_f), total)
        if type(released) is not int:  # the node refused a message that is not an int
            return state, _NOT_AN_UPDATE
        below_sums: tuple[Tainted[int], ...] = (taint(0),) * level
        new_noisy = (*(0,) * level, released, *noisy[level + 1:])
        return (t, (*below_sums, total, *sums[level + 1:]), new_noisy), sum(new_noisy)


def modular_tree_counter(
    epsilon: float | Fraction | None = None,
    horizon: int | None = None,
    *,
    r: Fraction | None = None,
    window: tuple[int, int] | None = None,
) -> Mechanism[None, Any, int, Any, Epsilon]:
    """The binary-tree counter as the modular mechanism itself, ``modular(TreeController)``
    (Henzinger–Safavi–Vadhan 2024, Thm 6.1, Cor 6.6): the certified reference of
    ``tree_counter`` (same arguments, same answer distribution, same certificate), one
    ``ext_concurrent()`` child per node. Slower than ``tree_counter`` (a creation and a replayed
    step per update): for audits and tests.

    Example:
        >>> m = modular_tree_counter(r=Fraction(1, 2), horizon=4)
        >>> m.level == tree_counter(r=Fraction(1, 2), horizon=4).level, m.certificate.relation.name
        (True, 'event_level(counter_updates())')
    """
    fast = tree_counter(epsilon, horizon, r=r, window=window)
    machine = fast.machine
    assert type(machine) is TreeCounter  # built just above
    c = fast.certificate
    shown = repr(fast).replace("tree_counter(", "modular_tree_counter(", 1)
    return issue(modular(TreeController(machine)), c.measure, c.level, c.relation, Proved(_TREE_THEOREM),
                 origin=shown)


# ---------------------------------------------------------------------------------------------
# the d-counter
# ---------------------------------------------------------------------------------------------

def _check_counter(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, ContinualMechanism):
        msg = f"counter={value!r} must be a continual mechanism (e.g. tree_counter(...).machine)"
        raise InvalidArgument(msg)


def _check_d(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_dimension("d", value)


def _ceil(answer: object) -> int | None:
    """An answer rounded up to an int, or None if it is not a number."""
    if type(answer) is int:
        return answer
    if type(answer) is Fraction or (type(answer) is float and math.isfinite(answer)):
        return math.ceil(answer)
    return None


@final
@attrs.frozen
class DCounter(ContinualMechanism[tuple[Any, ...], tuple[int, ...], "tuple[int, ...] | Invalid"]):
    """d copies of one continual counter, copy i fed coordinate i of each update ``c ∈ ℤ^d``;
    the answer is the d counts, each rounded up to an int (Henzinger–Safavi–Vadhan 2024, §7,
    ``d-counter-update``). Build it with ``d_counter``.

    A message that is not a tuple of d ints is ``Invalid``; once a copy halts it answers ``HALT``.
    """

    counter: ContinualMechanism[Any, int, Any] = attrs.field(validator=_check_counter)
    d: int = attrs.field(validator=_check_d)

    @override
    def initial(self) -> tuple[Any, ...]:
        return (self.counter.initial(),) * self.d

    @override
    def step(self, state: tuple[Any, ...], query: tuple[int, ...], coins: Coins, /
             ) -> tuple[tuple[Any, ...], tuple[int, ...] | Invalid | Halt]:
        if not _is_update(query, self.d):
            return state, Invalid(f"an update must be a tuple of {self.d} ints")
        states: list[Any] = []
        answers: list[int] = []
        step = self.counter.step
        for s, c in zip(state, query):
            s2, a = step(s, c, coins)
            if a is HALT:
                return state, HALT
            n = _ceil(a)
            if n is None:
                return state, Invalid("a counter did not answer a number")
            states.append(s2)
            answers.append(n)
        return tuple(states), tuple(answers)


CounterFactory: TypeAlias = "Callable[..., Mechanism[None, Any, int, Any, Any]]"
"""A counter for the d-counter and the histogram: ``counter(epsilon, horizon)`` (or, for an
(ε, δ) counter, ``counter(epsilon, horizon, delta=δ)``), a certified continual mechanism w.r.t.
``one_step_neighbours()`` (``tree_counter`` is a pure one)."""


def checked_counter(counter: object, epsilon: Fraction, horizon: int, delta: Fraction | None = None
                    ) -> Mechanism[None, Any, int, Any, Any]:
    """``counter(epsilon, horizon)`` (with ``delta=delta`` when given), refused unless it is a
    certified continual mechanism whose certificate is stated for ``one_step_neighbours()`` under
    pure or approximate DP."""
    fn = check_callable("counter", cast("CounterFactory", counter))
    if delta is not None and fn is tree_counter:
        msg = ("counter=tree_counter is pure ε-DP and takes no delta; for an (ε, δ) d-counter pass "
               "counter=gaussian_tree_counter, or a factory counter(epsilon, horizon, delta=...)")
        raise InvalidArgument(msg)
    made: object = fn(epsilon, horizon) if delta is None else fn(epsilon, horizon, delta=delta)
    if type(made) is not Mechanism or not is_continual(made.machine):
        msg = "counter(epsilon, horizon) must return a certified continual Mechanism (e.g. tree_counter)"
        raise InvalidArgument(msg)
    c = made.certificate
    if c.relation != one_step_neighbours().as_relation() or not isinstance(c.measure, (PureDP, ApproxDP)):
        msg = ("counter(epsilon, horizon) must return a counter certified under PureDP or ApproxDP for "
               "one_step_neighbours() (streams that differ at one step by at most 1)")
        raise InvalidArgument(msg)
    return cast("Mechanism[None, Any, int, Any, Any]", made)


def d_counter(
    epsilon: float | Fraction,
    d: int,
    horizon: int,
    *,
    delta: float | Fraction | None = None,
    counter: CounterFactory = tree_counter,
    trust_asserted: bool = False,
) -> Mechanism[None, tuple[Any, ...], tuple[int, ...], tuple[int, ...] | Invalid, Any]:
    """d counters, each ``counter(ε/d, horizon)`` (or ``counter(ε/d, horizon, delta=δ/d)``), fed
    the coordinates of each update; the answers rounded up to ints (Henzinger–Safavi–Vadhan 2024,
    §7, ``d-counter-init(ε)`` and ``d-counter-init(ε, δ)``, Cor 7.5).

    Args:
        epsilon: the total ε > 0 (finite); each counter gets ε/d.
        d: the dimension, a positive int.
        horizon: T, the number of updates.
        delta: None (pure), or the total δ in [0, 1]: each counter gets δ/d, passed as
            ``counter(ε/d, horizon, delta=δ/d)`` (so ``counter`` must then take it).
        counter: the counter (module docs; default ``tree_counter``): it must return a continual
            mechanism certified w.r.t. ``one_step_neighbours()``.
        trust_asserted: admit a counter whose certificate rests on the caller's word
            (``certify_machine``); the d-counter's certificate then lists that premise. Without
            it such a counter is refused.

    Returns:
        A certified continual mechanism: each message a tuple of d ints, each answer the d
        counts so far.

    Raises:
        InvalidArgument: ``epsilon`` not a finite real ``> 0``; ``d``/``horizon`` not positive
            ints; ``delta`` not a probability; ``counter`` not a function returning such a counter
            (``tree_counter`` with a ``delta``).

    Privacy: the basic composition of the d counters' levels (ε when each is ε/d-DP) w.r.t.
        ``one_step_neighbours(dimension=d)`` (∼_C): neighbouring streams give each counter
        neighbouring streams (Cor 7.5; Thm 4.10 for the fixed concurrent composition).

    Example:
        >>> m = d_counter(Fraction(1), 2, horizon=4)
        >>> m.level, m.certificate.relation.name
        (Epsilon(Fraction(1, 1)), 'event_level(counter_updates(dimension=2))')
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    dim = check_dimension("d", d)
    t = check_positive_int("horizon", horizon)
    each_delta = None if delta is None else Fraction(check_probability("delta", delta)) / dim
    each = checked_counter(counter, Fraction(eps) / dim, t, each_delta)
    c = each.certificate
    level = c.measure.compose([c.level] * dim)
    params: dict[str, object] = {"epsilon": plain(eps)}
    extra: dict[str, object] = {} if delta is None else {"delta": plain(check_probability("delta", delta))}
    if counter is not tree_counter:
        extra["counter"] = counter
    if trust_asserted is not False:
        extra["trust_asserted"] = trust_asserted
    origin = call_text("d_counter", **params, d=dim, horizon=t, **extra)
    machine = DCounter(cast("ContinualMechanism[Any, int, Any]", each.machine), dim)
    cert = Certificate(c.measure, level, one_step_neighbours(dim).as_relation())
    # a counter certified on the caller's word keeps that premise visible (refused, as compositions do)
    return issue_composed(machine, cert, _D_THEOREM, [each], ["counter(epsilon, horizon)"], trust_asserted,
                          origin=origin)
