"""Explicit conversions of certified mechanisms between measures: never silent (DESIGN.md §1).

Each returns a new ``Mechanism`` with the same machine and a certificate under the target
measure, computed by the level conversion of ``combinators.measures.conversions`` (which cites
its source and rounds toward the weaker guarantee). The named conversions issue a
``Converted`` certificate (which conversion, which theorem, from which provenance), so a
conversion of a proved certificate is as good as a proof and a conversion of an asserted one
stays the caller's word; ``convert`` with a function of your own is ``Asserted``.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Final, TypeVar, overload

from .._typing import A, D, Q, S, X
from .._validation import check_callable, check_instance, check_probability, check_str
from ..errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from ..measures import (
    FDP,
    ZCDP,
    ApproxDP,
    ApproxZCDP,
    EpsDelta,
    Epsilon,
    Measure,
    TradeOff,
    PureDP,
    RenyiDP,
    RenyiEps,
    Rho,
    RhoDelta,
)
from ..measures import conversions as conv
from .certificate import Certificate, Mechanism, issue, kept_provenance
from .composite import Shown, literal
from .provenance import Asserted, Audited, Converted, Proved, Provenance

__all__ = ["convert", "to_approx_dp", "to_renyi", "to_tradeoff", "to_zcdp"]

E = TypeVar("E")


def _fname(f: object) -> str:
    name = getattr(f, "__qualname__", None)
    return name if type(name) is str else type(f).__name__


def convert(m: Mechanism[X, S, Q, A, D], target: Measure[E], f: Callable[[D], E], *,
            justification: str = "") -> Mechanism[X, S, Q, A, E]:
    """The same machine certified under ``target`` at ``f(level)``, on the caller's word.

    The library cannot check that ``f`` is a valid conversion, so the certificate is
    ``Asserted`` (naming ``f`` and the source's provenance, with your ``justification``);
    the named conversions below are proved.

    Example:
        >>> from combinators.measures import ZCDP, Rho
        >>> from combinators.primitives import randomized_response
        >>> convert(randomized_response(1.0), ZCDP(), lambda e: Rho(e.epsilon ** 2 / 2)).certificate.provenance
        Asserted(justification="converted by the caller's function <lambda> from a proved certificate")
    """
    _mechanism(m)
    check_callable("f", f)
    check_str("justification", justification)
    source = kept_provenance(m.machine, m.certificate)
    what = f"converted by the caller's function {_fname(f)} from a {_kind(source)} certificate"
    why = f"{what}; {justification}" if justification else what
    try:
        level = f(m.level)
    except CombinatorsError:
        raise  # a level constructor's own refusal already says what is wrong
    except Exception as e:  # the caller's function: say which kind of failure, not its text
        msg = (f"f={_fname(f)} raised {type(e).__name__} on the level {m.level!r}; it must map a level of "
               f"{m.measure!r} to a level of the target measure")
        raise InvalidArgument(msg) from None
    shown = f", justification={literal(justification)}" if justification else ""
    origin = Shown(("convert(", f", {target!r}, {_fname(f)}{shown})"), (m,))
    return Mechanism(m.machine, Certificate(target, level, m.certificate.relation, Asserted(why)), origin=origin)


_KIND_NAMES: Final[dict[type, str]] = {Proved: "proved", Converted: "converted", Audited: "audited",
                                        Asserted: "asserted"}


def _kind(p: Provenance) -> str:
    return _KIND_NAMES[type(p)]


def _converted(m: Mechanism[X, S, Q, A, D], target: Measure[E], level: E, conversion: str,
               theorem: str, *args: object) -> Mechanism[X, S, Q, A, E]:
    """``m`` under ``target`` at ``level``, printed as ``conversion(m, *args)``."""
    source = kept_provenance(m.machine, m.certificate)
    origin = Shown((f"{conversion}(", "".join(f", {literal(a)}" for a in args) + ")"), (m,))
    return issue(m.machine, target, level, m.certificate.relation, Converted(conversion, theorem, source),
                 origin=origin)


def _mechanism(m: object) -> None:
    check_instance("m", m, Mechanism, "a certified Mechanism, e.g. combinators.primitives.laplace(1.0)")


def _require(m: Mechanism[X, S, Q, A, D], kind: type[object] | tuple[type[object], ...], name: str) -> None:
    _mechanism(m)
    if not isinstance(m.measure, kind):
        kinds = kind if isinstance(kind, tuple) else (kind,)
        msg = f"{name} converts a {' or '.join(k.__name__ for k in kinds)} mechanism, got one under {m.measure!r}"
        raise IncompatibleMeasureError(msg)


def _delta_for(m: Mechanism[X, S, Q, A, D], delta: float | Fraction | None) -> float | Fraction:
    if delta is None:
        msg = f"to_approx_dp needs delta (in (0, 1]) to convert a mechanism under {m.measure!r}"
        raise InvalidArgument(msg)
    return delta


def to_zcdp(m: Mechanism[X, S, Q, A, Epsilon]) -> Mechanism[X, S, Q, A, Rho]:
    """Pure ε-DP ⇒ (ε²/2)-zCDP (Bun–Steinke 2016, Prop 1.4).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> to_zcdp(randomized_response(1.0)).level
        Rho(0.5)
    """
    _require(m, PureDP, "to_zcdp")
    return _converted(m, ZCDP(), conv.pure_to_zcdp(m.level), "to_zcdp", "Bun–Steinke 2016, Prop 1.4")


@overload
def to_renyi(m: Mechanism[X, S, Q, A, Epsilon], order: RenyiDP) -> Mechanism[X, S, Q, A, RenyiEps]: ...
@overload
def to_renyi(m: Mechanism[X, S, Q, A, Rho], order: RenyiDP) -> Mechanism[X, S, Q, A, RenyiEps]: ...
def to_renyi(m: Mechanism[X, S, Q, A, Any], order: RenyiDP) -> Mechanism[X, S, Q, A, RenyiEps]:
    """ρ-zCDP ⇒ (α, ρα)-RDP: a ρ = 0.5 child counts 1.5 in an RDP_3 filter (Bun–Steinke 2016, Def 1.1);
    pure ε-DP ⇒ (α, D_α(RR_ε))-RDP, the exact worst case (``measures.conversions.pure_to_renyi``).

    Example:
        >>> from combinators.primitives import gaussian, randomized_response
        >>> to_renyi(gaussian(1.0), RenyiDP(3)).level
        RenyiEps(1.5)
        >>> to_renyi(randomized_response(1.0), RenyiDP(2)).level   # below ε = 1 and αε²/2 = 1
        RenyiEps(0.73532566405...)
    """
    _mechanism(m)
    if isinstance(m.measure, PureDP):
        return _converted(m, order, conv.pure_to_renyi(m.level, order), "to_renyi",
                          "Kairouz–Oh–Viswanath 2015, Thm 2.5; Mironov 2017, Prop 5 (the exact D_α of RR_ε)", order)
    _require(m, (ZCDP, PureDP), "to_renyi")
    return _converted(m, order, conv.zcdp_to_renyi(m.level, order), "to_renyi", "Bun–Steinke 2016, Def 1.1", order)


@overload
def to_approx_dp(m: Mechanism[X, S, Q, A, Epsilon], delta: float | Fraction | None = None,
                 ) -> Mechanism[X, S, Q, A, EpsDelta]: ...
@overload
def to_approx_dp(m: Mechanism[X, S, Q, A, Rho], delta: float | Fraction) -> Mechanism[X, S, Q, A, EpsDelta]: ...
@overload
def to_approx_dp(m: Mechanism[X, S, Q, A, RhoDelta], delta: float | Fraction) -> Mechanism[X, S, Q, A, EpsDelta]: ...
@overload
def to_approx_dp(m: Mechanism[X, S, Q, A, RenyiEps], delta: float | Fraction) -> Mechanism[X, S, Q, A, EpsDelta]: ...
def to_approx_dp(m: Mechanism[X, S, Q, A, Any], delta: float | Fraction | None = None,
                 ) -> Mechanism[X, S, Q, A, EpsDelta]:
    """The same machine under (ε, δ)-DP, through the tight conversion of its measure:

    - ρ-zCDP ⇒ (ε, δ) with the ε of Canonne–Kamath–Steinke 2020 Cor 13 (tighter than
      Bun–Steinke 2016 Prop 1.3's ``ρ + 2·√(ρ·ln(1/δ))``);
    - δ₀-approximate ρ-zCDP ⇒ (ε, δ₀ + (1 − δ₀)·δ), with the same ε;
    - (α, τ)-RDP ⇒ (ε, δ) by CKS 2020 Prop 12;
    - pure ε-DP ⇒ (ε, 0) (``delta`` is optional and not needed: δ = 0 is stronger).

    Example:
        >>> from combinators.primitives import gaussian, randomized_response
        >>> to_approx_dp(gaussian(sigma=10.0), 1e-6).level   # Bun–Steinke: 0.5307…
        EpsDelta(0.42994146883..., 1e-06)
        >>> to_approx_dp(randomized_response(1.0)).level
        EpsDelta(1.0, 0.0)

    Raises:
        InvalidArgument: for a δ outside (0, 1], or no δ for a measure other than pure DP.
        IncompatibleMeasureError: for a mechanism under another measure.
    """
    _mechanism(m)
    if isinstance(m.measure, PureDP):
        if delta is not None:
            check_probability("delta", delta)
        return _converted(m, ApproxDP(), conv.pure_to_approx_dp(m.level), "to_approx_dp",
                          "ε-DP is (ε, 0)-DP (Dwork–Roth 2014, Def 2.4)", *(() if delta is None else (delta,)))
    if isinstance(m.measure, ApproxZCDP):
        d = _delta_for(m, delta)
        return _converted(m, ApproxDP(), conv.approx_zcdp_to_approx_dp(m.level, d), "to_approx_dp",
                          "Whitehouse et al. 2023, Lemma 1; Canonne–Kamath–Steinke 2020, Cor 13", d)
    if isinstance(m.measure, RenyiDP):
        d, order = _delta_for(m, delta), m.measure
        return _converted(m, ApproxDP(), conv.renyi_to_approx_dp(m.level, order, d), "to_approx_dp",
                          "Canonne–Kamath–Steinke 2020, Prop 12", d)
    _require(m, (ZCDP, ApproxZCDP, RenyiDP, PureDP), "to_approx_dp")
    d = _delta_for(m, delta)
    return _converted(m, ApproxDP(), conv.zcdp_to_approx_dp(m.level, d), "to_approx_dp",
                      "Canonne–Kamath–Steinke 2020, Cor 13", d)


def to_tradeoff(m: Mechanism[X, S, Q, A, EpsDelta]) -> Mechanism[X, S, Q, A, TradeOff]:
    """(ε,δ)-DP ⇔ f_{ε,δ}-DP (Dong–Roth–Su 2022; Haney et al. 2023, §3)."""
    _require(m, ApproxDP, "to_tradeoff")
    return _converted(m, FDP(), conv.approx_dp_to_tradeoff(m.level), "to_tradeoff",
                      "Dong–Roth–Su 2022, §2.2 (after Wasserman–Zhou 2010)")
