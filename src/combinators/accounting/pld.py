"""f-DP accounting: trade-off composition where it is exact, and trade-off curves as (ε, δ) profiles.

Three compositions are exact in f-DP (Dong–Roth–Su 2019, Thm 3.2: the composition of
``T(P_i, Q_i)`` is the trade-off of the products ``T(ΠP_i, ΠQ_i)``):

- **Gaussian DP** (``compose_gdp``): ``G_μ1 ⊗ … ⊗ G_μk = G_μ`` with ``μ = √(Σ μ_i²)`` (DRS Cor 3.3),
  μ rounded up. It is ``FDP().compose`` restricted to Gaussian levels.
- **(ε_i, δ_i)-DP curves** (``compose_eps_delta``): ``⊗ f_{ε_i,δ_i}`` is the trade-off of a product of
  randomized responses ``RR_{ε_i,δ_i}``, whose (ε, δ) profile is the optimal composition theorem
  (Kairouz–Oh–Viswanath 2015; Murtagh–Vadhan 2016; seed 004 Thm 1.3 / 5.3): at a target δ_g
  its ε is ``accounting.optimal.optimal``. The curve itself is ``tradeoff_product`` of the
  ``f_eps_delta`` curves, and its PLD is exact for moderate supports.
- **Finite trade-off curves** (``tradeoff_product``, ``PrivacyLossDistribution``): through their
  privacy-loss distributions, in exact rational arithmetic.

**The privacy-loss distribution (PLD)** of a finite pair ``(P, Q)`` is the law of
``L = log(P(x)/Q(x))`` for ``x ~ P``, kept together with the Q-mass of each value: a list of
atoms ``(P-mass, Q-mass)``, one per distinct likelihood ratio, plus ``P(L = +∞)`` (outcomes with
``Q = 0``) and ``Q(L = −∞)`` (outcomes with ``P = 0``). Its profile is the hockey-stick divergence
``δ(ε) = sup_S P(S) − e^ε·Q(S) = P(L = +∞) + Σ_{L > ε} P(L)·(1 − e^{ε − L})``. The PLD of a
product pair is the convolution of the PLDs: atoms multiply their masses and ratios, and atoms
with equal ratios are merged exactly. A trade-off curve ``f = T(A, B)`` (type I error under A)
has profile ``δ_f(ε) = sup_α 1 − e^ε·α − f(α)``, the hockey-stick of B over A, so
``pld_of_tradeoff(f)`` is the PLD of the canonical pair *swapped*, ``(B, A)``, and
``PrivacyLossDistribution.tradeoff()`` is ``T(Q, P)``.

Support cap: a composition whose merged support would exceed ``max_support`` atoms raises
``InvalidArgument`` before doing the work (heterogeneous compositions grow like ``2^k``; use
``compose_eps_delta``, whose ``optimal`` is polynomial for them). Nothing is coarsened silently.

Rounding: PLD arithmetic is exact (``Fraction``); only the final float is rounded, δ up and ε
up, and ``e^ε`` is bracketed by rationals (the lower end is used, which makes δ larger). A
curve ``f_eps_delta(ε, δ)`` with a float ε is already a sound lower bound of the exact curve, so
its PLD is that of a slightly weaker pair (DESIGN.md §2).

Example:
    >>> pld = pld_of_tradeoff(f_eps_delta(e_eps=3))   # RR with e^ε = 3: P = (3/4, 1/4), Q = (1/4, 3/4)
    >>> pld.atoms
    ((Fraction(3, 4), Fraction(1, 4)), (Fraction(1, 4), Fraction(3, 4)))
    >>> two = pld.self_compose(2)
    >>> two.delta(0.0)    # 9/16 − 1/16
    0.5
    >>> two.tradeoff() == FDP().compose([f_eps_delta(e_eps=3)] * 2)
    True
    >>> compose_gdp([gaussian_tradeoff(3.0), gaussian_tradeoff(4.0)])
    gaussian_tradeoff(5.0)
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable, Iterable, Sequence
from fractions import Fraction
from typing import Final, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import approx_text, float_down, float_up
from .._validation import (check_instance, check_nonneg, check_pairs, check_positive_delta, check_positive_int,
                           check_probability, check_sequence_of, check_str)
from ..errors import InvalidArgument
from ..measures import (
    FDP,
    EpsDelta,
    Epsilon,
    GaussianTradeOff,
    PiecewiseTradeOff,
    TradeOff,
    f_eps_delta,
    gaussian_tradeoff,
    tradeoff_to_profile,
)
from .._literal import call_text, check_origin
from ..measures.tradeoffs import pair_masses
from ..prob import FiniteDist, exp_bounds
from .optimal_composition import optimal
from .dp_conversions import _gdp_epsilon, _log_hi

__all__ = ["DEFAULT_MAX_SUPPORT", "PrivacyLossDistribution", "compose_eps_delta", "compose_gdp", "compose_plds",
           "pld_of_pair", "pld_of_tradeoff", "profile_delta", "profile_epsilon", "tradeoff_product"]

T = TypeVar("T", bound=Hashable)
Atom: TypeAlias = tuple[Fraction, Fraction]

DEFAULT_MAX_SUPPORT: Final = 100_000
"""The largest number of finite loss values a composition may produce before it refuses."""
_MAX_SELF_COMPOSE: Final = 10**6

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# The PLD value
# ---------------------------------------------------------------------------------------------


def _to_atoms(value: Iterable[tuple[float | Fraction, float | Fraction]]) -> tuple[Atom, ...]:
    out: list[Atom] = []
    for i, (p, q) in enumerate(check_pairs("atoms", value, "(P-mass, Q-mass)")):
        out.append((Fraction(check_probability(f"atoms[{i}][0]", p)), Fraction(check_probability(f"atoms[{i}][1]", q))))
    return tuple(out)


def _p_infinite(value: object) -> Fraction:
    return Fraction(check_probability("p_infinite", value))


def _q_infinite(value: object) -> Fraction:
    return Fraction(check_probability("q_infinite", value))


def _check_atoms(inst: PrivacyLossDistribution, attribute: object, atoms: tuple[Atom, ...]) -> None:
    for i, (p, q) in enumerate(atoms):
        if p <= 0 or q <= 0:
            msg = (f"atoms[{i}]=({approx_text(p)}, {approx_text(q)}) must have both masses > 0; mass where Q = 0 "
                   "belongs in p_infinite, mass where P = 0 in q_infinite")
            raise InvalidArgument(msg)
        if i and not atoms[i - 1][0] * q > p * atoms[i - 1][1]:
            msg = (f"atoms[{i}] has a likelihood ratio P/Q = {approx_text(p / q)} not below that of atoms[{i - 1}] "
                   f"({approx_text(atoms[i - 1][0] / atoms[i - 1][1])}); atoms are sorted by decreasing loss, "
                   "with equal losses merged")
            raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class PrivacyLossDistribution:
    """The privacy-loss distribution of a finite pair ``(P, Q)``, exactly.

    ``atoms`` lists, for each distinct finite loss ``L = log(P/Q)`` from the largest down, the
    masses ``(P(L), Q(L))`` (so ``L = log(P(L)/Q(L))``); ``p_infinite`` is ``P(L = +∞)`` and
    ``q_infinite`` is ``Q(L = −∞)``. The validators check positivity, the strict order of the
    ratios, and that both distributions have mass 1. Build one with ``pld_of_pair`` or
    ``pld_of_tradeoff``, and compose with ``compose``, ``self_compose`` or ``compose_plds``.

    Args:
        atoms: the ``(P-mass, Q-mass)`` pairs (floats are taken exactly).
        p_infinite: ``P(L = +∞)``.
        q_infinite: ``Q(L = −∞)``.
        origin: the expression that built it (``pld_of_pair(p, q)``), shown as its ``repr``; the
            builders set it. It is not part of the value.

    Raises:
        InvalidArgument: naming the offending atom or mass, or for an origin that is not a
            one-line string.

    Example:
        >>> pld = PrivacyLossDistribution([(0.5, 0.25), (0.25, 0.5)], p_infinite=0.25, q_infinite=0.25)
        >>> pld.delta(0.0), pld.epsilon(0.25)
        (0.5, 0.6931471805599455)

    References:
        Dong–Roth–Su 2019, Thm 3.2, Prop 2.12; Koskela–Jälkö–Honkela 2020 and Meiser–Mohammadi
        2018 (PLD accounting); seed 000 Def 3.1.
    """

    atoms: tuple[Atom, ...] = attrs.field(converter=_to_atoms, validator=_check_atoms)
    p_infinite: Fraction = attrs.field(default=_ZERO, converter=_p_infinite)
    q_infinite: Fraction = attrs.field(default=_ZERO, converter=_q_infinite)
    origin: str | None = attrs.field(default=None, kw_only=True, eq=False, hash=False, validator=check_origin)

    def __attrs_post_init__(self) -> None:
        tp = sum((p for p, _ in self.atoms), start=self.p_infinite)
        tq = sum((q for _, q in self.atoms), start=self.q_infinite)
        if tp != 1 or tq != 1:
            msg = (f"the P-masses sum to {approx_text(tp)} and the Q-masses to {approx_text(tq)}; a privacy-loss "
                   "distribution describes two distributions of mass 1")
            raise InvalidArgument(msg)

    @override
    def __repr__(self) -> str:
        return self.origin if self.origin is not None else call_text(
            "PrivacyLossDistribution", list(self.atoms), p_infinite=self.p_infinite, q_infinite=self.q_infinite)

    def __len__(self) -> int:
        """The number of finite loss values."""
        return len(self.atoms)

    def losses(self) -> tuple[float, ...]:
        """The finite loss values ``log(P/Q)``, decreasing, as floats (for display)."""
        return tuple(_log_ratio(p, q) for p, q in self.atoms)

    def delta(self, epsilon: float | Fraction) -> float:
        """``δ(ε) = P(L = +∞) + Σ_{L > ε} P(L)·(1 − e^{ε−L})``, the hockey-stick ``HS_{e^ε}(P‖Q)``,
        rounded up.

        Args:
            epsilon: ``ε ≥ 0`` (``inf`` gives ``P(L = +∞)``).

        Raises:
            InvalidArgument: for a NaN or negative ε.
        """
        eps = check_nonneg("epsilon", epsilon, allow_inf=True)
        if isinstance(eps, float) and math.isinf(eps):
            return float_up(self.p_infinite)
        if eps > 700 and (not self.atoms or _log_ratio(*self.atoms[0]) < float_down(eps) * (1 - 1e-12) - 1):
            return float_up(self.p_infinite)  # every finite loss is below ε: only L = +∞ counts
        # δ is non-increasing in e^ε, so a lower bound of e^ε (and e^ε ≥ 1) bounds δ from above
        b = max(_ONE, exp_bounds(eps).lo)
        total = self.p_infinite
        for p, q in self.atoms:
            if p <= b * q:
                break
            total += p - b * q
        return min(1.0, float_up(total))

    def epsilon(self, delta: float | Fraction) -> float:
        """The least ``ε ≥ 0`` with ``δ(ε) ≤ delta``, rounded up (``inf`` if ``P(L = +∞) > delta``).

        ``δ`` is piecewise linear in ``b = e^ε`` between consecutive ratios, so the crossing is
        found exactly, ``b* = (A − δ)/B`` with ``A``, ``B`` the P- and Q-mass above it, and only
        ``log b*`` is rounded (up).

        Raises:
            InvalidArgument: for a δ outside ``[0, 1]`` or NaN.
        """
        d = Fraction(check_probability("delta", delta))
        if self.p_infinite > d:
            return math.inf
        a, b = self.p_infinite, _ZERO  # P- and Q-mass strictly above the current ratio
        for p, q in self.atoms:
            if p <= q:
                break
            r = p / q
            if a - r * b > d:  # δ(r) > d: the crossing lies above r
                return _log_hi((a - d) / b)
            a, b = a + p, b + q
        if a - b <= d:  # δ(1) ≤ d
            return 0.0
        return _log_hi((a - d) / b)

    def tradeoff(self) -> PiecewiseTradeOff:
        """``T(Q, P)``: the trade-off curve whose privacy profile is ``delta`` (exact).

        Example:
            >>> f = f_eps_delta(e_eps=3, delta=Fraction(1, 10))
            >>> pld_of_tradeoff(f).tradeoff() == f
            True
        """
        pts: list[tuple[Fraction, Fraction]] = [(_ZERO, 1 - self.p_infinite)]
        qa, pa = _ZERO, _ZERO
        for p, q in self.atoms:
            qa, pa = qa + q, pa + p
            pts.append((qa, 1 - self.p_infinite - pa))
        if self.q_infinite:
            pts.append((_ONE, _ZERO))
        return PiecewiseTradeOff(pts)

    def compose(self, other: PrivacyLossDistribution, *, max_support: int = DEFAULT_MAX_SUPPORT,
                ) -> PrivacyLossDistribution:
        """The PLD of the product pair ``(P × P', Q × Q')`` (see ``compose_plds``)."""
        return compose_plds([self, other], max_support=max_support)

    def self_compose(self, k: int, *, max_support: int = DEFAULT_MAX_SUPPORT) -> PrivacyLossDistribution:
        """The PLD of ``k`` independent copies (``k ≥ 1``).

        Example:
            >>> rr = pld_of_tradeoff(f_eps_delta(e_eps=2))
            >>> len(rr.self_compose(10)), rr.self_compose(10).delta(7.0)   # the largest loss is 10·log 2
            (11, 0.0)
        """
        kk = check_positive_int("k", k)
        if kk > _MAX_SELF_COMPOSE:  # bounded work: the copies are listed and folded one by one
            msg = (f"k={kk} copies is more than {_MAX_SELF_COMPOSE}; for many compositions use "
                   "compose_eps_delta or Gaussian-DP accounting (compose_gdp)")
            raise InvalidArgument(msg)
        return _compose_plds([self] * kk, _max_support(max_support), f"{self!r}.self_compose({kk})")


def _log_ratio(p: Fraction, q: Fraction) -> float:
    """``log(p/q)`` as a float, for rationals of any size (no underflow)."""
    return (math.log(p.numerator) - math.log(p.denominator)) - (math.log(q.numerator) - math.log(q.denominator))


def _from_masses(masses: Iterable[tuple[Fraction, Fraction]], origin: str) -> PrivacyLossDistribution:
    """The PLD of outcomes given as ``(P-mass, Q-mass)``: group equal ratios, sort decreasing."""
    p_inf, q_inf = _ZERO, _ZERO
    groups: dict[Fraction, list[Fraction]] = {}
    for p, q in masses:
        if q == 0:
            p_inf += p
        elif p == 0:
            q_inf += q
        else:
            g = groups.setdefault(p / q, [_ZERO, _ZERO])
            g[0] += p
            g[1] += q
    atoms = [(groups[r][0], groups[r][1]) for r in sorted(groups, reverse=True)]
    return PrivacyLossDistribution(atoms, p_inf, q_inf, origin=origin)


def pld_of_pair(p: FiniteDist[T], q: FiniteDist[T]) -> PrivacyLossDistribution:
    """The PLD of a finite pair: ``L = log(P(x)/Q(x))`` for ``x ~ P``, with Q's masses.

    Its ``delta(ε)`` is ``HS_{e^ε}(P‖Q) = sup_S P(S) − e^ε·Q(S)``; for the other direction, swap
    the arguments.

    Args:
        p, q: exact distributions (``Fraction`` probabilities, mass 1), as ``tradeoff_of_pair`` takes.

    Raises:
        InvalidArgument: for interval probabilities or a mass other than 1.

    Example:
        >>> p = FiniteDist.from_mapping({0: Fraction(3, 4), 1: Fraction(1, 4)})   # RR with e^ε = 3
        >>> pld_of_pair(p, p.pushforward(lambda x: 1 - x)).delta(0.0)    # total variation
        0.5

    References:
        Dong–Roth–Su 2019, Prop 2.12; Sommer–Meiser–Mohammadi 2019 (privacy-loss distributions).
    """
    return _from_masses(pair_masses(p, q, "a privacy-loss distribution"), f"pld_of_pair({p!r}, {q!r})")


def pld_of_tradeoff(level: PiecewiseTradeOff) -> PrivacyLossDistribution:
    """The PLD whose profile is the privacy profile of ``level`` (and whose ``tradeoff()`` is
    ``level``): that of the canonical pair ``(A, B)`` of ``level = T(A, B)``, swapped.

    Args:
        level: a piecewise-linear trade-off function (for ``G_μ`` use ``gaussian_to_piecewise``
            first, or ``compose_gdp`` / ``profile_epsilon``, which are exact for Gaussians).

    Raises:
        InvalidArgument: for a level that is not a ``PiecewiseTradeOff``.

    Example:
        >>> pld_of_tradeoff(f_eps_delta(e_eps=3, delta=Fraction(1, 10))).delta(0.0)
        0.55

    References:
        Dong–Roth–Su 2019, Prop 2.12 (``δ_f(ε) = 1 + f*(−e^ε)``).
    """
    lv = _piecewise("level", level)
    return _from_masses(((qf, pf) for pf, qf in lv.masses()), f"pld_of_tradeoff({lv!r})")


def _piecewise(name: str, level: object) -> PiecewiseTradeOff:
    if isinstance(level, GaussianTradeOff):
        msg = (f"{name}={level!r} is Gaussian and has no finite PLD; use compose_gdp or profile_epsilon "
               "(exact for Gaussians), or gaussian_to_piecewise(level) for a sound finite lower bound")
        raise InvalidArgument(msg)
    return check_instance(name, level, PiecewiseTradeOff, "a PiecewiseTradeOff, e.g. f_eps_delta(1.0, 1e-6)")


# ---------------------------------------------------------------------------------------------
# Composition by convolution
# ---------------------------------------------------------------------------------------------
#
# Inside a composition every atom carries a label: its exponent vector over "generators" (the
# distinct ratios g > 1 of the inputs' atoms, a ratio below 1 counting as 1/g with exponent −1).
# Atoms with the same label have the same ratio and are merged in a dict, with masses kept as
# integer numerators over common denominators, so a step costs one small-by-big product per
# pair and no gcd. Atoms whose labels differ but whose ratios coincide (generators that are
# multiplicatively dependent) are merged at the end, after an exact comparison.

_Label: TypeAlias = tuple[int, ...]


def _max_support(value: object) -> int:
    return check_positive_int("max_support", value)


def _plds(plds: object) -> list[PrivacyLossDistribution]:
    return check_sequence_of(
        "plds", plds, lambda name, x: check_instance(name, x, PrivacyLossDistribution,
                                                      "a PrivacyLossDistribution (build one with pld_of_pair or pld_of_tradeoff)"),
        what="a sequence of PrivacyLossDistribution values", nonempty=True, item="PrivacyLossDistribution")

def compose_plds(plds: Sequence[PrivacyLossDistribution], *,
                 max_support: int = DEFAULT_MAX_SUPPORT) -> PrivacyLossDistribution:
    """The PLD of the product of the pairs: ``(P_1 × … × P_k, Q_1 × … × Q_k)``, exactly.

    Finite atoms multiply (masses and ratios); ``P(L = +∞)`` composes as ``1 − Π(1 − p_i)`` and
    ``Q(L = −∞)`` as ``1 − Π(1 − q_i)`` (the outcomes where some factor has ``Q = 0``, resp.
    ``P = 0``). Equal losses are merged. The inputs are folded left to right, so putting the
    large PLD first and small ones after is the fast order (``self_compose`` does this).

    Args:
        plds: one or more PLDs.
        max_support: the most finite loss values allowed in any intermediate result.

    Returns:
        The composed PLD.

    Raises:
        InvalidArgument: for an empty sequence or a non-PLD element, or when a merged support
            would exceed ``max_support`` (raised before the masses are computed). Compositions of
            ``(ε_i, δ_i)`` curves with many distinct ε_i grow like ``2^k``; ``compose_eps_delta``
            answers their (ε, δ) question in polynomial time.

    Example:
        >>> a = pld_of_tradeoff(f_eps_delta(e_eps=2))
        >>> b = pld_of_tradeoff(f_eps_delta(e_eps=3))
        >>> len(compose_plds([a, b])), len(compose_plds([a, a]))
        (4, 3)
        >>> compose_plds([a] * 30, max_support=10)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: the composition of plds[0..9] has 11 distinct finite losses, above max_support=10; ...

    References:
        Dong–Roth–Su 2019, Thm 3.2; Sommer–Meiser–Mohammadi 2019, Thm 1 (PLDs convolve).
    """
    items = _plds(plds)
    cap = _max_support(max_support)
    if len(items) == 1:
        return items[0]
    return _compose_plds(items, cap, f"compose_plds([{', '.join(repr(x) for x in items)}])")


def _compose_plds(items: Sequence[PrivacyLossDistribution], cap: int, origin: str) -> PrivacyLossDistribution:
    """``compose_plds`` of checked arguments, the result shown as ``origin``."""
    gens: list[Fraction] = []
    index: dict[Fraction, int] = {}

    def label(p: Fraction, q: Fraction) -> tuple[int, int]:
        r = p / q
        if r == 1:
            return -1, 0
        g, s = (r, 1) if r > 1 else (1 / r, -1)
        if g not in index:
            index[g] = len(gens)
            gens.append(g)
        return index[g], s

    # Each input as (dp, dq, [(generator index, sign, p numerator, q numerator)]).
    inputs: list[tuple[int, int, list[tuple[int, int, int, int]]]] = []
    for x in items:
        dp = math.lcm(*(p.denominator for p, _ in x.atoms)) if x.atoms else 1
        dq = math.lcm(*(q.denominator for _, q in x.atoms)) if x.atoms else 1
        inputs.append((dp, dq, [(*label(p, q), int(p * dp), int(q * dq)) for p, q in x.atoms]))
    m = len(gens)

    def add(key: _Label, i: int, s: int) -> _Label:
        if i < 0:
            return key
        return key[:i] + (key[i] + s,) + key[i + 1:]

    dp0, dq0, first = inputs[0]
    acc: dict[_Label, tuple[int, int]] = {}
    for i, s, p, q in first:
        acc[add((0,) * m, i, s)] = (p, q)
    big_dp, big_dq = dp0, dq0
    p_inf, q_inf = items[0].p_infinite, items[0].q_infinite
    for j, (dp, dq, atoms) in enumerate(inputs[1:], start=1):
        keys = {add(k, i, s) for k in acc for i, s, _, _ in atoms}
        if len(keys) > cap:
            msg = (f"the composition of plds[0..{j}] has {len(keys)} distinct finite losses, above "
                   f"max_support={cap}; raise max_support, or for (epsilon, delta) curves use "
                   "compose_eps_delta (optimal composition, polynomial time)")
            raise InvalidArgument(msg)
        nxt: dict[_Label, tuple[int, int]] = {}
        for k, (pa, qa) in acc.items():
            for i, s, pb, qb in atoms:
                key = add(k, i, s)
                old = nxt.get(key)
                nxt[key] = (pa * pb, qa * qb) if old is None else (old[0] + pa * pb, old[1] + qa * qb)
        acc = nxt
        big_dp, big_dq = big_dp * dp, big_dq * dq
        p_inf = 1 - (1 - p_inf) * (1 - items[j].p_infinite)
        q_inf = 1 - (1 - q_inf) * (1 - items[j].q_infinite)
    atoms_out = _sorted_merged(acc, gens, big_dp, big_dq)
    return PrivacyLossDistribution(atoms_out, p_inf, q_inf, origin=origin)


def _sorted_merged(acc: dict[_Label, tuple[int, int]], gens: Sequence[Fraction], dp: int, dq: int,
                   ) -> list[Atom]:
    """The labelled atoms as exact ``(P, Q)`` masses, sorted by decreasing ratio, equal ratios merged.

    Labels give float losses ``Σ e_i·log g_i``; neighbours within a tolerance far above their
    float error are compared exactly (``p·q' ⋛ p'·q``, the common denominators cancel).
    """
    logs = [_log_ratio(g, _ONE) for g in gens]
    entries = []
    for key, (p, q) in acc.items():
        size = sum(abs(e) * lg for e, lg in zip(key, logs, strict=True))
        loss = math.fsum(e * lg for e, lg in zip(key, logs, strict=True))
        entries.append((loss, 1e-9 * (1 + size), p, q))
    entries.sort(key=lambda t: -t[0])

    def cmp(a: tuple[float, float, int, int], b: tuple[float, float, int, int]) -> int:
        lhs, rhs = a[2] * b[3], b[2] * a[3]
        return -1 if lhs > rhs else (1 if lhs < rhs else 0)

    out: list[tuple[int, int]] = []
    i = 0
    while i < len(entries):
        j = i + 1  # the run of float-near neighbours starting at i
        while j < len(entries) and entries[j - 1][0] - entries[j][0] <= max(entries[j - 1][1], entries[j][1]):
            j += 1
        run = sorted(entries[i:j], key=functools.cmp_to_key(cmp)) if j - i > 1 else entries[i:j]
        last: tuple[float, float, int, int] | None = None
        for e in run:
            if last is not None and cmp(last, e) == 0:
                p0, q0 = out[-1]
                out[-1] = (p0 + e[2], q0 + e[3])
            else:
                out.append((e[2], e[3]))
                last = e
        i = j
    return [(Fraction(p, dp), Fraction(q, dq)) for p, q in out]


def _nonempty(levels: object) -> list[object]:
    return check_sequence_of("levels", levels, lambda name, x: x, what="a non-empty sequence of PiecewiseTradeOff curves",
                             nonempty=True, item="curve")

def tradeoff_product(levels: Sequence[PiecewiseTradeOff], *,
                     max_support: int = DEFAULT_MAX_SUPPORT) -> PiecewiseTradeOff:
    """The exact f-DP composition ``f_1 ⊗ … ⊗ f_k`` of piecewise-linear trade-off curves.

    Computed through the PLDs (``pld_of_tradeoff``, ``compose_plds``, ``tradeoff()``); it equals
    ``FDP().compose(levels)``, with a support cap.

    Args:
        levels: one or more ``PiecewiseTradeOff`` curves.
        max_support: see ``compose_plds``.

    Raises:
        InvalidArgument: for an empty sequence, a level that is not piecewise-linear, or a
            support above ``max_support``.

    Example:
        >>> tradeoff_product([f_eps_delta(e_eps=3)] * 2).points[1]
        (Fraction(1, 16), Fraction(7, 16))

    References:
        Dong–Roth–Su 2019, Thm 3.2 (``T(P×P', Q×Q') = T(P, Q) ⊗ T(P', Q')``).
    """
    plds = [pld_of_tradeoff(_piecewise(f"levels[{i}]", x)) for i, x in enumerate(_nonempty(levels))]
    return compose_plds(plds, max_support=max_support).tradeoff()


# ---------------------------------------------------------------------------------------------
# Gaussian DP and (ε, δ) curves
# ---------------------------------------------------------------------------------------------


def _gaussians(levels: object) -> list[GaussianTradeOff]:
    return check_sequence_of(
        "levels", levels, lambda name, x: check_instance(name, x, GaussianTradeOff, "a GaussianTradeOff, e.g. gaussian_tradeoff(1.0)"),
        what="a sequence of GaussianTradeOff levels")

def compose_gdp(levels: Sequence[GaussianTradeOff]) -> GaussianTradeOff:
    """``G_μ1 ⊗ … ⊗ G_μk = G_μ`` with ``μ = √(Σ μ_i²)``, rounded up (exact in f-DP).

    Args:
        levels: Gaussian trade-off functions (the empty sequence gives ``G_0``).

    Raises:
        InvalidArgument: for an element that is not a ``GaussianTradeOff``, naming its index.

    Privacy:
        Holds for adaptive composition too, and as a filter ``Σ μ_i² ≤ μ²`` under fully adaptive
        choice of the μ_i (Smith–Thakurta 2022).

    Example:
        >>> compose_gdp([gaussian_tradeoff(0.01)] * 560).mu   # √560·0.01 = 0.23664319…
        0.23664319132398...

    References:
        Dong–Roth–Su 2019, Cor 3.3; ``FDP().compose``.
    """
    out = FDP().compose(_gaussians(levels))
    return out if isinstance(out, GaussianTradeOff) else gaussian_tradeoff(0.0)  # all μ = 0


def _eps_delta_level(name: str, x: object) -> EpsDelta:
    level = EpsDelta(x.epsilon, 0.0) if isinstance(x, Epsilon) else check_instance(name, x, EpsDelta, "an EpsDelta or an Epsilon")
    if math.isinf(level.epsilon):
        msg = f"{name}={x!r} has epsilon = inf; its curve is 0 and the composition gives no guarantee"
        raise InvalidArgument(msg)
    return level


def _eps_delta_levels(levels: object) -> list[EpsDelta]:
    return check_sequence_of("levels", levels, _eps_delta_level, what="a non-empty sequence of EpsDelta or Epsilon levels",
                             nonempty=True, item="level")

def compose_eps_delta(levels: Sequence[EpsDelta | Epsilon], delta_g: float | Fraction) -> EpsDelta:
    """The point at ``δ_g`` of the (ε, δ) profile of ``f_{ε_1,δ_1} ⊗ … ⊗ f_{ε_k,δ_k}``.

    ``⊗ f_{ε_i,δ_i}`` is the trade-off of the product of ``RR_{ε_i,δ_i}`` pairs, and its profile
    is the optimal composition theorem, so the least ε at ``δ_g`` is
    ``accounting.optimal.optimal([ε_i], [δ_i], δ_g)`` (KOV 2015 Thm 3.3; Murtagh–Vadhan 2016
    Thm 1.5). It is polynomial in k even for distinct ε_i, where the PLD of the curve is not.
    For the curve itself, use ``tradeoff_product([f_eps_delta(ε_i, δ_i), …])``.

    Args:
        levels: the ``(ε_i, δ_i)`` levels (an ``Epsilon`` counts as ``(ε, 0)``), at least one.
        delta_g: the target ``δ_g`` in ``[0, 1]``.

    Returns:
        ``EpsDelta(ε_g, δ_g)``, ε rounded up (``inf`` when no ε reaches ``δ_g``).

    Raises:
        InvalidArgument: for an empty sequence, a non-level element or an infinite ε_i, or a
            δ_g outside ``[0, 1]``.

    Example:
        >>> round(compose_eps_delta([Epsilon(0.1)] * 50, 1e-5).epsilon, 6)   # seed 004 §5.4
        2.844667

    References:
        Dong–Roth–Su 2019, Thm 3.2, Prop 2.5; Kairouz–Oh–Viswanath 2015, Thm 3.3;
        Murtagh–Vadhan 2016, Thm 1.5; seed 004 Thm 1.3 / 5.3.
    """
    lvs = _eps_delta_levels(levels)
    dg = check_probability("delta_g", delta_g)
    return optimal([x.epsilon for x in lvs], [x.delta for x in lvs], dg)


# ---------------------------------------------------------------------------------------------
# Trade-off curves as (ε, δ(ε)) profiles, both directions
# ---------------------------------------------------------------------------------------------


def _tradeoff(level: object) -> TradeOff:
    return check_instance("level", level, (PiecewiseTradeOff, GaussianTradeOff),
                          "a trade-off function (PiecewiseTradeOff or GaussianTradeOff)")


def profile_delta(level: TradeOff, epsilon: float | Fraction) -> float:
    """``δ_f(ε) = sup_α (1 − e^ε·α − f(α))``: f-DP implies ``(ε, δ_f(ε))``-DP; rounded up.

    Exact for piecewise-linear curves and for ``G_μ`` (``measures.fdp.tradeoff_to_profile``).

    Args:
        level: a ``PiecewiseTradeOff`` or ``GaussianTradeOff``.
        epsilon: ``ε ≥ 0`` (``inf`` gives 0).

    Raises:
        InvalidArgument: for a non-trade-off level, or a NaN or negative ε.

    Example:
        >>> profile_delta(f_eps_delta(e_eps=3, delta=Fraction(1, 100)), 0.0)
        0.505

    References:
        Dong–Roth–Su 2019, Prop 2.12, Cor 2.13.
    """
    return tradeoff_to_profile(_tradeoff(level)).delta(epsilon)


def profile_epsilon(level: TradeOff, delta: float | Fraction) -> float:
    """The least ``ε ≥ 0`` with ``δ_f(ε) ≤ delta``: f-DP implies ``(ε, delta)``-DP; rounded up.

    Piecewise-linear curves go through their PLD (``PrivacyLossDistribution.epsilon``, exact up
    to the final logarithm); ``G_μ`` through ``accounting.tight.gdp_epsilon``.

    Args:
        level: a ``PiecewiseTradeOff`` or ``GaussianTradeOff``.
        delta: the target δ in ``[0, 1]`` (``(0, 1]`` for a Gaussian with ``μ > 0``).

    Returns:
        ε, or ``inf`` when ``delta`` is below ``1 − f(0)`` (no ε reaches it).

    Raises:
        InvalidArgument: for a non-trade-off level, or a δ out of range.

    Example:
        >>> profile_epsilon(f_eps_delta(e_eps=3, delta=Fraction(1, 100)), 0.01)   # log 3 = 1.0986122886681098, rounded up
        1.0986122886681102
        >>> profile_epsilon(f_eps_delta(e_eps=3, delta=Fraction(1, 100)), 0.001)
        inf

    References:
        Dong–Roth–Su 2019, Prop 2.12, Cor 2.13.
    """
    lv = _tradeoff(level)
    if isinstance(lv, GaussianTradeOff):
        d = Fraction(check_probability("delta", delta))
        if lv.mu == 0:
            return 0.0
        return _gdp_epsilon(lv.mu, Fraction(check_positive_delta("delta", d)))
    return pld_of_tradeoff(lv).epsilon(delta)

