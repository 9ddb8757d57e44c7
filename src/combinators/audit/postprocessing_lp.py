"""The experiment of Vadhan–Wang 2021, §6: is an (ε, δ)-DP 2-round mechanism a post-processing of RR_{ε,δ}?

The mechanism (the paper's Fig. 1) holds a bit ``b`` (a fixed pair of neighbouring inputs). In
round 1 it answers a bit ``m1`` whatever the query, ``P[m1 = 1] = p_b``; in round 2 it receives a
query bit ``q`` and answers a bit ``m2``, ``P[m2 = 1] = p_{b, m1, q}``: 10 parameters in all
(``TwoRoundBits``). Its δ at a given ε is the worst hockey-stick divergence over the 4
deterministic adversaries ``q = g(m1)``, in both directions (``two_round_delta``; deterministic
adversaries suffice: Vadhan–Wang 2021, Lemma 1).

The linear program (``rr_postprocessing``) asks for an interactive post-processor ``T`` of one
output ``r`` of ``RR_{ε,δ}`` that gives the mechanism's exact output law on every query:
32 unknowns ``t[r][q][m1][m2] = P[T(r) answers (m1, m2) on query q]`` in ``[0, 1]``, with

- 16 equalities ``Σ_r P[RR_{ε,δ}(b) = r]·t[r][q][m1][m2] = P[M(b) answers (m1, m2) on q]``;
- 8 equalities ``Σ_{m1, m2} t[r][q][m1][m2] = 1`` (a law for each ``r`` and ``q``);
- 8 equalities ``Σ_{m2} t[r][0][m1][m2] = Σ_{m2} t[r][1][m1][m2]`` (``m1`` is answered before ``q``
  is known).

The paper found a feasible ``T`` for every one of more than 10,000 random mechanisms, its evidence
that approximate-DP interactive mechanisms, like pure ones (Thm 5.2), are post-processings of
randomized response; the conjecture was later proved (Vadhan–Zhang 2023; Lyu 2022).
``lp_experiment`` re-runs it, with a sanity check the paper does not report: at ``0.9·δ`` the
LP must be infeasible (a post-processing of RR_{ε,0.9δ} would be (ε, 0.9δ)-DP, below the
mechanism's exact δ), so a solver that accepted everything would be caught.

The LP is solved by ``scipy.optimize.linprog`` (HiGHS), an optional dependency: install the
``lp`` extra (``pip install 'combinators[lp]'``). The δ and the laws are exact ``Fraction``s;
only the solver works in floats, within its tolerances (about 1e-7).
"""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, TypeAlias, final

import attrs
import numpy as np
from typing_extensions import override

from .._literal import literal, plain
from .._validation import bit_datum, check_int, check_probability, check_real
from ..errors import CombinatorsError, InvalidArgument, MissingDependency
from ..machines import HALT, Halt, InteractiveMechanism, Invalid
from ..primitives import BOT, TOP, Flag, RandomizedResponseDelta
from ..prob import Coins, enumerate_step

__all__ = ["MAX_INSTANCES", "RR_OUTPUTS", "LPExperiment", "Solution", "TwoRoundBits", "TwoRoundState", "experiment_table", "lp_experiment",
           "rr_postprocessing", "two_round_delta"]

TwoRoundState: TypeAlias = tuple[int, int | None, bool]
"""``(b, m1, done)``: the bit, the first answer once given (``None`` before), and whether the
second answer was given (then every query is answered ``HALT``)."""
Solution: TypeAlias = tuple[tuple[tuple[tuple[float, float], tuple[float, float]], ...], ...]
"""``t[r][q][m1][m2]``, ``r`` indexing ``RR_OUTPUTS``: a post-processor found by the LP."""

RR_OUTPUTS: Final[tuple[int | Flag, ...]] = (BOT, 0, 1, TOP)
"""The outputs of ``randomized_response_delta`` in the order of the LP's ``r`` (Murtagh–Vadhan's 0–3)."""
MAX_INSTANCES: Final = 1_000_000
"""The most instances ``lp_experiment`` takes: about two hours of LPs (some 7 ms per instance)."""
_BITS: Final = (0, 1)
_ZERO: Final = Fraction(0)


def _probability(name: str, value: object) -> Fraction:
    """A probability as the exact Fraction the coins draw (a float is its own binary value)."""
    return Fraction(check_probability(name, value))


def _first(value: object) -> tuple[Fraction, Fraction]:
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        msg = f"first={value!r} must be a pair (P[m1 = 1 | b = 0], P[m1 = 1 | b = 1])"
        raise InvalidArgument(msg)
    return (_probability("first[0]", value[0]), _probability("first[1]", value[1]))


def _second(value: object) -> tuple[tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]], ...]:
    how = "second must be nested pairs second[b][m1][q] = P[m2 = 1 | b, m1, q], 2 × 2 × 2 probabilities"
    out = []
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        raise InvalidArgument(how)
    for b, by_m1 in enumerate(value):
        if not isinstance(by_m1, (tuple, list)) or len(by_m1) != 2:
            raise InvalidArgument(how)
        rows = []
        for m1, by_q in enumerate(by_m1):
            if not isinstance(by_q, (tuple, list)) or len(by_q) != 2:
                raise InvalidArgument(how)
            rows.append((_probability(f"second[{b}][{m1}][0]", by_q[0]), _probability(f"second[{b}][{m1}][1]", by_q[1])))
        out.append((rows[0], rows[1]))
    return (out[0], out[1])


def _bit_query(q: object) -> int | None:
    """The query bit, by exact type (a ``True`` is the bit 1; ``1.0`` or ``"1"`` is no bit)."""
    if type(q) in (int, bool) and q in _BITS:
        return 1 if q else 0
    return None


@final
@attrs.frozen
class TwoRoundBits(InteractiveMechanism[int, TwoRoundState, object, "int | Invalid"]):
    """The 3-message mechanism of Vadhan–Wang 2021, §6 (Fig. 1), with 1-bit messages, on the bit ``b``.

    ``first[b] = P[m1 = 1 | b]`` (the first query is ignored); ``second[b][m1][q] = P[m2 = 1 | b,
    m1, q]`` for the query bit ``q`` (another query is answered ``Invalid`` and changes nothing);
    after ``m2`` every query is answered ``HALT``. Probabilities are exact (a float is taken at its
    binary value).

    Example:
        >>> from combinators.audit import view_distribution
        >>> m = TwoRoundBits((Fraction(1, 2), Fraction(1, 4)), (((1, 0), (0, 1)), ((1, 1), (0, 0))))
        >>> view_distribution(m, 0, {(): None, ((None, 1),): 1}, 2)[((None, 1), (1, 1))]
        Fraction(1, 2)
    """

    first: tuple[Fraction, Fraction] = attrs.field(converter=_first)
    second: tuple[tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]], ...] = attrs.field(converter=_second)

    @override
    def init(self, data: int, /) -> TwoRoundState:
        return (bit_datum("TwoRoundBits", data), None, False)

    @override
    def step(self, state: TwoRoundState, query: object, coins: Coins, /) -> tuple[TwoRoundState, int | Invalid | Halt]:
        b, m1, done = state
        if done:
            return state, HALT
        if m1 is None:
            m1 = int(coins.bernoulli(self.first[b]))
            return (b, m1, False), m1
        q = _bit_query(query)
        if q is None:
            return state, Invalid("the second query of this mechanism is a bit, 0 or 1")
        return (b, m1, True), int(coins.bernoulli(self.second[b][m1][q]))

    def outputs(self, b: int | bool, q: int | bool) -> dict[tuple[int, int], Fraction]:
        """``P[M(b) answers (m1, m2) on query q]`` for the four ``(m1, m2)``, exactly."""
        b, q = bit_datum("TwoRoundBits", b), bit_datum("TwoRoundBits (the query)", q)
        out = {}
        for m1, m2 in itertools.product(_BITS, _BITS):
            p1, p2 = self.first[b], self.second[b][m1][q]
            out[m1, m2] = (p1 if m1 else 1 - p1) * (p2 if m2 else 1 - p2)
        return out


def _e_eps(value: object) -> Fraction:
    e = check_real("e_eps", value)
    if not isinstance(e, Fraction) or e < 1:
        msg = f"e_eps={value!r} must be an int or Fraction >= 1 (e^ε, exactly: the δ is computed exactly)"
        raise InvalidArgument(msg)
    return e


def _check_mechanism(mechanism: object) -> TwoRoundBits:
    if type(mechanism) is not TwoRoundBits:
        msg = f"mechanism= must be a TwoRoundBits (the mechanism of Vadhan–Wang 2021, §6), not {type(mechanism).__name__}"
        raise InvalidArgument(msg)
    return mechanism


def two_round_delta(mechanism: TwoRoundBits, e_eps: int | Fraction) -> Fraction:
    """The exact δ of ``mechanism`` at ``ε = ln e_eps``: the worst hockey-stick divergence
    ``Σ_v max(0, P_b(v) − e^ε·P_{1−b}(v))`` over the 4 deterministic adversaries ``q = g(m1)`` and
    both ``b`` (Vadhan–Wang 2021, §6 and Lemma 1).

    Example:
        >>> half = Fraction(1, 2)
        >>> m = TwoRoundBits((half, half), (((half, half), (half, half)), ((half, half), (1, half))))
        >>> two_round_delta(m, 1)    # after m1 = 1 and q = 0, m2 = 1 surely on b = 1: 1/2 − 1/4
        Fraction(1, 4)
    """
    m = _check_mechanism(mechanism)
    e = _e_eps(e_eps)
    laws = {(b, q): m.outputs(b, q) for b in _BITS for q in _BITS}
    best = _ZERO
    for g in itertools.product(_BITS, _BITS):  # the adversary's query after m1
        for b in _BITS:
            p, other = laws, 1 - b
            total = sum((max(_ZERO, p[b, g[m1]][m1, m2] - e * p[other, g[m1]][m1, m2])
                         for m1, m2 in itertools.product(_BITS, _BITS)), _ZERO)
            best = max(best, total)
    return best


def _linprog() -> Any:
    try:  # scipy ships no type stubs: the solver is Any here
        linprog = importlib.import_module("scipy.optimize").linprog
    except ImportError:
        msg = ("the LP of Vadhan–Wang 2021, §6 is solved by scipy.optimize.linprog, and scipy is not installed: "
               "pip install 'combinators[lp]'")
        raise MissingDependency(msg) from None
    return linprog


def _index(r: int, q: int, m1: int, m2: int) -> int:
    return ((r * 2 + q) * 2 + m1) * 2 + m2


_CONSTANT_ROWS: Final = 16  # the 8 law rows and 8 causality rows, the same for every instance


def _constant_rows() -> np.ndarray[Any, np.dtype[np.float64]]:
    rows = np.zeros((_CONSTANT_ROWS, 32))
    k = 0
    for r, q in itertools.product(range(4), _BITS):
        for m1, m2 in itertools.product(_BITS, _BITS):
            rows[k, _index(r, q, m1, m2)] = 1.0
        k += 1
    for r, m1 in itertools.product(range(4), _BITS):
        for m2 in _BITS:
            rows[k, _index(r, 0, m1, m2)] += 1.0
            rows[k, _index(r, 1, m1, m2)] -= 1.0
        k += 1
    return rows


def _rr_law(e: Fraction, delta: Fraction) -> list[list[Fraction]]:
    """``P[RR_{ε,δ}(b) = RR_OUTPUTS[r]]`` per ``b``, from the library's randomized response machine."""
    machine = RandomizedResponseDelta(e / (1 + e), delta)
    out = []
    for b in _BITS:
        law: dict[object, Fraction] = {}
        for (_, a), p in enumerate_step(machine.step, machine.init(b), None):
            assert isinstance(p, Fraction)  # exact parameters, exact draws
            key = (type(a), a)
            law[key] = law.get(key, _ZERO) + p
        out.append([law.get((type(r), r), _ZERO) for r in RR_OUTPUTS])
    return out


def rr_postprocessing(mechanism: TwoRoundBits, e_eps: int | Fraction, delta: float | Fraction) -> Solution | None:
    """A post-processor ``T`` with ``T(RR_{ε,δ}(b))`` answering exactly as ``mechanism`` on ``b``
    for every query, found by the feasibility LP of Vadhan–Wang 2021, §6 (module docs), or ``None``
    when the LP is infeasible.

    Args:
        mechanism: the 2-round mechanism.
        e_eps: ``e^ε`` as an exact int or Fraction ``>= 1``.
        delta: δ in ``[0, 1]`` (a float is taken at its binary value).

    Returns:
        ``t[r][q][m1][m2]`` as floats (``r`` in the order ``BOT, 0, 1, TOP`` of
        ``randomized_response_delta``), or ``None``.

    Raises:
        MissingDependency: scipy is not installed (the ``lp`` extra).
        CombinatorsError: the solver stopped without deciding (its status and message).

    Example:
        >>> half = Fraction(1, 2)
        >>> m = TwoRoundBits((half, half), (((half, half), (half, half)), ((half, half), (1, half))))
        >>> rr_postprocessing(m, 1, Fraction(1, 4)) is not None, rr_postprocessing(m, 1, Fraction(1, 5))
        (True, None)
    """
    m = _check_mechanism(mechanism)
    e = _e_eps(e_eps)
    d = _probability("delta", delta)
    linprog = _linprog()
    rr = _rr_law(e, d)
    match = np.zeros((16, 32))
    target = np.zeros(16)
    k = 0
    for b, q in itertools.product(_BITS, _BITS):
        law = m.outputs(b, q)
        for m1, m2 in itertools.product(_BITS, _BITS):
            for r in range(4):
                match[k, _index(r, q, m1, m2)] = float(rr[b][r])
            target[k] = float(law[m1, m2])
            k += 1
    a_eq = np.vstack([match, _CONSTANT])
    b_eq = np.concatenate([target, np.ones(8), np.zeros(8)])
    res = linprog(np.zeros(32), A_eq=a_eq, b_eq=b_eq, bounds=(0, 1), method="highs")
    if res.status == 2:
        return None
    if res.status != 0:
        msg = f"the LP solver stopped without deciding (status {res.status}: {res.message})"
        raise CombinatorsError(msg)
    t = [float(x) for x in res.x]
    return tuple(tuple(tuple((t[_index(r, q, m1, 0)], t[_index(r, q, m1, 1)]) for m1 in _BITS)  # type: ignore[misc]
                       for q in _BITS) for r in range(4))


_CONSTANT: Final = _constant_rows()
_CONSTANT.setflags(write=False)


def _fractions(name: str, value: object) -> tuple[Fraction, ...]:
    if not isinstance(value, tuple):
        msg = f"{name} must be a tuple of Fractions"
        raise InvalidArgument(msg)
    return tuple(_probability(f"{name}[{i}]", x) for i, x in enumerate(value))


def _indices(name: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, tuple):
        msg = f"{name} must be a tuple of instance indices"
        raise InvalidArgument(msg)
    return tuple(check_int(f"{name}[{i}]", x, minimum=0) for i, x in enumerate(value))


def _shrink(value: object) -> Fraction:
    k = _probability("shrink", value)
    if k >= 1:
        msg = f"shrink={value!r} must be below 1: the sanity check solves the LP at shrink·δ < δ"
        raise InvalidArgument(msg)
    return k


def _deltas(value: object) -> tuple[Fraction, ...]:
    return _fractions("deltas", value)


def _infeasible(value: object) -> tuple[int, ...]:
    return _indices("infeasible", value)


def _feasible_shrunk(value: object) -> tuple[int, ...]:
    return _indices("feasible_shrunk", value)


def _seed(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_int("seed", value, minimum=0)


@final
@attrs.frozen(repr=False)
class LPExperiment:
    """The result of ``lp_experiment``: ``instances`` random mechanisms at ``e_eps``, their exact δ
    (``deltas``, in order), the instances whose LP was infeasible at δ (``infeasible``; the paper
    found none) and those whose LP was still feasible at ``shrink·δ`` (``feasible_shrunk``; none
    is expected, by the sanity argument of the module docs)."""

    e_eps: Fraction = attrs.field(converter=_e_eps)
    seed: int = attrs.field(validator=_seed)
    shrink: Fraction = attrs.field(converter=_shrink)
    deltas: tuple[Fraction, ...] = attrs.field(converter=_deltas)
    infeasible: tuple[int, ...] = attrs.field(converter=_infeasible)
    feasible_shrunk: tuple[int, ...] = attrs.field(converter=_feasible_shrunk)

    @override
    def __repr__(self) -> str:
        return (f"LPExperiment(e_eps={literal(plain(self.e_eps))}, seed={self.seed}, shrink={literal(plain(self.shrink))}, "
                f"deltas=({''.join(literal(d) + ', ' for d in self.deltas)}), infeasible={self.infeasible!r}, "
                f"feasible_shrunk={self.feasible_shrunk!r})")

    @property
    def instances(self) -> int:
        """How many mechanisms were drawn."""
        return len(self.deltas)

    @property
    def zero_delta(self) -> int:
        """How many are pure ε-DP (δ = 0, so ``shrink·δ = δ`` and the sanity check says nothing of them)."""
        return sum(1 for d in self.deltas if d == 0)


def _random_mechanism(rng: np.random.Generator) -> TwoRoundBits:
    """Ten i.i.d. Uniform(0, 1) parameters, each the exact binary value of its float."""
    p = [Fraction(float(x)) for x in rng.random(10)]
    return TwoRoundBits((p[0], p[1]), (((p[2], p[3]), (p[4], p[5])), ((p[6], p[7]), (p[8], p[9]))))


def lp_experiment(instances: int, e_eps: int | Fraction, *, seed: int = 0,
                  shrink: float | Fraction = Fraction(9, 10)) -> LPExperiment:
    """Re-run the experiment of Vadhan–Wang 2021, §6 on ``instances`` random mechanisms at ``ε = ln e_eps``.

    Each mechanism's 10 parameters are i.i.d. Uniform(0, 1) (the paper does not state its law),
    drawn from ``numpy.random.default_rng(seed)``; its exact δ (``two_round_delta``) is found,
    and the LP (``rr_postprocessing``) is solved at δ and, when δ > 0, at ``shrink·δ``.

    Raises:
        MissingDependency: scipy is not installed (the ``lp`` extra).

    Example:
        >>> r = lp_experiment(20, 2, seed=1)
        >>> r.instances, r.infeasible, r.feasible_shrunk
        (20, (), ())
    """
    n = check_int("instances", instances, minimum=1, maximum=MAX_INSTANCES)
    e = _e_eps(e_eps)
    s = check_int("seed", seed, minimum=0)
    k = _shrink(shrink)
    _linprog()  # fail before the work when scipy is missing
    rng = np.random.default_rng(s)
    deltas, infeasible, feasible_shrunk = [], [], []
    for i in range(n):
        m = _random_mechanism(rng)
        d = two_round_delta(m, e)
        deltas.append(d)
        if rr_postprocessing(m, e, d) is None:
            infeasible.append(i)
        if d > 0 and rr_postprocessing(m, e, k * d) is not None:
            feasible_shrunk.append(i)
    return LPExperiment(e, s, k, tuple(deltas), tuple(infeasible), tuple(feasible_shrunk))


def experiment_table(results: Sequence[LPExperiment]) -> str:
    """The results as a plain-text table, one row per run (what ``python -m combinators reproduce
    vadhan-wang-lp`` prints)."""
    head = ("e^ε", "ε", "instances", "δ = 0", "feasible at δ", "infeasible at shrink·δ", "δ min", "δ median", "δ max")
    rows = [head]
    seq: object = results  # callers without mypy may pass anything
    if isinstance(seq, (str, bytes)) or not isinstance(seq, Sequence) or not seq:
        msg = "results must be a non-empty sequence of LPExperiment values (from lp_experiment)"
        raise InvalidArgument(msg)
    for given in seq:
        if type(given) is not LPExperiment:
            msg = f"results must hold LPExperiment values, not {type(given).__name__}"
            raise InvalidArgument(msg)
        r: LPExperiment = given
        ds = sorted(r.deltas)
        positive = r.instances - r.zero_delta
        rows.append((str(r.e_eps), f"{np.log(float(r.e_eps)):.4f}", str(r.instances), str(r.zero_delta),
                     f"{r.instances - len(r.infeasible)} of {r.instances}",
                     f"{positive - len(r.feasible_shrunk)} of {positive} (shrink {r.shrink})",
                     f"{float(ds[0]):.4g}", f"{float(ds[len(ds) // 2]):.4g}", f"{float(ds[-1]):.4g}"))
    widths = [max(len(row[j]) for row in rows) for j in range(len(head))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows)
