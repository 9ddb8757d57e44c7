"""Noise-reduction mechanisms: ever less noisy answers to one statistic until a stopping function fires.

A noise-reduction mechanism releases ``(p_1, y_1), (p_2, y_2), …`` with the noise shrinking from
each release to the next, and stops at the first k where the caller's ``StoppingFunction``, shown
the pairs released so far, says so (or at the end of its grid). The whole released prefix has the
privacy loss of its last release alone (Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.2, Lemma 4.1),
so it pays only for the level where it stopped; its guarantee is ex-post (Def 4.1).

- ``brownian_noise_reduction``: ``y_k = f(x) + B(t_k)`` on one Brownian path at strictly decreasing
  times (Def 4.4, Lemma 4.1; Whitehouse et al. 2022), with an ex-post function such as
  ``brownian_linear_boundary`` [derived];
- ``laplace_noise_reduction``: ``y_k = f(x) + η_k`` with ``η_k ~ Lap(1/ε_k)`` correlated by the
  backward lazy construction of Koufogiannis et al. 2015 (as used by Ligett et al. 2017), ex-post
  ``Δ1·ε_T`` with δ = 0 [derived: docs/reference/expost-proofs.md].

To a filter such a mechanism is one round that runs to its stop: its machine is a
``NoninteractiveMechanism`` whose one release is the tuple of pairs up to the stop.

**The stopping function sees only the releases.** The library calls ``stop(released)`` with the
tuple of pairs released so far and nothing else: never the data, the true value or the noise. Any
public information it uses (a target accuracy, earlier rounds' outputs) is bound into it by the
caller. A stopping function that closes over the data voids the guarantee: the library cannot see
inside a closure, so that is the caller's promise.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from fractions import Fraction
from numbers import Real
from typing import Any, Final, Literal, Protocol, TypeAlias, final

import attrs
import numpy as np
from typing_extensions import override

from .._arith import exact_text, float_up
from .._literal import call_text, plain
from .._validation import check_choice, check_int, check_positive_real, check_sequence_of, real_datum
from ..errors import InvalidArgument, InvalidData
from ..machines import NoninteractiveMechanism, Relation, compared_by_value, value_key
from ..primitives import sensitivity_relation
from ..prob import Coins
from .certificates import ExPost, ExPostMechanism, issue_expost
from .loss_bounds import BrownianLinearBoundary, LaplaceExPost, Release, Value, as_float, float_parameter, laplace_expost

__all__ = [
    "BrownianNoiseReduction",
    "LaplaceNoiseReduction",
    "RelativeErrorStop",
    "StatisticWithin",
    "StoppingFunction",
    "brownian_noise_reduction",
    "laplace_noise_reduction",
    "relative_error_stop",
]

Sampler: TypeAlias = Literal["bridge", "increments"]
"""How ``brownian_noise_reduction`` draws its path: ``"bridge"`` forward (each value from the
Brownian bridge between 0 and the previous one, lazily), ``"increments"`` backward (the last
value first, then independent increments); one law."""

_SAMPLERS: Final[tuple[Sampler, ...]] = ("bridge", "increments")

_BROWNIAN_THEOREM: Final = (
    "Brownian noise reduction is a noise-reduction mechanism under every stopping function: "
    "Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.4, Lemma 4.1 (Whitehouse et al. 2022)")
_LINEAR_THEOREM: Final = (
    "; the linear boundary E_a(t) = Δ²/(2t) + a + Δ²·ln(1/δ)/(2at) holds with probability 1 − δ "
    "for every stopping function [derived: docs/reference/expost-proofs.md, 'The linear boundary']")
_LAPLACE_THEOREM: Final = (
    "Laplace noise reduction (Koufogiannis et al. 2015; Ligett et al. 2017) is (Δ1·ε_T, 0)-ex-post private "
    "under every stopping function: marginals Lap(1/ε_k), the noise-reduction property (Rogers–Samorodnitsky–"
    "Wu–Ramdas 2023, Def 4.2) and Lemma 2.1 [derived: docs/reference/expost-proofs.md, 'Laplace noise reduction']")


class StoppingFunction(Protocol):
    """``stop(released) -> bool``: whether to stop after the pairs released so far.

    Called with exactly one argument, the tuple of ``(parameter, value)`` pairs released so far (the
    parameter is the time ``t_k`` or the level ``ε_k``), and nothing else: a function that needs
    the data, the true value or the noise does not fit this protocol (mypy refuses it), and one
    that reaches them through a closure voids the guarantee (Rogers–Samorodnitsky–Wu–Ramdas 2023,
    Def 4.3 and the text after it). Declared public information (a target accuracy, the outputs of
    earlier rounds) is bound into it by the caller, e.g. as fields of a frozen attrs object.

    Subclass requirements (not verified): answer a bool; be a function of its argument and of
    public information only.
    """

    def __call__(self, released: Release, /) -> bool:
        """True to stop after ``released[-1]``."""
        ...


def _check_noise(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_choice("noise", value, ("brownian", "laplace"))


def _check_positive_float(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not float:
        msg = f"{attribute.name}={value!r} must be a float (build the rule with relative_error_stop(...))"
        raise InvalidArgument(msg)
    float_parameter(attribute.name, value, "a positive number")


@final
@attrs.frozen(repr=False)
class RelativeErrorStop:
    """Stop once ``z·sd_k ≤ target·|y_k|`` for every coordinate of the last release, where
    ``sd_k`` is the noise's standard deviation at its level, read from the release's own
    parameter: ``√t_k`` for Brownian noise reduction, ``√2/ε_k`` for Laplace; build it with
    ``relative_error_stop``. A ``StoppingFunction``: it reads the released pairs only."""

    target: float = attrs.field(converter=as_float, validator=_check_positive_float)
    noise: Literal["brownian", "laplace"] = attrs.field(validator=_check_noise)
    z: float = attrs.field(default=1.96, converter=as_float, validator=_check_positive_float)

    def __call__(self, released: Release, /) -> bool:
        p, y = released[-1]
        sd = math.sqrt(p) if self.noise == "brownian" else math.sqrt(2) / p
        values = y if isinstance(y, tuple) else (y,)
        return all(self.z * sd <= self.target * abs(v) for v in values)

    @override
    def __repr__(self) -> str:
        extra = {} if self.z == 1.96 else {"z": self.z}  # noqa: PLR2004 - the default
        return call_text("relative_error_stop", self.target, self.noise, **extra)


compared_by_value(RelativeErrorStop)


def relative_error_stop(target: float | Fraction, noise: Literal["brownian", "laplace"], *,
                        z: float | Fraction = 1.96) -> RelativeErrorStop:
    """A stopping function for a target relative error: stop once ``z·sd ≤ target·|y|``.

    ``sd`` is the standard deviation of the last release's noise, known from its parameter
    (public): ``√t`` at Brownian time t, ``√2/ε`` at Laplace level ε. With ``z = 1.96`` the
    release is within ``target`` relative error of the truth with probability about 95% at that
    level (a heuristic on the released value, not a guarantee: the stop sees only releases).

    Args:
        target: the relative error wanted, > 0 (0.1 for 10%).
        noise: ``"brownian"`` or ``"laplace"``, the mechanism it stops.
        z: the number of standard deviations, > 0.

    Raises:
        InvalidArgument: a target or z that is not a finite real > 0; another noise.

    Example:
        >>> stop = relative_error_stop(0.1, "brownian")
        >>> stop(((100.0, 50.0),)), stop(((100.0, 50.0), (4.0, 41.0)))
        (False, True)
        >>> stop
        relative_error_stop(0.1, 'brownian')
    """
    return RelativeErrorStop(float_parameter("target", target, "the relative error wanted"),
                             check_choice("noise", noise, ("brownian", "laplace")),
                             float_parameter("z", z, "the number of standard deviations"))


def _fname(f: object) -> str:
    """A caller's function by its name (the printing rule of ``machines.composite``)."""
    name = getattr(f, "__qualname__", None)
    return name if type(name) is str else repr(f)


def _coordinates(statistic: Callable[[Any], object] | None, data: object) -> tuple[tuple[float, ...], bool]:
    """The statistic's value as floats, and whether it is a vector (a tuple comes back as a tuple).

    The data and the value never appear in an error: only their types.
    """
    what = "the noise-reduction mechanism"
    if statistic is None:  # the data is the value of a real statistic (sensitivity_relation's data)
        return (real_datum(what, data),), False
    else:
        try:
            value = statistic(data)
        except Exception as e:  # noqa: BLE001 - the caller's statistic on the curator's data: name its failure only
            msg = f"{what}'s statistic {_fname(statistic)} raised {type(e).__name__} on the data"
            raise InvalidData(msg) from None
    if isinstance(value, np.ndarray):
        value = tuple(value.tolist()) if value.ndim == 1 else value
    if isinstance(value, (tuple, list)):
        if not value:
            msg = f"{what}'s statistic gave an empty {type(value).__name__}; it must give a real or a non-empty tuple of reals"
            raise InvalidData(msg)
        return tuple(real_datum(what, v) for v in value), True
    return (real_datum(what, value),), False


def _stopped(stop: StoppingFunction, released: Release) -> bool:
    try:
        answer: object = stop(released)
    except Exception as e:  # noqa: BLE001 - the caller's function: its failure, by kind
        msg = f"the stopping function {_fname(stop)} raised {type(e).__name__}; it must answer True or False"
        raise InvalidArgument(msg) from None
    if not isinstance(answer, (bool, np.bool_)):
        msg = f"the stopping function {_fname(stop)} answered a {type(answer).__name__}; it must answer True or False"
        raise InvalidArgument(msg)
    return bool(answer)


def _run(params: tuple[float, ...], noises: Iterator[tuple[float, ...]], fx: tuple[float, ...], vector: bool,
         stop: StoppingFunction) -> Release:
    """Release ``(p_k, f(x) + noise_k)`` for k = 1, 2, … until ``stop`` fires or the grid ends."""
    out: list[tuple[float, Value]] = []
    last = len(params) - 1
    for k, noise in enumerate(noises):
        y = tuple(f + z for f, z in zip(fx, noise, strict=True))
        out.append((params[k], y if vector else y[0]))
        if k == last or _stopped(stop, tuple(out)):
            break
    return tuple(out)


def _grid(name: str, value: object, *, increasing: bool, what: str) -> tuple[float, ...]:
    """A strictly monotone, non-empty grid of finite positive reals, as the floats the machine uses."""
    def item(n: str, v: object) -> float:
        return float_parameter(n, v, what)

    grid = tuple(check_sequence_of(name, value, item, what=f"a sequence of {what}", nonempty=True,
                                   item=what.removesuffix("s")))
    for k in range(1, len(grid)):
        if not (grid[k - 1] < grid[k] if increasing else grid[k - 1] > grid[k]):
            order = "increasing" if increasing else "decreasing"
            msg = (f"{name} must be strictly {order} ({what}); {name}[{k - 1}] = {grid[k - 1]!r} and "
                   f"{name}[{k}] = {grid[k]!r} (as floats) are not")
            raise InvalidArgument(msg)
    return grid


def _check_grid(increasing: bool, what: str) -> Callable[[object, attrs.Attribute[Any], object], None]:
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not tuple or not all(type(v) is float for v in value):
            msg = f"{attribute.name}={value!r} must be a tuple of floats (build the machine with its factory)"
            raise InvalidArgument(msg)
        _grid(attribute.name, value, increasing=increasing, what=what)
    return check


def _check_stop(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value):
        msg = f"stop={value!r} must be a function of the released pairs answering True or False, not {type(value).__name__}"
        raise InvalidArgument(msg)


def _check_statistic(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = (f"statistic={value!r} must be a function of the data giving a real or a tuple of reals, or None "
               f"(the data is the statistic's value); not {type(value).__name__}")
        raise InvalidArgument(msg)


def _check_sampler(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_choice("sampler", value, _SAMPLERS)


def _sigmas_bridge(times: tuple[float, ...]) -> tuple[tuple[float, float], ...]:
    """Per level k: the factor ``t_k/t_{k−1}`` on the previous value and the standard deviation
    ``√(t_k(t_{k−1} − t_k)/t_{k−1})`` of the Brownian bridge from (0, 0) to (t_{k−1}, B(t_{k−1}))
    at t_k (level 1: factor 0, standard deviation √t_1)."""
    out = [(0.0, math.sqrt(times[0]))]
    for prev, t in zip(times, times[1:]):
        p, c = Fraction(prev), Fraction(t)
        out.append((float(c / p), math.sqrt(float(c * (p - c) / p))))
    return tuple(out)


def _sigmas_increments(times: tuple[float, ...]) -> tuple[float, ...]:
    """Per level k: the standard deviation of ``B(t_k) − B(t_{k+1})``, ``√(t_k − t_{k+1})`` (the last:
    ``√t_K``), computed from the exact difference of the floats."""
    nxt = (*times[1:], 0.0)
    return tuple(math.sqrt(float(Fraction(t) - Fraction(n))) for t, n in zip(times, nxt, strict=True))


@final
@attrs.frozen(repr=False)
class BrownianNoiseReduction(NoninteractiveMechanism[Any, Release]):
    """The machine of ``brownian_noise_reduction``: ``(t_k, f(x) + B(t_k))`` for k = 1, 2, … up to
    the stop, one Brownian path ``B`` of the statistic's dimension, every draw from ``coins``.

    ``sampler="bridge"`` draws forward (``B(t_1) ~ N(0, t_1)``, then each ``B(t_k)`` from the bridge
    given ``B(t_{k−1})``), drawing only the levels it releases; ``"increments"`` draws backward
    (``B(t_K) ~ N(0, t_K)``, then ``B(t_k) = B(t_{k+1}) + N(0, t_k − t_{k+1})``) for the whole grid
    first. Both give ``Cov(B(s), B(t)) = min(s, t)``, Gaussian: one law.
    """

    times: tuple[float, ...] = attrs.field(validator=_check_grid(False, "times > 0"))
    stop: StoppingFunction = attrs.field(validator=_check_stop, eq=value_key)
    statistic: Callable[[Any], object] | None = attrs.field(default=None, validator=_check_statistic, eq=value_key)
    sampler: Sampler = attrs.field(default="bridge", validator=_check_sampler)
    _bridge: tuple[tuple[float, float], ...] = attrs.field(init=False, repr=False, eq=False)
    _increments: tuple[float, ...] = attrs.field(init=False, repr=False, eq=False)

    def __attrs_post_init__(self) -> None:
        bridge, increments = _sigmas_bridge(self.times), _sigmas_increments(self.times)
        if not all(sigma > 0 for _, sigma in bridge) or not all(sigma > 0 for sigma in increments):
            msg = (f"times={self.times!r} has consecutive times too close for a float standard deviation of the "
                   "noise between them; space them further apart")
            raise InvalidArgument(msg)
        object.__setattr__(self, "_bridge", bridge)
        object.__setattr__(self, "_increments", increments)

    def _forward(self, coins: Coins, d: int) -> Iterator[tuple[float, ...]]:
        b = (0.0,) * d
        for factor, sigma in self._bridge:
            b = tuple(factor * bi + coins.gaussian(sigma) for bi in b)
            yield b

    def _backward(self, coins: Coins, d: int) -> Iterator[tuple[float, ...]]:
        path: list[tuple[float, ...]] = []
        b = (0.0,) * d
        for sigma in reversed(self._increments):
            b = tuple(bi + coins.gaussian(sigma) for bi in b)
            path.append(b)
        return reversed(path)

    @override
    def release(self, data: Any, coins: Coins, /) -> Release:
        fx, vector = _coordinates(self.statistic, data)
        noises = self._forward(coins, len(fx)) if self.sampler == "bridge" else self._backward(coins, len(fx))
        return _run(self.times, noises, fx, vector, self.stop)

    @override
    def __repr__(self) -> str:
        stat = "None" if self.statistic is None else _fname(self.statistic)
        return (f"BrownianNoiseReduction(times={self.times!r}, stop={_fname(self.stop)}, statistic={stat}, "
                f"sampler={self.sampler!r})")


@final
@attrs.frozen(repr=False)
class LaplaceNoiseReduction(NoninteractiveMechanism[Any, Release]):
    """The machine of ``laplace_noise_reduction``: ``(ε_k, f(x) + η_k)`` for k = 1, 2, … up to the stop.

    Per coordinate, backward over the whole grid first: ``η_K ~ Lap(b_K)``, then ``η_k = η_{k+1}``
    with probability ``(b_{k+1}/b_k)²``, else ``η_{k+1} + Lap(b_k)``, where ``b_k`` is ``1/ε_k``
    rounded up to a float and the stay probability is the exact square of the ratio of those floats
    (``(ε_k/ε_{k+1})²`` up to that rounding), drawn by an exact Bernoulli. Each ``η_k`` is
    ``Lap(b_k)`` and, given ``η_k``, the noisier ones do not depend on the data [derived:
    docs/reference/expost-proofs.md].
    """

    epsilons: tuple[float, ...] = attrs.field(validator=_check_grid(True, "epsilons > 0"))
    stop: StoppingFunction = attrs.field(validator=_check_stop, eq=value_key)
    statistic: Callable[[Any], object] | None = attrs.field(default=None, validator=_check_statistic, eq=value_key)
    _scales: tuple[float, ...] = attrs.field(init=False, repr=False, eq=False)
    _stay: tuple[Fraction, ...] = attrs.field(init=False, repr=False, eq=False)

    def __attrs_post_init__(self) -> None:
        scales = []
        for k, e in enumerate(self.epsilons):
            s = float_up(1 / Fraction(e))  # more noise than 1/ε is the safe side
            if not math.isfinite(s):
                msg = f"epsilons[{k}]={e!r} gives a noise scale 1/ε beyond the float range; pass a larger ε"
                raise InvalidArgument(msg)
            scales.append(s)
        object.__setattr__(self, "_scales", tuple(scales))
        # (b_{k+1}/b_k)² on the float scales themselves, exactly: with it η_k is exactly Lap(b_k)
        # (docs/reference/expost-proofs.md), and b_k ≥ 1/ε_k keeps |L| ≤ Δ1·ε_k; it is (ε_k/ε_{k+1})²
        # up to the rounding of the scales
        object.__setattr__(self, "_stay", tuple((Fraction(fine) / Fraction(coarse)) ** 2
                                                for coarse, fine in zip(scales, scales[1:])))

    def _noises(self, coins: Coins, d: int) -> Iterator[tuple[float, ...]]:
        last = self._scales[-1]
        eta = [coins.laplace(last) for _ in range(d)]
        levels = [tuple(eta)]
        for k in range(len(self.epsilons) - 2, -1, -1):
            stay, scale = self._stay[k], self._scales[k]
            eta = [e if coins.bernoulli(stay) else e + coins.laplace(scale) for e in eta]
            levels.append(tuple(eta))
        return reversed(levels)

    @override
    def release(self, data: Any, coins: Coins, /) -> Release:
        fx, vector = _coordinates(self.statistic, data)
        return _run(self.epsilons, self._noises(coins, len(fx)), fx, vector, self.stop)

    @override
    def __repr__(self) -> str:
        stat = "None" if self.statistic is None else _fname(self.statistic)
        return f"LaplaceNoiseReduction(epsilons={self.epsilons!r}, stop={_fname(self.stop)}, statistic={stat})"


def _exact_positive(value: object) -> Fraction:
    return Fraction(check_positive_real("bound", value, "the sensitivity"))


def _norm(value: object) -> Literal[1, 2]:
    p = check_int("p", value, minimum=1, maximum=2)
    return 1 if p == 1 else 2


@final
@attrs.frozen
class StatisticWithin:
    """The predicate ``‖f(x) − f(x′)‖_p ≤ bound`` on data, for the relation of a noise-reduction
    mechanism with a statistic f (``p`` is 1 for Laplace, 2 for Brownian). The data never appear in
    an error."""

    statistic: Callable[[Any], object] = attrs.field(validator=_check_statistic, eq=value_key)
    bound: Fraction = attrs.field(converter=_exact_positive)
    p: Literal[1, 2] = attrs.field(converter=_norm)

    def __attrs_post_init__(self) -> None:
        given: object = self.statistic
        if given is None:
            msg = "statistic=None: StatisticWithin compares the values of a statistic; pass the function"
            raise InvalidArgument(msg)

    def __call__(self, x: object, y: object) -> bool:
        (a, _), (b, _) = _coordinates(self.statistic, x), _coordinates(self.statistic, y)
        if len(a) != len(b):
            return False
        diffs = [abs(Fraction(ai) - Fraction(bi)) for ai, bi in zip(a, b, strict=True)]
        if self.p == 1:
            return sum(diffs, Fraction(0)) <= self.bound
        return sum((d * d for d in diffs), Fraction(0)) <= self.bound ** 2


compared_by_value(StatisticWithin)


def _relation(statistic: Callable[[Any], object] | None, sensitivity: Fraction | float, p: Literal[1, 2]) -> Relation:
    """``sensitivity_relation(Δ)`` when the data is the (real) statistic's value, else the relation
    "‖f(x) − f(x′)‖_p ≤ Δ" of the statistic."""
    if statistic is None:
        return sensitivity_relation(sensitivity)
    shown = exact_text(Fraction(sensitivity))
    norm = "ℓ1" if p == 1 else "ℓ2"
    return Relation(f"{_fname(statistic)} within {shown} ({norm})",
                    f"data x, x′ whose statistic {_fname(statistic)} differs by at most {shown} in the {norm} norm",
                    StatisticWithin(statistic, Fraction(sensitivity), p))


def _check_callables(statistic: object, stop: object) -> None:
    _check_statistic(None, None, statistic)  # type: ignore[arg-type]  # the validators ignore the attribute
    _check_stop(None, None, stop)  # type: ignore[arg-type]


def brownian_noise_reduction(
    statistic: Callable[[Any], Real | float | tuple[float, ...]] | None,
    times: tuple[float | Fraction, ...] | list[float | Fraction],
    stop: StoppingFunction,
    *,
    bound: BrownianLinearBoundary | ExPost[Release],
    sensitivity: float | Fraction = 1,
    sampler: Sampler = "bridge",
) -> ExPostMechanism[object, Release]:
    """Brownian noise reduction: ``(t_k, f(x) + B(t_k))`` for k = 1, 2, … until ``stop`` fires.

    One standard Brownian motion B of the statistic's dimension, read at the strictly decreasing
    times ``t_1 > t_2 > … > t_K > 0`` (the noise variance shrinks as k grows); after each release
    the stopping function is shown the pairs released so far, and the grid's end stops it too.
    The release is the tuple of pairs; a real statistic gives float values, a tuple one tuples.

    Args:
        statistic: f, a function of the data giving a real or a tuple of reals (the dimension d),
            or None when the data is the statistic's (real) value.
        times: the grid, strictly decreasing, finite, > 0; fixed here, before any data is seen.
        stop: a ``StoppingFunction`` of the released pairs only.
        bound: the ex-post function, ``brownian_linear_boundary(δ, smallest_time, …)`` with
            ``smallest_time <= times[-1]`` and a sensitivity at least Δ (its certificate is proved,
            [derived]); or an ``ExPost`` certificate of your own, which the mechanism carries as
            it is (state what it rests on in it).
        sensitivity: Δ2 > 0, the statistic's L2 sensitivity.
        sampler: ``"bridge"`` (forward, lazy) or ``"increments"`` (backward); one law.

    Returns:
        An ``ExPostMechanism``: the machine ``BrownianNoiseReduction`` and the ex-post certificate.

    Raises:
        InvalidArgument: times not strictly decreasing, ≤ 0, NaN, ±inf or bools; an empty grid; Δ
            not a finite real > 0; a ``brownian_linear_boundary`` that does not cover the grid's last time
            or is for a smaller sensitivity; ``stop``/``statistic`` not callable; another sampler.
        InvalidData: at the release, when the statistic fails or gives no finite reals (only the
            types are named).

    Privacy: ``(E, δ)``-ex-post private (Def 4.1) under the relation "‖f(x) − f(x′)‖₂ ≤ Δ"
        (``sensitivity_relation(Δ)`` when ``statistic`` is None), for every stopping function that
        sees only the releases: the loss of the prefix is the last release's (Lemma 4.1). The
        caller must ensure the sensitivity and that ``stop`` does not close over the data. Floats
        carry the caveat of the Gaussian primitive (the guarantee is the ideal mechanism's).

    Example:
        >>> from combinators.prob import sampled_coins
        >>> from combinators.expost.loss_bounds import brownian_linear_boundary
        >>> times = (100.0, 25.0, 4.0, 1.0)
        >>> m = brownian_noise_reduction(None, times, lambda r: abs(r[-1][1]) > 10,
        ...                              bound=brownian_linear_boundary(1e-6, 1.0, target_time=4.0))
        >>> out = m.machine.release(50.0, sampled_coins(1))
        >>> [t for t, _ in out] == list(times[:len(out)]), 0 < m.realised(out) <= m.expost.sup
        (True, True)

    References: Rogers, Samorodnitsky, Wu, Ramdas, "Adaptive privacy composition for accuracy-first
        mechanisms", NeurIPS 2023 (Def 4.4, Lemma 4.1); Whitehouse, Ramdas, Wu, Rogers, "Brownian
        noise reduction", ICML 2022.
    """
    _check_callables(statistic, stop)
    grid = _grid("times", times, increasing=False, what="times > 0")
    sens = check_positive_real("sensitivity", sensitivity, "a constant statistic needs no noise")
    s = check_choice("sampler", sampler, _SAMPLERS)
    machine = BrownianNoiseReduction(grid, stop, statistic, s)
    given: object = bound  # callers without mypy may pass anything
    extra: dict[str, object] = {} if sens == 1 else {"sensitivity": plain(sens)}
    if s != "bridge":
        extra["sampler"] = s
    origin = (f"brownian_noise_reduction({'None' if statistic is None else _fname(statistic)}, {grid!r}, "
              f"{_fname(stop)}, bound={bound!r}" + "".join(f", {k}={v!r}" for k, v in extra.items()) + ")")
    relation = _relation(statistic, sens, 2)
    if isinstance(bound, BrownianLinearBoundary):
        if bound.smallest_time > grid[-1]:
            msg = (f"bound={bound!r} covers times down to {bound.smallest_time!r}, but the grid goes down to "
                   f"{grid[-1]!r}; build it with smallest_time <= {grid[-1]!r}")
            raise InvalidArgument(msg)
        if Fraction(bound.sensitivity) < Fraction(sens):
            msg = (f"bound={bound!r} is for sensitivity {exact_text(Fraction(bound.sensitivity))}, below the "
                   f"mechanism's {exact_text(Fraction(sens))}; build it with sensitivity={plain(sens)!r}")
            raise InvalidArgument(msg)
        return issue_expost(machine, bound, bound.delta, relation, _BROWNIAN_THEOREM + _LINEAR_THEOREM, origin=origin)
    if isinstance(given, ExPost):
        # the caller's certificate, carried as it is: its provenance says who vouches for it
        return ExPostMechanism(machine, bound, relation, _BROWNIAN_THEOREM + "; the ex-post function is the caller's",
                               origin=origin)
    msg = (f"bound={bound!r} must be a brownian_linear_boundary(...) or an ExPost certificate for Brownian releases, "
           f"not {type(bound).__name__}")
    raise InvalidArgument(msg)


def laplace_noise_reduction(
    statistic: Callable[[Any], Real | float | tuple[float, ...]] | None,
    epsilons: tuple[float | Fraction, ...] | list[float | Fraction],
    stop: StoppingFunction,
    *,
    sensitivity: float | Fraction = 1,
) -> ExPostMechanism[object, Release]:
    """Laplace noise reduction: ``(ε_k, f(x) + η_k)`` for k = 1, 2, … until ``stop`` fires [derived].

    For the fixed grid ``ε_1 < ε_2 < … < ε_K``, per coordinate: ``η_K ~ Lap(1/ε_K)``; then for
    k = K−1, …, 1, ``η_k = η_{k+1}`` with probability ``(ε_k/ε_{k+1})²``, else
    ``η_{k+1} + Lap(1/ε_k)`` (the lazy construction of Koufogiannis et al. 2015). Each ``η_k`` is
    ``Lap(1/ε_k)`` and, given it, the noisier levels are data-free, so stopping at T costs the
    loss of ``f(x) + Lap(1/ε_T)`` alone, ``|L| ≤ Δ1·ε_T`` (Rogers–Samorodnitsky–Wu–Ramdas 2023,
    Lemma 2.1). The machine draws at the scales ``1/ε_k`` rounded up to floats, with the stay
    probabilities the exact squared ratios of those floats (``LaplaceNoiseReduction``).

    Args:
        statistic: f, a function of the data giving a real or a tuple of reals, or None when the
            data is the statistic's (real) value.
        epsilons: the grid, strictly increasing, finite, > 0; fixed here, before any data is seen.
        stop: a ``StoppingFunction`` of the released pairs only.
        sensitivity: Δ1 > 0, the statistic's L1 sensitivity.

    Returns:
        An ``ExPostMechanism`` with the certificate ``ExPost(laplace_expost(ε_K, sensitivity=Δ1), 0)``.

    Raises:
        InvalidArgument: a grid not strictly increasing, an ε ≤ 0, NaN, ±inf or a bool, an empty
            grid; Δ not a finite real > 0; ``stop``/``statistic`` not callable.
        InvalidData: at the release, when the statistic fails or gives no finite reals.

    Privacy: ``(Δ1·ε_T, 0)``-ex-post private under "‖f(x) − f(x′)‖₁ ≤ Δ1"
        (``sensitivity_relation(Δ1)`` when ``statistic`` is None), for every stopping function that
        sees only the releases. Proof: docs/reference/expost-proofs.md, "Laplace noise reduction".
        Floats carry the caveat of the Laplace primitive.

    Example:
        >>> from combinators.prob import sampled_coins
        >>> m = laplace_noise_reduction(None, [0.5, 1.0, 2.0], lambda r: False)
        >>> out = m.machine.release(3.0, sampled_coins(0))
        >>> [e for e, _ in out], m.realised(out), m.expost.sup
        ([0.5, 1.0, 2.0], 2.0, 2.0)

    References: Koufogiannis, Han, Pappas, "Optimality of the Laplace mechanism in differential
        privacy" / "Gradual release of sensitive data under differential privacy", 2015–2017;
        Ligett, Neel, Roth, Waggoner, Wu, "Accuracy first", NeurIPS 2017.
    """
    _check_callables(statistic, stop)
    grid = _grid("epsilons", epsilons, increasing=True, what="epsilons > 0")
    sens = check_positive_real("sensitivity", sensitivity, "a constant statistic needs no noise")
    machine = LaplaceNoiseReduction(grid, stop, statistic)
    e: LaplaceExPost = laplace_expost(grid[-1], sensitivity=sens)
    extra = "" if sens == 1 else f", sensitivity={plain(sens)!r}"
    origin = (f"laplace_noise_reduction({'None' if statistic is None else _fname(statistic)}, {grid!r}, "
              f"{_fname(stop)}{extra})")
    return issue_expost(machine, e, 0, _relation(statistic, sens, 1), _LAPLACE_THEOREM, origin=origin)

