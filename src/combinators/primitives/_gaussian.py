"""The Gaussian mechanism for a real-valued query, certified under zCDP or Rényi DP.

``x ↦ x + N(0, σ²)``: sample-only, since its draw is continuous. The certificate's measure is
chosen by the factory, so mypy sees it: ``gaussian`` returns a ``Rho`` (zCDP) mechanism and
``gaussian_rdp`` a ``RenyiEps`` mechanism at a fixed order α.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final, final

import attrs
from typing_extensions import override

from .._validation import check_order, check_positive_real, finite_positive_float
from ..errors import InvalidArgument
from ..machines import Mechanism, NIMState, Proved
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import ZCDP, RenyiDP, RenyiEps, Rho
from ..prob import Coins
from ._additive import AdditiveNoise
from ._params import plain
from ._sensitivity import as_float, sensitivity_arg, float_at_least, float_up, sensitivity_relation

__all__ = ["Gaussian", "gaussian", "gaussian_rdp"]

_ZCDP_THEOREM: Final = "the Gaussian mechanism is Δ²/(2σ²)-zCDP: Bun–Steinke 2016, Prop 1.6"
_RDP_THEOREM: Final = "the Gaussian mechanism is (α, αΔ²/(2σ²))-RDP: Mironov 2017, Prop 7"


@final
@attrs.frozen
class Gaussian(AdditiveNoise):
    """The machine ``x ↦ x + N(0, sigma²)``; build it with ``gaussian`` (certified under zCDP)
    or ``gaussian_rdp`` (under Rényi DP at one order α)."""

    sigma: float = attrs.field(converter=as_float, validator=finite_positive_float("gaussian"))
    """The standard deviation σ (not the variance)."""

    @override
    def noise(self, coins: Coins, /) -> float:
        return coins.gaussian(self.sigma)


def _sqrt_at_least(x: Fraction, what: str) -> float:
    """A finite float ``s`` with ``s² >= x``."""
    # from above, so the loop below takes few steps: a float(x) that underflowed to 0 would walk the
    # subnormals one by one; float_up keeps x's upper bound, and is inf past the float range
    s = math.sqrt(float_up(x))
    while math.isfinite(s) and Fraction(s) ** 2 < x:
        s = math.nextafter(s, math.inf)
    if not math.isfinite(s):
        msg = f"{what} gives sigma = sensitivity/√(2·rho) beyond the float range; pass a larger rho"
        raise InvalidArgument(msg)
    return s


def _noise(sigma: object, sensitivity: object, rho: object) -> tuple[Fraction, float]:
    """The exact Δ and the float σ the machine draws with (rounded up from the exact value)."""
    delta_in = Fraction(check_positive_real("sensitivity", sensitivity, "a constant query needs no noise"))
    if (sigma is None) == (rho is None):
        msg = "pass exactly one of sigma= (the noise standard deviation) or rho= (the target ρ; σ = Δ/√(2ρ))"
        raise InvalidArgument(msg)
    if sigma is not None:
        return delta_in, float_at_least(f"sigma={sigma!r}", check_positive_real("sigma", sigma, "the Gaussian noise scale"))
    r = Fraction(check_positive_real("rho", rho, "ρ = 0 would need infinite noise"))
    return delta_in, _sqrt_at_least(delta_in**2 / (2 * r), f"rho={rho!r}")


def _noise_arg(sigma: object, rho: object) -> dict[str, object]:
    """The one of ``sigma`` or ``rho`` given (``_noise`` accepted it), as a repr shows it."""
    if sigma is not None:
        return {"sigma": plain(check_positive_real("sigma", sigma, "the Gaussian noise scale"))}
    return {"rho": plain(check_positive_real("rho", rho, "ρ = 0 would need infinite noise"))}


def _rho(delta_in: Fraction, sigma: float) -> Fraction:
    return delta_in**2 / (2 * Fraction(sigma) ** 2)


def gaussian(
    sigma: float | Fraction | None = None,
    *,
    sensitivity: float | Fraction = 1,
    rho: float | Fraction | None = None,
) -> Mechanism[float, NIMState[float], object, float, Rho]:
    """The Gaussian mechanism ``f(x) + N(0, σ²)`` with a zCDP certificate ρ = Δ²/(2σ²).

    Pass exactly one of ``sigma`` or ``rho`` (then σ = Δ/√(2ρ)). The machine stores the float
    σ it draws with, rounded *up* from the exact value, and ρ is computed exactly from that
    float and rounded up.

    Other parameterisation: Rogers–Samorodnitsky–Wu–Ramdas 2023 (Def 2.5, Lemma 2.2) write the
    Gaussian mechanism "with parameter ρ" as ``N(f(x), I/ρ)``: variance 1/ρ, which is
    Δ2²·ρ/2-zCDP, i.e. ``gaussian(sigma=1/√ρ, sensitivity=Δ2)`` here, not ``gaussian(rho=ρ)``:

        >>> gaussian(sigma=1.0, sensitivity=1).level      # their ρ = 1 (variance 1) at Δ2 = 1: ρ/2
        Rho(0.5)

    Args:
        sigma: the noise standard deviation σ > 0.
        sensitivity: Δ > 0, the query's L2 sensitivity (for a scalar query, ``|f(x) − f(x′)|``);
            the relation is ``sensitivity_relation(Δ)``.
        rho: the target ρ > 0, instead of ``sigma``.

    Returns:
        A certified noninteractive mechanism under ``ZCDP``.

    Raises:
        InvalidArgument: not exactly one of ``sigma``/``rho``; a value that is not a finite
            real ``> 0``, or a bool.
        InvalidData: at the release, when the data (the query's value) is not a finite real
            (a string, a bool, NaN, ±inf); the message names its type, never its value.

    Privacy: ρ-zCDP with ρ = Δ²/(2σ²) under ``sensitivity_relation(Δ)``, tight: the Rényi
        divergence of two Gaussians Δ apart is exactly αΔ²/(2σ²) at every order α. The caller
        must ensure the sensitivity; the sampler's float noise carries the same caveat as
        ``laplace`` (the certificate is for the ideal real-valued mechanism).

    Example:
        >>> m = gaussian(sigma=2.0, sensitivity=1)
        >>> m.machine, m.level
        (Gaussian(sigma=2.0), Rho(0.125))
        >>> gaussian(rho=0.5).machine
        Gaussian(sigma=1.0)

    References: Bun, Steinke, "Concentrated differential privacy: simplifications,
        extensions, and lower bounds", TCC 2016 (Prop. 1.6); Mironov, "Rényi differential
        privacy", CSF 2017 (Prop. 7).
    """
    delta_in, s = _noise(sigma, sensitivity, rho)
    level = Rho(float_up(_rho(delta_in, s)))
    origin = call_text("gaussian", **_noise_arg(sigma, rho), **sensitivity_arg(delta_in))
    return issue(Gaussian(s), ZCDP(), level, sensitivity_relation(delta_in), Proved(_ZCDP_THEOREM), origin=origin)


def gaussian_rdp(
    sigma: float | Fraction | None = None,
    *,
    alpha: float | Fraction,
    sensitivity: float | Fraction = 1,
    rho: float | Fraction | None = None,
) -> Mechanism[float, NIMState[float], object, float, RenyiEps]:
    """The Gaussian mechanism with a Rényi-DP certificate at order α: ε = αΔ²/(2σ²).

    The noise is chosen as in ``gaussian`` (exactly one of ``sigma`` or ``rho``); only the
    certificate differs, so ``gaussian_rdp(s, alpha=a)`` and ``gaussian(s)`` have the same
    machine.

    Args:
        sigma: the noise standard deviation σ > 0.
        alpha: the Rényi order α > 1 (finite; ``RenyiDP(alpha)`` is the measure).
        sensitivity: Δ > 0, the query's L2 sensitivity.
        rho: the zCDP parameter ρ > 0 that fixes σ = Δ/√(2ρ), instead of ``sigma``.

    Returns:
        A certified noninteractive mechanism under ``RenyiDP(alpha)``.

    Raises:
        InvalidArgument: as ``gaussian``, or ``alpha`` not a finite real ``> 1``.

    Privacy: (α, αΔ²/(2σ²))-RDP under ``sensitivity_relation(Δ)``, tight at this order.

    Example:
        >>> m = gaussian_rdp(sigma=2.0, alpha=3)
        >>> m.measure, m.level
        (RenyiDP(alpha=3), RenyiEps(0.375))

    References: Mironov, "Rényi differential privacy", CSF 2017 (Prop. 7); Bun, Steinke,
        TCC 2016.
    """
    a = check_order("alpha", alpha)
    delta_in, s = _noise(sigma, sensitivity, rho)
    level = RenyiEps(float_up(Fraction(a) * _rho(delta_in, s)))
    origin = call_text("gaussian_rdp", **_noise_arg(sigma, rho), alpha=plain(a), **sensitivity_arg(delta_in))
    return issue(Gaussian(s), RenyiDP(a), level, sensitivity_relation(delta_in), Proved(_RDP_THEOREM), origin=origin)
