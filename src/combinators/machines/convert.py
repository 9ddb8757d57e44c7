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
from typing import Final, TypeVar

from .._typing import A, D, Q, S, X
from .._validation import check_callable, check_instance, check_str
from ..errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from ..measures import (
    FDP,
    ZCDP,
    ApproxDP,
    EpsDelta,
    Epsilon,
    Measure,
    TradeOff,
    PureDP,
    RenyiDP,
    RenyiEps,
    Rho,
)
from ..measures import conversions as conv
from .certificate import Certificate, Mechanism, _issue, kept_provenance
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
    return Mechanism(m.machine, Certificate(target, level, m.certificate.relation, Asserted(why)))


_KIND_NAMES: Final[dict[type, str]] = {Proved: "proved", Converted: "converted", Audited: "audited",
                                        Asserted: "asserted"}


def _kind(p: Provenance) -> str:
    return _KIND_NAMES[type(p)]


def _converted(m: Mechanism[X, S, Q, A, D], target: Measure[E], level: E, conversion: str,
               theorem: str) -> Mechanism[X, S, Q, A, E]:
    source = kept_provenance(m.machine, m.certificate)
    return _issue(m.machine, target, level, m.certificate.relation, Converted(conversion, theorem, source))


def _mechanism(m: object) -> None:
    check_instance("m", m, Mechanism, "a certified Mechanism, e.g. combinators.primitives.laplace(1.0)")


def _require(m: Mechanism[X, S, Q, A, D], kind: type[object], name: str) -> None:
    _mechanism(m)
    if not isinstance(m.measure, kind):
        msg = f"{name} converts a {kind.__name__} mechanism, got one under {m.measure!r}"
        raise IncompatibleMeasureError(msg)


def to_zcdp(m: Mechanism[X, S, Q, A, Epsilon]) -> Mechanism[X, S, Q, A, Rho]:
    """Pure ε-DP ⇒ (ε²/2)-zCDP (Bun–Steinke 2016, Prop 1.4).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> to_zcdp(randomized_response(1.0)).level
        Rho(0.5)
    """
    _require(m, PureDP, "to_zcdp")
    return _converted(m, ZCDP(), conv.pure_to_zcdp(m.level), "to_zcdp", "Bun–Steinke 2016, Prop 1.4")


def to_renyi(m: Mechanism[X, S, Q, A, Rho], order: RenyiDP) -> Mechanism[X, S, Q, A, RenyiEps]:
    """ρ-zCDP ⇒ (α, ρα)-RDP: a ρ = 0.5 child counts 1.5 in an RDP_3 filter (Haney et al. 2023, Def 4.4).

    Example:
        >>> from combinators.primitives import gaussian
        >>> to_renyi(gaussian(1.0), RenyiDP(3)).level
        RenyiEps(1.5)
    """
    _require(m, ZCDP, "to_renyi")
    return _converted(m, order, conv.zcdp_to_renyi(m.level, order), "to_renyi", "Bun–Steinke 2016, Def 1.1")


def to_approx_dp(m: Mechanism[X, S, Q, A, Rho], delta: float | Fraction) -> Mechanism[X, S, Q, A, EpsDelta]:
    """ρ-zCDP ⇒ (ρ + 2·sqrt(ρ·ln(1/δ)), δ)-DP (Bun–Steinke 2016, Prop 1.3)."""
    _require(m, ZCDP, "to_approx_dp")
    return _converted(m, ApproxDP(), conv.zcdp_to_approx_dp(m.level, delta), "to_approx_dp",
                      "Bun–Steinke 2016, Prop 1.3")


def to_tradeoff(m: Mechanism[X, S, Q, A, EpsDelta]) -> Mechanism[X, S, Q, A, TradeOff]:
    """(ε,δ)-DP ⇔ f_{ε,δ}-DP (Dong–Roth–Su 2022; Haney et al. 2023, §3)."""
    _require(m, ApproxDP, "to_tradeoff")
    return _converted(m, FDP(), conv.approx_dp_to_tradeoff(m.level), "to_tradeoff",
                      "Dong–Roth–Su 2022, §2.2 (after Wasserman–Zhou 2010)")
